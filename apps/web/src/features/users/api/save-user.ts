import { type CreateUserBody, type UpdateUserBody, ZSaveUserResponse } from '@hub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { employeeKeys, userKeys } from '@/lib/lookups/query-keys';
import { recordPath, refreshAreas } from '@/lib/record-api';

/** POST /users (with the password, spec 000 §5). */
const createUser = (body: CreateUserBody) => api.post('/users', body, { schema: ZSaveUserResponse });

export type UpdateUserArgs = {
  uuid: string;
  /** The version the form loaded: a save over someone else's newer one is refused (412). */
  version: number | null;
  body: UpdateUserBody;
};

/** PUT /users/{uuid}: the user fields, never the password (it has its own call). */
const updateUser = ({ uuid, version, body }: UpdateUserArgs) =>
  api.put(recordPath('/users', uuid), body, { schema: ZSaveUserResponse, ifMatch: version });

/** A user's roles decide the dashboards the employees list links to: both areas are refreshed. */
const USER_AREAS = [userKeys.all, employeeKeys.all];

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createUser, onSuccess: () => refreshAreas(queryClient, USER_AREAS) });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUser, onSuccess: () => refreshAreas(queryClient, USER_AREAS) });
}
