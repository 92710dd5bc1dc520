import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { employeeKeys } from '@/lib/lookups/query-keys';

export type DeleteCommGuaranteeArgs = { employeeUuid: string; id: number; version: number };

/** DELETE /employees/{uuid}/comm-guarantees/{id} (204). */
export async function deleteCommGuarantee({
  employeeUuid,
  id,
  version,
}: DeleteCommGuaranteeArgs): Promise<void> {
  await api.delete(`/employees/${encodeURIComponent(employeeUuid)}/comm-guarantees/${id}`, {
    ifMatch: version,
  });
}

export function useDeleteCommGuarantee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCommGuarantee,
    onSettled: (_, __, { employeeUuid }) =>
      queryClient.invalidateQueries({ queryKey: employeeKeys.guarantees(employeeUuid) }),
  });
}
