import { type GetEmployeeJvsResponse, ZGetEmployeeJvsResponse } from '@hub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { employeeKeys } from '@/lib/lookups/query-keys';

/** GET /employees/{uuid}/jvs: the employee's JV links, by JV name. */
export function getEmployeeJvs(employeeUuid: string, signal?: AbortSignal): Promise<GetEmployeeJvsResponse> {
  return api.get(`/employees/${encodeURIComponent(employeeUuid)}/jvs`, {
    schema: ZGetEmployeeJvsResponse,
    signal,
  });
}

export const employeeJvsQueryOptions = (employeeUuid: string) =>
  queryOptions({
    queryKey: employeeKeys.jvs(employeeUuid),
    queryFn: ({ signal }) => getEmployeeJvs(employeeUuid, signal),
  });

export function useEmployeeJvs(employeeUuid: string) {
  return useQuery(employeeJvsQueryOptions(employeeUuid));
}
