import { type CreateCommGuaranteeBody, ZCreateCommGuaranteeResponse } from '@hub/contract';
import { api } from '@/lib/api-client';
import { employeeKeys } from '@/lib/lookups/query-keys';
import { recordPath, useRefreshingMutation } from '@/lib/record-api';

export type CreateCommGuaranteeArgs = { employeeUuid: string; body: CreateCommGuaranteeBody };

/** POST /employees/{uuid}/comm-guarantees. */
const createCommGuarantee = ({ employeeUuid, body }: CreateCommGuaranteeArgs) =>
  api.post(`${recordPath('/employees', employeeUuid)}/comm-guarantees`, body, {
    schema: ZCreateCommGuaranteeResponse,
  });

export const useCreateCommGuarantee = () =>
  useRefreshingMutation(createCommGuarantee, {
    refresh: ({ employeeUuid }) => employeeKeys.guarantees(employeeUuid),
  });
