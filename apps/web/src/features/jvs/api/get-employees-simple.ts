import { type GetEmployeesSimpleResponse, ZGetEmployeesSimpleResponse } from '@hub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /employees/simple: the employees the title officer picker offers. */
export function getEmployeesSimple(signal?: AbortSignal): Promise<GetEmployeesSimpleResponse> {
  return api.get('/employees/simple', { schema: ZGetEmployeesSimpleResponse, signal });
}

export const employeesSimpleQueryOptions = () =>
  queryOptions({
    queryKey: ['employees', 'simple', 'all'],
    queryFn: ({ signal }) => getEmployeesSimple(signal),
    staleTime: 60_000,
  });

export function useEmployeesSimple() {
  return useQuery(employeesSimpleQueryOptions());
}
