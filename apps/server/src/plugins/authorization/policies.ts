import { parseRoles, ROLE_NAMES, type RoleName, type State, ZState } from '@hub/contract';
import type { FileReach, StateScope } from '../../db/file-reach.ts';
import { forbidden, notFound } from '../errors/http-error.ts';
import { ADMINS } from './access-table.ts';

/** The part of the signed-in user the rules look at. */
export type Actor = { roles: readonly RoleName[]; state: State | null };

// The scope types are the database layer's (db/file-reach.ts writes them as SQL); the rules here decide them.
export type { FileReach, StateScope } from '../../db/file-reach.ts';

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

/**
 * A list's or report's states: the scope (by default the user's reporting scope), narrowed to the state
 * its query asks for. AZ or NV out of reach is 403 with the reports' detail (DOMAIN.md §9), never an
 * empty answer that reads as "nothing there"; a state with no records at all (a list's filter of any
 * two letters, `ZStateFilter`) lists nothing.
 */
export function narrowScope(
  actor: Actor,
  state: string | undefined,
  scope: StateScope = stateScope(actor),
): StateScope {
  if (!state) return scope;
  const code = ZState.options.find((s) => s === state.trim().toUpperCase());
  if (!code) return [];
  assertStateAccess(actor, code, scope);
  return [code];
}

/** The state a report reads when neither its query nor a record it names says one (spec 001 §7). */
export const DEFAULT_REPORT_STATE: State = 'AZ';

/**
 * The state a report reads: the one its query asks for; else the state of the record it names (a
 * branch, an employee), so that an NV branch's or employee's report is NV's, never AZ's by default;
 * else AZ. The caller still checks the state against the user's reach (`assertStateAccess`), and
 * whether an asked state may differ from the record's.
 */
export function reportState(asked: State | undefined, record?: { state: string } | null): State {
  if (asked) return asked;
  const own = record?.state.trim();
  return ZState.options.find((state) => state === own) ?? DEFAULT_REPORT_STATE;
}

/** 403 unless the record's state is within the scope (by default the user's reporting scope). */
export function assertStateAccess(
  actor: Actor,
  state: string | null | undefined,
  scope: StateScope = stateScope(actor),
): void {
  if (!scopeIncludes(scope, state)) throw forbidden();
}

// ---- The user's own employee --------------------------------------------------------------------

/** The employees a user is tied to: the one linked to them, and the one they view (a Sales-Assistant's rep). */
export type EmployeeTies = { employee_id: number | null; view_employee_id: number | null };

/** Whether the employee is the user's own: their linked employee or the one they view. */
export function isOwnEmployee(user: EmployeeTies, employeeId: number): boolean {
  return user.employee_id === employeeId || user.view_employee_id === employeeId;
}

/**
 * Reading one employee's records (the employee, its JV links; the dashboards read them): the user's own
 * employee, or an administrator within their states. Anyone else gets 403 whether or not the employee
 * exists (so a missing one is only reported, as 404 with `notFoundDetail`, to an administrator).
 */
export function assertMayReadEmployee<E extends { employee_id: number; state: string }>(
  actor: Actor & EmployeeTies,
  employee: E | undefined,
  notFoundDetail: string,
): asserts employee is E {
  if (employee && isOwnEmployee(actor, employee.employee_id)) return;
  if (!hasAnyRole(actor, ADMINS)) throw forbidden();
  if (!employee) throw notFound(notFoundDetail);
  assertStateAccess(actor, employee.state);
}

// ---- The commission summary (GET /commission) ------------------------------------------------------

/** Why a user who is not an administrator is refused the commission of more than their own employee. */
export const COMMISSION_OWN_ONLY_DETAIL =
  'query.employee_uuid: required; you may read only your own commission (the employee linked to you).';

/**
 * Whose commission rows a user reads when the query names no employee: Super User and Admin every
 * state's employees, a State Super User their own state's (by the employee's state). Anyone else may
 * read only their own employee's row (linked or viewed, `assertMayReadEmployee`), asked for by
 * `employee_uuid`: 403 without one.
 */
