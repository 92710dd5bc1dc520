import type { UploadMismatch } from '@hub/contract';

/** Mismatches shown per page: a large file can have thousands. */
export const MISMATCH_PAGE_SIZE = 100;

/** '3 mismatches, 1 resolved'. */
export function mismatchSummary(mismatches: readonly Pick<UploadMismatch, 'resolved'>[]): string {
  const resolved = mismatches.filter((m) => m.resolved).length;
  const total = mismatches.length.toLocaleString('en-US');
  return `${total} ${mismatches.length === 1 ? 'mismatch' : 'mismatches'}, ${resolved.toLocaleString('en-US')} resolved`;
}

/** The mismatches a page shows: all, or only the unresolved ones. */
export function filterMismatches<T extends Pick<UploadMismatch, 'resolved'>>(
  mismatches: readonly T[],
  hideResolved: boolean,
): T[] {
  return hideResolved ? mismatches.filter((m) => !m.resolved) : [...mismatches];
}

export const pageCount = (total: number, size: number = MISMATCH_PAGE_SIZE): number =>
  Math.max(1, Math.ceil(total / size));

/** Page `page` (1-based, clamped to the pages there are) of `items`. */
export function pageOf<T>(items: readonly T[], page: number, size: number = MISMATCH_PAGE_SIZE): T[] {
  const last = pageCount(items.length, size);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), last);
  return items.slice((current - 1) * size, current * size);
}

/** The row as the file had it, header by header. */
export function rowDataEntries(rowData: UploadMismatch['row_data']): [string, string][] {
  return rowData ? Object.entries(rowData) : [];
}
