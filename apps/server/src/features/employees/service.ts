import {
  type CreateEmployeeInput,
  datesInOrder,
  type Employee,
  type EmployeeListRow,
  type EmployeeOption,
  type EmployeePeriodBase,
  PAYROLL_ID_TAKEN_DETAIL,
  type State,
  type UpdateEmployeeInput,
} from '@hub/contract';
import { auditTrail, recordAudit } from '../../db/audit.ts';
import type { Db, Executor } from '../../db/client.ts';
import { findReferenceState, type ReferenceKind } from '../../db/reference-states.ts';
import { refreshRollupsForFiles } from '../../db/rollups.ts';
import { assertFresh } from '../../http/etag.ts';
import { publicImageUrl, removePublicImage } from '../../http/images.ts';
import type { CurrentUser } from '../../plugins/auth/index.ts';
import {
  assertMayReadEmployee,
  assertReferenceInScope,
  assertStateAccess,
  narrowScope,
  scopeIncludes,
  stateScope,
  superStateScope,
} from '../../plugins/authorization/policies.ts';
import { badRequest, conflict, forbidden, notFound } from '../../plugins/errors/http-error.ts';
import { findFinalizedPeriod } from '../commissions/finalized/repository.ts';
import type { EmployeeRow, EmployeeValues, PartnerRow } from './repository.ts';
import * as repo from './repository.ts';

export type EmployeesDeps = { db: Db; dataDir: string };

export const EMPLOYEE_NOT_FOUND = 'Employee not found.';
export const BASE_SUPER_ONLY_DETAIL = 'body.base: only a super user changes the base.';
export const PERIOD_BASE_FINALIZED_DETAIL =
  'This period is finalized: its base cannot be changed (unfinalize the period first).';

const actorOf = (user: CurrentUser) => ({ id: user.id, email: user.email });

// ---- reading ------------------------------------------------------------------------------------

/** GET /employees/simple: the employees of the caller's states, by last then first name. */
export async function listEmployeeOptions(
  deps: EmployeesDeps,
  actor: CurrentUser,
  query: { active?: boolean | undefined },
): Promise<EmployeeOption[]> {
  const rows = await repo.listEmployeeOptions(deps.db, stateScope(actor), query.active === true);
  return rows.map((row) => ({ ...row, state: row.state as State }));
}

type EmployeeListQuery = {
  active?: boolean | undefined;
  is_active?: boolean | undefined;
  emp_type?: 'REP' | 'EO';
  state?: State;
};

/** GET /employees: the list screen's rows in the caller's states. */
export async function listEmployees(
  deps: EmployeesDeps,
  actor: CurrentUser,
  query: EmployeeListQuery,
): Promise<EmployeeListRow[]> {
  const filters = listFilters(actor, query);
  return filters ? withPartnersAndRoles(deps.db, await repo.listEmployees(deps.db, filters)) : [];
}

/** The rows of {@link listEmployees}, page by page (the list's export). */
export async function* exportEmployees(
  deps: EmployeesDeps,
  actor: CurrentUser,
  query: EmployeeListQuery,
): AsyncGenerator<EmployeeListRow> {
  const filters = listFilters(actor, query);
  if (filters) yield* repo.streamEmployees(deps.db, filters, (rows) => withPartnersAndRoles(deps.db, rows));
}

/** The list's filters in the caller's states (403 for a state out of reach); null when they exclude every employee. */
function listFilters(actor: CurrentUser, query: EmployeeListQuery): repo.EmployeeListFilters | null {
  const activeOnly = query.active === true;
  const isActive = query.is_active;
  if (activeOnly && isActive === false) return null;
  return {
    scope: narrowScope(actor, query.state),
    ...(activeOnly || isActive !== undefined ? { isActive: activeOnly || isActive === true } : {}),
    ...(query.emp_type ? { empType: query.emp_type } : {}),
    ...(query.state ? { state: query.state } : {}),
  };
}

