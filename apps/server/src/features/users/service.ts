import { type ChangePasswordResponse, type LoginResponse, parseRoles } from '@hub/contract';
import { recordAudit } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import type { CurrentUser } from '../../plugins/auth/index.ts';
import { isSuper, scopeIncludes, superStateScope } from '../../plugins/authorization/policies.ts';
import { badRequest, forbidden, notFound } from '../../plugins/errors/http-error.ts';
import { hashPassword } from '../auth/password.ts';
import { findPasswordTarget, updatePasswordHash } from './repository.ts';

export type UsersDeps = { db: Db; issueToken: (userId: number) => Promise<LoginResponse> };

export function rolesLive(user: CurrentUser) {
  // Only active users get this far: the session check answers 403 for the others.
  return { roles: user.storedRoles, is_active: true, state: user.state };
}

/** Exactly one of the body (the web app) and the query string (the spec's callers) carries it. */
export function pickPassword(fromBody: string | undefined, fromQuery: string | undefined): string {
  if (fromBody !== undefined && fromQuery !== undefined) {
    throw badRequest('password: send it in the body or in the query string, not both');
  }
  const password = fromBody ?? fromQuery;
  if (password === undefined) throw badRequest('body.password: is required');
  return password;
}

export async function changePassword(
  deps: UsersDeps,
  actor: CurrentUser,
  targetUuid: string,
  password: string,
): Promise<ChangePasswordResponse> {
  const self = actor.uuid === targetUuid.toLowerCase();
  // Others learn nothing about which users exist.
  if (!self && !isSuper(actor)) throw forbidden();
  const target = await findPasswordTarget(deps.db, targetUuid);
  if (!target) throw notFound('User not found');
  if (!self) assertMayManage(actor, target);

  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const tokenVersion = await updatePasswordHash(tx, target.user_id, passwordHash);
    await recordAudit(tx, {
      actor: { id: actor.id, email: actor.email },
      action: 'update',
      entity: 'users',
      entityId: target.uuid,
      after: { password_changed: true, token_version: tokenVersion },
    });
  });

  const answer = { detail: 'Password updated.' };
  if (!self) return answer;
  return { ...answer, ...(await deps.issueToken(target.user_id)) };
}

/** A State Super User manages users of their own state only, and never a Super User. */
function assertMayManage(actor: CurrentUser, target: { roles: string; state: string | null }): void {
  const scope = superStateScope(actor);
  if (scope === 'all') return;
  const targetIsSuperUser = parseRoles(target.roles).includes('Super User');
  if (!scopeIncludes(scope, target.state) || targetIsSuperUser) throw forbidden();
}
