import { type GetBranchesResponse, ZGetBranchesResponse } from '@hub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { branchKeys } from './query-keys';

/** GET /branches: every branch the signed-in user may administer, active first, then by name. */
export function getBranches(signal?: AbortSignal): Promise<GetBranchesResponse> {
  return api.get('/branches', { schema: ZGetBranchesResponse, signal });
}

/** The branches list and every Branch picker share this one query (a save refreshes both). */
export const branchesQueryOptions = () =>
  queryOptions({ queryKey: branchKeys.list(), queryFn: ({ signal }) => getBranches(signal) });

export function useBranches() {
  return useQuery(branchesQueryOptions());
}

/** The Branch pickers' options (the employee form's Default Branch). */
export const useBranchOptions = useBranches;
