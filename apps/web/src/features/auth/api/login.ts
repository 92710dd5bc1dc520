import type { LoginResponse } from '@hub/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** What the form sends. The contract's request schema is the server's to enforce (spec 000 §5: no checks here). */
export type LoginInput = { email: string; password: string };

/**
 * The contract's schema of the answer, loaded when the answer arrives: zod is not part of the login
 * screen's first load (docs/performance.md), and the screens after sign-in need it anyway.
 */
const loginResponse = {
  parse: async (data: unknown): Promise<LoginResponse> =>
    (await import('@hub/contract')).ZLoginResponse.parse(data),
};

/** POST /auth/login: no bearer; a 401 here means wrong credentials, not an expired session. */
export function login(input: LoginInput): Promise<LoginResponse> {
  return api.post('/auth/login', input, { auth: false, schema: loginResponse });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
