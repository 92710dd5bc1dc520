import { type GetCommGuaranteesResponse, ZGetCommGuaranteesResponse } from '@hub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The cache key of one employee's guarantees; every guarantee change invalidates it. */
export const commGuaranteesKey = (employeeUuid: string) =>
  ['employees', employeeUuid, 'comm-guarantees'] as const;

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
    queryKey: commGuaranteesKey(employeeUuid),
    queryFn: ({ signal }) => getCommGuarantees(employeeUuid, signal),
  });

export function useCommGuarantees(employeeUuid: string | null) {
  return useQuery({ ...commGuaranteesQueryOptions(employeeUuid ?? ''), enabled: employeeUuid !== null });
}
