import { type GetEmployeesSimpleResponse, ZGetEmployeesSimpleResponse } from '@hub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /employees/simple: the employees a user can be linked to or view (the user form's pickers). */
export function getEmployeeOptions(signal?: AbortSignal): Promise<GetEmployeesSimpleResponse> {
  return api.get('/employees/simple', { schema: ZGetEmployeesSimpleResponse, signal });
}

export const employeeOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['users', 'employee-options'],
    queryFn: ({ signal }) => getEmployeeOptions(signal),
  });

export function useEmployeeOptions() {
  return useQuery(employeeOptionsQueryOptions());
}
