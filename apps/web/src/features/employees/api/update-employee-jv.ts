import { type EmployeeJvLink, type UpdateEmployeeJvBody, ZUpdateEmployeeJvResponse } from '@hub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { employeeKeys } from '@/lib/lookups/query-keys';

export type UpdateEmployeeJvArgs = { employeeUuid: string; linkId: number; body: UpdateEmployeeJvBody };

/** PATCH /employees/{uuid}/jvs/{link_id}: setting primary clears it on the employee's other links. */
export function updateEmployeeJv({
  employeeUuid,
  linkId,
  body,
}: UpdateEmployeeJvArgs): Promise<EmployeeJvLink> {
  return api.patch(`/employees/${encodeURIComponent(employeeUuid)}/jvs/${linkId}`, body, {
    schema: ZUpdateEmployeeJvResponse,
  });
}

export function useUpdateEmployeeJv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmployeeJv,
    // The other links changed too (they lost primary): reload the whole list.
    onSettled: (_, __, { employeeUuid }) =>
      queryClient.invalidateQueries({ queryKey: employeeKeys.jvs(employeeUuid) }),
  });
}
