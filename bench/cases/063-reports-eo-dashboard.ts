// Issue 12, speed: the EO Dashboard (GET /api/reports/dashboard: per escrow officer and per branch,
// month to date and year to date closings, revenue (total_revenue) and opens by transaction type, and
// YTD cancels) over HTTP as the demo Super User, with date_to the last day of the data's last whole
// month and the state with more closings. Beside it, the same sums computed naively from esc_files and
// revenue_ledger in one statement (bench/file-events.ts, grouped by credited escrow officer and by
// branch); every officer's and branch's sums (money to the cent) and the totals must be the naive
// ones before anything is timed.
import { type EoDashboardResponse, isEoDashboardTotal } from '@hub/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { allZero, type DayRange, eventSum, figuresOf, fileEvents, resultRows } from '../file-events.ts';
import { expectSame, reportMonth } from '../file-reports.ts';
import { endpointTargets, REPORT_TARGETS_NOTE, reportTargets } from '../report-targets.ts';
import type { LatencyCase } from '../types.ts';

/** A sum of the dashboard: its name, what it sums, over MTD or YTD, and which transaction type. */
const SUMS: [
  string,
  'closes' | 'opens' | 'cancels' | 'total_revenue' | 'company_revenue' | 'partner_title_revenue',
  'mtd' | 'ytd',
  'PURCHASE' | 'REFI' | null,
][] = [
  ['mtd_closed', 'closes', 'mtd', null],
  ['ytd_closed', 'closes', 'ytd', null],
  ['purchase_mtd', 'closes', 'mtd', 'PURCHASE'],
  ['purchase_ytd', 'closes', 'ytd', 'PURCHASE'],
  ['refi_mtd', 'closes', 'mtd', 'REFI'],
  ['refi_ytd', 'closes', 'ytd', 'REFI'],
  ['mtd_open', 'opens', 'mtd', null],
  ['ytd_open', 'opens', 'ytd', null],
  ['purch_open_mtd', 'opens', 'mtd', 'PURCHASE'],
  ['purch_open_ytd', 'opens', 'ytd', 'PURCHASE'],
  ['refi_open_mtd', 'opens', 'mtd', 'REFI'],
  ['refi_open_ytd', 'opens', 'ytd', 'REFI'],
  ['cancelled_file_cnt', 'cancels', 'ytd', null],
  ['mtd_revenue', 'total_revenue', 'mtd', null],
  ['ytd_revenue', 'total_revenue', 'ytd', null],
  ['purchase_mtd_revenue', 'total_revenue', 'mtd', 'PURCHASE'],
  ['purchase_ytd_revenue', 'total_revenue', 'ytd', 'PURCHASE'],
  ['refi_mtd_revenue', 'total_revenue', 'mtd', 'REFI'],
  ['refi_ytd_revenue', 'total_revenue', 'ytd', 'REFI'],
  ['ytd_mag_revenue', 'company_revenue', 'ytd', null],
  ['ytd_part_revenue', 'partner_title_revenue', 'ytd', null],
];
const COUNTS = SUMS.filter(([, measure]) => ['closes', 'opens', 'cancels'].includes(measure)).map(
  ([name]) => name,
);
const MONEY = SUMS.filter(([name]) => !COUNTS.includes(name)).map(([name]) => name);

/** The sums per credited escrow officer and per branch (grouping sets), the rows read being the year's. */
function naive(db: Db, state: string, ytd: DayRange, mtdFrom: string) {
  const sums = SUMS.map(([name, measure, period, type]) => {
    const when: SQL[] = [];
    if (period === 'mtd') when.push(sql`e.day >= ${mtdFrom}::date`);
    if (type) when.push(sql`e.transaction_type = ${type}`);
    return eventSum(measure, name, when.length > 0 ? sql.join(when, sql` and `) : undefined);
  });
  return db.execute(sql`
    with e as (${fileEvents({ state, ranges: [ytd], money: ['total_revenue', 'company_revenue', 'partner_title_revenue'] })})
    select case when grouping(e.credited_eo_id) = 0 then 'eo' else 'branch' end as grain,
      coalesce(e.credited_eo_id, e.branch_id) as id, ${sql.join(sums, sql`, `)}
    from e
    group by grouping sets ((e.credited_eo_id), (e.branch_id))`);
}

