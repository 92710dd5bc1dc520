import { api } from '@/lib/api-client';
import { employeeKeys } from '@/lib/lookups/query-keys';
import { recordPath, useRefreshingMutation } from '@/lib/record-api';

export type DeleteEmployeeJvArgs = { employeeUuid: string; linkId: number };

/** DELETE /employees/{uuid}/jvs/{link_id} (204). */
async function deleteEmployeeJv({ employeeUuid, linkId }: DeleteEmployeeJvArgs): Promise<void> {
  await api.delete(`${recordPath('/employees', employeeUuid)}/jvs/${linkId}`);
}

export const useDeleteEmployeeJv = () =>
  useRefreshingMutation(deleteEmployeeJv, {
    refresh: ({ employeeUuid }) => employeeKeys.jvs(employeeUuid),
    evenOnFailure: true,
  });
