import { type Employee, type UpdateEmployeeBaseBody, ZUpdateEmployeeBaseResponse } from '@hub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { employeeKeys } from '@/lib/lookups/query-keys';

export type UpdateEmployeeBaseArgs = { uuid: string; version: number; body: UpdateEmployeeBaseBody };

/** PATCH /employees/{uuid}/base (super roles): answers the employee. */
export function updateEmployeeBase({ uuid, version, body }: UpdateEmployeeBaseArgs): Promise<Employee> {
  return api.patch(`/employees/${encodeURIComponent(uuid)}/base`, body, {
    schema: ZUpdateEmployeeBaseResponse,
    ifMatch: version,
  });
}

export function useUpdateEmployeeBase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmployeeBase,
    onSuccess: (employee) => queryClient.setQueryData(employeeKeys.one(employee.uuid), employee),
  });
}