/** List rows with their sharing partners and their linked users' roles. */
async function withPartnersAndRoles(
  db: Executor,
  rows: repo.EmployeeListRowBase[],
): Promise<EmployeeListRow[]> {
  const ids = rows.map((row) => row.employee_id);
  const [partners, userRoles] = await Promise.all([
    repo.findPartners(db, ids),
    repo.findLinkedUserRoles(db, ids),
  ]);
  return rows.map((row) => ({
    ...row,
    state: row.state as State,
    share_with: partners.filter((p) => p.employee_id === row.employee_id && !p.is_optional).map(toPartner),
    user_roles: userRoles.filter((u) => u.employee_id === row.employee_id).map((u) => u.roles),
  }));
}

/**
 * GET /employees/secure/{uuid or id}: administrators within their states, or the user whose linked
 * or viewed employee it is. Others learn nothing (403, found or not).
 */
export async function getEmployeeSecure(
  deps: EmployeesDeps,
  actor: CurrentUser,
  key: string,
): Promise<Employee> {
  const row = await repo.findEmployee(
    deps.db,
    /^\d+$/.test(key) ? { employee_id: Number(key) } : { uuid: key.toLowerCase() },
  );
  assertMayReadEmployee(actor, row, EMPLOYEE_NOT_FOUND);
  return toEmployee(deps.db, row);
}

// ---- saving -------------------------------------------------------------------------------------

/** POST /employees. A State Super User creates in their own state only (their state by default). */
export async function createEmployee(
  deps: EmployeesDeps,
  actor: CurrentUser,
  body: CreateEmployeeInput,
): Promise<Employee> {
  const scope = stateScope(actor);
  const state: State = body.state ?? (scope === 'all' ? 'AZ' : (scope[0] ?? 'AZ'));
  assertStateAccess(actor, state);
  const values = { ...columnValues(body), state };
  checkDates(values.start_date ?? null, values.termination_date ?? null);

  return deps.db.transaction(async (tx) => {
    await checkReferences(tx, actor, values, null);
    const partners = await resolvePartners(tx, actor, body, null);
    const row = await repo.insertEmployee(tx, values);
    await savePartners(tx, row.employee_id, partners);
    const employee = await toEmployee(tx, row);
    await recordAudit(tx, {
      actor: actorOf(actor),
      action: 'create',
      entity: 'employees',
      entityId: row.uuid,
      after: auditView(employee),
    });
    return employee;
  });
}

/**
 * The settings the revenue ledger reads of an employee (`rep_*`, `eo_*`, credited_eo_id): emp_type
 * too, since the files of the employees linked to an officer are credited to them only while they
 * are an escrow officer (`creditedEo`); `creditedFileIds` holds those files.
 */
const CREDIT_SETTINGS = ['link_to_emp_id', 'emp_type', 'uw_split_pct', 'rep_gets_full_jv_title'] as const;

/**
 * PUT /employees/{uuid}: the fields sent replace the stored ones (absent ones are kept); the partner
 * lists are replaced when sent. The base is super work: a super user's Save sends it with the rest,
 * saved in the same transaction; other roles are refused (403), nothing saved.
 */
export async function updateEmployee(
  deps: EmployeesDeps,
  actor: CurrentUser,
  uuid: string,
  body: UpdateEmployeeInput,
  expectedVersion: number | undefined,
): Promise<Employee> {
  return deps.db.transaction(async (tx) => {
    const before = await lockForAdmin(tx, actor, uuid);
    assertFresh(expectedVersion, before.version);
    const changesBase = body.base !== undefined || body.base_desc !== undefined;
    if (changesBase && !scopeIncludes(superStateScope(actor), before.state)) {
      throw forbidden(BASE_SUPER_ONLY_DETAIL);
    }
    const values = columnValues(body);
    // Moving an employee to a state outside the caller's scope is refused like creating one there.
    if (values.state !== undefined) assertStateAccess(actor, values.state);
    checkDates(
      values.start_date === undefined ? before.start_date : values.start_date,
      values.termination_date === undefined ? before.termination_date : values.termination_date,
    );
    await checkReferences(tx, actor, changedLinks(values, before), before.employee_id);
    const partners = await resolvePartners(tx, actor, body, before.employee_id);

    const beforeView = auditView(await toEmployee(tx, before));
    // The ledger credits files with these settings: the daily rollups of those files move with them.
    const credits = CREDIT_SETTINGS.some((k) => values[k] !== undefined && values[k] !== before[k]);
    const save = () => repo.updateEmployee(tx, before.employee_id, values);
    const row = credits
      ? await refreshRollupsForFiles(tx, await repo.creditedFileIds(tx, before.employee_id), save)
      : await save();
    await savePartners(tx, row.employee_id, partners);
    const employee = await toEmployee(tx, row);
    const change = diff(beforeView, auditView(employee));
    await recordAudit(tx, {
      actor: actorOf(actor),
      action: 'update',
      entity: 'employees',
      entityId: row.uuid,
      ...change,
    });
    return employee;
  });
}

