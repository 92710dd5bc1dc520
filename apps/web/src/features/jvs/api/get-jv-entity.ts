import { type JvEntity, ZGetJvEntityResponse } from '@hub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { jvKeys } from '@/lib/lookups/query-keys';

/** GET /jv-entities/{id} (jv_id or uuid): one JV with its version. */
export function getJvEntity(id: string, signal?: AbortSignal): Promise<JvEntity> {
  return api.get(`/jv-entities/${encodeURIComponent(id)}`, { schema: ZGetJvEntityResponse, signal });
}

export const jvEntityQueryOptions = (id: string) =>
  queryOptions({
    queryKey: jvKeys.one(id),
    queryFn: ({ signal }) => getJvEntity(id, signal),
    // The form edits what the server has now, not a copy from earlier.
    staleTime: 0,
  });

export function useJvEntity(id: string | null) {
  return useQuery({ ...jvEntityQueryOptions(id ?? ''), enabled: id !== null });
}
