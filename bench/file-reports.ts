// What the file-report latency cases (bench/cases/05x-*.ts) share: the state and month they ask
// about, chosen from the data as a person would choose them, and small checks of their answers.
import { firstDayOfMonth, lastDayOfMonth, type MonthKey, previousMonth } from '@hub/domain/time';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';

export type ReportMonth = {
  state: 'AZ' | 'NV';
  month: MonthKey;
  /** The month's first and last day, 'YYYY-MM-DD'. */
  start: string;
  end: string;
  /** The day the data ends (the last file opened). */
  lastDay: string;
};

const rows = <R>(result: unknown): R[] => ((result as { rows?: R[] }).rows ?? []) as R[];

/**
 * The last whole month of the data (the month before the one its newest file opened in) and, of the
 * two states, the one with more files closed in it: the month-end report people look at most.
 */
export async function reportMonth(db: Db): Promise<ReportMonth> {
  const [latest] = rows<{ day: string | null }>(
    await db.execute(sql`
      select greatest((select max(open_date) from esc_files where state = 'AZ'),
                      (select max(open_date) from esc_files where state = 'NV'))::text as day`),
  );
  if (!latest?.day) throw new Error('The file-report cases need demo files (--files > 0).');
  const month = previousMonth(latest.day);
  const start = firstDayOfMonth(month);
  const end = lastDayOfMonth(month);
  const counts = rows<{ state: 'AZ' | 'NV'; n: number }>(
    await db.execute(sql`
      select s.state, (select count(*)::int from esc_files f
                        where f.state = s.state and f.calc_close_date between ${start} and ${end}) as n
      from (values ('AZ'), ('NV')) as s(state)
      order by n desc, s.state`),
  );
  const state = counts[0]?.state ?? 'AZ';
  return { state, month, start, end, lastDay: latest.day };
}

export type ReportFile = {
  order_number: string;
  /** Its directing client's names, as a person would type them into the client search. */
  client_individual_name: string | null;
  client_company_name: string | null;
};

/** The middle file (by open date) of those opened in the report month's state and month. */
export async function reportFile(db: Db, { state, start, end }: ReportMonth): Promise<ReportFile> {
  const [file] = rows<ReportFile>(
    await db.execute(sql`
      select f.order_number, c.individual_name as client_individual_name,
        c.company_name as client_company_name
      from esc_files f
      left join clients c on c.client_id = f.directing_client_id
      where f.state = ${state} and f.open_date between ${start} and ${end}
      order by f.open_date, f.file_id
      offset (select count(*) / 2 from esc_files
              where state = ${state} and open_date between ${start} and ${end})
      limit 1`),
  );
  if (!file) throw new Error(`No file opened in ${state} from ${start} to ${end}`);
  return file;
}

/**
 * Whether the speed targets apply to this run: they are set for PostgreSQL with 1,000,000
 * files; at other sizes and on PGlite the cases print their figures without a verdict.
 */
export function targetsApply({ database, files }: { database: string; files: number }): boolean {
  return database === 'postgres' && files >= 1_000_000;
}

/** The note a case adds when its targets do not apply to the run. */
export const TARGETS_NOTE =
  "the issue's targets are for PostgreSQL with 1,000,000 files: at this size and database the figures are printed without a verdict";

/** Throws with `what` and both sides when `actual` is not `expected` (JSON-equal). */
export function expectSame(what: string, actual: unknown, expected: unknown): void {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${what}: the two answers differ\n  got      ${a}\n  expected ${e}`);
}
