import {
  type BranchReportRow,
  type BranchSummaryResponse,
  NO_BRANCH,
  type State,
  TOTAL_ROW_NAME,
  type YearFigures,
  type YearlyComparisonExportRow,
  type YearlyComparisonResponse,
  type YearlyComparisonRow,
  type YearlyMonth,
  yearlyComparisonLine,
} from '@hub/contract';
import {
  ALL_BRANCHES_ID,
  addYears,
  earlierDate,
  firstDayOfMonth,
  fromCents,
  type IsoDate,
  lastDayOfMonth,
  monthName,
  percentChange,
  sortBranchRows,
  stripAgencySuffix,
  subtractCents,
  sumColumns,
  toCents,
  todayInLA,
  yesterdayInLA,
} from '@hub/domain';
import type { Executor } from '../../db/client.ts';
import type { Actor, StateScope } from '../../plugins/authorization/policies.ts';
import { assertStateAccess, hasAnyRole, stateScope } from '../../plugins/authorization/policies.ts';
import { type BranchName, branchMonthSums, branchNames, branchPeriodSums } from './repository.ts';

export type BranchSummaryRequest = { state: State; report_date?: IsoDate | undefined };

/** The days a branch summary covers: the report month to date, and the same days a year earlier. */
export function summaryRanges(reportDate: IsoDate) {
  const monthStart = firstDayOfMonth(reportDate);
  return {
    report_date: reportDate,
    month_start: monthStart,
    ly_start: addYears(monthStart, -1),
    ly_end: addYears(reportDate, -1),
  };
}

/** The branches a report lists: the state's active ones and any other with figures, by id. */
async function namesFor(db: Executor, state: State, ids: readonly (number | null)[]) {
  const named = ids.filter((id): id is number => id !== null);
  return new Map((await branchNames(db, state, named)).map((b) => [b.branch_id, b]));
}

const identity = (branch: BranchName | null) => ({
  branch_id: branch?.branch_id ?? null,
  branch_uuid: branch?.uuid ?? null,
  branch_name: branch ? stripAgencySuffix(branch.name) : NO_BRANCH,
});

function withChanges(row: Omit<BranchReportRow, 'yr_open_chg' | 'yr_revenue_chg'>): BranchReportRow {
  return {
    ...row,
    yr_open_chg: percentChange(row.mtd_open, row.ly_open),
    yr_revenue_chg: percentChange(row.mtd_revenue, row.ly_revenue),
  };
}

function summaryTotal(rows: readonly BranchReportRow[]): BranchReportRow {
  return withChanges({
    branch_id: ALL_BRANCHES_ID,
    branch_uuid: null,
    branch_name: TOTAL_ROW_NAME,
    ...sumColumns(rows, {
      counts: ['mtd_open', 'mtd_closed', 'ly_open', 'ly_closed'],
      money: ['mtd_revenue', 'mtd_partner_revenue', 'ly_revenue', 'ly_partner_revenue'],
    }),
  });
}

/**
 * The Branch Escrow Summary of a state (spec 001 §2, §3) without an access check: the scheduled
 * e-mail's and the route's. Reads the rollups (grain 'branch') in one statement and the branch names.
 */
export async function readBranchSummary(
  db: Executor,
  state: State,
  reportDate: IsoDate,
): Promise<BranchSummaryResponse> {
  const ranges = summaryRanges(reportDate);
  const sums = await branchPeriodSums(
    db,
    state,
    { from: ranges.month_start, to: ranges.report_date },
    { from: ranges.ly_start, to: ranges.ly_end },
  );
  const names = await namesFor(
    db,
    state,
    sums.map((s) => s.branch_id),
  );
  const byBranch = new Map(sums.map((s) => [s.branch_id, s]));
  const zero = {
    mtd_open: 0,
    mtd_closed: 0,
    mtd_revenue: '0.00',
    mtd_partner_revenue: '0.00',
    ly_open: 0,
    ly_closed: 0,
    ly_revenue: '0.00',
    ly_partner_revenue: '0.00',
  };
  const rowOf = (branch: BranchName | null): BranchReportRow => {
    const { branch_id: _, ...figures } = byBranch.get(branch?.branch_id ?? null) ?? {
      branch_id: null,
      ...zero,
    };
    return withChanges({ ...identity(branch), ...figures });
  };
  const rows = [...names.values()].map(rowOf);
  if (byBranch.has(null)) rows.push(rowOf(null));
  return { state, ...ranges, rows: sortBranchRows(rows, summaryTotal) };
}

