import { type CostCenter, type SaveCostCenterInput, ZCostCenter } from '@hub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { branchKeys, costCenterKeys } from '@/lib/lookups/query-keys';

export type SaveCostCenterArgs = {
  /** null creates a new cost center. */
  id: number | null;
  /** The version the form loaded: a save over someone else's newer one is refused (412). */
  version: number | null;
  values: SaveCostCenterInput;
};

/** POST /cost-centers or PUT /cost-centers/{id}. */
export function saveCostCenter({ id, version, values }: SaveCostCenterArgs): Promise<CostCenter> {
  if (id === null) return api.post('/cost-centers', values, { schema: ZCostCenter });
  return api.put(`/cost-centers/${id}`, values, { schema: ZCostCenter, ifMatch: version });
}

export function useSaveCostCenter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCostCenter,
    // The list is not on screen while the form is: refetch it too, so going back shows the save.
    // The branches list shows each branch's cost center by its description.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: costCenterKeys.all, refetchType: 'all' }),
        queryClient.invalidateQueries({ queryKey: branchKeys.all }),
      ]),
  });
}
