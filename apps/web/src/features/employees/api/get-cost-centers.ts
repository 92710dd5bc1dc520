import { type GetCostCentersResponse, ZGetCostCentersResponse } from '@hub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /cost-centers: the Cost Center picker's options. */
export function getCostCenters(signal?: AbortSignal): Promise<GetCostCentersResponse> {
  return api.get('/cost-centers', { schema: ZGetCostCentersResponse, signal });
}

export const costCenterOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['employees', 'cost-center-options'],
    queryFn: ({ signal }) => getCostCenters(signal),
  });

export function useCostCenterOptions() {
  return useQuery(costCenterOptionsQueryOptions());
}
