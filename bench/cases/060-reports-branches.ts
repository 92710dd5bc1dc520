// Issue 12, speed: the Branch Escrow Summary (GET /api/reports/branches: month to date and the same
// days last year, by branch) and the yearly comparison (GET /api/reports/branches/yearly-comparison:
// this year and last by branch and month, and year to date), over HTTP as the demo Super User, for the
// state with more closings and the last whole month of the data (its end as the report date; the
// comparison of that month's year). Beside each, the same figures computed naively from esc_files and
// revenue_ledger in one statement (bench/file-events.ts); the endpoint's counts and money (to the
// cent) must be the naive ones, branch by branch, before anything is timed.
import type { BranchSummaryResponse, YearlyComparisonResponse } from '@hub/contract';
import { percentChange } from '@hub/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import {
  allZero,
  type DayRange,
  eventIn,
  eventSum,
  figuresOf,
  fileEvents,
  resultRows,
} from '../file-events.ts';
import { expectSame, reportMonth } from '../file-reports.ts';
import { endpointTargets, REPORT_TARGETS_NOTE, reportTargets } from '../report-targets.ts';
import type { LatencyCase, LatencyRow } from '../types.ts';

type Row = Record<string, unknown> & { branch_id: number | null };

const SUMMARY_COUNTS = ['mtd_open', 'mtd_closed', 'ly_open', 'ly_closed'];
const SUMMARY_MONEY = ['mtd_revenue', 'mtd_partner_revenue', 'ly_revenue', 'ly_partner_revenue'];

/** The summary's figures per branch: opens, closes, company and partner revenue in both ranges. */
function naiveSummary(db: Db, state: string, mtd: DayRange, ly: DayRange) {
  return db.execute(sql`
    with e as (${fileEvents({ state, ranges: [mtd, ly], money: ['company_revenue', 'partner_total_revenue'] })})
    select e.branch_id,
      ${eventSum('opens', 'mtd_open', eventIn(mtd))}, ${eventSum('closes', 'mtd_closed', eventIn(mtd))},
      ${eventSum('opens', 'ly_open', eventIn(ly))}, ${eventSum('closes', 'ly_closed', eventIn(ly))},
      ${eventSum('company_revenue', 'mtd_revenue', eventIn(mtd))},
      ${eventSum('partner_total_revenue', 'mtd_partner_revenue', eventIn(mtd))},
      ${eventSum('company_revenue', 'ly_revenue', eventIn(ly))},
      ${eventSum('partner_total_revenue', 'ly_partner_revenue', eventIn(ly))}
    from e
    group by e.branch_id`);
}

/** Branch rows as compared: by branch id (none last), the all-zero ones left out; the changes too. */
function comparableSummary(rows: readonly Row[]) {
  return rows
    .map((row) => ({ row, figures: figuresOf(row, SUMMARY_COUNTS, SUMMARY_MONEY) }))
    .filter(({ figures }) => !allZero(figures))
    .sort((a, b) => (a.row.branch_id ?? Infinity) - (b.row.branch_id ?? Infinity))
    .map(({ row, figures }) => [
      row.branch_id,
      ...figures,
      percentChange(Number(row.mtd_open), Number(row.ly_open)),
      percentChange(String(row.mtd_revenue), String(row.ly_revenue)),
    ]);
}

/** The comparison's figures per branch and month, and each year's year to date. */
function naiveComparison(db: Db, state: string, years: DayRange, ytd: DayRange[]) {
  const inYtd = sql.join(ytd.map(eventIn), sql` or `);
  return db.execute(sql`
    with e as (${fileEvents({ state, ranges: [years], money: ['company_revenue'] })})
    select e.branch_id, to_char(e.day, 'YYYY-MM') as month,
      ${eventSum('opens', 'opens')}, ${eventSum('closes', 'closes')},
      ${eventSum('company_revenue', 'revenue')},
      ${eventSum('opens', 'ytd_opens', inYtd)}, ${eventSum('closes', 'ytd_closes', inYtd)},
      ${eventSum('company_revenue', 'ytd_revenue', inYtd)}
    from e
    group by e.branch_id, to_char(e.day, 'YYYY-MM')`);
}

const FIGURES = ['opens', 'closes'];
const REVENUE = ['revenue'];
const key = (branch: number | null, period: string) => `${branch ?? 'none'} ${period}`;

/** The comparison as 'branch period' → figures (months 'YYYY-MM', years to date 'YYYY YTD'), zeros left out. */
function comparisonOf(answer: YearlyComparisonResponse): [string, number[]][] {
  const out: [string, number[]][] = [];
  for (const row of answer.rows) {
    if (row.branch_id === 0) continue;
    for (const m of row.months) {
      const month = String(m.month).padStart(2, '0');
      if (m.current)
        out.push([key(row.branch_id, `${answer.year}-${month}`), figuresOf(m.current, FIGURES, REVENUE)]);
      // Last year's whole month: the days compared (prior) and the rest of it (prior_rest).
      const prior = [m.prior, m.prior_rest]
        .filter((part) => part !== null)
        .map((part) => figuresOf(part, FIGURES, REVENUE))
        .reduce((sum, part) => sum.map((n, i) => n + (part[i] ?? 0)), [0, 0, 0]);
      out.push([key(row.branch_id, `${answer.prior_year}-${month}`), prior]);
    }
    out.push([key(row.branch_id, `${answer.year} YTD`), figuresOf(row.ytd.current, FIGURES, REVENUE)]);
    out.push([key(row.branch_id, `${answer.prior_year} YTD`), figuresOf(row.ytd.prior, FIGURES, REVENUE)]);
  }
  return sortedNonZero(out);
}

