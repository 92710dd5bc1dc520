// Issue 19, speed: the commission summary (GET /api/commission) of every employee for the report month
// (the data's last whole month) and for its first half (a semi-monthly period, read by day), as the
// demo Super User (every state). Beside each, what the employees are credited with computed naively
// from the files in one statement: per escrow officer (credited: the head the file's officer is linked
// to when that head is an escrow officer, else the officer) and per marketing rep, the opens
// (open_date) and closes (calc_close_date) of their files, and the eo_/rep_ escrow, title, underwriter,
// commissionable and company revenue of revenue_ledger by ledger date. Every row's credited figures
// must be the same first (the rest of a row is the engine's arithmetic over the employee's own charge
// lines, guarantees, base and payments, tested to the cent against the hand-computed scenario). Then the
// busiest employee's trace (trace=1): its entries must sum to its row, and the row be the summary's.
import type { CommissionResponse, CommissionRow } from '@hub/contract';
import { toCents } from '@hub/domain/money';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { expectSame, type ReportMonth, reportMonth } from '../file-reports.ts';
import type { LatencyCase, LatencyRow } from '../types.ts';

const rowsOf = <R>(result: unknown): R[] => ((result as { rows?: R[] }).rows ?? []) as R[];

/** The targets: PostgreSQL at 1,000,000 files p95 <= 100 ms and >= 10x naive; PGlite at 40,000, 200 ms. */
function commissionTargets({ database, files }: { database: string; files: number }) {
  if (database === 'postgres' && files >= 1_000_000) return { maxP95Ms: 100, times: 10 };
  if (database === 'pglite' && files === 40_000) return { maxP95Ms: 200 };
  return null;
}

type Period = { label: string; start: string; end: string };

type NaiveRow = {
  employee_id: number;
  opens: number;
  closes: number;
  company_revenue: string;
  esc_rev: string;
  title_rev: string;
  underwriter_amt: string;
  commable_rev: string;
};

/** Per employee and role ('EO' credited officer, 'REP' marketing rep): counts from the files, money from the ledger. */
function naive(db: Db, { start, end }: Period) {
  return db.execute(sql`
    with counted as (
      select 'EO' as role, coalesce(eo_head.employee_id, f.escrow_officer_id) as employee_id,
        count(*) filter (where f.open_date between ${start} and ${end})::int as opens,
        count(*) filter (where f.calc_close_date between ${start} and ${end})::int as closes
      from esc_files f
      left join employees eo on eo.employee_id = f.escrow_officer_id
      left join employees eo_head on eo_head.employee_id = eo.link_to_emp_id and eo_head.emp_type = 'EO'
      where f.open_date between ${start} and ${end} or f.calc_close_date between ${start} and ${end}
      group by 1, 2
      union all
      select 'REP', f.marketing_rep_id,
        count(*) filter (where f.open_date between ${start} and ${end})::int,
        count(*) filter (where f.calc_close_date between ${start} and ${end})::int
      from esc_files f
      where f.open_date between ${start} and ${end} or f.calc_close_date between ${start} and ${end}
      group by 1, 2
    ),
    money as (
      select 'EO' as role, l.credited_eo_id as employee_id, sum(l.company_revenue) as company_revenue,
        sum(l.eo_esc_rev) as esc_rev, sum(l.eo_title_rev) as title_rev,
        sum(l.eo_underwriter_amt) as underwriter_amt, sum(l.eo_commable_rev) as commable_rev
      from revenue_ledger l where l.ledger_date between ${start} and ${end}
      group by 1, 2
      union all
      select 'REP', l.marketing_rep_id, sum(l.company_revenue), sum(l.rep_esc_rev), sum(l.rep_title_rev),
        sum(l.rep_underwriter_amt), sum(l.rep_commable_rev)
      from revenue_ledger l where l.ledger_date between ${start} and ${end}
      group by 1, 2
    )
    select e.employee_id, coalesce(c.opens, 0) as opens, coalesce(c.closes, 0) as closes,
      coalesce(m.company_revenue, 0)::text as company_revenue, coalesce(m.esc_rev, 0)::text as esc_rev,
      coalesce(m.title_rev, 0)::text as title_rev, coalesce(m.underwriter_amt, 0)::text as underwriter_amt,
      coalesce(m.commable_rev, 0)::text as commable_rev
    from employees e
    left join counted c on c.role = e.emp_type and c.employee_id = e.employee_id
    left join money m on m.role = e.emp_type and m.employee_id = e.employee_id
    where e.emp_type in ('EO', 'REP')
    order by e.employee_id`);
}

const fromRow = (r: CommissionRow) => [
  r.employee_id,
  r.mtd_open,
  r.mtd_closed,
  toCents(r.mtd_revenue),
  toCents(r.esc_rev_tot),
  toCents(r.title_rev_tot),
  toCents(r.underwriter_amt),
  toCents(r.comable_rev),
];
const fromNaive = (r: NaiveRow) => [
  Number(r.employee_id),
  Number(r.opens),
  Number(r.closes),
  toCents(r.company_revenue),
  toCents(r.esc_rev),
  toCents(r.title_rev),
  toCents(r.underwriter_amt),
  toCents(r.commable_rev),
];

