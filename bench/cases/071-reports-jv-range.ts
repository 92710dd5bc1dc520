// Issue 12, speed: the Employee and Branch JV Breakdowns (GET /api/reports/employees/jv-range and
// /api/reports/branches/jv-range) for the report month (the data's last whole month), of the escrow
// officer and of the branch with the most closings in it in the state with more closings, as the demo
// Super User (every state). Beside each, the same figures computed naively from the files in one
// statement: per JV (files without one: the 'No JV' row) the opens (open_date) and closes
// (calc_close_date) of the officer's files (credited: to the head the officer is linked to when that
// head is an escrow officer, else to the officer)
// or the branch's, their total and partner title revenue from revenue_ledger by ledger date, and each
// row's whole-percent share of the partner title. Every row and the TOTAL must be the same first.
import {
  type BranchJvRangeResponse,
  type EmployeeJvRangeResponse,
  JV_BREAKDOWN_REPORT,
  type JvTotalsRow,
  reportRows,
} from '@hub/contract';
import { stripAgencySuffix } from '@hub/domain/branch-names';
import { toCents } from '@hub/domain/money';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { expectSame, type ReportMonth, reportMonth } from '../file-reports.ts';
import { endpointTargets, REPORT_TARGETS_NOTE, reportTargets } from '../report-targets.ts';
import type { LatencyCase, LatencyRow } from '../types.ts';

const rowsOf = <R>(result: unknown): R[] => ((result as { rows?: R[] }).rows ?? []) as R[];

/** Whose files: the officer's as credited, or the branch's (a condition on `esc_files f` / `revenue_ledger l`). */
type Owner = { kind: 'employee' | 'branch'; id: number; uuid: string; name: string };

const fileOwner = (owner: Owner): SQL =>
  owner.kind === 'employee'
    ? sql`coalesce(eo_head.employee_id, f.escrow_officer_id) = ${owner.id}`
    : sql`f.branch_id = ${owner.id}`;
const ledgerOwner = (owner: Owner): SQL =>
  owner.kind === 'employee' ? sql`l.credited_eo_id = ${owner.id}` : sql`l.branch_id = ${owner.id}`;

type NaiveRow = {
  jv_id: number | null;
  jv_name: string | null;
  opens: number;
  closes: number;
  total_revenue: string;
  partner_title_revenue: string;
  partner_title_share: number | null;
};

/** The breakdown computed from the files and the ledger: one row per JV with anything to show. */
function naive(db: Db, owner: Owner, { start, end }: ReportMonth) {
  return db.execute(sql`
    with counts as (
      select f.jv_id,
        count(*) filter (where f.open_date between ${start} and ${end})::int as opens,
        count(*) filter (where f.calc_close_date between ${start} and ${end})::int as closes
      from esc_files f
      left join employees eo on eo.employee_id = f.escrow_officer_id
      left join employees eo_head on eo_head.employee_id = eo.link_to_emp_id and eo_head.emp_type = 'EO'
      where ${fileOwner(owner)}
        and (f.open_date between ${start} and ${end} or f.calc_close_date between ${start} and ${end})
      group by f.jv_id
    ),
    money as (
      select l.jv_id, sum(l.total_revenue) as total_revenue, sum(l.partner_title_revenue) as partner_title_revenue
      from revenue_ledger l
      where ${ledgerOwner(owner)} and l.ledger_date between ${start} and ${end}
      group by l.jv_id
    ),
    per_jv as (
      select jv_id, sum(opens) as opens, sum(closes) as closes, sum(total_revenue) as total_revenue,
        sum(partner_title_revenue) as partner_title_revenue
      from (select jv_id, opens, closes, 0 as total_revenue, 0 as partner_title_revenue from counts
            union all
            select jv_id, 0, 0, total_revenue, partner_title_revenue from money) both_sides
      group by jv_id
    )
    select p.jv_id, j.name as jv_name, p.opens, p.closes, p.total_revenue::text, p.partner_title_revenue::text,
      round(100 * p.partner_title_revenue / nullif(sum(p.partner_title_revenue) over (), 0))::int
        as partner_title_share
    from per_jv p
    left join jv_entities j on j.jv_id = p.jv_id
    where p.opens <> 0 or p.closes <> 0 or p.total_revenue <> 0 or p.partner_title_revenue <> 0
    order by p.jv_id nulls last`);
}

const comparable = (r: NaiveRow | JvTotalsRow) => [
  r.jv_id,
  r.jv_id === null ? 'No JV' : r.jv_name,
  Number(r.opens),
  Number(r.closes),
  toCents(r.total_revenue),
  toCents(r.partner_title_revenue),
  r.partner_title_share,
];

