import { z } from 'zod';

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

export const ZGetUploadMismatchesResponse = z.array(ZUploadMismatch);
export type GetUploadMismatchesResponse = z.infer<typeof ZGetUploadMismatchesResponse>;

export const ZResolveMismatchParams = z.strictObject({
  uploadId: z.coerce.number().int().positive('must be an upload number'),
  mismatchId: z.coerce.number().int().positive('must be a mismatch number'),
});
export const ZResolveMismatchBody = z.strictObject({ resolved: z.boolean() });
