import { type Employee, ZGetEmployeeSecureResponse } from '@hub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { employeeKeys } from '@/lib/lookups/query-keys';

/** GET /employees/secure/{uuid}: the full employee with its partners and version. */
export function getEmployee(uuid: string, signal?: AbortSignal): Promise<Employee> {
  return api.get(`/employees/secure/${encodeURIComponent(uuid)}`, {
    schema: ZGetEmployeeSecureResponse,
    signal,
  });
}

export const employeeQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: employeeKeys.one(uuid),
    queryFn: ({ signal }) => getEmployee(uuid, signal),
    // The form edits what the server has now, not a copy from earlier.
    staleTime: 0,
  });

export function useEmployee(uuid: string | null) {
  return useQuery({ ...employeeQueryOptions(uuid ?? ''), enabled: uuid !== null });
}