/**
 * PATCH /employees/{uuid}/photo: stores the new image, points the employee at it, then removes the
 * old file (only once the database has the new name). `receive` reads and stores the upload.
 */
export async function updateEmployeePhoto(
  deps: EmployeesDeps,
  actor: CurrentUser,
  uuid: string,
  receive: () => Promise<{ name: string }>,
  expectedVersion: number | undefined,
): Promise<Employee> {
  // Check before reading the upload, so that a refused caller stores nothing.
  const existing = await findForAdmin(deps.db, actor, uuid);
  assertFresh(expectedVersion, existing.version);
  const image = await receive();
  let saved: { employee: Employee; oldPhoto: string | null };
  try {
    saved = await deps.db.transaction(async (tx) => {
      const before = await lockForAdmin(tx, actor, uuid);
      assertFresh(expectedVersion, before.version);
      const row = await repo.updateEmployee(tx, before.employee_id, { photo_link: image.name });
      await recordAudit(tx, {
        actor: actorOf(actor),
        action: 'update',
        entity: 'employees',
        entityId: row.uuid,
        before: { photo_link: before.photo_link },
        after: { photo_link: row.photo_link },
      });
      return { employee: await toEmployee(tx, row), oldPhoto: before.photo_link };
    });
  } catch (error) {
    await removePublicImage(deps.dataDir, image.name);
    throw error;
  }
  if (saved.oldPhoto && saved.oldPhoto !== image.name) await removePublicImage(deps.dataDir, saved.oldPhoto);
  return saved.employee;
}

type UpdateBaseBody = {
  base: string | null;
  base_desc?: string | null | undefined;
  period_start?: string | undefined;
  period_end?: string | undefined;
};

/**
 * PATCH /employees/{uuid}/base: super only (a State Super User in their own state). Without a period
 * it sets the monthly base; with one, the base of exactly that period ({@link updatePeriodBase}).
 */
export async function updateEmployeeBase(
  deps: EmployeesDeps,
  actor: CurrentUser,
  uuid: string,
  body: UpdateBaseBody,
  expectedVersion: number | undefined,
): Promise<Employee | EmployeePeriodBase> {
  const { period_start, period_end, ...base } = body;
  // The contract sends both dates or neither.
  if (period_start !== undefined && period_end !== undefined) {
    return updatePeriodBase(
      deps,
      actor,
      uuid,
      { start: period_start, end: period_end },
      base,
      expectedVersion,
    );
  }
  return deps.db.transaction(async (tx) => {
    const before = await lockSuper(tx, actor, uuid);
    assertFresh(expectedVersion, before.version);
    const values: EmployeeValues = { base: base.base };
    if (base.base_desc !== undefined) values.base_desc = base.base_desc;
    const row = await repo.updateEmployee(tx, before.employee_id, values);
    await recordAudit(tx, {
      actor: actorOf(actor),
      action: 'update',
      entity: 'employees',
      entityId: row.uuid,
      before: { base: before.base, base_desc: before.base_desc },
      after: { base: row.base, base_desc: row.base_desc },
    });
    return toEmployee(tx, row);
  });
}

/**
 * The base of one commission period (the Commission Summary's Edit Base dialog; DOMAIN.md §4
 * base_amt): an amount sets it (used as entered, 0 a base of 0), blank or null removes it so that the
 * monthly base applies again. Absent `base_desc` keeps the stored one (null for a new one). The
 * employee and their monthly base are untouched. Refused (409) while the period is finalised: its
 * figures are the snapshot's. One transaction, audited (entity comm_base_overrides, the employee's uuid).
 */
