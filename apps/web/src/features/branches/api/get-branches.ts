import { type GetBranchesResponse, ZGetBranchesResponse } from '@hub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const branchesKey = ['branches'] as const;

/** GET /branches: every branch the signed-in user may administer, active first, then by name. */
export function getBranches(signal?: AbortSignal): Promise<GetBranchesResponse> {
  return api.get('/branches', { schema: ZGetBranchesResponse, signal });
}

export const branchesQueryOptions = () =>
  queryOptions({
    queryKey: [...branchesKey, 'list'],
    queryFn: ({ signal }) => getBranches(signal),
  });

export function useBranches() {
  return useQuery(branchesQueryOptions());
}
