// Issue 22, speed: the Title Officer Turnaround (GET /api/reports/to) of the state and month with the
// most files ready for title, as the demo Super User. Beside it, the same per-officer figures computed
// naively in one statement: every file of the state's JVs ready in the month and every file added by
// hand, its business days counted day by day against the state's closures (calendar_days), eligible
// at 2 or fewer or when overridden, and the commission max(0, eligible - base) x per file. The
// officers' files, eligible files, turnaround sums and commissions must be the same before anything
// is timed. Target: p95 <= 100 ms at 1,000,000 files on PostgreSQL (issue 22).
import type { TitleTurnaroundResponse } from '@hub/contract';
import { firstDayOfMonth, lastDayOfMonth, toCents } from '@hub/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { expectSame } from '../file-reports.ts';
import { endpointTargets, REPORT_TARGETS_NOTE, reportTargets } from '../report-targets.ts';
import type { LatencyCase } from '../types.ts';

const rowsOf = <R>(result: unknown): R[] => ((result as { rows?: R[] }).rows ?? []) as R[];

/** Issue 22's target for the turnaround: p95 <= 100 ms where the reports' targets apply (no ratio target). */
const TURNAROUND_P95_MS = 100;

type Month = { state: 'AZ' | 'NV'; start: string; end: string; files: number };

/** The state and whole month with the most files of the state's JVs ready for title. */
async function busiestMonth(db: Db): Promise<Month> {
  const [row] = rowsOf<{ state: 'AZ' | 'NV'; month: string; files: number }>(
    await db.execute(sql`
      select j.st::text as state, to_char(date_trunc('month', f.ready_for_title_date), 'YYYY-MM-DD') as month,
        count(*)::int as files
      from esc_files f
      join jv_entities j on j.jv_id = f.jv_id
      where j.title_officer is not null and j.st in ('AZ', 'NV') and f.ready_for_title_date is not null
      group by 1, 2
      order by files desc, month desc, state
      limit 1`),
  );
  if (!row)
    throw new Error('The turnaround case needs demo files ready for title of JVs with a title officer.');
  return {
    state: row.state,
    start: firstDayOfMonth(row.month),
    end: lastDayOfMonth(row.month),
    files: row.files,
  };
}

type NaiveRow = {
  emp_uuid: string;
  files: number;
  eligible: number;
  day_sum: number;
  numeric: number;
  comm: string;
};

function naive(db: Db, { state, start, end }: Month) {
  return db.execute(sql`
    with files as (
      select j.title_officer as officer, f.title_comm_override as overridden,
        f.ready_for_title_date as ready, f.commit_complete_date as commit
      from esc_files f
      join jv_entities j on j.jv_id = f.jv_id
      where j.st = ${state} and j.title_officer is not null
        and f.ready_for_title_date between ${start}::date and ${end}::date
      union all
      select a.title_officer_id, f.title_comm_override, a.search_start_dt, a.commit_ready_dt
      from title_file_additions a
      join esc_files f on f.file_id = a.file_id and f.state = ${state}
      where a.search_start_dt between ${start}::date and ${end}::date
        and a.title_officer_id in (select title_officer from jv_entities where st = ${state})
    ), turned as (
      select officer, overridden,
        case when ready is null or commit is null or commit < ready then null else (
          select count(*) from generate_series(ready + 1, commit, interval '1 day') d
          where extract(isodow from d) < 6
            and not exists (select 1 from calendar_days c
                            where c.state = ${state} and c.day_date = d::date and not c.is_business_day)
        ) end as days
      from files
    ), counted as (
      select officer, count(*)::int as files,
        count(*) filter (where overridden or days <= 2)::int as eligible,
        coalesce(sum(days), 0)::int as day_sum, count(days)::int as numeric
      from turned group by officer
    )
    select e.uuid::text as emp_uuid, c.files, c.eligible, c.day_sum, c.numeric,
      (greatest(0, c.eligible - greatest(0, coalesce(e.title_base_files, 0)))
        * coalesce(e.title_per_file_com, 0))::numeric(16, 2)::text as comm
    from counted c join employees e on e.employee_id = c.officer
    order by e.uuid`);
}

const comparable = (rows: NaiveRow[]) =>
  [...rows]
    .sort((a, b) => a.emp_uuid.localeCompare(b.emp_uuid))
    .map((r) => [r.emp_uuid, r.files, r.eligible, r.day_sum, r.numeric, toCents(r.comm)]);

export default {
  kind: 'latency',
  name: 'reports: title officer turnaround',
  description:
    'GET /api/reports/to?state&beg_date&end_date (the state and month with the most files ready for title) ' +
    "as the demo Super User: each title officer's files, turnaround in business days, eligibility and " +
    'commission; naive: the same per officer in one statement, business days counted day by day',
  run: async ({ db, time, get, getJson, note, database, files }) => {
    const base = reportTargets({ database, files });
    const targets = base ? { maxP95Ms: TURNAROUND_P95_MS } : null;
    const month = await busiestMonth(db);
    const query = new URLSearchParams({ state: month.state, beg_date: month.start, end_date: month.end });
    const path = `/api/reports/to?${query}`;
    const label = `Turnaround ${month.state} ${month.start.slice(0, 7)}`;

    const answer = await getJson<TitleTurnaroundResponse>(path);
    const expected = rowsOf<NaiveRow>(await naive(db, month));
    const actual = answer.rows
      .filter((row) => row.total_file_cnt > 0)
      .map((row) => {
        const numeric = row.files.filter((f) => f.turn_around_days !== null);
        return {
          emp_uuid: row.emp_uuid,
          files: row.total_file_cnt,
          eligible: row.comm_file_cnt,
          day_sum: numeric.reduce((n, f) => n + (f.turn_around_days ?? 0), 0),
          numeric: numeric.length,
          comm: row.comm_amt,
        };
      });
    expectSame(
      `${label}, GET /api/reports/to against the naive statement`,
      comparable(actual),
      comparable(expected),
    );
    if (answer.totals.total_file_cnt === 0) throw new Error(`${label}: no files`);
    note(
      `${label}: ${expected.length} officers with ${answer.totals.total_file_cnt} files, the same as the naive statement; timing…`,
    );

    const naiveName = `${label}: naive, day by day`;
    const naiveTiming = await time(() => naive(db, month));
    const endpointTiming = await time(() => get(path));
    return {
      rows: [
        { name: naiveName, ...naiveTiming },
        { name: `${label}: GET /api/reports/to`, ...endpointTiming, ...endpointTargets(targets, naiveName) },
      ],
      notes: [
        `${label}: ${answer.rows.length} title officers, ${answer.totals.total_file_cnt} files, ` +
          `${answer.totals.comm_file_cnt} eligible, average ${answer.totals.avg_turn_around_days} business days: ` +
          "each officer's files, eligible files, turnaround days and commission the same as the naive statement",
        ...(targets
          ? [
              `the turnaround's target (issue 22): p95 <= ${TURNAROUND_P95_MS} ms at 1,000,000 files on PostgreSQL`,
            ]
          : [REPORT_TARGETS_NOTE]),
      ],
    };
  },
} satisfies LatencyCase;
