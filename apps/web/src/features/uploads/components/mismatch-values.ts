import type { UploadMismatch } from '@hub/contract';
import { plural } from './upload-job-status';

/** Mismatches shown per page: a large file can have thousands. */
export const MISMATCH_PAGE_SIZE = 100;

/**
 * '2 rows not stored: 3 problems, 1 resolved'. Rows first, counted as the upload's card counts them
 * (`rows_mismatched`); then the problems listed below (one row can have several) and how many are resolved.
 */
export function mismatchSummary(
  mismatches: readonly Pick<UploadMismatch, 'row_number' | 'resolved'>[],
): string {
  const rows = new Set(mismatches.map((m) => m.row_number)).size;
  const resolved = mismatches.filter((m) => m.resolved).length;
  return `${plural(rows, 'row', 'rows')} not stored: ${plural(mismatches.length, 'problem', 'problems')}, ${resolved.toLocaleString('en-US')} resolved`;
}

/** The mismatches a page shows: all, or only the unresolved ones. */
export function filterMismatches<T extends Pick<UploadMismatch, 'resolved'>>(
  mismatches: readonly T[],
  hideResolved: boolean,
): T[] {
  return hideResolved ? mismatches.filter((m) => !m.resolved) : [...mismatches];
}

/** The row as the file had it, header by header. */
export function rowDataEntries(rowData: UploadMismatch['row_data']): [string, string][] {
  return rowData ? Object.entries(rowData) : [];
}
