import { type GetCommGuaranteesResponse, ZGetCommGuaranteesResponse } from '@hub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { employeeKeys } from '@/lib/lookups/query-keys';

/** GET /employees/{uuid}/comm-guarantees: by period, each with its version. */
export function getCommGuarantees(
  employeeUuid: string,
  signal?: AbortSignal,
): Promise<GetCommGuaranteesResponse> {
  return api.get(`/employees/${encodeURIComponent(employeeUuid)}/comm-guarantees`, {
    schema: ZGetCommGuaranteesResponse,
    signal,
  });
}

export const commGuaranteesQueryOptions = (employeeUuid: string) =>
  queryOptions({
    queryKey: employeeKeys.guarantees(employeeUuid),
    queryFn: ({ signal }) => getCommGuarantees(employeeUuid, signal),
  });

export function useCommGuarantees(employeeUuid: string | null) {
  return useQuery({ ...commGuaranteesQueryOptions(employeeUuid ?? ''), enabled: employeeUuid !== null });
}
