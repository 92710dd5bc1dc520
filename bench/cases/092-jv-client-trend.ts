// Issue 22, speed: the JV client trend (GET /api/reports/jv-client-trend) of the JV with the most files
// opened in the last 24 months, for 24 months with the Unknown row, as the demo Super User. Beside it,
// the same per-client counts computed naively in one statement: every file of the JV crossed with the
// 24 months, counted when its open_date or calc_close_date falls in the month, by the directing
// client's name (company, else individual, else first and last name; none: 'Unknown'). The clients are
// then gathered into the active client groups (their normalised names) as the report does, and every
// row, month and total must be the same before anything is timed. Target (issue 22): p95 <= 100 ms on
// PostgreSQL at 1,000,000 files.
import type { JvClientTrendResponse } from '@hub/contract';
import { normalizeName } from '@hub/domain/fraud';
import { monthKeyInLA, shiftMonth } from '@hub/domain/time';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { expectSame } from '../file-reports.ts';
import { endpointTargets, REPORT_TARGETS_NOTE, reportTargets } from '../report-targets.ts';
import type { LatencyCase } from '../types.ts';

const rowsOf = <R>(result: unknown): R[] => ((result as { rows?: R[] }).rows ?? []) as R[];
const MONTHS = 24;
/** Issue 22's target for the trend: p95 <= 100 ms where the report targets apply. */
const TREND_P95_MS = 100;

type NaiveRow = { label: string; month: string; opens: number; closes: number };

function naive(db: Db, jvId: number, months: readonly string[]) {
  return db.execute(sql`
    select coalesce(nullif(btrim(c.company_name), ''), nullif(btrim(c.individual_name), ''),
        nullif(btrim(concat_ws(' ', btrim(c.first_name), btrim(c.last_name))), ''), 'Unknown') as label,
      m.month,
      count(*) filter (where to_char(f.open_date, 'YYYY-MM') = m.month)::int as opens,
      count(*) filter (where to_char(f.calc_close_date, 'YYYY-MM') = m.month)::int as closes
    from esc_files f
    left join clients c on c.client_id = f.directing_client_id
    cross join unnest(${sql.param(`{${months.join(',')}}`)}::text[]) as m(month)
    where f.jv_id = ${jvId}
    group by 1, 2
    having count(*) filter (where to_char(f.open_date, 'YYYY-MM') = m.month) > 0
      or count(*) filter (where to_char(f.calc_close_date, 'YYYY-MM') = m.month) > 0`);
}

/** The JV with the most files opened from `start` on. */
async function busiestJv(db: Db, start: string) {
  const [jv] = rowsOf<{ jv_id: number; uuid: string; name: string }>(
    await db.execute(sql`
      select j.jv_id, j.uuid, j.name
      from esc_files f
      join jv_entities j on j.jv_id = f.jv_id
      where f.open_date >= ${start}
      group by j.jv_id
      order by count(*) desc, j.jv_id
      limit 1`),
  );
  if (!jv) throw new Error(`No JV opened files from ${start}`);
  return jv;
}

/** label -> month -> [opens, closes], the naive rows gathered into the active groups by normalised name. */
async function expectedCounts(db: Db, naiveRows: readonly NaiveRow[]) {
  const members = rowsOf<{ name: string; normalized: string }>(
    await db.execute(sql`
      select g.name, m.normalized_member_name as normalized
      from client_group_members m join client_groups g on g.client_group_id = m.client_group_id
      where g.is_active order by g.client_group_id, m.client_group_member_id`),
  );
  const groupOf = new Map<string, string>();
  for (const m of members) if (!groupOf.has(m.normalized)) groupOf.set(m.normalized, m.name);
  const out: Record<string, Record<string, [number, number]>> = {};
  for (const row of naiveRows) {
    const norm = row.label === 'Unknown' ? '' : normalizeName(row.label);
    const label = (norm && groupOf.get(norm)) || row.label;
    const byMonth = out[label] ?? {};
    out[label] = byMonth;
    const [o, c] = byMonth[row.month] ?? [0, 0];
    byMonth[row.month] = [o + Number(row.opens), c + Number(row.closes)];
  }
  return out;
}

