import { COMMISSION_ENDPOINT, type UpdateEmployeeBaseBody, ZUpdateEmployeeBaseResponse } from '@hub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { employeeKeys, reportKeys } from '@/lib/lookups/query-keys';
import { recordPath } from '@/lib/record-api';

export type UpdateBaseArgs = { uuid: string; body: UpdateEmployeeBaseBody };

/**
 * PATCH /employees/{uuid}/base (super roles), the Edit Base dialog's save. The route takes the base
 * (and its description) only, not the period: it sets the employee's monthly base.
 */
const updateBase = ({ uuid, body }: UpdateBaseArgs) =>
  api.patch(`${recordPath('/employees', uuid)}/base`, body, { schema: ZUpdateEmployeeBaseResponse });

/** Saves a base, then refreshes every commission summary (and the employee's own screens). */
export function useUpdateBase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBase,
    onSuccess: (_, { uuid }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reportKeys.report(COMMISSION_ENDPOINT.name) }),
        queryClient.invalidateQueries({ queryKey: employeeKeys.one(uuid) }),
      ]),
  });
}
