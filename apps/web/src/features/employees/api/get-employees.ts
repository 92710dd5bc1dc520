import { type GetEmployeesResponse, ZGetEmployeesResponse } from '@hub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every query of this feature starts with this key; saves invalidate it. */
export const employeesKey = ['employees'] as const;

/** GET /employees: every employee of the caller's states (the list hides inactive ones itself). */
export function getEmployees(signal?: AbortSignal): Promise<GetEmployeesResponse> {
  return api.get('/employees', { schema: ZGetEmployeesResponse, signal });
}

export const employeesQueryOptions = () =>
  queryOptions({
    queryKey: [...employeesKey, 'list'],
    queryFn: ({ signal }) => getEmployees(signal),
  });

export function useEmployees() {
  return useQuery(employeesQueryOptions());
}