/** The answer's rows as label -> month -> [opens, closes], months with nothing left out. */
function answerCounts(answer: JvClientTrendResponse) {
  const out: Record<string, Record<string, [number, number]>> = {};
  for (const row of answer.rows) {
    const byMonth: Record<string, [number, number]> = {};
    for (const m of answer.months) {
      const o = row.open_counts[m] ?? 0;
      const c = row.close_counts[m] ?? 0;
      if (o > 0 || c > 0) byMonth[m] = [o, c];
    }
    out[row.label] = byMonth;
  }
  return out;
}

const sorted = (counts: Record<string, Record<string, [number, number]>>) =>
  Object.keys(counts)
    .sort()
    .map((label) => [
      label,
      Object.keys(counts[label] ?? {})
        .sort()
        .map((m) => [m, counts[label]?.[m]]),
    ]);

export default {
  kind: 'latency',
  name: 'reports: JV client trend',
  description:
    'GET /api/reports/jv-client-trend?jv_uuid&months=24&include_unknown=true (the JV with the most files ' +
    'opened in the last 24 months) as the demo Super User: per directing client or client group and month ' +
    'the opens and closes; naive: every file of the JV crossed with the 24 months in one statement, by client name',
  run: async ({ db, time, get, getJson, note, database, files }) => {
    const targets = reportTargets({ database, files });
    // The window the report reads: the 24 Los Angeles months ending with the current one.
    const first = shiftMonth(monthKeyInLA(), -(MONTHS - 1));
    const jv = await busiestJv(db, `${first}-01`);
    const path = `/api/reports/jv-client-trend?jv_uuid=${jv.uuid}&months=${MONTHS}&include_unknown=true`;
    const label = `JV client trend ${jv.name} ${MONTHS} months`;

    const answer = await getJson<JvClientTrendResponse>(path);
    const naiveRows = rowsOf<NaiveRow>(await naive(db, jv.jv_id, answer.months));
    const expected = await expectedCounts(db, naiveRows);
    expectSame(
      `${label}, GET /api/reports/jv-client-trend against the naive statement`,
      sorted(answerCounts(answer)),
      sorted(expected),
    );
    const opens = naiveRows.reduce((n, r) => n + Number(r.opens), 0);
    const closes = naiveRows.reduce((n, r) => n + Number(r.closes), 0);
    expectSame(
      `${label}, the totals`,
      [answer.totals.open_total, answer.totals.close_total],
      [opens, closes],
    );
    if (opens === 0) throw new Error(`${label}: no files opened`);
    note(`${label}: ${answer.rows.length} rows, the same as the naive statement; timing…`);

    const naiveName = `${label}: naive, every file of the JV by month`;
    const naiveTiming = await time(() => naive(db, jv.jv_id, answer.months));
    const endpointTiming = await time(() => get(path));
    const held = targets ? { maxP95Ms: TREND_P95_MS } : null;
    return {
      rows: [
        { name: naiveName, ...naiveTiming },
        {
          name: `${label}: GET /api/reports/jv-client-trend`,
          ...endpointTiming,
          ...endpointTargets(held, naiveName),
        },
      ],
      notes: [
        `${label}: ${answer.rows.length} rows (clients, groups and Unknown), ${opens} opens and ${closes} ` +
          'closes: every row, month and total the same as the naive statement',
        ...(targets
          ? [
              `the trend is held to p95 <= ${TREND_P95_MS} ms (issue 22), with no ratio to the naive statement`,
            ]
          : [REPORT_TARGETS_NOTE]),
      ],
    };
  },
} satisfies LatencyCase;
