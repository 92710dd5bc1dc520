// Issue 12, speed: the Revenue Trend (GET /api/revenue/trend) of the state with more closings, fourteen
// months back (the default), for the whole state and for its branch with the most closings in the
// data's last whole month, as the demo Super User. Beside each, the same rows computed naively from the
// files in one statement: the opens (open_date) and closes (calc_close_date) of the state's (or the
// branch's) files and their company and partner total revenue from revenue_ledger per calendar day,
// each day folded onto the first business day of the state on or after it in its month (business days:
// Monday to Friday less the state's closures in calendar_days; days after the month's last business day
// count on none), then numbered and summed month to date. Every row must be the same before timing.
import type { RevenueTrendResponse, RevenueTrendRow } from '@hub/contract';
import { toCents } from '@hub/domain/money';
import { firstDayOfMonth, shiftMonth, todayInLA } from '@hub/domain/time';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { expectSame, type ReportMonth, reportMonth } from '../file-reports.ts';
import { endpointTargets, REPORT_TARGETS_NOTE, reportTargets } from '../report-targets.ts';
import type { LatencyCase, LatencyRow } from '../types.ts';

const MONTHS_BACK = 14;

const rowsOf = <R>(result: unknown): R[] => ((result as { rows?: R[] }).rows ?? []) as R[];

type Trend = { state: string; branchId: number | null; from: string; to: string };

/** The trend's rows from the files and the ledger, newest month first, each month's days in order. */
function naive(db: Db, { state, branchId, from, to }: Trend) {
  const branch = (alias: string): SQL =>
    branchId === null ? sql`true` : sql`${sql.raw(alias)}.branch_id = ${branchId}`;
  return db.execute(sql`
    with business as (
      select d::date as day, date_trunc('month', d)::date as month
      from generate_series(${from}::date, ${to}::date, interval '1 day') d
      where extract(isodow from d) < 6
        and not exists (select 1 from calendar_days c
                        where c.state = ${state} and c.day_date = d::date and not c.is_business_day)
    ),
    per_day as (
      select day, sum(opens) as opens, sum(closes) as closes, sum(revenue) as revenue, sum(partner) as partner
      from (
        select f.open_date as day, 1 as opens, 0 as closes, 0 as revenue, 0 as partner
        from esc_files f where f.state = ${state} and ${branch('f')} and f.open_date between ${from} and ${to}
        union all
        select f.calc_close_date, 0, 1, 0, 0
        from esc_files f where f.state = ${state} and ${branch('f')} and f.calc_close_date between ${from} and ${to}
        union all
        select l.ledger_date, 0, 0, l.company_revenue, l.partner_total_revenue
        from revenue_ledger l where l.state = ${state} and ${branch('l')} and l.ledger_date between ${from} and ${to}
      ) entries
      group by day
    ),
    folded as (
      select (select min(b.day) from business b
              where b.day >= p.day and b.month = date_trunc('month', p.day)::date) as day,
        sum(p.opens) as opens, sum(p.closes) as closes, sum(p.revenue) as revenue, sum(p.partner) as partner
      from per_day p
      group by 1
    ),
    rows as (
      select b.month, b.day, coalesce(f.opens, 0) as opens, coalesce(f.closes, 0) as closes,
        coalesce(f.revenue, 0) as revenue, coalesce(f.partner, 0) as partner
      from business b
      left join folded f on f.day = b.day
    )
    select to_char(month, 'FMMonth YYYY') as month_name,
      row_number() over w::int as business_day_of_month, day::text as stat_date,
      opens::int as today_open, sum(opens) over w::int as mtd_open,
      closes::int as today_closed, sum(closes) over w::int as mtd_closed,
      revenue::text as today_revenue, (sum(revenue) over w)::text as mtd_revenue,
      partner::text as today_partner_revenue, (sum(partner) over w)::text as mtd_partner_revenue
    from rows
    window w as (partition by month order by day)
    order by month desc, day`);
}

const comparable = (r: RevenueTrendRow) => [
  r.month_name,
  Number(r.business_day_of_month),
  r.stat_date,
  Number(r.today_open),
  Number(r.mtd_open),
  Number(r.today_closed),
  Number(r.mtd_closed),
  toCents(r.today_revenue),
  toCents(r.mtd_revenue),
  toCents(r.today_partner_revenue),
  toCents(r.mtd_partner_revenue),
];

/** The branch of the state with the most closings in the report month. */
async function busiestBranch(db: Db, { state, start, end }: ReportMonth) {
  const [branch] = rowsOf<{ branch_id: number }>(
    await db.execute(sql`
      select f.branch_id from esc_files f
      where f.state = ${state} and f.calc_close_date between ${start} and ${end} and f.branch_id is not null
      group by f.branch_id
      order by count(*) desc, f.branch_id
      limit 1`),
  );
  if (!branch) throw new Error(`No branch closed files in ${state} from ${start} to ${end}`);
  return branch.branch_id;
}

export default {
  kind: 'latency',
  name: 'reports: revenue trend',
  description:
    `GET /api/revenue/trend?state&months_back=${MONTHS_BACK} (and &branch_id, the busiest branch) as the demo ` +
    'Super User: every business day of fourteen months, its opens, closes, revenue and partner revenue ' +
    'that day (weekends and closures on the next business day) and month to date; naive: the same from ' +
    'esc_files and revenue_ledger per day, folded and summed in one statement',
  run: async ({ db, time, get, getJson, note, database, files }) => {
    const targets = reportTargets({ database, files });
    const month = await reportMonth(db);
    const { state } = month;
    const rows: LatencyRow[] = [];
    const notes: string[] = [];
    for (const branchId of [null, await busiestBranch(db, month)]) {
      const query = new URLSearchParams({ state, months_back: String(MONTHS_BACK) });
      if (branchId !== null) query.set('branch_id', String(branchId));
      const path = `/api/revenue/trend?${query}`;

      const answer = await getJson<RevenueTrendResponse>(path);
      // The endpoint's "today" is Los Angeles's; read it the same way just after (a run never spans midnight).
      const to = todayInLA();
      const trend = { state, branchId, from: firstDayOfMonth(shiftMonth(to, 1 - MONTHS_BACK)), to };
      const label = `revenue trend ${state}${branchId === null ? '' : ` ${answer.branch_name}`} ${MONTHS_BACK} months`;
      const expected = rowsOf<RevenueTrendRow>(await naive(db, trend));
      expectSame(
        `${label}, GET /api/revenue/trend against the naive statement`,
        answer.rows.map(comparable),
        expected.map(comparable),
      );
      const closes = answer.rows.reduce((n, r) => n + r.today_closed, 0);
      if (closes === 0) throw new Error(`${label}: no closings`);
      note(`${label}: ${answer.rows.length} business days, the same rows as the naive statement; timing…`);

      const naiveName = `${label}: naive, files and ledger`;
      rows.push({ name: naiveName, ...(await time(() => naive(db, trend))) });
      rows.push({
        name: `${label}: GET /api/revenue/trend`,
        ...(await time(() => get(path))),
        ...endpointTargets(targets, naiveName),
      });
      notes.push(
        `${label} (${trend.from} to ${trend.to}): ${answer.rows.length} business days with ${closes} closes; ` +
          'every row (day number, date, opens, closes, revenue and partner revenue, that day and month to ' +
          'date) the same as the naive statement (money to the cent)',
      );
    }
    if (!targets) notes.push(REPORT_TARGETS_NOTE);
    return { rows, notes };
  },
} satisfies LatencyCase;
