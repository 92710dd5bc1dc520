import { api } from '@/lib/api-client';
import { employeeKeys } from '@/lib/lookups/query-keys';
import { recordPath, useRefreshingMutation } from '@/lib/record-api';

export type DeleteCommGuaranteeArgs = { employeeUuid: string; id: number; version: number };

/** DELETE /employees/{uuid}/comm-guarantees/{id} (204). */
async function deleteCommGuarantee({ employeeUuid, id, version }: DeleteCommGuaranteeArgs): Promise<void> {
  await api.delete(`${recordPath('/employees', employeeUuid)}/comm-guarantees/${id}`, { ifMatch: version });
}

export const useDeleteCommGuarantee = () =>
  useRefreshingMutation(deleteCommGuarantee, {
    refresh: ({ employeeUuid }) => employeeKeys.guarantees(employeeUuid),
    evenOnFailure: true,
  });
