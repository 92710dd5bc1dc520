import { type GetEmployeesSimpleResponse, ZGetEmployeesSimpleResponse } from '@hub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { employeesKey } from './get-employees';

/** GET /employees/simple: the employees of the caller's states, for the partner and link pickers. */
export function getEmployeeOptions(signal?: AbortSignal): Promise<GetEmployeesSimpleResponse> {
  return api.get('/employees/simple', { schema: ZGetEmployeesSimpleResponse, signal });
}

export const employeeOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...employeesKey, 'options'],
    queryFn: ({ signal }) => getEmployeeOptions(signal),
  });

export function useEmployeeOptions() {
  return useQuery(employeeOptionsQueryOptions());
}