/**
 * Who may read a branch summary: the reports' reach, and an escrow user their own state's (the escrow
 * dashboard shows it in its compact form, spec 000 §2). Its export and the other branch reports stay
 * the administrators'.
 */
export function branchSummaryScope(user: Actor): StateScope {
  const scope = stateScope(user);
  if (scope === 'all' || user.state === null || !hasAnyRole(user, ['Escrow', 'Escrow Officer'])) return scope;
  return scope.includes(user.state) ? scope : [...scope, user.state];
}

/**
 * GET /reports/branches: the summary of the state (AZ unless given; 403 for a State Super User
 * asking for the other state) on the report date (yesterday in Los Angeles unless given).
 */
export async function getBranchSummary(
  db: Executor,
  user: Actor,
  query: BranchSummaryRequest,
  now: Date = new Date(),
): Promise<BranchSummaryResponse> {
  assertStateAccess(user, query.state, branchSummaryScope(user));
  return readBranchSummary(db, query.state, query.report_date ?? yesterdayInLA(now));
}

// ---- the yearly comparison ---------------------------------------------------------------------------

export type YearlyComparisonRequest = { state: State; year?: number | undefined };

const ZERO_FIGURES: YearFigures = { opens: 0, closes: 0, revenue: '0.00' };

function sumFigures(figures: readonly YearFigures[]): YearFigures {
  return sumColumns(figures, { counts: ['opens', 'closes'], money: ['revenue'] });
}

/** What is left of `whole` without `part`: a month's days after the compared span. */
function restOf(whole: YearFigures, part: YearFigures): YearFigures {
  return {
    opens: whole.opens - part.opens,
    closes: whole.closes - part.closes,
    revenue: fromCents(subtractCents(toCents(whole.revenue), toCents(part.revenue))),
  };
}

function yearToDate(current: YearFigures, prior: YearFigures): YearlyComparisonRow['ytd'] {
  return {
    current,
    prior,
    open_chg: percentChange(current.opens, prior.opens),
    close_chg: percentChange(current.closes, prior.closes),
    revenue_chg: percentChange(current.revenue, prior.revenue),
  };
}

/** A sum over the rows of figures that are all null or all present (the same months are in every row). */
const sumPresent = (figures: readonly (YearFigures | null)[]): YearFigures | null =>
  figures.some((f) => f !== null) ? sumFigures(figures.map((f) => f ?? ZERO_FIGURES)) : null;

/** The TOTAL row of the comparison: each month's and the year to date's figures summed over the rows. */
const comparisonTotal =
  (lastMonth: number) =>
  (rows: readonly YearlyComparisonRow[]): YearlyComparisonRow => {
    const months = Array.from({ length: 12 }, (_, index): YearlyMonth => {
      const of = rows.map((row) => row.months[index] as YearlyMonth);
      return {
        month: index + 1,
        current: index < lastMonth ? sumFigures(of.map((m) => m.current ?? ZERO_FIGURES)) : null,
        prior: index < lastMonth ? sumFigures(of.map((m) => m.prior ?? ZERO_FIGURES)) : null,
        prior_rest: sumPresent(of.map((m) => m.prior_rest)),
      };
    });
    return {
      branch_id: ALL_BRANCHES_ID,
      branch_uuid: null,
      branch_name: TOTAL_ROW_NAME,
      months,
      ytd: yearToDate(sumFigures(rows.map((r) => r.ytd.current)), sumFigures(rows.map((r) => r.ytd.prior))),
    };
  };

const pad = (month: number) => String(month).padStart(2, '0');

/**
 * The days a yearly comparison compares: January 1 of `year` (this year in Los Angeles unless given)
 * through `through` (today, or Dec 31 of a past year; null for a year not begun) against the same
 * days a year earlier, to `priorThrough`.
 */
