import { type GetRecentUploadsResponse, ZGetRecentUploadsResponse } from '@hub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { uploadKeys } from '@/lib/lookups/query-keys';
import { recentPollInterval } from '../components/upload-job-status';

/** How many uploads 'Recent Uploads' lists. */
export const RECENT_UPLOADS_LIMIT = 25;

/** GET /uploads/upload-jobs/recent: the latest uploads, newest first. */
export function getRecentUploads(limit: number, signal?: AbortSignal): Promise<GetRecentUploadsResponse> {
  return api.get('/uploads/upload-jobs/recent', {
    query: { limit },
    schema: ZGetRecentUploadsResponse,
    signal,
  });
}

export const recentUploadsQueryOptions = (limit: number = RECENT_UPLOADS_LIMIT) =>
  queryOptions({
    queryKey: uploadKeys.recentList(limit),
    queryFn: ({ signal }) => getRecentUploads(limit, signal),
    staleTime: 0,
    // Refreshed while any listed upload is still queued or processing.
    refetchInterval: (query) => recentPollInterval(query.state.data),
  });

export function useRecentUploads(limit: number = RECENT_UPLOADS_LIMIT) {
  return useQuery(recentUploadsQueryOptions(limit));
}
