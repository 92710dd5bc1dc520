/**
 * Issue 12, "Agreement": the same figure agrees on every screen that shows it. Over the demo database
 * (as `npm start` makes it, up to today), for both states, a month-end report date, the latest
 * business day and a January date, and the two busiest branches of each: the Branch Escrow Summary's
 * TOTAL is the sum of its rows, and its month-to-date opens, closes, revenue and partner revenue are
 * the Revenue Trend's MTD on that day, the EO Dashboard's totals (its officers' rows add up to them
 * too), and the open and closed order reports' totals for the same state, branch and dates. Each call
 * is made over HTTP as the demo Super User, on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 *
 * The order lists show each file as it stands (docs/domain.md "Open and closed orders"): all its
 * adjustments, whatever their posting dates, where the reports count an adjustment on its posting
 * date. So the closed orders' revenue is set against the summary's after moving the adjustments that
 * the two count differently, read from the ledger view itself (not from the rollups under test).
 */
import {
  type BranchReportRow,
  type BranchSummaryResponse,
  type EoDashboardFigures,
  type EoDashboardResponse,
  type GetOrderFilesResponse,
  isEoDashboardTotal,
  type RevenueTrendResponse,
  type State,
  type YearlyComparisonResponse,
} from '@hub/contract';
import { type Cents, sumCents, toCents } from '@hub/domain/money';
import { firstDayOfMonth, monthKeyOf, todayInLA } from '@hub/domain/time';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.ts';
import { DEMO_PASSWORD } from '../src/demo/demo-users.ts';
import { seedDemoData } from '../src/demo/seed.ts';
import { bearer, buildTestApp, fixClock, signIn, type TestApp } from './helper.ts';

// The demo database up to Friday 27 November 2026 (noon in Los Angeles), whatever the real day.
const NOW = new Date('2026-11-27T20:00:00Z');
fixClock(NOW);
const TODAY = todayInLA(NOW);
const STATES: readonly State[] = ['AZ', 'NV'];

/** The figures every report shows for a state (or a branch) and a month to date. */
type MonthToDate = { opens: number; closes: number; revenue: Cents; partner: Cents };

let t: TestApp;
let token: string;

async function getJson<T>(url: string): Promise<T> {
  const answer = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
  expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
  return answer.json() as T;
}

const fromBranchRow = (row: BranchReportRow): MonthToDate => ({
  opens: row.mtd_open,
  closes: row.mtd_closed,
  revenue: toCents(row.mtd_revenue),
  partner: toCents(row.mtd_partner_revenue),
});

/** The report dates asked for a state: a month end, the latest business day, and one in January. */
async function reportDates(state: State): Promise<string[]> {
  const monthEnds = await getJson<string[]>(`/calendar/last-eom?state=${state}&count=13`);
  const [latest] = await getJson<string[]>(`/calendar/all-days?state=${state}&count=1`);
  const january = monthEnds.find((day) => day.slice(5, 7) === '01');
  const dates = [monthEnds[0], latest, january].filter((day): day is string => Boolean(day));
  return [...new Set(dates)];
}

/** The trend's MTD on `day` (a business day), of the state or one branch. */
async function trendOn(state: State, day: string, branchId?: number): Promise<MonthToDate> {
  const monthsBack = monthsBetween(day, TODAY) + 1;
  const branch = branchId === undefined ? '' : `&branch_id=${branchId}`;
  const trend = await getJson<RevenueTrendResponse>(
    `/revenue/trend?state=${state}&months_back=${monthsBack}${branch}`,
  );
  const row = trend.rows.find((r) => r.stat_date === day);
  if (!row) throw new Error(`the trend of ${state} has no row on ${day}`);
  return {
    opens: row.mtd_open,
    closes: row.mtd_closed,
    revenue: toCents(row.mtd_revenue),
    partner: toCents(row.mtd_partner_revenue),
  };
}

function monthsBetween(from: string, to: string): number {
  const [fy, fm] = monthKeyOf(from).split('-').map(Number) as [number, number];
  const [ty, tm] = monthKeyOf(to).split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm);
}

