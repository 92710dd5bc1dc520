// Issue 11, speed: "a month's revenue total per branch from the rollups >= 10x faster than the naive
// GROUP BY over files". One state's last whole month, per branch: the sums of the revenue ledger's
// rows dated in the month, read from the daily rollups (grain 'branch') and computed from the files
// and adjustments themselves (the revenue_ledger view, which reads esc_files by state and close date
// and file_adjustments by posting date), both through the app's own database pool. Both answers must
// be the same to the cent, branch by branch, before anything is timed.
import type { LedgerFigure } from '@hub/contract';
import { toCents } from '@hub/domain/money';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { expectSame, reportMonth, TARGETS_NOTE, targetsApply } from '../file-reports.ts';
import type { LatencyCase } from '../types.ts';

/** The ledger's money columns summed per branch (the rollups keep each of them per day). */
const FIGURES = [
  'total_revenue',
  'company_revenue',
  'escrow_revenue',
  'title_revenue',
  'partner_title_revenue',
  'misc_fees',
] as const satisfies readonly LedgerFigure[];

type BranchTotals = { branch_id: number | null; entries: number } & Record<(typeof FIGURES)[number], string>;

const sums = sql.raw(FIGURES.map((figure) => `sum(${figure})::text as ${figure}`).join(', '));

const fromRollups = (db: Db, state: string, start: string, end: string) =>
  db.execute(sql`
    select branch_id, sum(entries)::int as entries, ${sums}
    from revenue_rollups
    where grain = 'branch' and state = ${state} and day between ${start} and ${end}
    group by branch_id
    having sum(entries) > 0
    order by branch_id`);

const naive = (db: Db, state: string, start: string, end: string) =>
  db.execute(sql`
    select branch_id, count(*)::int as entries, ${sums}
    from revenue_ledger
    where state = ${state} and ledger_date between ${start} and ${end}
    group by branch_id
    order by branch_id`);

/** The answer in whole cents, so that '12.5' and '12.50' are the same amount. */
function inCents(result: unknown) {
  return ((result as { rows: BranchTotals[] }).rows ?? []).map((row) => [
    row.branch_id,
    row.entries,
    ...FIGURES.map((figure) => toCents(row[figure])),
  ]);
}

export default {
  kind: 'latency',
  name: 'file reports: revenue per branch',
  description:
    "a state's month of ledger rows summed per branch (total, company, escrow, title, partner title " +
    "revenue, misc fees, entries): from revenue_rollups (grain 'branch', the days of the month) against " +
    'the same GROUP BY over revenue_ledger (the files closed and the adjustments posted in the month, ' +
    'read through their indexes), queries through the app pool',
  run: async ({ db, time, note, database, files }) => {
    const withTargets = targetsApply({ database, files });
    const { state, month, start, end } = await reportMonth(db);
    const rolled = inCents(await fromRollups(db, state, start, end));
    const computed = inCents(await naive(db, state, start, end));
    expectSame(`revenue per branch, ${state} ${month}, rollups against the ledger`, rolled, computed);
    if (rolled.length === 0) throw new Error(`No ledger rows in ${state} ${month}: nothing to compare`);
    const entries = computed.reduce((n, row) => n + Number(row[1]), 0);
    note(`revenue per branch, ${state} ${month}: ${rolled.length} branches, ${entries} ledger rows; timing…`);

    const naiveName = `revenue per branch ${state} ${month}: naive GROUP BY revenue_ledger`;
    const naiveTiming = await time(() => naive(db, state, start, end));
    const rollupTiming = await time(() => fromRollups(db, state, start, end));
    const totalAll = computed.reduce((cents, row) => cents + Number(row[2]), 0);
    return {
      rows: [
        { name: naiveName, ...naiveTiming },
        {
          name: `revenue per branch ${state} ${month}: revenue_rollups`,
          ...rollupTiming,
          fasterThan: { than: naiveName, ...(withTargets ? { times: 10 } : {}) },
        },
      ],
      notes: [
        `revenue per branch ${state} ${month}: both give the same ${FIGURES.length} sums for each of ` +
          `${rolled.length} branches and ${entries} ledger rows, to the cent ` +
          `(total revenue ${(totalAll / 100).toFixed(2)})`,
        ...(withTargets ? [] : [TARGETS_NOTE]),
      ],
    };
  },
} satisfies LatencyCase;
