import type { State } from '@hub/contract';
import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { branches, commBaseOverrides, employeeShareWith, employees, users } from '../../db/schema/index.ts';
import { keysetRows } from '../../exports/keyset.ts';
import type { StateScope } from '../../plugins/authorization/policies.ts';

/** Every stored column of an employee the API answers (spec 000 §3). */
const employeeColumns = {
  employee_id: employees.employee_id,
  uuid: employees.uuid,
  first_name: employees.first_name,
  last_name: employees.last_name,
  email: employees.email,
  alt_email: employees.alt_email,
  title: employees.title,
  start_date: employees.start_date,
  termination_date: employees.termination_date,
  is_active: employees.is_active,
  payroll_id: employees.payroll_id,
  cell_phone: employees.cell_phone,
  office_phone: employees.office_phone,
  def_branch: employees.def_branch,
  photo_link: employees.photo_link,
  state: employees.state,
  base: employees.base,
  base_desc: employees.base_desc,
  srch_str1: employees.srch_str1,
  srch_str2: employees.srch_str2,
  srch_str3: employees.srch_str3,
  link_to_emp_id: employees.link_to_emp_id,
  emp_type: employees.emp_type,
  mtd_opens: employees.mtd_opens,
  mtd_close: employees.mtd_close,
  mtd_rev: employees.mtd_rev,
  rep_gets_full_jv_title: employees.rep_gets_full_jv_title,
  comm_pct: employees.comm_pct,
  uw_split_pct: employees.uw_split_pct,
  per_file_comm_amt: employees.per_file_comm_amt,
  both_rep_and_eo: employees.both_rep_and_eo,
  rep_combo_comm_pct: employees.rep_combo_comm_pct,
  rep_combo_base: employees.rep_combo_base,
  commission_only: employees.commission_only,
  demo_rep: employees.demo_rep,
  floater_eo: employees.floater_eo,
  accounting_comments: employees.accounting_comments,
  def_cost_pct: employees.def_cost_pct,
  cost_center_id: employees.cost_center_id,
  title_base_files: employees.title_base_files,
  title_per_file_com: employees.title_per_file_com,
  version: employees.version,
};

/** The columns a save may write (everything but keys, photo, base and bookkeeping). */
export type EmployeeValues = Partial<typeof employees.$inferInsert>;

export type EmployeeKey = { uuid: string } | { employee_id: number };

function stateCondition(scope: StateScope): SQL | undefined {
  if (scope === 'all') return undefined;
  // An empty scope sees nothing.
  if (scope.length === 0) return sql`false`;
  return inArray(employees.state, [...scope]);
}

const byName = [
  asc(sql`lower(${employees.last_name})`),
  asc(sql`lower(${employees.first_name})`),
  asc(employees.employee_id),
];

/** Who an employee is: its keys, names, type and state (an option of a picker, a commission row). */
export const employeeIdentityColumns = {
  employee_id: employees.employee_id,
  uuid: employees.uuid,
  first_name: employees.first_name,
  last_name: employees.last_name,
  emp_type: employees.emp_type,
  state: employees.state,
};

/** GET /employees/simple: the options of employee pickers. */
export async function listEmployeeOptions(db: Executor, scope: StateScope, activeOnly: boolean) {
  return db
    .select({ ...employeeIdentityColumns, is_active: employees.is_active })
    .from(employees)
    .where(and(stateCondition(scope), activeOnly ? eq(employees.is_active, true) : undefined))
    .orderBy(...byName);
}

export type EmployeeListFilters = {
  scope: StateScope;
  isActive?: boolean;
  empType?: 'REP' | 'EO';
  state?: State;
};

/** The columns of a row of the list screen, with the default branch's name. */
const employeeListColumns = {
  employee_id: employees.employee_id,
  uuid: employees.uuid,
  first_name: employees.first_name,
  last_name: employees.last_name,
  email: employees.email,
  title: employees.title,
  state: employees.state,
  is_active: employees.is_active,
  emp_type: employees.emp_type,
  def_branch: employees.def_branch,
  def_branch_name: branches.name,
  payroll_id: employees.payroll_id,
  version: employees.version,
};

