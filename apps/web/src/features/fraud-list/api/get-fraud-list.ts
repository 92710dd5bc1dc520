import { type GetFraudListResponse, ZGetFraudListResponse } from '@hub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { fraudListKeys } from '@/lib/lookups/query-keys';

/** GET /fraud-list: every payee, sorted by name. */
export function getFraudList(signal?: AbortSignal): Promise<GetFraudListResponse> {
  return api.get('/fraud-list', { schema: ZGetFraudListResponse, signal });
}

export const fraudListQueryOptions = () =>
  queryOptions({
    queryKey: fraudListKeys.all,
    queryFn: ({ signal }) => getFraudList(signal),
    // The editor starts from what the server has now.
    staleTime: 0,
  });

export function useFraudList() {
  return useQuery(fraudListQueryOptions());
}
