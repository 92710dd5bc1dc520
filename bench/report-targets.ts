// The targets of issue 12's report latency cases (bench/cases/06x-reports-*.ts, 07x-reports-*.ts):
// "on PostgreSQL at 1,000,000 files every report above p95 <= 50 ms ... and >= 10x faster than the same
// figures computed naively from the files in the same run; on PGlite at 40,000 files p95 <= 100 ms".
// Shared by both sets of cases so that they hold every report to the same numbers.

/** A report's targets in this run: its p95 at most `maxP95Ms`, and (with `times`) that much faster than naive. */
export type ReportTargets = { maxP95Ms: number; times?: number };

/**
 * The targets for this database and size: PostgreSQL with 1,000,000 files or more, 50 ms and
 * 10x the naive figures; PGlite at 40,000 files, 100 ms (no ratio target); anything else none (null:
 * the case prints its figures without a verdict and adds `REPORT_TARGETS_NOTE`).
 */
export function reportTargets({
  database,
  files,
}: {
  database: string;
  files: number;
}): ReportTargets | null {
  if (database === 'postgres' && files >= 1_000_000) return { maxP95Ms: 50, times: 10 };
  if (database === 'pglite' && files === 40_000) return { maxP95Ms: 100 };
  return null;
}

/** The note a report case adds when no target applies to the run. */
export const REPORT_TARGETS_NOTE =
  "the issue's report targets are for PostgreSQL with 1,000,000 files (p95 <= 50 ms, >= 10x the naive " +
  'figures) and PGlite with 40,000 files (p95 <= 100 ms): at this size and database the figures are ' +
  'printed without a verdict';

/** The latency row fields of an endpoint held to `targets` against the naive row named `than`. */
export function endpointTargets(targets: ReportTargets | null, than: string) {
  return {
    ...(targets ? { maxP95Ms: targets.maxP95Ms } : {}),
    fasterThan: { than, ...(targets?.times ? { times: targets.times } : {}) },
  };
}
