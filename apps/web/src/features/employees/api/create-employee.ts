import { type CreateEmployeeBody, type Employee, ZSaveEmployeeResponse } from '@hub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { employeeKeys } from '@/lib/lookups/query-keys';

/** POST /employees: answers the new employee. */
export function createEmployee(body: CreateEmployeeBody): Promise<Employee> {
  return api.post('/employees', body, { schema: ZSaveEmployeeResponse });
}

export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmployee,
    onSuccess: async (employee) => {
      queryClient.setQueryData(employeeKeys.one(employee.uuid), employee);
      await queryClient.invalidateQueries({ queryKey: employeeKeys.all, refetchType: 'none' });
    },
  });
}
