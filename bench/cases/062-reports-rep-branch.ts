// Issue 12, speed: the Marketing Rep Summary's call (GET /api/reports/rep-branch: one rep's opens,
// closes, total and commissionable revenue by branch, and TOTAL) over HTTP as the demo Super User, for
// the rep with the most closings in the state with more closings and the last whole month of the data.
// Beside it, the same figures computed naively from that rep's files and ledger rows in one statement
// (bench/file-events.ts); every branch's figures (money to the cent), its percentage and the TOTAL
// must be the naive ones before anything is timed.
import type { GetRepBranchResponse } from '@hub/contract';
import { percentOf } from '@hub/domain';
import { asCents, fromCents } from '@hub/domain/money';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { allZero, type DayRange, eventSum, figuresOf, fileEvents, resultRows } from '../file-events.ts';
import { expectSame, type ReportMonth, reportMonth } from '../file-reports.ts';
import { endpointTargets, REPORT_TARGETS_NOTE, reportTargets } from '../report-targets.ts';
import type { LatencyCase } from '../types.ts';

const COUNTS = ['open_cnt', 'close_cnt'];
const MONEY = ['total_revenue', 'commissionable_revenue'];

/** The marketing rep with the most files closed in the state and month. */
async function busiestRep(db: Db, { state, start, end }: ReportMonth) {
  const [rep] = resultRows<{ employee_id: number; uuid: string; name: string; closes: number }>(
    await db.execute(sql`
      select e.employee_id, e.uuid, concat_ws(' ', e.first_name, e.last_name) as name, count(*)::int as closes
      from esc_files f
      join employees e on e.employee_id = f.marketing_rep_id
      where f.state = ${state} and f.calc_close_date between ${start} and ${end}
      group by e.employee_id
      order by closes desc, e.employee_id
      limit 1`),
  );
  if (!rep) throw new Error(`No marketing rep closed a file in ${state} from ${start} to ${end}`);
  return rep;
}

/** The rep's figures per branch. */
function naive(db: Db, state: string, repId: number, days: DayRange) {
  return db.execute(sql`
    with e as (${fileEvents({ state, ranges: [days], money: ['total_revenue', 'rep_commable_rev'], marketingRepId: repId })})
    select e.branch_id, ${eventSum('opens', 'open_cnt')}, ${eventSum('closes', 'close_cnt')},
      ${eventSum('total_revenue', 'total_revenue')},
      ${eventSum('rep_commable_rev', 'commissionable_revenue')}
    from e
    group by e.branch_id`);
}

type Row = Record<string, unknown> & { branch_id: number | null };

/** Rows as compared: by branch id (none, then TOTAL, last), zeros left out, with the percentage. */
const comparable = (rows: readonly Row[]) =>
  rows
    .map((row) => ({ row, figures: figuresOf(row, COUNTS, MONEY) }))
    .filter(({ figures }) => !allZero(figures))
    .sort((a, b) => order(a.row.branch_id) - order(b.row.branch_id))
    .map(({ row, figures }) => [
      row.branch_id,
      ...figures,
      percentOf(String(row.commissionable_revenue), String(row.total_revenue)),
    ]);
const order = (branchId: number | null) => (branchId === 0 ? 2e9 : (branchId ?? 1e9));

export default {
  kind: 'latency',
  name: 'reports: rep branch',
  description:
    "GET /api/reports/rep-branch?state&beg_dt&end_dt&rep_uuid (a rep's files by branch and TOTAL) as the " +
    "demo Super User for the busiest rep of the month; naive: the same from the rep's esc_files and " +
    'revenue_ledger rows in one statement',
  run: async ({ db, time, get, getJson, note, database, files }) => {
    const targets = reportTargets({ database, files });
    const month = await reportMonth(db);
    const { state, start, end } = month;
    const rep = await busiestRep(db, month);
    const days = { from: start, to: end };
    const path = `/api/reports/rep-branch?${new URLSearchParams({ state, beg_dt: start, end_dt: end, rep_uuid: rep.uuid })}`;
    const label = `rep branch ${state} ${month.month} (${rep.closes} closes)`;

    const answer = await getJson<GetRepBranchResponse>(path);
    const naiveRows = resultRows<Row>(await naive(db, state, rep.employee_id, days));
    const totals = naiveRows
      .map((row) => figuresOf(row, COUNTS, MONEY))
      .reduce((sum, figures) => sum.map((n, i) => n + (figures[i] ?? 0)), [0, 0, 0, 0]);
    const total = { branch_id: 0, open_cnt: totals[0], close_cnt: totals[1] };
    const cents = (n = 0) => fromCents(asCents(n));
    const expected = comparable([
      ...naiveRows,
      { ...total, total_revenue: cents(totals[2]), commissionable_revenue: cents(totals[3]) },
    ]);
    expectSame(`${label}, the endpoint against the naive statement`, comparable(answer), expected);
    note(`${label}: ${answer.length - 1} branch rows and TOTAL, the naive ones; timing…`);

    const naiveName = `${label}: naive, the rep's files and ledger`;
    return {
      rows: [
        { name: naiveName, ...(await time(() => naive(db, state, rep.employee_id, days))) },
        {
          name: `${label}: GET /api/reports/rep-branch`,
          ...(await time(() => get(path))),
          ...endpointTargets(targets, naiveName),
        },
      ],
      notes: [
        `${label}: ${rep.name}, ${answer.length - 1} branch rows: opens, closes, total and commissionable ` +
          `revenue to the cent and the percentage the naive ones; TOTAL ${answer.at(-1)?.total_revenue}`,
        ...(targets ? [] : [REPORT_TARGETS_NOTE]),
      ],
    };
  },
} satisfies LatencyCase;
