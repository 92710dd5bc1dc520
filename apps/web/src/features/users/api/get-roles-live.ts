import { type GetRolesLiveResponse, ZGetRolesLiveResponse } from '@hub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userKeys } from '@/lib/lookups/query-keys';

/** GET /users/roles/live: the signed-in user's roles, active flag and state as they are now. */
export function getRolesLive(signal?: AbortSignal): Promise<GetRolesLiveResponse> {
  return api.get('/users/roles/live', { schema: ZGetRolesLiveResponse, signal });
}

export const rolesLiveQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.liveRoles(),
    queryFn: ({ signal }) => getRolesLive(signal),
    // A live check means asking each time a screen needs it, never answering from an old cache.
    staleTime: 0,
    gcTime: 0,
  });

export function useRolesLive(options: { enabled?: boolean } = {}) {
  return useQuery({ ...rolesLiveQueryOptions(), enabled: options.enabled ?? true });
}
