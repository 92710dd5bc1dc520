import { type LoginRequest, type LoginResponse, SESSION_DETAILS } from '@hub/contract';
import type { Db } from '../../db/client.ts';
import { unauthorized } from '../../plugins/errors/http-error.ts';
import { decoyPasswordHash, verifyPassword } from './password.ts';
import { findLoginUser } from './repository.ts';
import { countPasswordAttempt, type SignInLimits } from './throttle.ts';

export type AuthDeps = {
  db: Db;
  issueToken: (userId: number) => Promise<LoginResponse>;
  limits: SignInLimits;
};

/**
 * Every failure answers the same 401 after the same work, so nothing tells accounts apart. Each
 * attempt is counted first (429 over the limits); a successful one is not held against anyone.
 */
export async function login(deps: AuthDeps, request: LoginRequest, address: string): Promise<LoginResponse> {
  const attempt = await countPasswordAttempt(deps.db, deps.limits, address, request.email);
  const user = await findLoginUser(deps.db, request.email);
  const hash = user?.password_hash ?? (await decoyPasswordHash());
  const passwordMatches = await verifyPassword(hash, request.password);
  if (!user || !passwordMatches || !user.is_active) throw unauthorized(SESSION_DETAILS.invalidCredentials);
  await attempt.succeeded();
  return deps.issueToken(user.user_id);
}

/**
 * Whether the password is the signed-in user's own (a password change asks for it), counted like a
 * sign-in attempt from the address: a wrong one uses up the same limits, so it cannot be used to
 * guess; 429 over them.
 */
export async function confirmPassword(
  deps: Pick<AuthDeps, 'db' | 'limits'>,
  address: string,
  email: string,
  password: string,
): Promise<boolean> {
  const attempt = await countPasswordAttempt(deps.db, deps.limits, address, email);
  const user = await findLoginUser(deps.db, email);
  const matches = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), password);
  if (matches) await attempt.succeeded();
  return matches;
}
