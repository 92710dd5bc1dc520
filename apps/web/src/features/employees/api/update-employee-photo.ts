import { ZUpdateEmployeePhotoResponse } from '@hub/contract';
import { api } from '@/lib/api-client';
import { recordPath } from '@/lib/record-api';
import { useEmployeeChange } from './keep-employee';

export type UpdateEmployeePhotoArgs = { uuid: string; version: number; file: File };

/** PATCH /employees/{uuid}/photo (multipart, field `file`): answers the employee with its new photo. */
function updateEmployeePhoto({ uuid, version, file }: UpdateEmployeePhotoArgs) {
  const form = new FormData();
  form.append('file', file);
  return api.patch(`${recordPath('/employees', uuid)}/photo`, form, {
    schema: ZUpdateEmployeePhotoResponse,
    ifMatch: version,
  });
}

export const useUpdateEmployeePhoto = () => useEmployeeChange(updateEmployeePhoto, { listed: false });