function naiveComparisonOf(rows: readonly Row[]): [string, number[]][] {
  const out: [string, number[]][] = [];
  const ytd = new Map<string, number[]>();
  for (const row of rows) {
    const month = String(row.month);
    out.push([key(row.branch_id, month), figuresOf(row, FIGURES, REVENUE)]);
    const year = key(row.branch_id, `${month.slice(0, 4)} YTD`);
    const figures = figuresOf(row, ['ytd_opens', 'ytd_closes'], ['ytd_revenue']);
    ytd.set(
      year,
      (ytd.get(year) ?? [0, 0, 0]).map((n, i) => n + (figures[i] ?? 0)),
    );
  }
  return sortedNonZero([...out, ...ytd]);
}

const sortedNonZero = (entries: [string, number[]][]) =>
  entries.filter(([, figures]) => !allZero(figures)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

export default {
  kind: 'latency',
  name: 'reports: branches',
  description:
    'GET /api/reports/branches?state&report_date (month to date and last year by branch) and ' +
    'GET /api/reports/branches/yearly-comparison?state&year (by branch and month, both years) as the demo ' +
    'Super User; naive: the same opens, closes and revenue from esc_files and revenue_ledger in one statement',
  run: async ({ db, time, get, getJson, note, database, files }) => {
    const targets = reportTargets({ database, files });
    const { state, month, end } = await reportMonth(db);
    const rows: LatencyRow[] = [];
    const notes: string[] = [];

    // The Branch Escrow Summary on the report month's last day.
    const summaryPath = `/api/reports/branches?${new URLSearchParams({ state, report_date: end })}`;
    const summary = await getJson<BranchSummaryResponse>(summaryPath);
    const mtd = { from: summary.month_start, to: summary.report_date };
    const ly = { from: summary.ly_start, to: summary.ly_end };
    const naive = () => naiveSummary(db, state, mtd, ly);
    const branchRows = summary.rows.filter((row) => row.branch_id !== 0);
    const naiveRows = resultRows<Row>(await naive());
    const expected = comparableSummary(naiveRows);
    expectSame(
      `branch summary ${state} ${end}, the endpoint against the naive statement`,
      comparableSummary(branchRows),
      expected,
    );
    if (expected.length === 0) throw new Error(`branch summary ${state} ${end}: no figures to compare`);
    const total = summary.rows.at(-1);
    const naiveTotal = naiveRows
      .map((row) => figuresOf(row, SUMMARY_COUNTS, SUMMARY_MONEY))
      .reduce((sum, figures) => sum.map((n, i) => n + (figures[i] ?? 0)));
    expectSame(
      'branch summary TOTAL, against the naive sums',
      total && figuresOf(total, SUMMARY_COUNTS, SUMMARY_MONEY),
      naiveTotal,
    );
    note(`branch summary ${state} ${end}: ${expected.length} branches with figures, the naive ones; timing…`);
    const summaryLabel = `branch summary ${state} ${end}`;
    const summaryNaive = `${summaryLabel}: naive, files and ledger`;
    rows.push({ name: summaryNaive, ...(await time(naive)) });
    rows.push({
      name: `${summaryLabel}: GET /api/reports/branches`,
      ...(await time(() => get(summaryPath))),
      ...endpointTargets(targets, summaryNaive),
    });
    notes.push(
      `${summaryLabel}: ${expected.length} branches, MTD ${mtd.from}..${mtd.to} and LY ${ly.from}..${ly.to}: ` +
        `opens, closes, revenue and partner revenue (and both changes) the naive ones to the cent; ` +
        `TOTAL ${total?.mtd_open} opens, ${total?.mtd_closed} closes, revenue ${total?.mtd_revenue}`,
    );

    // The yearly comparison of the report month's year.
    const year = Number(month.slice(0, 4));
    const comparisonPath = `/api/reports/branches/yearly-comparison?${new URLSearchParams({ state, year: String(year) })}`;
    const comparison = await getJson<YearlyComparisonResponse>(comparisonPath);
    if (!comparison.through || !comparison.prior_through)
      throw new Error(`yearly comparison ${year}: no days counted`);
    const years = { from: `${year - 1}-01-01`, to: comparison.through };
    const ytd = [
      { from: `${year - 1}-01-01`, to: comparison.prior_through },
      { from: `${year}-01-01`, to: comparison.through },
    ];
    const naiveYears = () => naiveComparison(db, state, years, ytd);
    const periods = naiveComparisonOf(resultRows<Row>(await naiveYears()));
    expectSame(
      `yearly comparison ${state} ${year}, the endpoint against the naive statement`,
      comparisonOf(comparison),
      periods,
    );
    note(
      `yearly comparison ${state} ${year}: ${periods.length} branch months and years to date, the naive ones; timing…`,
    );
    const comparisonLabel = `yearly comparison ${state} ${year}`;
    const comparisonNaive = `${comparisonLabel}: naive, files and ledger`;
    rows.push({ name: comparisonNaive, ...(await time(naiveYears)) });
    rows.push({
      name: `${comparisonLabel}: GET /api/reports/branches/yearly-comparison`,
      ...(await time(() => get(comparisonPath))),
      ...endpointTargets(targets, comparisonNaive),
    });
    notes.push(
      `${comparisonLabel} (${years.from}..${years.to}): ${periods.length} branch months and years to date ` +
        `with figures, opens, closes and revenue the naive ones to the cent`,
    );
    if (!targets) notes.push(REPORT_TARGETS_NOTE);
    return { rows, notes };
  },
} satisfies LatencyCase;