export function yearlySpans(asked: number | undefined, now: Date = new Date()) {
  const today = todayInLA(now);
  const year = asked ?? Number(today.slice(0, 4));
  const through = `${year}-01-01` <= today ? earlierDate(`${year}-12-31`, today) : null;
  return {
    year,
    priorYear: year - 1,
    through,
    priorThrough: through === null ? null : addYears(through, -1),
  };
}

/**
 * GET /reports/branches/yearly-comparison: this year against last year by branch and month (state
 * AZ and this year in Los Angeles unless given). This year counts up to today (a past year to Dec 31);
 * last year's months count over the same days (to the same day of the year), so the months add up to
 * the year to date, and the rest of last year is apart (`prior_rest`, issue 17). From the rollups
 * (grain 'branch') in one statement, and the branch names.
 */
export async function getYearlyComparison(
  db: Executor,
  user: Actor,
  query: YearlyComparisonRequest,
  now: Date = new Date(),
): Promise<YearlyComparisonResponse> {
  assertStateAccess(user, query.state);
  const { state } = query;
  const { year, priorYear, through, priorThrough } = yearlySpans(query.year, now);
  const yearStart = `${year}-01-01`;
  const begun = through !== null;
  const sums = await branchMonthSums(
    db,
    state,
    { from: `${priorYear}-01-01`, to: through ?? `${priorYear}-12-31` },
    // Nothing of a year not begun counts as year to date (both years' cut before their first day).
    {
      priorCut: priorThrough ?? `${priorYear - 1}-12-31`,
      currentFrom: begun ? yearStart : `${year + 1}-01-01`,
    },
  );
  const names = await namesFor(
    db,
    state,
    sums.map((s) => s.branch_id),
  );
  const lastMonth = through === null ? 0 : Number(through.slice(5, 7));

  const rowOf = (branch: BranchName | null): YearlyComparisonRow => {
    const mine = sums.filter((s) => s.branch_id === (branch?.branch_id ?? null));
    const figures = (month: string): YearFigures => {
      const found = mine.find((s) => s.month === month);
      return found ? { opens: found.opens, closes: found.closes, revenue: found.revenue } : ZERO_FIGURES;
    };
    // Last year's month up to the year-to-date cut (the same day of the year as `through`).
    const compared = (month: string): YearFigures => {
      const found = mine.find((s) => s.month === month);
      return found
        ? { opens: found.ytd_opens, closes: found.ytd_closes, revenue: found.ytd_revenue }
        : ZERO_FIGURES;
    };
    const months = Array.from({ length: 12 }, (_, index): YearlyMonth => {
      const month = index + 1;
      const priorMonth = `${priorYear}-${pad(month)}`;
      const wholeMonthCompared =
        month < lastMonth || (month === lastMonth && priorThrough === lastDayOfMonth(priorMonth));
      return {
        month,
        current: month <= lastMonth ? figures(`${year}-${pad(month)}`) : null,
        prior: month <= lastMonth ? compared(priorMonth) : null,
        prior_rest: wholeMonthCompared ? null : restOf(figures(priorMonth), compared(priorMonth)),
      };
    });
    const ytdOf = (y: number) =>
      sumFigures(
        mine
          .filter((s) => s.month.startsWith(`${y}-`))
          .map((s) => ({ opens: s.ytd_opens, closes: s.ytd_closes, revenue: s.ytd_revenue })),
      );
    return { ...identity(branch), months, ytd: yearToDate(ytdOf(year), ytdOf(priorYear)) };
  };
  const rows = [...names.values()].map(rowOf);
  if (sums.some((s) => s.branch_id === null)) rows.push(rowOf(null));
  return {
    state,
    year,
    prior_year: priorYear,
    through,
    prior_through: priorThrough,
    rows: sortBranchRows(rows, comparisonTotal(lastMonth)),
  };
}

/** The comparison as the export's rows: each branch's twelve months, then its year to date. */
export function yearlyComparisonExportRows(
  comparison: YearlyComparisonResponse,
): YearlyComparisonExportRow[] {
  return comparison.rows.flatMap((row) => [
    ...row.months.map((m) =>
      yearlyComparisonLine(row.branch_name, monthName(`${comparison.year}-${pad(m.month)}`), m),
    ),
    yearlyComparisonLine(row.branch_name, 'YTD', row.ytd),
  ]);
}
