// The JV reports' queries (spec 001 §7 GET /reports/jvs, /reports/employees/jv-range,
// /reports/branches/jv-range, /reports/jvs/mix): every figure is a sum of the daily rollups
// (`revenue_rollups`, decision 25), never a scan of the files; names come from small lookups.
import type { State } from '@hub/contract';
import type { IsoDate } from '@hub/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { findByUuid } from '../../db/find-by-uuid.ts';
import { rollupRows, rollupSpan, rollupSum, rollupSums } from '../../db/rollup-reads.ts';
import { rowsOf } from '../../db/rows.ts';
import { employees, jvEntities } from '../../db/schema/index.ts';
import type { RollupGrain } from '../../db/schema/rollups.ts';
import type { StateScope } from '../../plugins/authorization/policies.ts';

/** The figures every JV breakdown and mix row sums. */
export type JvMeasures = {
  opens: number;
  closes: number;
  /** Numeric text, two decimals. */
  total_revenue: string;
  partner_title_revenue: string;
};

const MEASURES = ['opens', 'closes', 'total_revenue', 'partner_title_revenue'] as const;

/** Groups with nothing to show in the range (only cancels, or rows that cancel out) are left out. */
const HAS_FIGURES = sql`having coalesce(sum(r.opens), 0) <> 0 or coalesce(sum(r.closes), 0) <> 0
  or coalesce(sum(r.total_revenue), 0) <> 0 or coalesce(sum(r.partner_title_revenue), 0) <> 0`;

// ---- JV Escrow Summary ---------------------------------------------------------------------------

export type JvSummaryFigures = {
  jv_id: number;
  jv_uuid: string;
  jv_name: string;
  today_open: number;
  mtd_open: number;
  today_closed: number;
  mtd_closed: number;
  canceled_count: number;
  title_rev_mtd: string;
  title_rev_today: string;
};

/**
 * The JV Escrow Summary's JV rows of one state: the active JVs of the state (`st`) and every JV with
 * figures in the state's rollups this month, with their counts and title revenue on the report date
 * and month to date (grain 'branch', files with a JV). Unsorted.
 */
export async function jvSummaryFigures(
  db: Executor,
  filter: { state: State; mtdStart: IsoDate; reportDate: IsoDate },
): Promise<JvSummaryFigures[]> {
  const { state, mtdStart, reportDate } = filter;
  const today = { when: sql`r.day = ${reportDate}::date` };
  const result = await db.execute(sql`
    with sums as (
      select r.jv_id,
        ${rollupSum('opens', 'today_open', today)}, ${rollupSum('opens', 'mtd_open')},
        ${rollupSum('closes', 'today_closed', today)}, ${rollupSum('closes', 'mtd_closed')},
        ${rollupSum('cancels', 'canceled_count')},
        ${rollupSum('title_revenue', 'title_rev_mtd')}, ${rollupSum('title_revenue', 'title_rev_today', today)}
      from revenue_rollups r
      where ${rollupRows('state', [state], mtdStart, reportDate)} and r.jv_id is not null
      group by r.jv_id
    )
    select j.jv_id, j.uuid as jv_uuid, j.name as jv_name,
      coalesce(s.today_open, 0) as today_open, coalesce(s.mtd_open, 0) as mtd_open,
      coalesce(s.today_closed, 0) as today_closed, coalesce(s.mtd_closed, 0) as mtd_closed,
      coalesce(s.canceled_count, 0) as canceled_count,
      coalesce(s.title_rev_mtd, '0.00') as title_rev_mtd, coalesce(s.title_rev_today, '0.00') as title_rev_today
    from jv_entities j
    left join sums s on s.jv_id = j.jv_id
    where s.jv_id is not null or (j.is_active and j.st = ${state})`);
  return rowsOf<JvSummaryFigures>(result).map((row) => ({
    ...row,
    today_open: Number(row.today_open),
    mtd_open: Number(row.mtd_open),
    today_closed: Number(row.today_closed),
    mtd_closed: Number(row.mtd_closed),
    canceled_count: Number(row.canceled_count),
  }));
}

// ---- Per JV of one employee or branch ------------------------------------------------------------

export type JvGroupFigures = JvMeasures & {
  jv_id: number | null;
  jv_uuid: string | null;
  jv_name: string | null;
};

/** Whose files a JV breakdown sums: the grain and the key column of that grain. */
export type JvBreakdownOwner =
  | { grain: Extract<RollupGrain, 'eo'>; column: 'credited_eo_id'; id: number }
  | { grain: Extract<RollupGrain, 'rep'>; column: 'marketing_rep_id'; id: number }
  | { grain: Extract<RollupGrain, 'branch'>; column: 'branch_id'; id: number };

