// Issue 12, speed: the JV Escrow Summary (GET /api/reports/jvs) of the state with more closings on the
// last day of the data's last whole month, as the demo Super User, against the same figures computed
// naively from the files in one statement: each JV's opens (open_date), closes (calc_close_date) and
// cancels (cancel_date) of the state's files on the report date and month to date, and their title
// revenue from revenue_ledger by ledger date; the JVs listed are the state's active ones and every JV
// with figures there this month. Every row and the TOTAL must be the same before anything is timed.
import type { JvSummaryResponse, JvSummaryRow } from '@hub/contract';
import { toCents } from '@hub/domain/money';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { expectSame, reportMonth } from '../file-reports.ts';
import { endpointTargets, REPORT_TARGETS_NOTE, reportTargets } from '../report-targets.ts';
import type { LatencyCase } from '../types.ts';

type NaiveRow = Omit<JvSummaryRow, 'jv_uuid' | 'opens_less_cancel'> & { opens_less_cancel?: number };

function naive(db: Db, state: string, mtdStart: string, reportDate: string) {
  return db.execute(sql`
    with counts as (
      select f.jv_id,
        count(*) filter (where f.open_date = ${reportDate})::int as today_open,
        count(*) filter (where f.open_date between ${mtdStart} and ${reportDate})::int as mtd_open,
        count(*) filter (where f.calc_close_date = ${reportDate})::int as today_closed,
        count(*) filter (where f.calc_close_date between ${mtdStart} and ${reportDate})::int as mtd_closed,
        count(*) filter (where f.cancel_date between ${mtdStart} and ${reportDate})::int as canceled_count
      from esc_files f
      where f.state = ${state} and f.jv_id is not null
        and (f.open_date between ${mtdStart} and ${reportDate}
          or f.calc_close_date between ${mtdStart} and ${reportDate}
          or f.cancel_date between ${mtdStart} and ${reportDate})
      group by f.jv_id
    ),
    money as (
      select l.jv_id, sum(l.title_revenue)::text as title_rev_mtd,
        coalesce(sum(l.title_revenue) filter (where l.ledger_date = ${reportDate}), 0)::text as title_rev_today
      from revenue_ledger l
      where l.state = ${state} and l.jv_id is not null and l.ledger_date between ${mtdStart} and ${reportDate}
      group by l.jv_id
    )
    select j.jv_id, j.name as jv_name,
      coalesce(c.today_open, 0) as today_open, coalesce(c.mtd_open, 0) as mtd_open,
      coalesce(c.today_closed, 0) as today_closed, coalesce(c.mtd_closed, 0) as mtd_closed,
      coalesce(c.canceled_count, 0) as canceled_count,
      coalesce(m.title_rev_mtd, '0') as title_rev_mtd, coalesce(m.title_rev_today, '0') as title_rev_today
    from jv_entities j
    left join counts c on c.jv_id = j.jv_id
    left join money m on m.jv_id = j.jv_id
    where c.jv_id is not null or m.jv_id is not null or (j.is_active and j.st = ${state})
    order by j.jv_id`);
}

/** A row as compared: its counts, opens less cancels (the naive: computed here), title revenue in cents. */
const comparable = (r: NaiveRow) => [
  Number(r.jv_id),
  r.jv_name,
  Number(r.today_open),
  Number(r.mtd_open),
  Number(r.today_closed),
  Number(r.mtd_closed),
  Number(r.canceled_count),
  r.opens_less_cancel ?? Number(r.mtd_open) - Number(r.canceled_count),
  toCents(r.title_rev_mtd),
  toCents(r.title_rev_today),
];

/** The TOTAL row of the naive rows: counts added, money added in cents. */
function total(rows: ReturnType<typeof comparable>[]) {
  const sum = (i: number) => rows.reduce((n, row) => n + Number(row[i]), 0);
  return [0, 'TOTAL', sum(2), sum(3), sum(4), sum(5), sum(6), sum(7), sum(8), sum(9)];
}

export default {
  kind: 'latency',
  name: 'reports: JV summary',
  description:
    "GET /api/reports/jvs?state&report_date (the last day of the data's last whole month) as the demo " +
    'Super User: per JV of the state the opens, closes and cancels on the day and month to date and the ' +
    'title revenue, with the TOTAL; naive: the same from esc_files and revenue_ledger in one statement',
  run: async ({ db, time, get, getJson, note, database, files }) => {
    const targets = reportTargets({ database, files });
    const { state, month, start, end } = await reportMonth(db);
    const path = `/api/reports/jvs?${new URLSearchParams({ state, report_date: end })}`;
    const label = `JV summary ${state} ${end}`;

    const answer = await getJson<JvSummaryResponse>(path);
    const expected = ((await naive(db, state, start, end)).rows as NaiveRow[]).map(comparable);
    const jvRows = answer.rows.filter((row) => row.jv_id !== 0).sort((a, b) => a.jv_id - b.jv_id);
    expectSame(`${label}, the JV rows against the naive statement`, jvRows.map(comparable), expected);
    expectSame(`${label}, the TOTAL row`, comparable(answer.rows.at(-1) as JvSummaryRow), total(expected));
    const totals = total(expected);
    if (Number(totals[3]) === 0) throw new Error(`${label}: no JV file opened in ${month}`);
    note(`${label}: ${jvRows.length} JVs, the same figures as the naive statement; timing…`);

    const naiveName = `${label}: naive, files and ledger`;
    const naiveTiming = await time(() => naive(db, state, start, end));
    const endpointTiming = await time(() => get(path));
    return {
      rows: [
        { name: naiveName, ...naiveTiming },
        { name: `${label}: GET /api/reports/jvs`, ...endpointTiming, ...endpointTargets(targets, naiveName) },
      ],
      notes: [
        `${label}: ${jvRows.length} JVs with ${totals[3]} opens, ${totals[5]} closes and ${totals[6]} cancels ` +
          `month to date, title revenue ${(Number(totals[8]) / 100).toFixed(2)}: every row and the TOTAL the ` +
          'same as the naive statement (money to the cent)',
        ...(targets ? [] : [REPORT_TARGETS_NOTE]),
      ],
    };
  },
} satisfies LatencyCase;
