import { type UpdateCommGuaranteeBody, ZUpdateCommGuaranteeResponse } from '@hub/contract';
import { api } from '@/lib/api-client';
import { employeeKeys } from '@/lib/lookups/query-keys';
import { recordPath, useRefreshingMutation } from '@/lib/record-api';

export type UpdateCommGuaranteeArgs = {
  employeeUuid: string;
  id: number;
  /** The version the list showed: a change over someone else's newer one is refused (412). */
  version: number;
  body: UpdateCommGuaranteeBody;
};

/** PATCH /employees/{uuid}/comm-guarantees/{id} with only the changed fields. */
const updateCommGuarantee = ({ employeeUuid, id, version, body }: UpdateCommGuaranteeArgs) =>
  api.patch(`${recordPath('/employees', employeeUuid)}/comm-guarantees/${id}`, body, {
    schema: ZUpdateCommGuaranteeResponse,
    ifMatch: version,
  });

export const useUpdateCommGuarantee = () =>
  useRefreshingMutation(updateCommGuarantee, {
    refresh: ({ employeeUuid }) => employeeKeys.guarantees(employeeUuid),
    evenOnFailure: true,
  });
