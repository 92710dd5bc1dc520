import { type GetCostCentersResponse, ZGetCostCentersResponse } from '@hub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /cost-centers, optionally for one state (two letters). */
export function getCostCenters(state: string | null, signal?: AbortSignal): Promise<GetCostCentersResponse> {
  return api.get('/cost-centers', { query: { state }, schema: ZGetCostCentersResponse, signal });
}

export const costCentersKey = ['cost-centers'] as const;

export const costCentersQueryOptions = (state: string | null) =>
  queryOptions({
    queryKey: [...costCentersKey, 'list', state ?? 'all'],
    queryFn: ({ signal }) => getCostCenters(state, signal),
  });

export function useCostCenters(state: string | null) {
  return useQuery(costCentersQueryOptions(state));
}
