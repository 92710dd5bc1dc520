import {
  type CreateBranchBody,
  type SaveBranchResponse,
  type UpdateBranchBody,
  ZSaveBranchResponse,
} from '@hub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { branchKeys, employeeKeys } from '@/lib/lookups/query-keys';

export type SaveBranchArgs =
  | { uuid: null; version: null; body: CreateBranchBody }
  | {
      uuid: string;
      /** The version the form loaded: a save over someone else's newer one is refused (412). */
      version: number;
      body: UpdateBranchBody;
    };

/** POST /branches or PUT /branches/{uuid}. */
export function saveBranch(args: SaveBranchArgs): Promise<SaveBranchResponse> {
  if (args.uuid === null) return api.post('/branches', args.body, { schema: ZSaveBranchResponse });
  return api.put(`/branches/${encodeURIComponent(args.uuid)}`, args.body, {
    schema: ZSaveBranchResponse,
    ifMatch: args.version,
  });
}

export function useSaveBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBranch,
    // The employees list shows each employee's branch by name.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: branchKeys.all }),
        queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
      ]),
  });
}
