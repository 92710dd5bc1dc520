import { ZGetRolesLiveResponse } from '@hub/contract';
import { useQuery } from '@tanstack/react-query';
import { getQuery } from '@/lib/record-api';
import { userKeys } from './query-keys';

/** GET /users/roles/live: the signed-in user's roles, active flag and state as they are now. */
export const useRolesLive = (options: { enabled?: boolean } = {}) =>
  useQuery({
    ...getQuery(userKeys.liveRoles(), '/users/roles/live', ZGetRolesLiveResponse),
    // A live check means asking each time a screen needs it, never answering from an old cache.
    staleTime: 0,
    gcTime: 0,
    enabled: options.enabled ?? true,
  });