/** The TOTAL of the naive rows: counts added, money added in cents. */
function total(rows: ReturnType<typeof comparable>[]) {
  const sum = (i: number) => rows.reduce((n, row) => n + Number(row[i]), 0);
  return [0, 'TOTAL', sum(2), sum(3), sum(4), sum(5), sum(5) === 0 ? null : 100];
}

/** The escrow officer (emp_type EO, as credited) and the branch with the most closings in the month. */
async function busiest(db: Db, { state, start, end }: ReportMonth): Promise<Owner[]> {
  const [officer] = rowsOf<Owner>(
    await db.execute(sql`
      select 'employee' as kind, e.employee_id as id, e.uuid, e.first_name || ' ' || e.last_name as name
      from esc_files f
      join employees eo on eo.employee_id = f.escrow_officer_id
      left join employees eo_head on eo_head.employee_id = eo.link_to_emp_id and eo_head.emp_type = 'EO'
      join employees e on e.employee_id = coalesce(eo_head.employee_id, f.escrow_officer_id)
      where f.state = ${state} and f.calc_close_date between ${start} and ${end} and e.emp_type = 'EO'
      group by e.employee_id
      order by count(*) desc, e.employee_id
      limit 1`),
  );
  const [branch] = rowsOf<Owner>(
    await db.execute(sql`
      select 'branch' as kind, b.branch_id as id, b.uuid, b.name
      from esc_files f
      join branches b on b.branch_id = f.branch_id
      where f.state = ${state} and f.calc_close_date between ${start} and ${end}
      group by b.branch_id
      order by count(*) desc, b.branch_id
      limit 1`),
  );
  if (!officer || !branch) throw new Error(`No escrow officer or branch closed files in ${state} ${start}`);
  return [officer, branch];
}

export default {
  kind: 'latency',
  name: 'reports: JV breakdowns',
  description:
    'GET /api/reports/employees/jv-range?employee_uuid&beg_date&end_date (the busiest escrow officer) and ' +
    '/api/reports/branches/jv-range?branch_uuid&… (the busiest branch) for the report month as the demo ' +
    'Super User: per JV the opens, closes, total and partner title revenue and share, with the TOTAL; ' +
    'naive: the same from esc_files and revenue_ledger in one statement',
  run: async ({ db, time, get, getJson, note, database, files }) => {
    const targets = reportTargets({ database, files });
    const month = await reportMonth(db);
    const rows: LatencyRow[] = [];
    const notes: string[] = [];
    for (const owner of await busiest(db, month)) {
      const [route, key] =
        owner.kind === 'employee' ? ['employees', 'employee_uuid'] : ['branches', 'branch_uuid'];
      const query = new URLSearchParams({ [key]: owner.uuid, beg_date: month.start, end_date: month.end });
      const path = `/api/reports/${route}/jv-range?${query}`;
      const label = `${owner.kind} JV breakdown ${stripAgencySuffix(owner.name)} ${month.month}`;

      const answer = await getJson<EmployeeJvRangeResponse | BranchJvRangeResponse>(path);
      const expected = rowsOf<NaiveRow>(await naive(db, owner, month)).map(comparable);
      const { rows: jvRows, total: answerTotal } = reportRows(JV_BREAKDOWN_REPORT, answer.rows);
      if (!answerTotal) throw new Error(`${label}: no TOTAL row`);
      const byJv = [...jvRows].sort(
        (a, b) => Number(a.jv_id === null) - Number(b.jv_id === null) || (a.jv_id ?? 0) - (b.jv_id ?? 0),
      );
      expectSame(`${label}, the JV rows against the naive statement`, byJv.map(comparable), expected);
      expectSame(`${label}, the TOTAL`, comparable(answerTotal), total(expected));
      if (answerTotal.closes === 0) throw new Error(`${label}: no closings`);
      note(`${label}: ${jvRows.length} rows, the same figures as the naive statement; timing…`);

      const naiveName = `${label}: naive, files and ledger`;
      rows.push({ name: naiveName, ...(await time(() => naive(db, owner, month))) });
      rows.push({
        name: `${label}: GET /api/reports/${route}/jv-range`,
        ...(await time(() => get(path))),
        ...endpointTargets(targets, naiveName),
      });
      notes.push(
        `${label}: ${jvRows.length} rows, ${answerTotal.opens} opens, ${answerTotal.closes} closes, ` +
          `total revenue ${answerTotal.total_revenue}, partner title ${answerTotal.partner_title_revenue}: ` +
          'every row (shares included) and the TOTAL the same as the naive statement (money to the cent)',
      );
    }
    if (!targets) notes.push(REPORT_TARGETS_NOTE);
    return { rows, notes };
  },
} satisfies LatencyCase;