type Row = Record<string, unknown>;

/** Rows as compared: 'eo id' / 'branch id' (none: 'none') → sums, sorted, zeros left out. */
const comparable = (rows: readonly [string, Row][]) =>
  rows
    .map(([name, row]): [string, number[]] => [name, figuresOf(row, COUNTS, MONEY)])
    .filter(([, figures]) => !allZero(figures))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

export default {
  kind: 'latency',
  name: 'reports: EO dashboard',
  description:
    'GET /api/reports/dashboard?date_to&state (per escrow officer and per branch, MTD and YTD) as the ' +
    'demo Super User; naive: the same sums from esc_files and revenue_ledger in one statement (grouping ' +
    'sets by credited escrow officer and by branch)',
  run: async ({ db, time, get, getJson, note, database, files }) => {
    const targets = reportTargets({ database, files });
    const { state, start, end } = await reportMonth(db);
    const path = `/api/reports/dashboard?${new URLSearchParams({ date_to: end, state })}`;
    const label = `EO dashboard ${state} ${end}`;
    const ytd = { from: `${end.slice(0, 4)}-01-01`, to: end };
    const run = () => naive(db, state, ytd, start);

    const answer = await getJson<EoDashboardResponse>(path);
    const answerRows = answer.reportClosedBreakdown.data.rows;
    const totals = answerRows.find(isEoDashboardTotal);
    if (!totals) throw new Error(`${label}: no totals row`);
    const rows = answerRows.filter((row) => !isEoDashboardTotal(row));
    const got = comparable(
      rows.map((row): [string, Row] =>
        row.escrow_officer_name !== null
          ? [`eo ${row.escrow_officer_id ?? 'none'}`, row]
          : [`branch ${row.branch_id ?? 'none'}`, row],
      ),
    );
    const naiveRows = resultRows<Row & { grain: string; id: number | null }>(await run());
    const expected = comparable(
      naiveRows.map((row): [string, Row] => [`${row.grain} ${row.id ?? 'none'}`, row]),
    );
    expectSame(`${label}, the endpoint against the naive statement`, got, expected);
    const branchSums = expected.filter(([name]) => name.startsWith('branch ')).map(([, figures]) => figures);
    if (branchSums.length === 0) throw new Error(`${label}: no figures to compare`);
    const naiveTotals = branchSums.reduce((sum, figures) => sum.map((n, i) => n + (figures[i] ?? 0)));
    expectSame(
      `${label} totals, against the naive branches' sums`,
      figuresOf(totals, COUNTS, MONEY),
      naiveTotals,
    );
    const officers = got.filter(([name]) => name.startsWith('eo ')).length;
    note(
      `${label}: ${officers} officer and ${branchSums.length} branch rows and the totals, the naive ones; timing…`,
    );

    const naiveName = `${label}: naive, files and ledger`;
    return {
      rows: [
        { name: naiveName, ...(await time(run)) },
        {
          name: `${label}: GET /api/reports/dashboard`,
          ...(await time(() => get(path))),
          ...endpointTargets(targets, naiveName),
        },
      ],
      notes: [
        `${label} (YTD ${ytd.from}..${ytd.to}, MTD from ${start}): ${officers} officer rows and ` +
          `${branchSums.length} branch rows, each with ${COUNTS.length} counts and ${MONEY.length} sums to the ` +
          `cent, and the totals, the naive ones; YTD ${totals.ytd_closed} closings, revenue ${totals.ytd_revenue}`,
        ...(targets ? [] : [REPORT_TARGETS_NOTE]),
      ],
    };
  },
} satisfies LatencyCase;
