import type { RoleName, State } from '@hub/contract';
import { forbidden } from '../errors/http-error.ts';

/** The part of the signed-in user the rules look at. */
export type Actor = { roles: readonly RoleName[]; state: State | null };

/** The states whose records a user may work on. */
export type StateScope = 'all' | readonly State[];

export function hasRole(actor: Actor, role: RoleName): boolean {
  return actor.roles.includes(role);
}

export function hasAnyRole(actor: Actor, roles: readonly RoleName[]): boolean {
  return roles.some((role) => actor.roles.includes(role));
}

/** Super User or State Super User ("super" in DOMAIN.md §9). */
export function isSuper(actor: Actor): boolean {
  return hasAnyRole(actor, ['Super User', 'State Super User']);
}

/** Administration and reports: Super User and Admin see both states, a State Super User their own. */
export function stateScope(actor: Actor): StateScope {
  if (hasAnyRole(actor, ['Super User', 'Admin'])) return 'all';
  return ownStateIf(actor, 'State Super User');
}

/** Super-only work (users, charges, finalising, overrides): a State Super User in their own state. */
export function superStateScope(actor: Actor): StateScope {
  if (hasRole(actor, 'Super User')) return 'all';
  return ownStateIf(actor, 'State Super User');
}

function ownStateIf(actor: Actor, role: RoleName): StateScope {
  return hasRole(actor, role) && actor.state ? [actor.state] : [];
}

export function scopeIncludes(scope: StateScope, state: string | null | undefined): boolean {
  if (scope === 'all') return true;
  const code = state?.trim();
  return code != null && scope.some((s) => s === code);
}

/** 403 unless the record's state is within the scope (by default the user's reporting scope). */
export function assertStateAccess(
  actor: Actor,
  state: string | null | undefined,
  scope: StateScope = stateScope(actor),
): void {
  if (!scopeIncludes(scope, state)) throw forbidden();
}
