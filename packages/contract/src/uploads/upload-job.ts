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

/** The words the screens and the exports use for an upload type and a status. */
export const UPLOAD_TYPE_LABELS: Readonly<Record<UploadType, string>> = {
  employees: 'Employees',
  esc_files: 'Escrow Files',
};
export const UPLOAD_STATUS_LABELS: Readonly<Record<UploadStatus, string>> = {
  queued: 'Queued',
  processing: 'Processing',
  done: 'Done',
  failed: 'Failed',
};

export type UploadCountKey = 'read' | 'inserted' | 'updated' | 'unchanged' | 'mismatched';
export type UploadCountCell = { key: UploadCountKey; label: string; value: number | null };

/** The row counts of a job, in the order the screens and the export show them. */
export const UPLOAD_COUNT_COLUMNS: readonly { key: UploadCountKey; label: string }[] = [
  { key: 'read', label: 'Read' },
  { key: 'inserted', label: 'Inserted' },
  { key: 'updated', label: 'Updated' },
  { key: 'unchanged', label: 'Unchanged' },
  { key: 'mismatched', label: 'Mismatched' },
];

type UploadCounts = Pick<
  UploadJob,
  'status' | 'rows_read' | 'rows_inserted' | 'rows_updated' | 'rows_unchanged' | 'rows_mismatched'
>;

/**
 * The row counts a job can show now: rows read as soon as the file is read, the outcome counts only
 * once the job is done (a failed upload stored nothing). `null` is no count yet (a dash on screen,
 * an empty cell in a file).
 */
export function uploadJobCounts(job: UploadCounts): UploadCountCell[] {
  const done = job.status === 'done';
  // Until the file has been read (or when it never was) there is no count yet.
  const read = done || job.rows_read > 0 ? job.rows_read : null;
  const values: Record<UploadCountKey, number | null> = {
    read,
    inserted: done ? job.rows_inserted : null,
    updated: done ? job.rows_updated : null,
    unchanged: done ? job.rows_unchanged : null,
    mismatched: done ? job.rows_mismatched : null,
  };
  return UPLOAD_COUNT_COLUMNS.map((column) => ({ ...column, value: values[column.key] }));
}
