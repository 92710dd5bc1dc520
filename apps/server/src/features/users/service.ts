import {
  type ChangePasswordResponse,
  type LoginResponse,
  parseRoles,
  type RoleName,
  type User,
  type ZCreateUserBody,
  type ZUpdateUserBody,
  ZUser,
} from '@hub/contract';
import type { z } from 'zod';
import { auditTrail } from '../../db/audit.ts';
import type { Db, Executor } from '../../db/client.ts';
import { findReferenceStates } from '../../db/reference-states.ts';
import { assertFresh } from '../../http/etag.ts';
import type { CurrentUser } from '../../plugins/auth/index.ts';
import {
  assertReferenceInScope,
  assertRoleChange,
  isSuper,
  mayManageUser,
  superStateScope,
} from '../../plugins/authorization/policies.ts';
import { badRequest, conflict, forbidden, notFound } from '../../plugins/errors/http-error.ts';
import { hashPassword } from '../auth/password.ts';
import { confirmPassword } from '../auth/service.ts';
import type { SignInLimits } from '../auth/throttle.ts';
import {
  findPasswordTarget,
  findUser,
  findUserIdByEmail,
  insertUser,
  listUsers as listUserRows,
  lockUser,
  streamUsers,
  type UserRow,
  type UserValues,
  updatePasswordHash,
  updateUser as updateUserRow,
} from './repository.ts';

export type UsersDeps = {
  db: Db;
  issueToken: (userId: number) => Promise<LoginResponse>;
  limits: SignInLimits;
};

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

export const CURRENT_PASSWORD_REQUIRED = 'body.current_password: is required to change your own password.';
export const CURRENT_PASSWORD_WRONG = 'The current password is not correct.';
export const CURRENT_PASSWORD_NOT_YOURS =
  "body.current_password: is sent only when changing your own password, not someone else's.";

export type PasswordChange = {
  password: string;
  /** Required when callers change their own password; refused on a reset of someone else's. */
  currentPassword: string | undefined;
  /** The client's address: a wrong current password counts as a failed sign-in from it. */
  address: string;
};

/**
 * Users change their own password (super users included) only with their current one, so a stolen
 * token cannot take an account over for good; a wrong one counts as a failed sign-in. A super user
 * resets someone else's without it (DOMAIN.md §9).
 */
export async function changePassword(
  deps: UsersDeps,
  actor: CurrentUser,
  targetUuid: string,
  change: PasswordChange,
): Promise<ChangePasswordResponse> {
  const self = actor.uuid === targetUuid.toLowerCase();
  // Others learn nothing about which users exist.
  if (!self && !isSuper(actor)) throw forbidden();
  if (self) {
    if (change.currentPassword === undefined) throw badRequest(CURRENT_PASSWORD_REQUIRED);
    const confirmed = await confirmPassword(deps, change.address, actor.email, change.currentPassword);
    if (!confirmed) throw badRequest(CURRENT_PASSWORD_WRONG);
  }
  const target = await findPasswordTarget(deps.db, targetUuid);
  if (!target) throw notFound('User not found');
  if (!self) assertMayManage(actor, target);
  if (!self && change.currentPassword !== undefined) throw badRequest(CURRENT_PASSWORD_NOT_YOURS);

  const passwordHash = await hashPassword(change.password);
  await deps.db.transaction(async (tx) => {
    const tokenVersion = await updatePasswordHash(tx, target.user_id, passwordHash);
    await auditTrail(tx, actor, 'users').updated(target.uuid, null, {
      password_changed: true,
      token_version: tokenVersion,
    });
  });

  const answer = { detail: 'Password updated.' };
  if (!self) return answer;
  return { ...answer, ...(await deps.issueToken(target.user_id)) };
}

/** The rule is the policy's: a State Super User manages their own state's users they could have made. */
function assertMayManage(actor: CurrentUser, target: { roles: string; state: string | null }): void {
  if (!mayManageUser(actor, target)) throw forbidden();
}

// ---- Users admin (super only: DOMAIN.md §9) ----------------------------------------------------

export const EMAIL_TAKEN_DETAIL = 'A user with this e-mail already exists.';
/** The same refusal, said at the E-mail field. */
const EMAIL_TAKEN = { path: 'email', message: 'another user already has this e-mail' };
export const SELF_DEACTIVATE_DETAIL = 'body.is_active: you cannot deactivate your own user.';
export const selfSuperRoleDetail = (role: RoleName) =>
  `body.roles: you cannot remove your own '${role}' role.`;

type CreateUserInput = z.output<typeof ZCreateUserBody>;
type UpdateUserInput = z.output<typeof ZUpdateUserBody>;

/** The answer's shape (and the audit's): the stored fields without the id or any password. */
function toUser(row: UserRow): User {
  return ZUser.parse({ ...row, state: row.state?.trim() || null });
}

export async function listUsers(db: Db, actor: CurrentUser): Promise<User[]> {
  return manageable(actor, await listUserRows(db, superStateScope(actor)));
}

/** The users of {@link listUsers}, page by page (the list's export). */
export function exportUsers(db: Db, actor: CurrentUser) {
  return streamUsers(db, superStateScope(actor), (rows) => manageable(actor, rows));
}

