import { z } from 'zod';
import { ZPage, ZPaged, ZSort } from '../common/list-query.ts';
import { ZQueryFlag } from '../common/query-flag.ts';

/** Spec 000 §3 Upload mismatch: a row that was not stored, one problem each. */
export const ZUploadMismatch = z.object({
  mismatch_id: z.number().int(),
  /** The sheet's row number (the header is row 1). */
  row_number: z.number().int(),
  field_name: z.string(),
  /** The cell as the file had it. */
  field_value: z.string().nullable(),
  problem: z.string(),
  resolved: z.boolean(),
  /** The whole row as the file had it, by header. */
  row_data: z.record(z.string(), z.string()).nullable(),
});
export type UploadMismatch = z.infer<typeof ZUploadMismatch>;

/** The columns the mismatches list sorts by; without `sort` it is in the file's order (row, then id). */
export const UPLOAD_MISMATCH_SORTS = ['row', 'field', 'value', 'problem'] as const;
export type UploadMismatchSort = (typeof UPLOAD_MISMATCH_SORTS)[number];

/** The list's filter, shared by the list and its export: `resolved=false` leaves out the resolved ones. */
export const ZUploadMismatchesFilter = z.strictObject({ resolved: ZQueryFlag.optional() });

/**
 * GET /uploads/upload-mismatches/{uploadId}?page=2&page_size=100&sort=field&dir=asc&resolved=false:
 * an upload of 78,000 rows can have tens of thousands of mismatches, so the server pages, sorts
 * (ties in id order, the same direction) and filters them.
 */
export const ZGetUploadMismatchesQuery = ZUploadMismatchesFilter.extend(ZPage.shape).extend(
  ZSort(UPLOAD_MISMATCH_SORTS).shape,
);
export type GetUploadMismatchesQuery = z.output<typeof ZGetUploadMismatchesQuery>;

/**
 * What the whole upload's mismatches come to, whatever the filter and page: the rows not stored
 * (`rows`, the upload's `rows_mismatched`, which its card counts), their problems (one mismatch
 * each; a row can have several) and how many problems are resolved.
 */
export const ZUploadMismatchCounts = z.object({
  rows: z.number().int().min(0),
  problems: z.number().int().min(0),
  resolved: z.number().int().min(0),
});
export type UploadMismatchCounts = z.infer<typeof ZUploadMismatchCounts>;

/**
 * One page of the mismatches the filter keeps (`total` of them) and the upload's counts. A page
 * past the end answers the last page, and says so in `page`.
 */
export const ZGetUploadMismatchesResponse = ZPaged(ZUploadMismatch).extend({ counts: ZUploadMismatchCounts });
export type GetUploadMismatchesResponse = z.infer<typeof ZGetUploadMismatchesResponse>;

export const ZResolveMismatchParams = z.strictObject({
  uploadId: z.coerce.number().int().positive('must be an upload number'),
  mismatchId: z.coerce.number().int().positive('must be a mismatch number'),
});
export const ZResolveMismatchBody = z.strictObject({ resolved: z.boolean() });
