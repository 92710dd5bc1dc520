import { type GetUploadLayoutsResponse, ZGetUploadLayoutsResponse } from '@hub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { uploadKeys } from '@/lib/lookups/query-keys';

/** GET /uploads/layouts: the columns each upload type reads. */
export function getUploadLayouts(signal?: AbortSignal): Promise<GetUploadLayoutsResponse> {
  return api.get('/uploads/layouts', { schema: ZGetUploadLayoutsResponse, signal });
}

export const uploadLayoutsQueryOptions = () =>
  queryOptions({
    queryKey: uploadKeys.layouts(),
    queryFn: ({ signal }) => getUploadLayouts(signal),
    // The layouts change only with a new release.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useUploadLayouts() {
  return useQuery(uploadLayoutsQueryOptions());
}
