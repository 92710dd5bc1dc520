import { type GetCostCentersResponse, ZGetCostCentersResponse } from '@hub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /cost-centers: the branch form's cost center picker. */
export function getCostCenterOptions(signal?: AbortSignal): Promise<GetCostCentersResponse> {
  return api.get('/cost-centers', { schema: ZGetCostCentersResponse, signal });
}

export const costCenterOptionsQueryOptions = () =>
  queryOptions({
    // Under the cost centers' key: saving a cost center refreshes the picker too.
    queryKey: ['cost-centers', 'options'],
    queryFn: ({ signal }) => getCostCenterOptions(signal),
  });

export function useCostCenterOptions() {
  return useQuery(costCenterOptionsQueryOptions());
}
