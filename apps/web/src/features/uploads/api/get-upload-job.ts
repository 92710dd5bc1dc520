import { type UploadJob, ZUploadJob } from '@hub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { uploadKeys } from '@/lib/lookups/query-keys';
import { jobPollInterval } from '../components/upload-job-status';

/** GET /uploads/upload-jobs/{uploadId}: one upload with its status and row counts. */
export function getUploadJob(uploadId: number, signal?: AbortSignal): Promise<UploadJob> {
  return api.get(`/uploads/upload-jobs/${uploadId}`, { schema: ZUploadJob, signal });
}

export const uploadJobQueryOptions = (uploadId: number) =>
  queryOptions({
    queryKey: uploadKeys.job(uploadId),
    queryFn: ({ signal }) => getUploadJob(uploadId, signal),
    staleTime: 0,
    // Its progress is followed until it is done or failed.
    refetchInterval: (query) => jobPollInterval(query.state.data),
  });

/** null: no upload to follow (nothing is fetched). */
export function useUploadJob(uploadId: number | null) {
  return useQuery({ ...uploadJobQueryOptions(uploadId ?? 0), enabled: uploadId !== null });
}
