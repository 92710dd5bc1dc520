import { type GetBranchResponse, ZGetBranchResponse } from '@hub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { branchKeys } from '@/lib/lookups/query-keys';

/** GET /branches/{uuid}: one branch with its version. */
export function getBranch(uuid: string, signal?: AbortSignal): Promise<GetBranchResponse> {
  return api.get(`/branches/${encodeURIComponent(uuid)}`, { schema: ZGetBranchResponse, signal });
}

export const branchQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: branchKeys.one(uuid),
    queryFn: ({ signal }) => getBranch(uuid, signal),
    // The form edits what the server has now, not a copy from earlier.
    staleTime: 0,
  });

export function useBranch(uuid: string | null) {
  return useQuery({ ...branchQueryOptions(uuid ?? ''), enabled: uuid !== null });
}
