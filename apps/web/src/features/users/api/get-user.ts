import { type GetUserResponse, ZGetUserResponse } from '@hub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userKeys } from '@/lib/lookups/query-keys';

/** GET /users/{uuid}: one user with its version. */
export function getUser(uuid: string, signal?: AbortSignal): Promise<GetUserResponse> {
  return api.get(`/users/${encodeURIComponent(uuid)}`, { schema: ZGetUserResponse, signal });
}

export const userQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: userKeys.one(uuid),
    queryFn: ({ signal }) => getUser(uuid, signal),
    // The form edits what the server has now, not a copy from earlier.
    staleTime: 0,
  });

export function useUser(uuid: string | null) {
  return useQuery({ ...userQueryOptions(uuid ?? ''), enabled: uuid !== null });
}
