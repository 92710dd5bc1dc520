import { type GetBranchesResponse, ZGetBranchesResponse } from '@hub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /branches: the Default Branch picker's options. */
export function getBranches(signal?: AbortSignal): Promise<GetBranchesResponse> {
  return api.get('/branches', { schema: ZGetBranchesResponse, signal });
}

export const branchOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['employees', 'branch-options'],
    queryFn: ({ signal }) => getBranches(signal),
  });

export function useBranchOptions() {
  return useQuery(branchOptionsQueryOptions());
}
