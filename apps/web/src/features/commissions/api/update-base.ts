import { COMMISSION_ENDPOINT, type UpdateEmployeeBaseBody, ZEmployeePeriodBase } from '@hub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportKeys } from '@/lib/lookups/query-keys';
import { recordPath } from '@/lib/record-api';

/** The base of one commission period: the amount (null clears it) and the period it is for. */
export type UpdateBaseArgs = {
  uuid: string;
  body: UpdateEmployeeBaseBody & { period_start: string; period_end: string };
};

/**
 * PATCH /employees/{uuid}/base with the summary's period (super roles), the Edit Base dialog's save:
 * it sets the base of exactly that period (null removes it, the monthly base applies again); the
 * employee's monthly base is untouched. Answers the period's base.
 */
const updateBase = ({ uuid, body }: UpdateBaseArgs) =>
  api.patch(`${recordPath('/employees', uuid)}/base`, body, { schema: ZEmployeePeriodBase });

/** Saves a period's base, then refreshes every commission summary. */
export function useUpdateBase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBase,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.report(COMMISSION_ENDPOINT.name) }),
  });
}