export function commissionScope(actor: Actor): StateScope {
  if (!hasAnyRole(actor, ADMINS)) throw forbidden(COMMISSION_OWN_ONLY_DETAIL);
  return stateScope(actor);
}

/**
 * A record a save links to (a cost center, branch, employee or JV) must lie within the actor's states,
 * like the record being saved: 403 naming the field otherwise, and nothing is saved. A record with no
 * state (a JV with none) is within reach only of users who see every state.
 */
export function assertReferenceInScope(
  actor: Actor,
  reference: { field: string; what: string; state: string | null | undefined },
  scope: StateScope = stateScope(actor),
): void {
  if (scopeIncludes(scope, reference.state)) return;
  const { field, what, state } = reference;
  throw forbidden(
    state?.trim()
      ? `${field}: that ${what} is in another state.`
      : `${field}: that ${what} has no state; only a user who sees both states may link it.`,
  );
}

// ---- Granting roles (DOMAIN.md §9) -------------------------------------------------------------

/** The roles that see the records of both states. */
const BOTH_STATE_ROLES: readonly RoleName[] = ['Super User', 'Admin'];

/**
 * The roles an actor may grant or take away: a Super User any; a State Super User the roles that
 * see one state only (every role but Super User and Admin); anyone else none.
 */
export function grantableRoles(actor: Actor): readonly RoleName[] {
  if (hasRole(actor, 'Super User')) return ROLE_NAMES;
  if (hasRole(actor, 'State Super User'))
    return ROLE_NAMES.filter((role) => !BOTH_STATE_ROLES.includes(role));
  return [];
}

/**
 * Users admin: a Super User manages every user; a State Super User the users of their own state whose
 * roles all lie within what they may grant (never a Super User or an Admin, whose reach is wider).
 */
export function mayManageUser(actor: Actor, target: { roles: string; state: string | null }): boolean {
  const scope = superStateScope(actor);
  if (scope === 'all') return true;
  const grantable = grantableRoles(actor);
  return scopeIncludes(scope, target.state) && parseRoles(target.roles).every((r) => grantable.includes(r));
}

/**
 * 403 unless the actor may change a user's roles from `before` to `after`: only a Super User changes
 * their own roles, and every role granted or taken away must be one the actor may grant.
 */
export function assertRoleChange(
  actor: Actor,
  change: { before: string; after: string; self: boolean },
): void {
  const before = parseRoles(change.before);
  const after = parseRoles(change.after);
  const changed = [
    ...after.filter((role) => !before.includes(role)),
    ...before.filter((role) => !after.includes(role)),
  ];
  if (changed.length === 0) return;
  if (change.self && !hasRole(actor, 'Super User')) {
    throw forbidden('body.roles: you cannot change your own roles.');
  }
  const grantable = grantableRoles(actor);
  const refused = changed.filter((role) => !grantable.includes(role));
  if (refused.length > 0) {
    const names = refused.map((role) => `'${role}'`).join(' or ');
    throw forbidden(`body.roles: only a Super User may grant or remove ${names}.`);
  }
}

// ---- Which files a user may see (DOMAIN.md §9) ---------------------------------------------------

/**
 * The files a user may see: an administrator's by state (Super User and Admin every state, a State
 * Super User their own; narrowed to `askedState`, a list's state filter, and 403 when it is out of
 * reach); a Sales, Sales-Assistant or Escrow Officer user's by employee: the files where
 * their linked or viewed employee is marketing rep or escrow officer (an escrow officer's include the
 * employees linked to them), plus the files of the JVs that employee is linked to. Anyone else sees none.
 */
export function fileReach(user: Actor & EmployeeTies, askedState?: string): FileReach {
  if (hasAnyRole(user, ADMINS)) return { kind: 'states', scope: narrowScope(user, askedState) };
  const employeeIds = [user.employee_id, user.view_employee_id].filter((id): id is number => id != null);
  return { kind: 'employees', employeeIds: [...new Set(employeeIds)] };
}
