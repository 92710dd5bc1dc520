import { type UpdateEmployeeBaseBody, ZUpdateEmployeeBaseResponse } from '@hub/contract';
import { api } from '@/lib/api-client';
import { recordPath } from '@/lib/record-api';
import { useEmployeeChange } from './keep-employee';

export type UpdateEmployeeBaseArgs = { uuid: string; version: number; body: UpdateEmployeeBaseBody };

/** PATCH /employees/{uuid}/base (super roles): answers the employee. */
const updateEmployeeBase = ({ uuid, version, body }: UpdateEmployeeBaseArgs) =>
  api.patch(`${recordPath('/employees', uuid)}/base`, body, {
    schema: ZUpdateEmployeeBaseResponse,
    ifMatch: version,
  });

export const useUpdateEmployeeBase = () => useEmployeeChange(updateEmployeeBase, { listed: false });
