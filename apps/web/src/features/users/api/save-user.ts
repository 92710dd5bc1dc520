import {
  type CreateUserBody,
  type SaveUserResponse,
  type UpdateUserBody,
  ZSaveUserResponse,
} from '@hub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usersAdminKey } from './get-users';

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

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersAdminKey }),
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersAdminKey }),
  });
}
