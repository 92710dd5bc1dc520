import { type Employee, ZUpdateEmployeePhotoResponse } from '@hub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { employeeKeys } from '@/lib/lookups/query-keys';

export type UpdateEmployeePhotoArgs = { uuid: string; version: number; file: File };

/** PATCH /employees/{uuid}/photo (multipart, field `file`): answers the employee with its new photo. */
export function updateEmployeePhoto({ uuid, version, file }: UpdateEmployeePhotoArgs): Promise<Employee> {
  const form = new FormData();
  form.append('file', file);
  return api.patch(`/employees/${encodeURIComponent(uuid)}/photo`, form, {
    schema: ZUpdateEmployeePhotoResponse,
    ifMatch: version,
  });
}

export function useUpdateEmployeePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmployeePhoto,
    onSuccess: (employee) => queryClient.setQueryData(employeeKeys.one(employee.uuid), employee),
  });
}
