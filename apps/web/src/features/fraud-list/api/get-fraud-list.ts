import { type GetFraudListResponse, ZGetFraudListResponse } from '@hub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const fraudListKey = ['fraud-list'] as const;

/** GET /fraud-list: every payee, sorted by name. */
export function getFraudList(signal?: AbortSignal): Promise<GetFraudListResponse> {
  return api.get('/fraud-list', { schema: ZGetFraudListResponse, signal });
}

export const fraudListQueryOptions = () =>
  queryOptions({
    queryKey: fraudListKey,
    queryFn: ({ signal }) => getFraudList(signal),
    // The editor starts from what the server has now.
    staleTime: 0,
  });

export function useFraudList() {
  return useQuery(fraudListQueryOptions());
}
