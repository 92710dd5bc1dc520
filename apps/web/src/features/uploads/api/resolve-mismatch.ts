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
    // The list takes the server's answer for that one mismatch; nothing else changed.
    onSuccess: (saved, { uploadId }) =>
      queryClient.setQueryData<GetUploadMismatchesResponse>(uploadKeys.mismatches(uploadId), (list) =>
        list?.map((m) => (m.mismatch_id === saved.mismatch_id ? saved : m)),
      ),
  });
}