/** The open and closed order reports' counts, and the closed ones' company revenue as the reports count it. */
async function ordersFor(state: State, start: string, end: string, branchId?: number) {
  const branch = branchId === undefined ? '' : `&branch_id=${branchId}`;
  const open = await getJson<GetOrderFilesResponse>(
    `/files?state=${state}&open_start=${start}&open_end=${end}${branch}&page_size=25`,
  );
  const closed = await getJson<GetOrderFilesResponse>(
    `/files?state=${state}&close_start=${start}&close_end=${end}${branch}&page_size=25`,
  );
  const asTheyStand = sumCents([
    toCents(closed.totals.escrow_revenue),
    toCents(closed.totals.magnus_title_revenue),
  ]);
  const moved = await adjustmentsCountedElsewhere(state, start, end, branchId);
  return {
    opens: open.totals.files,
    closes: closed.totals.files,
    revenue: (asTheyStand - moved.postedOutside + moved.postedInsideOnOthers) as Cents,
  };
}

/**
 * The company revenue of the adjustments the two ways of counting place differently: those of files
 * closed in the range but posted outside it (in the list, not in the report), and those posted in the
 * range on files not closed in it (in the report, not in the list). Read from `revenue_ledger`.
 */
async function adjustmentsCountedElsewhere(state: State, start: string, end: string, branchId?: number) {
  const branch = branchId === undefined ? sql`true` : sql`f.branch_id = ${branchId}`;
  const [row] = rowsOf<{ outside: string; inside: string }>(
    await t.db.execute(sql`
      select
        coalesce(sum(l.company_revenue) filter (
          where f.calc_close_date between ${start} and ${end}
            and l.ledger_date not between ${start} and ${end}), 0)::text as outside,
        coalesce(sum(l.company_revenue) filter (
          where l.ledger_date between ${start} and ${end}
            and (f.calc_close_date is null or f.calc_close_date not between ${start} and ${end})), 0)::text as inside
      from revenue_ledger l
      join esc_files f on f.file_id = l.file_id
      where l.source = 'adjustment' and f.state = ${state} and ${branch}`),
  );
  return { postedOutside: toCents(row?.outside ?? '0'), postedInsideOnOthers: toCents(row?.inside ?? '0') };
}

const fromDashboard = (figures: EoDashboardFigures) => ({
  opens: figures.mtd_open,
  closes: figures.mtd_closed,
  revenue: toCents(figures.mtd_revenue),
});

/** The rows' sums of the MTD figures a dashboard totals row has. */
function dashboardSums(rows: readonly EoDashboardFigures[]) {
  return {
    opens: rows.reduce((n, row) => n + row.mtd_open, 0),
    closes: rows.reduce((n, row) => n + row.mtd_closed, 0),
    revenue: sumCents(rows.map((row) => toCents(row.mtd_revenue))),
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoData(t.db, { files: 3_000, seed: 12_012, today: TODAY });
  token = await signIn(t.app, 'super@hub.test', DEMO_PASSWORD);
}, 240_000);

afterAll(async () => {
  await t?.close();
});

