import { type GetEmployeesSimpleResponse, ZGetEmployeesSimpleResponse } from '@hub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { employeeKeys } from './query-keys';

/**
 * GET /employees/simple: the employees of the caller's states, for every employee picker (partners,
 * a user's linked and viewed employee, a JV's title officer, the Rep Dashboard's rep).
 */
export function getEmployeeOptions(signal?: AbortSignal): Promise<GetEmployeesSimpleResponse> {
  return api.get('/employees/simple', { schema: ZGetEmployeesSimpleResponse, signal });
}

export const employeeOptionsQueryOptions = () =>
  queryOptions({ queryKey: employeeKeys.options(), queryFn: ({ signal }) => getEmployeeOptions(signal) });

export function useEmployeeOptions() {
  return useQuery(employeeOptionsQueryOptions());
}
