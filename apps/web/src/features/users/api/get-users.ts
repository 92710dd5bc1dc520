import { type GetUsersResponse, ZGetUsersResponse } from '@hub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userKeys } from '@/lib/lookups/query-keys';

/** GET /users: every user the signed-in super user manages, inactive ones included. */
export function getUsers(signal?: AbortSignal): Promise<GetUsersResponse> {
  return api.get('/users', { schema: ZGetUsersResponse, signal });
}

export const usersQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.list(),
    queryFn: ({ signal }) => getUsers(signal),
  });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