describe('the same figures on every report', () => {
  it.each(STATES)(
    '%s: branch summary, revenue trend, EO dashboard and order reports agree',
    async (state) => {
      const dates = await reportDates(state);
      expect(dates.length).toBeGreaterThanOrEqual(2);
      let compared = 0;
      for (const day of dates) {
        const summary = await getJson<BranchSummaryResponse>(
          `/reports/branches?state=${state}&report_date=${day}`,
        );
        const start = firstDayOfMonth(day);
        expect(summary.month_start).toBe(start);
        const total = summary.rows.at(-1);
        if (!total) throw new Error('no TOTAL row');
        expect(total.branch_id).toBe(0);
        const branchRows = summary.rows.slice(0, -1);

        // The TOTAL is the sum of its rows.
        const summed: MonthToDate = {
          opens: branchRows.reduce((n, row) => n + row.mtd_open, 0),
          closes: branchRows.reduce((n, row) => n + row.mtd_closed, 0),
          revenue: sumCents(branchRows.map((row) => toCents(row.mtd_revenue))),
          partner: sumCents(branchRows.map((row) => toCents(row.mtd_partner_revenue))),
        };
        const totals = fromBranchRow(total);
        expect(summed, `${state} ${day}: TOTAL against its rows`).toEqual(totals);
        expect(totals.closes, `${state} ${day}: the demo has closings`).toBeGreaterThan(0);

        // The revenue trend's MTD on that day.
        expect(await trendOn(state, day), `${state} ${day}: trend`).toEqual(totals);

        // The EO dashboard's totals, and its officers' rows add up to them.
        const dashboard = await getJson<EoDashboardResponse>(
          `/reports/dashboard?date_to=${day}&state=${state}`,
        );
        const answerRows = dashboard.reportClosedBreakdown.data.rows;
        const dashboardTotals = answerRows.find(isEoDashboardTotal);
        if (!dashboardTotals) throw new Error(`${state} ${day}: the dashboard has no totals row`);
        const rows = answerRows.filter((row) => !isEoDashboardTotal(row));
        expect(fromDashboard(dashboardTotals).opens, `${state} ${day}: dashboard opens`).toBe(totals.opens);
        expect(fromDashboard(dashboardTotals).closes, `${state} ${day}: dashboard closes`).toBe(
          totals.closes,
        );
        const officers = rows.filter((row) => row.branch_name === null);
        const branches = rows.filter((row) => row.branch_name !== null);
        expect(dashboardSums(officers)).toEqual(fromDashboard(dashboardTotals));
        expect(dashboardSums(branches)).toEqual(fromDashboard(dashboardTotals));
        if (day.slice(5, 7) === '01') {
          // In January the year to date is the month to date: the dashboard's Magnus (company) revenue.
          expect(toCents(dashboardTotals.ytd_mag_revenue), `${state} ${day}: dashboard revenue`).toBe(
            totals.revenue,
          );
        }

        // The dashboard's year to date (read from the monthly rollups for the whole months): the order
        // reports' counts from January 1.
        const yearToDate = await ordersFor(state, `${day.slice(0, 4)}-01-01`, day);
        expect(dashboardTotals.ytd_open, `${state} ${day}: dashboard YTD opens`).toBe(yearToDate.opens);
        expect(dashboardTotals.ytd_closed, `${state} ${day}: dashboard YTD closes`).toBe(yearToDate.closes);

        // The order reports for the same state and dates.
        const orders = await ordersFor(state, start, day);
        expect(orders, `${state} ${day}: order reports`).toEqual({
          opens: totals.opens,
          closes: totals.closes,
          revenue: totals.revenue,
        });

        // The two busiest branches, one by one.
        const busiest = [...branchRows]
          .filter((row) => row.branch_id !== null && row.branch_id > 0)
          .sort((a, b) => b.mtd_closed - a.mtd_closed)
          .slice(0, 2);
        for (const row of busiest) {
          const branchId = row.branch_id as number;
          const figures = fromBranchRow(row);
          const what = `${state} ${day} branch ${row.branch_name}`;
          expect(await trendOn(state, day, branchId), `${what}: trend`).toEqual(figures);
          const dashboardRow = branches.find((r) => r.branch_id === branchId);
          expect(dashboardRow && fromDashboard(dashboardRow).closes, `${what}: dashboard`).toBe(
            figures.closes,
          );
          expect(dashboardRow && fromDashboard(dashboardRow).opens, `${what}: dashboard`).toBe(figures.opens);
          expect(await ordersFor(state, start, day, branchId), `${what}: order reports`).toEqual({
            opens: figures.opens,
            closes: figures.closes,
            revenue: figures.revenue,
          });
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(0);

      // The yearly comparison's year to date (whole months from the monthly rollups), this year and last.
      const yearly = await getJson<YearlyComparisonResponse>(
        `/reports/branches/yearly-comparison?state=${state}`,
      );
      const yearlyTotal = yearly.rows.at(-1);
      if (!yearlyTotal || !yearly.through || !yearly.prior_through) throw new Error('no yearly TOTAL');
      for (const [figures, start, end] of [
        [yearlyTotal.ytd.current, `${yearly.year}-01-01`, yearly.through],
        [yearlyTotal.ytd.prior, `${yearly.prior_year}-01-01`, yearly.prior_through],
      ] as const) {
        const orders = await ordersFor(state, start, end);
        expect(
          { opens: figures.opens, closes: figures.closes, revenue: toCents(figures.revenue) },
          `${state} yearly comparison ${start}..${end}`,
        ).toEqual(orders);
      }
    },
    120_000,
  );
});
