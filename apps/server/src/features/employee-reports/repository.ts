import type { EmpType, State } from '@hub/contract';
import type { IsoDate } from '@hub/domain';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rollupSpan, rollupSum } from '../../db/rollup-reads.ts';
import { branches, employees } from '../../db/schema/index.ts';
import type { RollupGrain } from '../../db/schema/rollups.ts';

/** An employee as the reports read them. */
export type ReportEmployee = Pick<
  typeof employees.$inferSelect,
  'employee_id' | 'uuid' | 'first_name' | 'last_name' | 'state' | 'is_active' | 'emp_type'
>;

const EMPLOYEE_COLUMNS = {
  employee_id: employees.employee_id,
  uuid: employees.uuid,
  first_name: employees.first_name,
  last_name: employees.last_name,
  state: employees.state,
  is_active: employees.is_active,
  emp_type: employees.emp_type,
};

/** The employee a uuid names, with what the access rules and the report read. */
export async function findReportEmployee(db: Executor, uuid: string): Promise<ReportEmployee | undefined> {
  const rows = await db.select(EMPLOYEE_COLUMNS).from(employees).where(eq(employees.uuid, uuid)).limit(1);
  return rows[0];
}

/**
 * The employees of a list: the active ones of `empType` in `state`, and those of `withFigures` (any
 * employee the rollups credit in the period), by last name then first name.
 */
export async function listReportEmployees(
  db: Executor,
  filter: { empType: EmpType; state: string; withFigures: readonly number[] },
): Promise<ReportEmployee[]> {
  const listed = and(
    eq(employees.is_active, true),
    eq(employees.emp_type, filter.empType),
    eq(employees.state, filter.state),
  );
  const where =
    filter.withFigures.length > 0
      ? or(listed, inArray(employees.employee_id, [...filter.withFigures]))
      : listed;
  return db
    .select(EMPLOYEE_COLUMNS)
    .from(employees)
    .where(where)
    .orderBy(sql`lower(${employees.last_name})`, sql`lower(${employees.first_name})`, employees.employee_id);
}

/** Which rollup grain and columns an employee type is read from (decision 25). */
const GRAINS = {
  EO: { grain: 'eo', employee: 'credited_eo_id', commable: 'eo_commable_rev' },
  REP: { grain: 'rep', employee: 'marketing_rep_id', commable: 'rep_commable_rev' },
} as const satisfies Record<EmpType, { grain: RollupGrain; employee: string; commable: string }>;

/** One employee's figures in one month, as the database sums them (money as numeric text). */
export type MonthFiguresRow = {
  employee_id: number;
  month: string;
  opens: number;
  closes: number;
  cancelled: number;
  partnerOpens: number;
  partnerCloses: number;
  totalRevenue: string;
  escrowRevenue: string;
  magnusTitleRevenue: string;
  partnerRevenue: string;
  partnerTitleRevenue: string;
  revenue: string;
  commissionableRev: string;
};

const WITH_JV = sql`r.jv_id is not null`;

/** The figures of a month (MonthFiguresRow's), summed over the rollup rows `r`. */
function monthFigureSums(commable: 'eo_commable_rev' | 'rep_commable_rev'): SQL {
  return sql`${rollupSum('opens')}, ${rollupSum('closes')}, ${rollupSum('cancels', 'cancelled')},
      ${rollupSum('opens', 'partnerOpens', { when: WITH_JV })},
      ${rollupSum('closes', 'partnerCloses', { when: WITH_JV })},
      ${rollupSum('total_revenue', 'totalRevenue')}, ${rollupSum('escrow_revenue', 'escrowRevenue')},
      ${rollupSum('magnus_title_revenue', 'magnusTitleRevenue')},
      ${rollupSum('partner_total_revenue', 'partnerRevenue')},
      ${rollupSum('partner_title_revenue', 'partnerTitleRevenue')},
      ${rollupSum('company_revenue', 'revenue')}, ${rollupSum(commable, 'commissionableRev')}`;
}

/**
 * The monthly figures of the employees of a type in `[from, to]` from the daily rollups (never the
 * files): one row per employee and month ('YYYY-MM') with any rollup row; every employee of the type
 * through the rollups' (grain, state, day) key, or just `employeeId` through their own index.
 */
export async function monthlyEmployeeFigures(
  db: Executor,
  filter: { empType: EmpType; state: State; from: IsoDate; to: IsoDate; employeeId: number | null },
): Promise<MonthFiguresRow[]> {
  const { grain, employee, commable } = GRAINS[filter.empType];
  const employeeColumn = sql.raw(`r.${employee}`);
  // One employee: only their grain's rows carry their id (a grain leaves the columns it does not
  // group by null), so the employee's own index (`revenue_rollups_eo_idx` / `_rep_idx`: id, day) reads
  // them; the key's (grain, state, day) range would read the whole state's year (18 vs 55 ms for a
  // busy rep at 1,000,000 files).
  const span = rollupSpan(grain, [filter.state], filter.from, filter.to);
  const rows: SQL =
    filter.employeeId === null
      ? sql`${span} and ${employeeColumn} is not null`
      : sql`${employeeColumn} = ${filter.employeeId} and ${span}`;
  const result = await db.execute<MonthFiguresRow>(sql`
    select ${employeeColumn} as employee_id, to_char(date_trunc('month', r.day), 'YYYY-MM') as month,
      ${monthFigureSums(commable)}
    from revenue_rollups r
    where ${rows}
    group by ${employeeColumn}, date_trunc('month', r.day)`);
  return result.rows.map((row) => ({
    ...row,
    employee_id: Number(row.employee_id),
  }));
}

