import { type GetUploadMismatchesResponse, type UploadMismatch, ZUploadMismatch } from '@hub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { uploadKeys } from '@/lib/lookups/query-keys';

export type ResolveMismatchArgs = { uploadId: number; mismatchId: number; resolved: boolean };

/** PATCH /uploads/upload-mismatches/{uploadId}/{mismatchId} with `{ resolved }`: answers the mismatch. */
export function resolveMismatch({
  uploadId,
  mismatchId,
  resolved,
}: ResolveMismatchArgs): Promise<UploadMismatch> {
  return api.patch(
    `/uploads/upload-mismatches/${uploadId}/${mismatchId}`,
    { resolved },
    { schema: ZUploadMismatch },
  );
}

export function useResolveMismatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveMismatch,
    // The pages shown take the server's answer for that mismatch at once; then they are asked again,
    // for the counts and for a filter that now leaves it out.
    onSuccess: (saved, { uploadId }) => {
      queryClient.setQueriesData<GetUploadMismatchesResponse>(
        { queryKey: uploadKeys.mismatches(uploadId) },
        (page) =>
          page && {
            ...page,
            rows: page.rows.map((m) => (m.mismatch_id === saved.mismatch_id ? saved : m)),
          },
      );
      return queryClient.invalidateQueries({ queryKey: uploadKeys.mismatches(uploadId) });
    },
  });
}
