import {
  type CreateUserBody,
  type SaveUserResponse,
  type UpdateUserBody,
  ZSaveUserResponse,
} from '@hub/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { employeeKeys, userKeys } from '@/lib/lookups/query-keys';

/** POST /users (with the password, spec 000 §5). */
export function createUser(body: CreateUserBody): Promise<SaveUserResponse> {
  return api.post('/users', body, { schema: ZSaveUserResponse });
}

export type UpdateUserArgs = {
  uuid: string;
  /** The version the form loaded: a save over someone else's newer one is refused (412). */
  version: number | null;
  body: UpdateUserBody;
};

/** PUT /users/{uuid}: the user fields, never the password (it has its own call). */
export function updateUser({ uuid, version, body }: UpdateUserArgs): Promise<SaveUserResponse> {
  return api.put(`/users/${encodeURIComponent(uuid)}`, body, { schema: ZSaveUserResponse, ifMatch: version });
}

/** A user's roles decide the dashboards the employees list links to: both areas are refreshed. */
export function invalidateUsers(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: userKeys.all }),
    queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
  ]);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createUser, onSuccess: () => invalidateUsers(queryClient) });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => invalidateUsers(queryClient),
  });
}
