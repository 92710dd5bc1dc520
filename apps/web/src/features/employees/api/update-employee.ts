import { type Employee, type UpdateEmployeeBody, ZSaveEmployeeResponse } from '@hub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { employeeKeys } from '@/lib/lookups/query-keys';

export type UpdateEmployeeArgs = {
  uuid: string;
  /** The version the form loaded: a save over someone else's newer one is refused (412). */
  version: number;
  body: UpdateEmployeeBody;
};

/** PUT /employees/{uuid}: answers the saved employee. */
export function updateEmployee({ uuid, version, body }: UpdateEmployeeArgs): Promise<Employee> {
  return api.put(`/employees/${encodeURIComponent(uuid)}`, body, {
    schema: ZSaveEmployeeResponse,
    ifMatch: version,
  });
}

export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmployee,
    onSuccess: async (employee) => {
      queryClient.setQueryData(employeeKeys.one(employee.uuid), employee);
      await queryClient.invalidateQueries({ queryKey: employeeKeys.all, refetchType: 'none' });
    },
  });
}
