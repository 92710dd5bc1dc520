import { z } from 'zod';

export const ZUploadType = z.enum(['employees', 'esc_files']);
export type UploadType = z.infer<typeof ZUploadType>;

export const ZUploadStatus = z.enum(['queued', 'processing', 'done', 'failed']);
export type UploadStatus = z.infer<typeof ZUploadStatus>;

/** Spec 000 §3 Upload job, with its progress: the background job's status and row counts. */
export const ZUploadJob = z.object({
  upload_id: z.number().int(),
  filename: z.string(),
  upload_type: ZUploadType,
  status: ZUploadStatus,
  /** ISO instants; the screens show them in America/Phoenix. */
  create_dt: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  size_bytes: z.number().int().nullable(),
  rows_read: z.number().int(),
  rows_inserted: z.number().int(),
  rows_updated: z.number().int(),
  rows_unchanged: z.number().int(),
  /** Rows that were not stored; each of their problems is a mismatch. */
  rows_mismatched: z.number().int(),
  /** Why the upload failed as a whole (status 'failed'). */
  error_detail: z.string().nullable(),
  uploaded_by: z.string().nullable(),
});
export type UploadJob = z.infer<typeof ZUploadJob>;

export const ZUploadJobParams = z.strictObject({
  uploadId: z.coerce.number().int().positive('must be an upload number'),
});

export const ZUploadFileResponse = z.object({ upload_id: z.number().int(), status: ZUploadStatus });
export type UploadFileResponse = z.infer<typeof ZUploadFileResponse>;

export const ZGetRecentUploadsQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(25),
});
export const ZGetRecentUploadsResponse = z.array(ZUploadJob);
export type GetRecentUploadsResponse = z.infer<typeof ZGetRecentUploadsResponse>;
