import { type GetUploadMismatchesResponse, ZGetUploadMismatchesResponse } from '@hub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { uploadKeys } from '@/lib/lookups/query-keys';

/** GET /uploads/upload-mismatches/{uploadId}: the rows that were not stored, one problem each. */
export function getUploadMismatches(
  uploadId: number,
  signal?: AbortSignal,
): Promise<GetUploadMismatchesResponse> {
  return api.get(`/uploads/upload-mismatches/${uploadId}`, { schema: ZGetUploadMismatchesResponse, signal });
}

export const uploadMismatchesQueryOptions = (uploadId: number) =>
  queryOptions({
    queryKey: uploadKeys.mismatches(uploadId),
    queryFn: ({ signal }) => getUploadMismatches(uploadId, signal),
    staleTime: 0,
  });

/** `enabled` false until the upload has ended: its mismatches are written when it finishes. */
export function useUploadMismatches(uploadId: number, enabled: boolean) {
  return useQuery({ ...uploadMismatchesQueryOptions(uploadId), enabled });
}
