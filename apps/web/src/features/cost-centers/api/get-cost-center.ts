import { type CostCenter, ZCostCenter } from '@hub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { costCenterKeys } from '@/lib/lookups/query-keys';

/** GET /cost-centers/{id}: one cost center with its version. */
export function getCostCenter(id: number, signal?: AbortSignal): Promise<CostCenter> {
  return api.get(`/cost-centers/${id}`, { schema: ZCostCenter, signal });
}

export const costCenterQueryOptions = (id: number) =>
  queryOptions({
    queryKey: costCenterKeys.one(id),
    queryFn: ({ signal }) => getCostCenter(id, signal),
    // The form edits what the server has now, not a copy from earlier.
    staleTime: 0,
  });

export function useCostCenter(id: number | null) {
  return useQuery({ ...costCenterQueryOptions(id ?? 0), enabled: id !== null });
}
