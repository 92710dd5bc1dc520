import { type ChangePasswordResponse, ZChangePasswordResponse } from '@hub/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ChangePasswordInput = {
  sub: string;
  password: string;
  /** Required for one's own password (super users too); never sent on a reset of someone else's. */
  current_password?: string;
};

/**
 * PATCH /users/{sub}/password with the password in the JSON body, never in the URL (DOMAIN.md §9).
 * The answer carries a fresh token when users change their own password: the change ends their older
 * tokens (docs/decisions.md §7), the one this tab holds included.
 */
export function changePassword({
  sub,
  password,
  current_password,
}: ChangePasswordInput): Promise<ChangePasswordResponse> {
  return api.patch(
    `/users/${encodeURIComponent(sub)}/password`,
    current_password === undefined ? { password } : { current_password, password },
    { schema: ZChangePasswordResponse },
  );
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
