import { type GetEmployeesResponse, ZGetEmployeesResponse } from '@hub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { employeeKeys } from '@/lib/lookups/query-keys';

/** GET /employees: every employee of the caller's states (the list hides inactive ones itself). */
export function getEmployees(signal?: AbortSignal): Promise<GetEmployeesResponse> {
  return api.get('/employees', { schema: ZGetEmployeesResponse, signal });
}

export const employeesQueryOptions = () =>
  queryOptions({
    queryKey: employeeKeys.list(),
    queryFn: ({ signal }) => getEmployees(signal),
  });

export function useEmployees() {
  return useQuery(employeesQueryOptions());
}
