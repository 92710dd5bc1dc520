import {
  REVENUE_BRANCH_NOT_FOUND,
  REVENUE_EMPLOYEE_NO_TYPE,
  REVENUE_EMPLOYEE_NOT_FOUND,
  type RevenueCompareResponse,
  type RevenueTrendResponse,
  type RevenueTrendRow,
  revenueBranchOtherState,
  type State,
} from '@hub/contract';
import {
  addDays,
  addYears,
  businessDayOfMonth,
  businessDaysOfMonth,
  type Cents,
  type Closures,
  eachDate,
  firstDayOfMonth,
  fromCents,
  type IsoDate,
  lastDayOfMonth,
  type MonthKey,
  monthKeyOf,
  monthName,
  previousMonth,
  shiftMonth,
  stripAgencySuffix,
  sumCents,
  toCents,
  todayInLA,
  yesterdayInLA,
} from '@hub/domain';
import type { Db } from '../../db/client.ts';
import type { CurrentUser } from '../../plugins/auth/index.ts';
import { assertStateAccess, reportState } from '../../plugins/authorization/policies.ts';
import { badRequest, notFound } from '../../plugins/errors/http-error.ts';
import { findBranch } from '../branches/repository.ts';
import { listClosures } from '../calendar/repository.ts';
import { findEmployee } from '../employees/repository.ts';
import { type CompareRange, type CompareWho, compareSums, type TrendDay, trendDays } from './repository.ts';

export type RevenueReportsDeps = { db: Db; now?: () => Date };

// ---- Revenue trend ------------------------------------------------------------------------------

/** The last `monthsBack` months up to and including `today`'s, newest first. */
export function trendMonths(today: IsoDate, monthsBack: number): MonthKey[] {
  return Array.from({ length: monthsBack }, (_, back) => shiftMonth(today, -back));
}

/**
 * The trend rows of `months` (newest first) from the figures per day: one row per business day up to
 * `today`. A calendar day counts on the first business day on or after it in its month (the rule of
 * `ZRevenueTrendRow`), so MTD at business day D is the 1st through D's date; days after the month's
 * last business day count on no row. Sums in cents.
 */
export function foldTrendDays(
  days: readonly TrendDay[],
  months: readonly MonthKey[],
  today: IsoDate,
  closures: Closures,
): RevenueTrendRow[] {
  const byDay = new Map(days.map((d) => [d.day, d]));
  const rows: RevenueTrendRow[] = [];
  for (const month of months) {
    const name = monthName(month);
    let after = addDays(firstDayOfMonth(month), -1);
    const mtd = { open: 0, closed: 0, revenue: [] as Cents[], partner: [] as Cents[] };
    businessDaysOfMonth(month, closures)
      .filter((day) => day <= today)
      .forEach((businessDay, index) => {
        const counted = eachDate(addDays(after, 1), businessDay).flatMap((d) => byDay.get(d) ?? []);
        after = businessDay;
        const today_open = counted.reduce((n, d) => n + d.opens, 0);
        const today_closed = counted.reduce((n, d) => n + d.closes, 0);
        const revenue = sumCents(counted.map((d) => toCents(d.company_revenue)));
        const partner = sumCents(counted.map((d) => toCents(d.partner_total_revenue)));
        mtd.open += today_open;
        mtd.closed += today_closed;
        mtd.revenue.push(revenue);
        mtd.partner.push(partner);
        rows.push({
          month_name: name,
          business_day_of_month: index + 1,
          stat_date: businessDay,
          today_open,
          mtd_open: mtd.open,
          today_closed,
          mtd_closed: mtd.closed,
          today_revenue: fromCents(revenue),
          mtd_revenue: fromCents(sumCents(mtd.revenue)),
          today_partner_revenue: fromCents(partner),
          mtd_partner_revenue: fromCents(sumCents(mtd.partner)),
        });
      });
  }
  return rows;
}

/**
 * The state and branch a trend reads: the branch named (404 when there is none, 403 out of reach, 400
 * in another state than the one asked), and the state asked, else the branch's, else AZ (403 out of reach).
 */
async function trendScope(db: Db, user: CurrentUser, asked: State | undefined, branchId: number | undefined) {
  const branch = branchId === undefined ? null : await findBranch(db, { branch_id: branchId });
  if (branchId !== undefined && !branch) throw notFound(REVENUE_BRANCH_NOT_FOUND);
  const state = reportState(asked, branch);
  assertStateAccess(user, state);
  if (!branch) return { state, branch: null };
  assertStateAccess(user, branch.state);
  if (branch.state.trim() !== state) throw badRequest(revenueBranchOtherState(state));
  return { state, branch: { branch_id: branch.branch_id, branch_name: stripAgencySuffix(branch.name) } };
}

/**
 * Spec 001 Revenue Trend (GET /revenue/trend): every business day of the last `months_back` months
 * of the state (or one of its branches), the current month up to today in Los Angeles. Reads the
 * state's closures and ONE query of the daily rollups (grain 'state', or 'branch' for a branch) over the whole range.
 */
