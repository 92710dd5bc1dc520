import {
  EMPLOYEE_PROFIT_ENDPOINT,
  EMPLOYEE_PROFIT_SAVE_PATH,
  type EmployeeProfitSaveBody,
  ZEmployeeProfitSaveResult,
} from '@hub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportKeys } from '@/lib/lookups/query-keys';

/** PUT /employee-profit/grid: every row of the month (super only), one transaction on the server. */
const saveEmployeeProfit = (body: EmployeeProfitSaveBody) =>
  api.put(EMPLOYEE_PROFIT_SAVE_PATH, body, { schema: ZEmployeeProfitSaveResult });

/** Saves the month's rows, then reloads every profitability grid (spec 001 §4: Save sends all rows, then reloads). */
export function useSaveEmployeeProfit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmployeeProfit,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: reportKeys.report(EMPLOYEE_PROFIT_ENDPOINT.name) }),
  });
}
