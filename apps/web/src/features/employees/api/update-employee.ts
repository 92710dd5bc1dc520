import { type UpdateEmployeeBody, ZSaveEmployeeResponse } from '@hub/contract';
import { api } from '@/lib/api-client';
import { recordPath } from '@/lib/record-api';
import { useEmployeeChange } from './keep-employee';

export type UpdateEmployeeArgs = {
  uuid: string;
  /** The version the form loaded: a save over someone else's newer one is refused (412). */
  version: number;
  body: UpdateEmployeeBody;
};

/** PUT /employees/{uuid}: answers the saved employee. */
const updateEmployee = ({ uuid, version, body }: UpdateEmployeeArgs) =>
  api.put(recordPath('/employees', uuid), body, { schema: ZSaveEmployeeResponse, ifMatch: version });

export const useUpdateEmployee = () => useEmployeeChange(updateEmployee, { listed: true });