export async function getRevenueTrend(
  deps: RevenueReportsDeps,
  user: CurrentUser,
  query: { state?: State | undefined; months_back: number; branch_id?: number | undefined },
): Promise<RevenueTrendResponse> {
  const { months_back } = query;
  const { state, branch } = await trendScope(deps.db, user, query.state, query.branch_id);
  const today = todayInLA(deps.now?.());
  const months = trendMonths(today, months_back);
  const from = firstDayOfMonth(months.at(-1) ?? today);
  const closures = new Set(await listClosures(deps.db, state, today));
  const days = await trendDays(deps.db, { state, branchId: branch?.branch_id ?? null, from, to: today });
  return {
    state,
    branch_id: branch?.branch_id ?? null,
    branch_name: branch?.branch_name ?? null,
    months_back,
    rows: foldTrendDays(days, months, today, closures),
  };
}

// ---- Revenue compare ----------------------------------------------------------------------------

/** The month's `n`th business day (its first when n < 1, its last when it has fewer). */
export function nthBusinessDay(month: MonthKey, n: number, closures: Closures): IsoDate {
  const days = businessDaysOfMonth(month, closures);
  return days[Math.min(Math.max(n, 1), days.length) - 1] ?? lastDayOfMonth(month);
}

export type ComparePeriods = {
  business_day_number: number;
  cur: CompareRange;
  prev: CompareRange;
  ly: CompareRange;
};

/**
 * The three periods of a comparison (ZRevenueCompareResponse): the report date's month through it,
 * and the previous month and the same month a year earlier through the same business day number.
 */
export function comparePeriods(reportDate: IsoDate, closures: Closures): ComparePeriods {
  const n = businessDayOfMonth(reportDate, closures);
  const sameDay = (month: MonthKey): CompareRange => ({
    from: firstDayOfMonth(month),
    to: nthBusinessDay(month, n, closures),
  });
  return {
    business_day_number: n,
    cur: { from: firstDayOfMonth(reportDate), to: reportDate },
    prev: sameDay(previousMonth(reportDate)),
    ly: sameDay(monthKeyOf(addYears(reportDate, -1))),
  };
}

/**
 * Whose figures: the whole state, or an employee in the user's reach, by the employee's type; and the
 * state: the one asked (an employee's files may lie in either state), else the employee's, else AZ.
 */
async function compareWho(
  db: Db,
  user: CurrentUser,
  asked: State | undefined,
  empUuid: string | undefined,
): Promise<{ who: CompareWho; name: string | null; state: State }> {
  const employee = empUuid === undefined ? null : await findEmployee(db, { uuid: empUuid });
  if (empUuid !== undefined && !employee) throw notFound(REVENUE_EMPLOYEE_NOT_FOUND);
  const state = reportState(asked, employee);
  assertStateAccess(user, state);
  if (!employee) return { who: { kind: 'state' }, name: null, state };
  assertStateAccess(user, employee.state);
  const name = `${employee.first_name} ${employee.last_name}`.trim();
  const employeeId = employee.employee_id;
  if (employee.emp_type === 'EO') return { who: { kind: 'eo', employeeId }, name, state };
  if (employee.emp_type === 'REP') return { who: { kind: 'rep', employeeId }, name, state };
  throw badRequest(REVENUE_EMPLOYEE_NO_TYPE);
}

/**
 * Spec 001 Revenue Compare (GET /revenue/datecompare): the report date's month to date against the
 * previous month and the same month last year, through the same business day number; the state's,
 * or one escrow officer's (grain 'eo', linked officers rolled up) or marketing rep's (grain 'rep').
 * ONE query of the daily rollups.
 */
export async function getRevenueCompare(
  deps: RevenueReportsDeps,
  user: CurrentUser,
  query: { state?: State | undefined; report_date?: string | undefined; emp_uuid?: string | undefined },
): Promise<RevenueCompareResponse> {
  const { who, name, state } = await compareWho(deps.db, user, query.state, query.emp_uuid);
  const reportDate = query.report_date ?? yesterdayInLA(deps.now?.());
  const closures = new Set(await listClosures(deps.db, state, reportDate));
  const periods = comparePeriods(reportDate, closures);
  const { cur, prev, ly } = periods;
  const sums = await compareSums(deps.db, { state, who, ranges: { cur, prev, ly } });
  const group = <P extends 'cur' | 'prev' | 'ly'>(p: P, range: CompareRange) => ({
    [`${p}_beg_date`]: range.from,
    [`${p}_end_date`]: range.to,
    [`${p}_revenue`]: String(sums[`${p}_revenue`]),
    [`${p}_open`]: Number(sums[`${p}_open`]),
    [`${p}_closed`]: Number(sums[`${p}_closed`]),
    [`${p}_cancel`]: Number(sums[`${p}_cancel`]),
    [`${p}_partner_revenue`]: String(sums[`${p}_partner_revenue`]),
  });
  return {
    state,
    report_date: reportDate,
    business_day_number: periods.business_day_number,
    emp_name: name,
    ...group('cur', cur),
    ...group('prev', prev),
    ...group('ly', ly),
  } as RevenueCompareResponse;
}