/**
 * One employee's or branch's figures per JV in `[from, to]` (the files without a JV in the row whose
 * jv_id is null), over the states of `scope`. Unsorted.
 */
export async function jvBreakdownFigures(
  db: Executor,
  filter: { owner: JvBreakdownOwner; scope: StateScope; from: IsoDate; to: IsoDate },
): Promise<JvGroupFigures[]> {
  const { owner, scope, from, to } = filter;
  const result = await db.execute(sql`
    select r.jv_id, j.uuid as jv_uuid, j.name as jv_name, ${rollupSums(MEASURES)}
    from revenue_rollups r
    left join jv_entities j on j.jv_id = r.jv_id
    where ${rollupSpan(owner.grain, scope, from, to)} and r.${sql.raw(owner.column)} = ${owner.id}
    group by r.jv_id, j.uuid, j.name
    ${HAS_FIGURES}`);
  return rowsOf<JvGroupFigures>(result).map(countsAsNumbers);
}

// ---- JV mix --------------------------------------------------------------------------------------

export type JvMixEoFigures = JvMeasures & {
  employee_uuid: string | null;
  first_name: string | null;
  last_name: string | null;
};
export type JvMixBranchFigures = JvMeasures & {
  branch_id: number | null;
  branch_uuid: string | null;
  branch_name: string | null;
};

type MixFilter = { jvId: number; scope: StateScope; from: IsoDate; to: IsoDate };

function mixRows(grain: 'eo' | 'branch', filter: MixFilter, select: SQL, join: SQL, groupBy: SQL): SQL {
  return sql`
    select ${select}, ${rollupSums(MEASURES)}
    from revenue_rollups r
    ${join}
    where ${rollupSpan(grain, filter.scope, filter.from, filter.to)} and r.jv_id = ${filter.jvId}
    group by ${groupBy}
    ${HAS_FIGURES}`;
}

/** One JV's figures per credited escrow officer (grain 'eo'; no officer: the null row). Unsorted. */
export async function jvMixByEo(db: Executor, filter: MixFilter): Promise<JvMixEoFigures[]> {
  const result = await db.execute(
    mixRows(
      'eo',
      filter,
      sql`e.uuid as employee_uuid, e.first_name, e.last_name`,
      sql`left join employees e on e.employee_id = r.credited_eo_id`,
      sql`r.credited_eo_id, e.uuid, e.first_name, e.last_name`,
    ),
  );
  return rowsOf<JvMixEoFigures>(result).map(countsAsNumbers);
}

/** One JV's figures per branch (grain 'branch'; no branch: the null row). Unsorted. */
export async function jvMixByBranch(db: Executor, filter: MixFilter): Promise<JvMixBranchFigures[]> {
  const result = await db.execute(
    mixRows(
      'branch',
      filter,
      sql`r.branch_id, b.uuid as branch_uuid, b.name as branch_name`,
      sql`left join branches b on b.branch_id = r.branch_id`,
      sql`r.branch_id, b.uuid, b.name`,
    ),
  );
  return rowsOf<JvMixBranchFigures>(result).map(countsAsNumbers);
}

function countsAsNumbers<R extends JvMeasures>(row: R): R {
  return { ...row, opens: Number(row.opens), closes: Number(row.closes) };
}

// ---- Lookups -------------------------------------------------------------------------------------

export type JvReportEmployee = Pick<
  typeof employees.$inferSelect,
  'employee_id' | 'uuid' | 'first_name' | 'last_name' | 'state' | 'emp_type'
>;

export function findJvReportEmployee(db: Executor, uuid: string): Promise<JvReportEmployee | undefined> {
  return findByUuid(db, employees, uuid, {
    employee_id: employees.employee_id,
    uuid: employees.uuid,
    first_name: employees.first_name,
    last_name: employees.last_name,
    state: employees.state,
    emp_type: employees.emp_type,
  });
}

export type JvReportJv = Pick<typeof jvEntities.$inferSelect, 'jv_id' | 'uuid' | 'name' | 'st'>;

export function findJvReportJv(db: Executor, uuid: string): Promise<JvReportJv | undefined> {
  return findByUuid(db, jvEntities, uuid, {
    jv_id: jvEntities.jv_id,
    uuid: jvEntities.uuid,
    name: jvEntities.name,
    st: jvEntities.st,
  });
}
