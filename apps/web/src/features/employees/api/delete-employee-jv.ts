import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { employeeKeys } from '@/lib/lookups/query-keys';

export type DeleteEmployeeJvArgs = { employeeUuid: string; linkId: number };

/** DELETE /employees/{uuid}/jvs/{link_id} (204). */
export async function deleteEmployeeJv({ employeeUuid, linkId }: DeleteEmployeeJvArgs): Promise<void> {
  await api.delete(`/employees/${encodeURIComponent(employeeUuid)}/jvs/${linkId}`);
}

export function useDeleteEmployeeJv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmployeeJv,
    onSettled: (_, __, { employeeUuid }) =>
      queryClient.invalidateQueries({ queryKey: employeeKeys.jvs(employeeUuid) }),
  });
}
