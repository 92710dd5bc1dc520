import { type CreateEmployeeBody, type Employee, ZSaveEmployeeResponse } from '@hub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { employeeQueryKey } from './get-employee';
import { employeesKey } from './get-employees';

/** POST /employees: answers the new employee. */
export function createEmployee(body: CreateEmployeeBody): Promise<Employee> {
  return api.post('/employees', body, { schema: ZSaveEmployeeResponse });
}

export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmployee,
    onSuccess: async (employee) => {
      queryClient.setQueryData(employeeQueryKey(employee.uuid), employee);
      await queryClient.invalidateQueries({ queryKey: employeesKey, refetchType: 'none' });
    },
  });
}
