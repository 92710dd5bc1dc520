import {
  type GetUploadMismatchesQuery,
  type GetUploadMismatchesResponse,
  ZGetUploadMismatchesResponse,
} from '@hub/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { uploadKeys } from '@/lib/lookups/query-keys';

/**
 * GET /uploads/upload-mismatches/{uploadId}: one page of the rows that were not stored (one problem
 * each), sorted and filtered by the server, with the whole upload's counts.
 */
export function getUploadMismatches(
  uploadId: number,
  query: GetUploadMismatchesQuery,
  signal?: AbortSignal,
): Promise<GetUploadMismatchesResponse> {
  return api.get(`/uploads/upload-mismatches/${uploadId}`, {
    query,
    schema: ZGetUploadMismatchesResponse,
    signal,
  });
}

export const uploadMismatchesQueryOptions = (uploadId: number, query: GetUploadMismatchesQuery) =>
  queryOptions({
    queryKey: uploadKeys.mismatchPage(uploadId, query),
    queryFn: ({ signal }) => getUploadMismatches(uploadId, query, signal),
    staleTime: 0,
    // The page shown stays while the next one loads (no flash of the loading state).
    placeholderData: keepPreviousData,
  });

/** `enabled` false until the upload has ended: its mismatches are written when it finishes. */
export function useUploadMismatches(uploadId: number, query: GetUploadMismatchesQuery, enabled: boolean) {
  return useQuery({ ...uploadMismatchesQueryOptions(uploadId, query), enabled });
}
