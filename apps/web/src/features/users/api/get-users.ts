import { type GetUsersResponse, ZGetUsersResponse } from '@hub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every query of the users admin starts with this key (the live role check has its own). */
export const usersAdminKey = ['users', 'admin'] as const;

/** GET /users: every user the signed-in super user manages, inactive ones included. */
export function getUsers(signal?: AbortSignal): Promise<GetUsersResponse> {
  return api.get('/users', { schema: ZGetUsersResponse, signal });
}

export const usersQueryOptions = () =>
  queryOptions({
    queryKey: [...usersAdminKey, 'list'],
    queryFn: ({ signal }) => getUsers(signal),
  });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
