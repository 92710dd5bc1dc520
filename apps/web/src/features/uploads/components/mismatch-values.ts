import type { UploadMismatch, UploadMismatchCounts } from '@hub/contract';
import { plural } from './upload-job-status';

/** Mismatches shown per page: a large file can have tens of thousands, paged by the server. */
export const MISMATCH_PAGE_SIZE = 100;

/**
 * '2 rows not stored: 3 problems, 1 resolved', from the server's counts of the whole upload. Rows
 * first, counted as the upload's card counts them (`rows_mismatched`); then their problems (one row
 * can have several, each listed below) and how many are resolved.
 */
export function mismatchSummary(counts: UploadMismatchCounts): string {
  return `${plural(counts.rows, 'row', 'rows')} not stored: ${plural(counts.problems, 'problem', 'problems')}, ${counts.resolved.toLocaleString('en-US')} resolved`;
}

/** The row as the file had it, header by header. */
export function rowDataEntries(rowData: UploadMismatch['row_data']): [string, string][] {
  return rowData ? Object.entries(rowData) : [];
}
