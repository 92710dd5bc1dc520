import { type UpdateEmployeeJvBody, ZUpdateEmployeeJvResponse } from '@hub/contract';
import { api } from '@/lib/api-client';
import { employeeKeys } from '@/lib/lookups/query-keys';
import { recordPath, useRefreshingMutation } from '@/lib/record-api';

export type UpdateEmployeeJvArgs = { employeeUuid: string; linkId: number; body: UpdateEmployeeJvBody };

/** PATCH /employees/{uuid}/jvs/{link_id}: setting primary clears it on the employee's other links. */
const updateEmployeeJv = ({ employeeUuid, linkId, body }: UpdateEmployeeJvArgs) =>
  api.patch(`${recordPath('/employees', employeeUuid)}/jvs/${linkId}`, body, {
    schema: ZUpdateEmployeeJvResponse,
  });

/** The other links changed too (they lost primary): the whole list is asked again. */
export const useUpdateEmployeeJv = () =>
  useRefreshingMutation(updateEmployeeJv, {
    refresh: ({ employeeUuid }) => employeeKeys.jvs(employeeUuid),
    evenOnFailure: true,
  });