function employeeListWhere(filters: EmployeeListFilters): SQL | undefined {
  return and(
    stateCondition(filters.scope),
    filters.isActive === undefined ? undefined : eq(employees.is_active, filters.isActive),
    filters.empType ? eq(employees.emp_type, filters.empType) : undefined,
    filters.state ? eq(employees.state, filters.state) : undefined,
  );
}

/** GET /employees: the list screen's rows, with the default branch's name. */
export async function listEmployees(db: Executor, filters: EmployeeListFilters) {
  return db
    .select(employeeListColumns)
    .from(employees)
    .leftJoin(branches, eq(branches.branch_id, employees.def_branch))
    .where(employeeListWhere(filters))
    .orderBy(...byName);
}

export type EmployeeListRowBase = Awaited<ReturnType<typeof listEmployees>>[number];

/** The rows of {@link listEmployees}, in its order, page by page (exports); `map` completes each page. */
export function streamEmployees<Row>(
  db: Executor,
  filters: EmployeeListFilters,
  map: (rows: EmployeeListRowBase[]) => Promise<Row[]>,
) {
  return keysetRows(
    [sql`lower(${employees.last_name})`, sql`lower(${employees.first_name})`, sql`${employees.employee_id}`],
    (page) =>
      db
        .select({ ...employeeListColumns, ...page.keys })
        .from(employees)
        .leftJoin(branches, eq(branches.branch_id, employees.def_branch))
        .where(and(employeeListWhere(filters), page.after))
        .orderBy(...page.orderBy)
        .limit(page.limit),
    map,
  );
}

export type PartnerRow = Pick<typeof employeeShareWith.$inferSelect, 'employee_id' | 'is_optional'> &
  Pick<typeof employees.$inferSelect, 'uuid' | 'first_name' | 'last_name' | 'email'>;

/** The partners of these employees (both kinds), by partner name. */
export async function findPartners(db: Executor, employeeIds: readonly number[]): Promise<PartnerRow[]> {
  if (employeeIds.length === 0) return [];
  return db
    .select({
      employee_id: employeeShareWith.employee_id,
      is_optional: employeeShareWith.is_optional,
      uuid: employees.uuid,
      first_name: employees.first_name,
      last_name: employees.last_name,
      email: employees.email,
    })
    .from(employeeShareWith)
    .innerJoin(employees, eq(employees.employee_id, employeeShareWith.partner_employee_id))
    .where(inArray(employeeShareWith.employee_id, [...employeeIds]))
    .orderBy(...byName);
}

/** The roles string of every user linked to these employees (users.employee_id). */
export async function findLinkedUserRoles(db: Executor, employeeIds: readonly number[]) {
  if (employeeIds.length === 0) return [];
  return db
    .select({ employee_id: users.employee_id, roles: users.roles })
    .from(users)
    .where(inArray(users.employee_id, [...employeeIds]))
    .orderBy(asc(users.user_id));
}

function keyCondition(key: EmployeeKey): SQL {
  return 'uuid' in key ? eq(employees.uuid, key.uuid) : eq(employees.employee_id, key.employee_id);
}

export async function findEmployee(db: Executor, key: EmployeeKey) {
  const rows = await db.select(employeeColumns).from(employees).where(keyCondition(key)).limit(1);
  return rows[0];
}

export type EmployeeRow = NonNullable<Awaited<ReturnType<typeof findEmployee>>>;

/** Reads the employee and locks its row until the transaction ends (saves of one employee queue). */
export async function lockEmployee(db: Executor, uuid: string): Promise<EmployeeRow | undefined> {
  const rows = await db
    .select(employeeColumns)
    .from(employees)
    .where(eq(employees.uuid, uuid))
    .for('update')
    .limit(1);
  return rows[0];
}

export async function insertEmployee(db: Executor, values: EmployeeValues): Promise<EmployeeRow> {
  const rows = await db
    .insert(employees)
    .values({ first_name: '', last_name: '', ...values })
    .returning(employeeColumns);
  const row = rows[0];
  if (!row) throw new Error('The employee was not inserted');
  return row;
}

/**
 * The ids of the files whose ledger figures read the employee's settings: those they market, those
 * they are the escrow officer of, and those of the escrow officers linked to them (credited to them).
 */
