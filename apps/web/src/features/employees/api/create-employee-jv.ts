import { type CreateEmployeeJvBody, ZCreateEmployeeJvResponse } from '@hub/contract';
import { api } from '@/lib/api-client';
import { employeeKeys } from '@/lib/lookups/query-keys';
import { recordPath, useRefreshingMutation } from '@/lib/record-api';

export type CreateEmployeeJvArgs = { employeeUuid: string; body: CreateEmployeeJvBody };

/** POST /employees/{uuid}/jvs: answers the new link. */
const createEmployeeJv = ({ employeeUuid, body }: CreateEmployeeJvArgs) =>
  api.post(`${recordPath('/employees', employeeUuid)}/jvs`, body, { schema: ZCreateEmployeeJvResponse });

export const useCreateEmployeeJv = () =>
  useRefreshingMutation(createEmployeeJv, { refresh: ({ employeeUuid }) => employeeKeys.jvs(employeeUuid) });