/** A linked officer's figures in one month: what their files bring to `head_id`, the officer a link credits them to. */
export type LinkedMonthFiguresRow = MonthFiguresRow & { head_id: number };

/**
 * The monthly figures of the officers linked to an escrow officer (`headId`, or every officer of the
 * state), each from their own files that the link credits to the head: the rollups' 'sub_eo' grains,
 * through the credited officer's index for one head.
 */
export async function monthlyLinkedOfficerFigures(
  db: Executor,
  filter: { state: State; from: IsoDate; to: IsoDate; headId: number | null },
): Promise<LinkedMonthFiguresRow[]> {
  const span = rollupSpan('sub_eo', [filter.state], filter.from, filter.to);
  const rows: SQL = filter.headId === null ? span : sql`r.credited_eo_id = ${filter.headId} and ${span}`;
  const result = await db.execute<LinkedMonthFiguresRow>(sql`
    select r.credited_eo_id as head_id, r.escrow_officer_id as employee_id,
      to_char(date_trunc('month', r.day), 'YYYY-MM') as month, ${monthFigureSums('eo_commable_rev')}
    from revenue_rollups r
    where ${rows}
    group by r.credited_eo_id, r.escrow_officer_id, date_trunc('month', r.day)`);
  return result.rows.map((row) => ({
    ...row,
    head_id: Number(row.head_id),
    employee_id: Number(row.employee_id),
  }));
}

/**
 * The escrow officers linked to the officers `headIds` (`link_to_emp_id`): the active ones of
 * emp_type EO, and any linked employee of `withFigures` (whose files the link moved), by last name then
 * first name.
 */
export async function listLinkedEmployees(
  db: Executor,
  filter: { headIds: readonly number[]; withFigures: readonly number[] },
): Promise<(ReportEmployee & { link_to_emp_id: number })[]> {
  if (filter.headIds.length === 0) return [];
  const officer = and(eq(employees.is_active, true), eq(employees.emp_type, 'EO'));
  const shown =
    filter.withFigures.length > 0
      ? or(officer, inArray(employees.employee_id, [...filter.withFigures]))
      : officer;
  const rows = await db
    .select({ ...EMPLOYEE_COLUMNS, link_to_emp_id: employees.link_to_emp_id })
    .from(employees)
    .where(and(inArray(employees.link_to_emp_id, [...filter.headIds]), shown))
    .orderBy(sql`lower(${employees.last_name})`, sql`lower(${employees.first_name})`, employees.employee_id);
  return rows.flatMap((row) =>
    row.link_to_emp_id === null ? [] : [{ ...row, link_to_emp_id: row.link_to_emp_id }],
  );
}

/** A rep's figures on one branch (null: files without a branch), as the database sums them. */
export type RepBranchFiguresRow = {
  branch_id: number | null;
  branch_name: string | null;
  open_cnt: number;
  close_cnt: number;
  total_revenue: string;
  commissionable_revenue: string;
};

/**
 * One marketing rep's opens, closes, total revenue and commissionable revenue (rep_commable_rev) per
 * branch in `[from, to]`, from the rollups' 'rep' grain (the only grain whose rows carry a rep, read
 * by `revenue_rollups_rep_idx`); `branchId` narrows to one branch.
 */
export async function repBranchFigures(
  db: Executor,
  filter: {
    /** The rep by id, or by uuid (read in the same statement). */
    rep: { id: number } | { uuid: string };
    state: State;
    from: IsoDate;
    to: IsoDate;
    branchId: number | null;
  },
): Promise<RepBranchFiguresRow[]> {
  const branch = filter.branchId === null ? sql`true` : sql`r.branch_id = ${filter.branchId}`;
  const rep =
    'id' in filter.rep
      ? sql`${filter.rep.id}`
      : sql`(select e.employee_id from ${employees} e where e.uuid = ${filter.rep.uuid})`;
  const result = await db.execute<RepBranchFiguresRow>(sql`
    select r.branch_id, b.name as branch_name,
      ${rollupSum('opens', 'open_cnt')}, ${rollupSum('closes', 'close_cnt')},
      ${rollupSum('total_revenue')}, ${rollupSum('rep_commable_rev', 'commissionable_revenue')}
    from revenue_rollups r
    left join ${branches} b on b.branch_id = r.branch_id
    where r.marketing_rep_id = ${rep}
      and ${rollupSpan('rep', [filter.state], filter.from, filter.to)} and ${branch}
    group by r.branch_id, b.name`);
  return result.rows.map((row) => ({
    ...row,
    branch_id: row.branch_id === null ? null : Number(row.branch_id),
  }));
}