function periodsOf(month: ReportMonth): Period[] {
  return [
    { label: `month ${month.month}`, start: month.start, end: month.end },
    { label: `half month ${month.month}`, start: month.start, end: `${month.start.slice(0, 8)}15` },
  ];
}

export default {
  kind: 'latency',
  name: 'commission: summary',
  description:
    'GET /api/commission?start_date&end_date for the report month and its first half, every employee, as ' +
    "the demo Super User; naive: each employee's opens, closes and credited revenue from esc_files and " +
    'revenue_ledger in one statement (the same figures first, to the cent)',
  run: async ({ db, time, get, getJson, note, database, files }) => {
    const targets = commissionTargets({ database, files });
    const month = await reportMonth(db);
    const rows: LatencyRow[] = [];
    const notes: string[] = [];
    for (const period of periodsOf(month)) {
      const path = `/api/commission?${new URLSearchParams({ start_date: period.start, end_date: period.end })}`;
      const label = `commission summary, ${period.label}`;

      const answer = await getJson<CommissionResponse>(path);
      const naiveRows = new Map(
        rowsOf<NaiveRow>(await naive(db, period)).map((r) => [Number(r.employee_id), fromNaive(r)]),
      );
      const got = answer.rows.map(fromRow).sort((a, b) => Number(a[0]) - Number(b[0]));
      const expected = got.map(([id]) => naiveRows.get(Number(id)) ?? [id, 0, 0, 0, 0, 0, 0, 0]);
      expectSame(`${label}, every row's credited figures against the naive statement`, got, expected);
      const closes = got.reduce((n, row) => n + Number(row[2]), 0);
      if (closes === 0) throw new Error(`${label}: no closings`);
      note(`${label}: ${got.length} rows, the same credited figures as the naive statement; timing…`);

      const naiveName = `${label}: naive, files and ledger`;
      rows.push({ name: naiveName, ...(await time(() => naive(db, period))) });
      rows.push({
        name: `${label}: GET /api/commission`,
        ...(await time(() => get(path))),
        ...(targets ? { maxP95Ms: targets.maxP95Ms } : {}),
        fasterThan: { than: naiveName, ...(targets?.times ? { times: targets.times } : {}) },
      });
      notes.push(
        `${label}: ${got.length} employees, ${closes} credited closings: every row's opens, closes and ` +
          'credited revenue the same as the naive statement (money to the cent)',
      );
    }
    // One employee's trace: the busiest officer of the month (the most credited closings).
    const monthPath = `/api/commission?${new URLSearchParams({ start_date: month.start, end_date: month.end })}`;
    const busiest = [...(await getJson<CommissionResponse>(monthPath)).rows].sort(
      (a, b) => b.mtd_closed - a.mtd_closed || a.employee_id - b.employee_id,
    )[0];
    if (!busiest) throw new Error('commission trace: no employee');
    const tracePath = `/api/commission?${new URLSearchParams({
      start_date: month.start,
      end_date: month.end,
      employee_uuid: busiest.uuid,
      trace: '1',
    })}`;
    const label = `commission trace, ${busiest.emp_type} with ${busiest.mtd_closed} closings, month ${month.month}`;
    const traced = await getJson<CommissionResponse>(tracePath);
    const [row] = traced.rows;
    if (!row || !traced.trace) throw new Error(`${label}: no row or no trace`);
    const entries = [...traced.trace.files, ...traced.trace.adjustments];
    const sum = (pick: (e: (typeof entries)[number]) => string) =>
      entries.reduce((n, e) => n + toCents(pick(e)), 0);
    expectSame(
      `${label}, the trace's entries against its row`,
      [traced.trace.files.length, sum((e) => e.esc_rev), sum((e) => e.title_rev), sum((e) => e.commable_rev)],
      [row.mtd_closed, toCents(row.esc_rev_tot), toCents(row.title_rev_tot), toCents(row.comable_rev)],
    );
    expectSame(`${label}, the traced row against the summary's`, row, busiest);
    rows.push({
      name: `${label}: GET /api/commission?trace=1`,
      ...(await time(() => get(tracePath))),
      ...(targets ? { maxP95Ms: targets.maxP95Ms } : {}),
    });
    notes.push(
      `${label}: ${traced.trace.files.length} files and ${traced.trace.adjustments.length} adjustments whose ` +
        "sums are the row's, and the row the summary's",
    );

    if (!targets)
      notes.push(
        "the issue's commission targets are for PostgreSQL with 1,000,000 files (p95 <= 100 ms, >= 10x the " +
          'naive figures) and PGlite with 40,000 files (p95 <= 200 ms): here the figures are printed without a verdict',
      );
    return { rows, notes };
  },
} satisfies LatencyCase;