async function updatePeriodBase(
  deps: EmployeesDeps,
  actor: CurrentUser,
  uuid: string,
  period: { start: string; end: string },
  body: Pick<UpdateBaseBody, 'base' | 'base_desc'>,
  expectedVersion: number | undefined,
): Promise<EmployeePeriodBase> {
  return deps.db.transaction(async (tx) => {
    const employee = await lockSuper(tx, actor, uuid);
    assertFresh(expectedVersion, employee.version);
    if (await findFinalizedPeriod(tx, period)) throw conflict(PERIOD_BASE_FINALIZED_DETAIL);
    const key = { employee_id: employee.employee_id, period_start: period.start, period_end: period.end };
    const before = await repo.findPeriodBase(tx, key);
    const audit = auditTrail(tx, actorOf(actor), 'comm_base_overrides');
    const answer = (row: repo.PeriodBaseRow | undefined): EmployeePeriodBase => ({
      employee_uuid: employee.uuid,
      period_start: period.start,
      period_end: period.end,
      base: row?.base ?? null,
      base_desc: row?.base_desc ?? null,
      version: employee.version,
    });

    if (body.base === null || body.base.trim() === '') {
      if (before) {
        await repo.deletePeriodBase(tx, key);
        await audit.deleted(employee.uuid, before);
      }
      return answer(undefined);
    }
    const base_desc = body.base_desc === undefined ? (before?.base_desc ?? null) : body.base_desc;
    const after = await repo.upsertPeriodBase(tx, key, { base: body.base, base_desc });
    if (before) await audit.updated(employee.uuid, before, after);
    else await audit.created(employee.uuid, after);
    return answer(after);
  });
}

// ---- rules --------------------------------------------------------------------------------------

async function findForAdmin(db: Executor, actor: CurrentUser, uuid: string): Promise<EmployeeRow> {
  const row = await repo.findEmployee(db, { uuid });
  if (!row) throw notFound(EMPLOYEE_NOT_FOUND);
  assertStateAccess(actor, row.state);
  return row;
}

/** The employee, locked; a super user's (a State Super User's in their own state) only. */
async function lockSuper(db: Executor, actor: CurrentUser, uuid: string): Promise<EmployeeRow> {
  const row = await repo.lockEmployee(db, uuid);
  if (!row) throw notFound(EMPLOYEE_NOT_FOUND);
  assertStateAccess(actor, row.state, superStateScope(actor));
  return row;
}

async function lockForAdmin(db: Executor, actor: CurrentUser, uuid: string): Promise<EmployeeRow> {
  const row = await repo.lockEmployee(db, uuid);
  if (!row) throw notFound(EMPLOYEE_NOT_FOUND);
  assertStateAccess(actor, row.state);
  return row;
}

type SaveInput = CreateEmployeeInput | UpdateEmployeeInput;

/** The employee columns a save writes: the fields sent, nothing else. */
function columnValues(body: SaveInput): EmployeeValues {
  const { share_with_uuids: _share, opt_share_with_uuids: _optional, ...fields } = body;
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) values[key] = value;
  return values as EmployeeValues;
}

function checkDates(start: string | null | undefined, termination: string | null | undefined): void {
  if (!datesInOrder(start, termination)) {
    throw badRequest('body.termination_date: must not be before the start date');
  }
}

const LINKS = [
  ['def_branch', 'branch'],
  ['cost_center_id', 'cost center'],
  ['link_to_emp_id', 'employee'],
] as const satisfies readonly (readonly [keyof EmployeeValues, ReferenceKind])[];

/** The values without the links the save leaves as they are (those are not checked again). */
function changedLinks(values: EmployeeValues, before: EmployeeRow): EmployeeValues {
  const changed = { ...values };
  for (const [field] of LINKS) if (changed[field] === before[field]) delete changed[field];
  return changed;
}

/**
 * The branch, cost center and linked employee must exist and lie within the caller's states; an
 * employee is not linked to itself.
 */
