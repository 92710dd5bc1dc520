import {
  MONTHLY_CHARGES_ENDPOINT,
  type SaveMonthlyChargeLine,
  ZSaveMonthlyChargesResponse,
} from '@hub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useReport } from '@/components/report';
import { api } from '@/lib/api-client';
import { reportKeys } from '@/lib/lookups/query-keys';

/** GET /charges/monthly: the officers (or the one employee) and their lines of the date; null asks nothing. */
export const useMonthlyCharges = (query: { month_end_date: string; employee_uuid?: string } | null) =>
  useReport(MONTHLY_CHARGES_ENDPOINT, query, { keepPrevious: false });

/** PUT /charges/monthly: the whole list of the date; every charge answer is asked again after. */
const saveMonthlyCharges = (lines: SaveMonthlyChargeLine[]) =>
  api.put(MONTHLY_CHARGES_ENDPOINT.path, lines, { schema: ZSaveMonthlyChargesResponse });

export function useSaveMonthlyCharges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMonthlyCharges,
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: reportKeys.report(MONTHLY_CHARGES_ENDPOINT.name).slice(0, -1),
      }),
  });
}
