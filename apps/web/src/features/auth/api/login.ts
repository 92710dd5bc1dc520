import { type LoginResponse, ZLoginResponse } from '@hub/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** What the form sends. The contract's request schema is the server's to enforce (spec 000 §5: no checks here). */
export type LoginInput = { email: string; password: string };

/** POST /auth/login: no bearer; a 401 here means wrong credentials, not an expired session. */
export function login(input: LoginInput): Promise<LoginResponse> {
  return api.post('/auth/login', input, { auth: false, schema: ZLoginResponse });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
