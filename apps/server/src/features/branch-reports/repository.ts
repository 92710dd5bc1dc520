import type { State } from '@hub/contract';
import { addDays, type IsoDate } from '@hub/domain';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { dayBetween, rollupSpan, rollupSum } from '../../db/rollup-reads.ts';
import { rowsOf } from '../../db/rows.ts';
import { branches } from '../../db/schema/index.ts';

/** A range of days, both ends included. */
export type DayRange = { from: IsoDate; to: IsoDate };

/**
 * The branch-grain rollup rows of one state dated in the range, as equalities on the leading columns
 * of the rollups' key (grain, state, day): the planner reads that index range and estimates its rows
 * (a list of states, `= any(...)`, can mislead it).
 */
const branchRows = (state: State, range: DayRange): SQL =>
  sql`r.grain = 'branch' and r.state = ${state} and ${dayBetween(range.from, range.to)}`;

/** One branch's figures (null branch: the files with none) in this month to date and last year's. */
export type BranchPeriodSums = {
  branch_id: number | null;
  mtd_open: number;
  mtd_closed: number;
  mtd_revenue: string;
  mtd_partner_revenue: string;
  ly_open: number;
  ly_closed: number;
  ly_revenue: string;
  ly_partner_revenue: string;
};

/**
 * The Branch Escrow Summary's figures of one state, per branch, read from the daily rollups only
 * (grain 'branch', decision 25): opens, closes, company revenue and partner revenue in `current` and
 * in `prior`, in one statement over the two ranges of days (each an index range of the rollups' key).
 */
export async function branchPeriodSums(
  db: Executor,
  state: State,
  current: DayRange,
  prior: DayRange,
): Promise<BranchPeriodSums[]> {
  const inCurrent = sql`r.day between ${current.from}::date and ${current.to}::date`;
  const inPrior = sql`r.day between ${prior.from}::date and ${prior.to}::date`;
  const result = await db.execute(sql`
    select r.branch_id,
      ${rollupSum('opens', 'mtd_open', { when: inCurrent })},
      ${rollupSum('closes', 'mtd_closed', { when: inCurrent })},
      ${rollupSum('company_revenue', 'mtd_revenue', { when: inCurrent })},
      ${rollupSum('partner_total_revenue', 'mtd_partner_revenue', { when: inCurrent })},
      ${rollupSum('opens', 'ly_open', { when: inPrior })},
      ${rollupSum('closes', 'ly_closed', { when: inPrior })},
      ${rollupSum('company_revenue', 'ly_revenue', { when: inPrior })},
      ${rollupSum('partner_total_revenue', 'ly_partner_revenue', { when: inPrior })}
    from revenue_rollups r
    where (${branchRows(state, current)}) or (${branchRows(state, prior)})
    group by r.branch_id`);
  return rowsOf<BranchPeriodSums>(result).map((row) => ({
    ...row,
    branch_id: row.branch_id === null ? null : Number(row.branch_id),
  }));
}

/** One branch's (null: no branch) figures of one month; `ytd_*` only the days up to the year-to-date cut. */
export type BranchMonthSums = {
  branch_id: number | null;
  /** 'YYYY-MM'. */
  month: string;
  opens: number;
  closes: number;
  revenue: string;
  ytd_opens: number;
  ytd_closes: number;
  ytd_revenue: string;
};

/**
 * The yearly comparison's figures of one state, per branch and month, from the daily rollups only
 * (grain 'branch'): opens, closes and company revenue of every month in `range`, and the same summed
 * only over the days on or before `priorCut` or from `currentFrom` on (so last year's year to date
 * stops on the same day as this year's).
 */
export async function branchMonthSums(
  db: Executor,
  state: State,
  range: DayRange,
  ytd: { priorCut: IsoDate; currentFrom: IsoDate },
): Promise<BranchMonthSums[]> {
  const inYtd = sql`(r.day <= ${ytd.priorCut}::date or r.day >= ${ytd.currentFrom}::date)`;
  const result = await db.execute(sql`
    select r.branch_id, to_char(date_trunc('month', r.day), 'YYYY-MM') as month,
      ${rollupSum('opens')}, ${rollupSum('closes')}, ${rollupSum('company_revenue', 'revenue')},
      ${rollupSum('opens', 'ytd_opens', { when: inYtd })},
      ${rollupSum('closes', 'ytd_closes', { when: inYtd })},
      ${rollupSum('company_revenue', 'ytd_revenue', { when: inYtd })}
    from revenue_rollups r
    where ${rollupSpan('branch', [state], range.from, range.to, { cuts: [ytd.priorCut, addDays(ytd.currentFrom, -1)] })}
    group by r.branch_id, date_trunc('month', r.day)`);
  return rowsOf<BranchMonthSums>(result).map((row) => ({
    ...row,
    branch_id: row.branch_id === null ? null : Number(row.branch_id),
  }));
}

export type BranchName = { branch_id: number; uuid: string; name: string };

/** The names of the state's active branches and of the other branches named (those with figures). */
export async function branchNames(
  db: Executor,
  state: State,
  withFigures: readonly number[],
): Promise<BranchName[]> {
  const active = and(eq(branches.state, state), eq(branches.active, true));
  return db
    .select({ branch_id: branches.branch_id, uuid: branches.uuid, name: branches.name })
    .from(branches)
    .where(withFigures.length > 0 ? or(active, inArray(branches.branch_id, [...withFigures])) : active);
}