function manageable(actor: CurrentUser, rows: UserRow[]): User[] {
  return rows.filter((row) => mayManageUser(actor, row)).map(toUser);
}

export async function getUser(db: Db, actor: CurrentUser, uuid: string): Promise<User> {
  const row = await findUser(db, uuid);
  if (!row) throw notFound('User not found');
  assertMayManage(actor, row);
  return toUser(row);
}

export async function createUser(db: Db, actor: CurrentUser, body: CreateUserInput): Promise<User> {
  const values: UserValues = {
    email: body.email,
    first_name: body.first_name ?? null,
    last_name: body.last_name ?? null,
    cell_phone: body.cell_phone ?? null,
    is_active: body.is_active ?? true,
    is_verified: body.is_verified ?? false,
    roles: body.roles ?? '',
    employee_id: body.employee_id ?? null,
    view_employee_id: body.view_employee_id ?? null,
    state: body.state === undefined ? defaultState(actor) : body.state,
  };
  assertRoleChange(actor, { before: '', after: values.roles, self: false });
  assertMayManage(actor, values);
  if ((await findUserIdByEmail(db, values.email)) !== undefined)
    throw conflict(EMAIL_TAKEN_DETAIL, EMAIL_TAKEN);
  await assertEmployees(db, actor, values, {});
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const row = await insertUser(tx, { ...values, password_hash: passwordHash });
    const user = toUser(row);
    await auditTrail(tx, actor, 'users').created(user.uuid, user);
    return user;
  });
}

/**
 * Saves the user's fields (never the password). Deactivating raises token_version, which ends the
 * user's tokens. Users may not lock themselves out: no deactivating themselves, no dropping their
 * own super role.
 */
export async function updateUser(
  db: Db,
  actor: CurrentUser,
  uuid: string,
  body: UpdateUserInput,
  expectedVersion: number | undefined,
): Promise<User> {
  return db.transaction(async (tx) => {
    const row = await lockUser(tx, uuid);
    if (!row) throw notFound('User not found');
    assertMayManage(actor, row);
    assertFresh(expectedVersion, row.version);
    const next: UserValues = {
      email: body.email ?? row.email,
      first_name: body.first_name === undefined ? row.first_name : body.first_name,
      last_name: body.last_name === undefined ? row.last_name : body.last_name,
      cell_phone: body.cell_phone === undefined ? row.cell_phone : body.cell_phone,
      is_active: body.is_active ?? row.is_active,
      is_verified: body.is_verified ?? row.is_verified,
      roles: body.roles ?? row.roles,
      employee_id: body.employee_id === undefined ? row.employee_id : body.employee_id,
      view_employee_id: body.view_employee_id === undefined ? row.view_employee_id : body.view_employee_id,
      state: body.state === undefined ? row.state : body.state,
    };
    if (row.user_id === actor.id) assertNoLockOut(row, next);
    assertRoleChange(actor, { before: row.roles, after: next.roles, self: row.user_id === actor.id });
    assertMayManage(actor, next);
    if (next.email.toLowerCase() !== row.email.toLowerCase()) {
      const holder = await findUserIdByEmail(tx, next.email);
      if (holder !== undefined && holder !== row.user_id) throw conflict(EMAIL_TAKEN_DETAIL, EMAIL_TAKEN);
    }
    await assertEmployees(tx, actor, next, row);
    const endSessions = row.is_active && !next.is_active;
    const saved = await updateUserRow(tx, row.user_id, next, endSessions);
    const before = toUser(row);
    const after = toUser(saved);
    await auditTrail(tx, actor, 'users').updated(
      after.uuid,
      before,
      endSessions ? { ...after, sessions_ended: true } : after,
    );
    return after;
  });
}

/** A new user's state when the form sends none: a State Super User's own state, else AZ. */
function defaultState(actor: CurrentUser): string | null {
  const scope = superStateScope(actor);
  return scope === 'all' ? 'AZ' : (scope[0] ?? null);
}

function assertNoLockOut(before: UserRow, next: UserValues): void {
  if (!next.is_active) throw badRequest(SELF_DEACTIVATE_DETAIL);
  const kept = parseRoles(next.roles);
  for (const role of ['Super User', 'State Super User'] as const) {
    if (parseRoles(before.roles).includes(role) && !kept.includes(role)) {
      throw badRequest(selfSuperRoleDetail(role));
    }
  }
}

/**
 * The linked and viewed employees exist, and a State Super User links only employees of their own
 * state. Links the save does not change are not checked again.
 */
async function assertEmployees(
  db: Executor,
  actor: CurrentUser,
  next: Pick<UserValues, 'employee_id' | 'view_employee_id'>,
  before: Partial<Pick<UserValues, 'employee_id' | 'view_employee_id'>>,
): Promise<void> {
  const fields = (['employee_id', 'view_employee_id'] as const).filter(
    (field) => next[field] !== null && next[field] !== before[field],
  );
  const ids = fields.map((field) => next[field] as number);
  const states = await findReferenceStates(db, 'employee', ids);
  const scope = superStateScope(actor);
  for (const field of fields) {
    const id = next[field] as number;
    const state = states.get(id);
    if (state === undefined) throw badRequest(`body.${field}: no employee has the id ${id}`);
    assertReferenceInScope(actor, { field: `body.${field}`, what: 'employee', state }, scope);
  }
}