export async function creditedFileIds(tx: Executor, employeeId: number): Promise<number[]> {
  const result = await tx.execute<{ file_id: number }>(sql`
    select f.file_id from esc_files f where f.marketing_rep_id = ${employeeId}
    union
    select f.file_id from esc_files f where f.escrow_officer_id = ${employeeId}
    union
    select f.file_id from esc_files f
    join employees eo on eo.employee_id = f.escrow_officer_id
    where eo.link_to_emp_id = ${employeeId}`);
  return result.rows.map((r) => Number(r.file_id));
}

/** Writes the values and moves the version on. */
export async function updateEmployee(
  db: Executor,
  employeeId: number,
  values: EmployeeValues,
): Promise<EmployeeRow> {
  const rows = await db
    .update(employees)
    .set({ ...values, version: sql`${employees.version} + 1`, updated_at: sql`now()` })
    .where(eq(employees.employee_id, employeeId))
    .returning(employeeColumns);
  const row = rows[0];
  if (!row) throw new Error(`Employee ${employeeId} vanished while saving it`);
  return row;
}

/** Replaces one kind (required or optional) of partner rows of the employee. */
export async function replacePartners(
  db: Executor,
  employeeId: number,
  isOptional: boolean,
  partnerIds: readonly number[],
): Promise<void> {
  await db
    .delete(employeeShareWith)
    .where(and(eq(employeeShareWith.employee_id, employeeId), eq(employeeShareWith.is_optional, isOptional)));
  if (partnerIds.length === 0) return;
  await db.insert(employeeShareWith).values(
    partnerIds.map((partner_employee_id) => ({
      employee_id: employeeId,
      partner_employee_id,
      is_optional: isOptional,
    })),
  );
}

/** employee_id, uuid and state of the employees among these uuids that exist. */
export async function findEmployeeIdsByUuids(db: Executor, uuids: readonly string[]) {
  if (uuids.length === 0) return [];
  return db
    .select({ employee_id: employees.employee_id, uuid: employees.uuid, state: employees.state })
    .from(employees)
    .where(inArray(employees.uuid, [...uuids]));
}

/** Whether another employee (not `exceptId`) already has this payroll id. */
export async function payrollIdTaken(
  db: Executor,
  payrollId: string,
  exceptId: number | null,
): Promise<boolean> {
  const rows = await db
    .select({ id: employees.employee_id })
    .from(employees)
    .where(
      and(
        eq(employees.payroll_id, payrollId),
        exceptId === null ? undefined : ne(employees.employee_id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

// ---- the base of one commission period (comm_base_overrides) ------------------------------------

export type PeriodBaseKey = { employee_id: number; period_start: string; period_end: string };

const periodBaseColumns = {
  period_start: commBaseOverrides.period_start,
  period_end: commBaseOverrides.period_end,
  base: commBaseOverrides.base,
  base_desc: commBaseOverrides.base_desc,
};

export type PeriodBaseRow = {
  period_start: string;
  period_end: string;
  base: string | null;
  base_desc: string | null;
};

const periodBaseWhere = (key: PeriodBaseKey) =>
  and(
    eq(commBaseOverrides.employee_id, key.employee_id),
    eq(commBaseOverrides.period_start, key.period_start),
    eq(commBaseOverrides.period_end, key.period_end),
  );

/** The base set for exactly this period of the employee, if any. */
export async function findPeriodBase(db: Executor, key: PeriodBaseKey): Promise<PeriodBaseRow | undefined> {
  const rows = await db
    .select(periodBaseColumns)
    .from(commBaseOverrides)
    .where(periodBaseWhere(key))
    .limit(1);
  return rows[0];
}

/** Sets the period's base (inserted, or replacing the one stored under the same key). */
export async function upsertPeriodBase(
  db: Executor,
  key: PeriodBaseKey,
  values: { base: string; base_desc: string | null },
): Promise<PeriodBaseRow> {
  const rows = await db
    .insert(commBaseOverrides)
    .values({ ...key, ...values })
    .onConflictDoUpdate({
      target: [commBaseOverrides.employee_id, commBaseOverrides.period_start, commBaseOverrides.period_end],
      set: { ...values, updated_at: sql`now()` },
    })
    .returning(periodBaseColumns);
  const row = rows[0];
  if (!row) throw new Error('The period base was not saved');
  return row;
}

/** Removes the period's base (the monthly base applies again). */
export async function deletePeriodBase(db: Executor, key: PeriodBaseKey): Promise<void> {
  await db.delete(commBaseOverrides).where(periodBaseWhere(key));
}