async function checkReferences(
  db: Executor,
  actor: CurrentUser,
  values: EmployeeValues,
  selfId: number | null,
): Promise<void> {
  if (values.link_to_emp_id != null && values.link_to_emp_id === selfId) {
    throw badRequest('body.link_to_emp_id: an employee cannot be linked to itself');
  }
  for (const [field, what] of LINKS) {
    const id = values[field];
    if (id == null) continue;
    const state = await findReferenceState(db, what, id);
    if (state === undefined) throw badRequest(`body.${field}: no ${what} has this id`);
    assertReferenceInScope(actor, { field: `body.${field}`, what, state });
  }
  if (values.payroll_id != null && (await repo.payrollIdTaken(db, values.payroll_id, selfId))) {
    throw conflict(PAYROLL_ID_TAKEN_DETAIL);
  }
}

type PartnerIds = { required?: number[]; optional?: number[] };

/**
 * The partner lists sent, as employee ids: known employees, not the employee itself, each in one list;
 * a partner the employee does not have yet must lie within the caller's states.
 */
async function resolvePartners(
  db: Executor,
  actor: CurrentUser,
  body: SaveInput,
  selfId: number | null,
): Promise<PartnerIds> {
  const required = body.share_with_uuids && unique(body.share_with_uuids);
  const optional = body.opt_share_with_uuids && unique(body.opt_share_with_uuids);
  if (required && optional && required.some((uuid) => optional.includes(uuid))) {
    throw badRequest(
      'body.opt_share_with_uuids: an employee cannot be both a sharing partner and an optional payee',
    );
  }
  const known = await repo.findEmployeeIdsByUuids(db, [...(required ?? []), ...(optional ?? [])]);
  const byUuid = new Map(known.map((k) => [k.uuid, k]));
  const current = new Set(selfId === null ? [] : (await repo.findPartners(db, [selfId])).map((p) => p.uuid));
  const resolve = (uuids: string[] | undefined, field: string) =>
    uuids?.map((uuid) => {
      const partner = byUuid.get(uuid);
      if (partner === undefined) throw badRequest(`body.${field}: no employee has the uuid ${uuid}`);
      if (partner.employee_id === selfId) {
        throw badRequest(`body.${field}: an employee cannot share with itself`);
      }
      if (!current.has(uuid)) {
        assertReferenceInScope(actor, { field: `body.${field}`, what: 'employee', state: partner.state });
      }
      return partner.employee_id;
    });
  const result: PartnerIds = {};
  const requiredIds = resolve(required, 'share_with_uuids');
  const optionalIds = resolve(optional, 'opt_share_with_uuids');
  if (requiredIds) result.required = requiredIds;
  if (optionalIds) result.optional = optionalIds;
  return result;
}

const unique = (uuids: readonly string[]) => [...new Set(uuids.map((u) => u.toLowerCase()))];

async function savePartners(db: Executor, employeeId: number, partners: PartnerIds): Promise<void> {
  if (partners.required) await repo.replacePartners(db, employeeId, false, partners.required);
  if (partners.optional) await repo.replacePartners(db, employeeId, true, partners.optional);
}

// ---- answers ------------------------------------------------------------------------------------

function toPartner(row: PartnerRow) {
  return { uuid: row.uuid, first_name: row.first_name, last_name: row.last_name, email: row.email };
}

async function toEmployee(db: Executor, row: EmployeeRow): Promise<Employee> {
  const partners = await repo.findPartners(db, [row.employee_id]);
  return {
    ...row,
    state: row.state as State,
    photo_url: publicImageUrl(row.photo_link),
    share_with: partners.filter((p) => !p.is_optional).map(toPartner),
    opt_share_with: partners.filter((p) => p.is_optional).map(toPartner),
  };
}

/** What the audit log keeps of an employee: its fields and partners by uuid. */
function auditView(employee: Employee): Record<string, unknown> {
  const { share_with, opt_share_with, photo_url: _url, ...fields } = employee;
  return {
    ...fields,
    share_with_uuids: share_with.map((p) => p.uuid),
    opt_share_with_uuids: opt_share_with.map((p) => p.uuid),
  };
}

/** The fields whose value changed, before and after. */
function diff(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changedBefore: Record<string, unknown> = {};
  const changedAfter: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      changedBefore[key] = before[key];
      changedAfter[key] = after[key];
    }
  }
  return { before: changedBefore, after: changedAfter };
}
