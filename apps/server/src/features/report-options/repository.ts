import type { State, StateReportOptions } from '@hub/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { reportOptions } from '../../db/schema/index.ts';

export type ReportOptionsRow = StateReportOptions & { state: State; version: number };

const columns = {
  state: reportOptions.state,
  reports_send_to: reportOptions.reports_send_to,
  projected_openings: reportOptions.projected_openings,
  projected_revenue: reportOptions.projected_revenue,
  version: reportOptions.version,
};

/**
 * The stored rows of these states (a state without a row is absent). `forUpdate` locks them until
 * the transaction ends, so two saves cannot both pass the version check.
 */
export async function findReportOptions(
  db: Executor,
  states: readonly State[],
  options: { forUpdate?: boolean } = {},
): Promise<Map<State, ReportOptionsRow>> {
  const query = db
    .select(columns)
    .from(reportOptions)
    .where(inArray(reportOptions.state, [...states]));
  const rows = options.forUpdate ? await query.for('update') : await query;
  return new Map(rows.map((row) => [row.state as State, { ...row, state: row.state as State }]));
}

/** Writes one state's options, creating its row when missing; the row's version goes up by one. */
export async function upsertReportOptions(
  db: Executor,
  state: State,
  values: StateReportOptions,
): Promise<ReportOptionsRow> {
  const rows = await db
    .insert(reportOptions)
    .values({ state, ...values })
    .onConflictDoUpdate({
      target: reportOptions.state,
      set: {
        ...values,
        version: sql`${reportOptions.version} + 1`,
        updated_at: sql`now()`,
      },
    })
    .returning(columns);
  const row = rows[0];
  if (!row) throw new Error(`Report options of ${state} were not written`);
  return { ...row, state: row.state as State };
}
