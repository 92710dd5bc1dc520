// Issue 12, speed: the JV Mix (GET /api/reports/jvs/mix) of the JV with the most closings in the report
// month (the data's last whole month, in the state with more closings), for that month, as the demo
// Super User (every state). Beside it, the same figures computed naively from the files in one
// statement: the JV's opens (open_date) and closes (calc_close_date) and its total and partner title
// revenue from revenue_ledger by ledger date, per credited escrow officer (the head the officer is
// linked to when that head is an escrow officer, else the officer) and per branch (none: a row of its own). Both
// tables and both totals must be the same before anything is timed.
import { JV_MIX_BRANCH_REPORT, JV_MIX_EO_REPORT, type JvMixResponse, reportRows } from '@hub/contract';
import { toCents } from '@hub/domain/money';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { expectSame, type ReportMonth, reportMonth } from '../file-reports.ts';
import { endpointTargets, REPORT_TARGETS_NOTE, reportTargets } from '../report-targets.ts';
import type { LatencyCase } from '../types.ts';

const rowsOf = <R>(result: unknown): R[] => ((result as { rows?: R[] }).rows ?? []) as R[];

type Measures = { opens: number; closes: number; total_revenue: string; partner_title_revenue: string };
type NaiveRow = Measures & { key: string | null };
type NaiveAnswer = { eo: NaiveRow[] | null; branch: NaiveRow[] | null };

/**
 * One table of the mix, naively: the JV's files and ledger rows of the month per its file key (on
 * `esc_files f`, its officer `eo`) and its ledger key (on `revenue_ledger l`), as a JSON array of rows
 * with something to show, keyed by `name` (the officer's uuid or the branch id as text, through `join`;
 * null: none).
 */
function table(
  jvId: number,
  { start, end }: ReportMonth,
  keys: { file: string; ledger: string; name: SQL; join: SQL },
): SQL {
  const { name } = keys;
  return sql`(
    select json_agg(json_build_object('key', ${name}, 'opens', t.opens, 'closes', t.closes,
        'total_revenue', t.total_revenue::text, 'partner_title_revenue', t.partner_title_revenue::text)
      order by ${name} nulls last)
    from (
      select id, sum(opens)::int as opens, sum(closes)::int as closes, sum(total_revenue) as total_revenue,
        sum(partner_title_revenue) as partner_title_revenue
      from (
        select ${sql.raw(keys.file)} as id,
          (f.open_date between ${start} and ${end})::int as opens,
          (f.calc_close_date between ${start} and ${end})::int as closes,
          0 as total_revenue, 0 as partner_title_revenue
        from esc_files f
        left join employees eo on eo.employee_id = f.escrow_officer_id
        left join employees eo_head on eo_head.employee_id = eo.link_to_emp_id and eo_head.emp_type = 'EO'
        where f.jv_id = ${jvId}
          and (f.open_date between ${start} and ${end} or f.calc_close_date between ${start} and ${end})
        union all
        select ${sql.raw(keys.ledger)}, 0, 0, l.total_revenue, l.partner_title_revenue
        from revenue_ledger l
        where l.jv_id = ${jvId} and l.ledger_date between ${start} and ${end}
      ) entries
      group by id
      having sum(opens) <> 0 or sum(closes) <> 0 or sum(total_revenue) <> 0 or sum(partner_title_revenue) <> 0
    ) t
    ${keys.join})`;
}

function naive(db: Db, jvId: number, month: ReportMonth) {
  const eo = table(jvId, month, {
    file: 'coalesce(eo_head.employee_id, f.escrow_officer_id)',
    ledger: 'l.credited_eo_id',
    name: sql`e.uuid::text`,
    join: sql`left join employees e on e.employee_id = t.id`,
  });
  const branch = table(jvId, month, {
    file: 'f.branch_id',
    ledger: 'l.branch_id',
    name: sql`b.branch_id::text`,
    join: sql`left join branches b on b.branch_id = t.id`,
  });
  return db.execute(sql`select ${eo} as eo, ${branch} as branch`);
}

