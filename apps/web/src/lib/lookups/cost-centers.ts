import { type GetCostCentersResponse, ZGetCostCentersResponse } from '@hub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { costCenterKeys } from './query-keys';

/** GET /cost-centers, optionally for one state (two letters). */
export function getCostCenters(state: string | null, signal?: AbortSignal): Promise<GetCostCentersResponse> {
  return api.get('/cost-centers', { query: { state }, schema: ZGetCostCentersResponse, signal });
}

export const costCentersQueryOptions = (state: string | null) =>
  queryOptions({
    queryKey: costCenterKeys.list(state),
    queryFn: ({ signal }) => getCostCenters(state, signal),
  });

export function useCostCenters(state: string | null) {
  return useQuery(costCentersQueryOptions(state));
}

/** The Cost Center pickers (branch and employee forms): every cost center, the list's own query. */
export function useCostCenterOptions() {
  return useCostCenters(null);
}