const measures = (r: Measures) => [
  Number(r.opens),
  Number(r.closes),
  toCents(r.total_revenue),
  toCents(r.partner_title_revenue),
];
const comparable = (rows: NaiveRow[]) =>
  [...rows]
    .sort(
      (a, b) => Number(a.key === null) - Number(b.key === null) || (a.key ?? '').localeCompare(b.key ?? ''),
    )
    .map((r) => [r.key, ...measures(r)]);
/** The sum of a table's rows: counts added, money added in cents. */
const total = (rows: NaiveRow[]) =>
  [0, 1, 2, 3].map((i) => rows.reduce((n, r) => n + Number(measures(r)[i]), 0));

/** The JV with the most closings in the state's report month. */
async function busiestJv(db: Db, { state, start, end }: ReportMonth) {
  const [jv] = rowsOf<{ jv_id: number; uuid: string; name: string }>(
    await db.execute(sql`
      select j.jv_id, j.uuid, j.name
      from esc_files f
      join jv_entities j on j.jv_id = f.jv_id
      where f.state = ${state} and f.calc_close_date between ${start} and ${end}
      group by j.jv_id
      order by count(*) desc, j.jv_id
      limit 1`),
  );
  if (!jv) throw new Error(`No JV closed files in ${state} from ${start} to ${end}`);
  return jv;
}

export default {
  kind: 'latency',
  name: 'reports: JV mix',
  description:
    'GET /api/reports/jvs/mix?jv_uuid&beg_date&end_date (the JV with the most closings, the report month) ' +
    'as the demo Super User: per credited escrow officer and per branch the opens, closes, total and ' +
    "partner title revenue, with each table's totals; naive: the same from esc_files and revenue_ledger " +
    'in one statement',
  run: async ({ db, time, get, getJson, note, database, files }) => {
    const targets = reportTargets({ database, files });
    const month = await reportMonth(db);
    const jv = await busiestJv(db, month);
    const query = new URLSearchParams({ jv_uuid: jv.uuid, beg_date: month.start, end_date: month.end });
    const path = `/api/reports/jvs/mix?${query}`;
    const label = `JV mix ${jv.name} ${month.month}`;

    const answer = await getJson<JvMixResponse>(path);
    const [expected] = rowsOf<NaiveAnswer>(await naive(db, jv.jv_id, month));
    const eo = expected?.eo ?? [];
    const branch = expected?.branch ?? [];
    const eoTable = reportRows(JV_MIX_EO_REPORT, answer.eo_totals);
    const branchTable = reportRows(JV_MIX_BRANCH_REPORT, answer.branch_totals);
    const [eoTotal, branchTotal] = [eoTable.total, branchTable.total];
    if (!eoTotal || !branchTotal) throw new Error(`${label}: a table without its TOTAL row`);
    const totals = measures;
    expectSame(
      `${label}, GET /api/reports/jvs/mix against the naive statement`,
      {
        eo: comparable(eoTable.rows.map((r) => ({ ...r, key: r.employee_uuid }))),
        eo_total: totals(eoTotal),
        branch: comparable(branchTable.rows.map((r) => ({ ...r, key: r.branch_id?.toString() ?? null }))),
        branch_total: totals(branchTotal),
      },
      { eo: comparable(eo), eo_total: total(eo), branch: comparable(branch), branch_total: total(branch) },
    );
    if (eoTotal.closes === 0) throw new Error(`${label}: no closings`);
    note(
      `${label}: ${eo.length} officers, ${branch.length} branches, the same as the naive statement; timing…`,
    );

    const naiveName = `${label}: naive, files and ledger`;
    const naiveTiming = await time(() => naive(db, jv.jv_id, month));
    const endpointTiming = await time(() => get(path));
    return {
      rows: [
        { name: naiveName, ...naiveTiming },
        {
          name: `${label}: GET /api/reports/jvs/mix`,
          ...endpointTiming,
          ...endpointTargets(targets, naiveName),
        },
      ],
      notes: [
        `${label}: ${eo.length} escrow officer rows and ${branch.length} branch rows, ${eoTotal.opens} ` +
          `opens, ${eoTotal.closes} closes, total revenue ${eoTotal.total_revenue}: both ` +
          'tables and both totals the same as the naive statement (money to the cent)',
        ...(targets ? [] : [REPORT_TARGETS_NOTE]),
      ],
    };
  },
} satisfies LatencyCase;
