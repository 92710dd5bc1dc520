import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { uploadJobs, uploadMismatches, users } from '../../db/schema/index.ts';
import { keysetRows } from '../../exports/keyset.ts';

const jobColumns = {
  upload_id: uploadJobs.upload_id,
  filename: uploadJobs.filename,
  upload_type: uploadJobs.upload_type,
  status: uploadJobs.status,
  create_dt: uploadJobs.create_dt,
  started_at: uploadJobs.started_at,
  finished_at: uploadJobs.finished_at,
  size_bytes: uploadJobs.size_bytes,
  rows_read: uploadJobs.rows_read,
  rows_inserted: uploadJobs.rows_inserted,
  rows_updated: uploadJobs.rows_updated,
  rows_unchanged: uploadJobs.rows_unchanged,
  rows_mismatched: uploadJobs.rows_mismatched,
  error_detail: uploadJobs.error_detail,
  created_by: uploadJobs.created_by,
  uploaded_by: sql<string | null>`nullif(trim(concat_ws(' ', ${users.first_name}, ${users.last_name})), '')`,
};

export type UploadJobListRow = Awaited<ReturnType<typeof listRecentUploadJobs>>[number];

/** The newest uploads first; only one user's when `createdBy` is given. */
export async function listRecentUploadJobs(db: Executor, limit: number, createdBy: number | null) {
  return db
    .select(jobColumns)
    .from(uploadJobs)
    .leftJoin(users, eq(users.user_id, uploadJobs.created_by))
    .where(createdBy === null ? undefined : eq(uploadJobs.created_by, createdBy))
    .orderBy(desc(uploadJobs.create_dt), desc(uploadJobs.upload_id))
    .limit(limit);
}

export async function findUploadJobForScreen(db: Executor, uploadId: number) {
  const rows = await db
    .select(jobColumns)
    .from(uploadJobs)
    .leftJoin(users, eq(users.user_id, uploadJobs.created_by))
    .where(eq(uploadJobs.upload_id, uploadId));
  return rows[0];
}

export async function insertUploadJob(
  db: Executor,
  values: {
    filename: string;
    upload_type: 'employees' | 'esc_files';
    created_by: number;
    stored_path: string;
    size_bytes: number;
  },
): Promise<number> {
  const rows = await db.insert(uploadJobs).values(values).returning({ upload_id: uploadJobs.upload_id });
  const row = rows[0];
  if (!row) throw new Error('upload job not inserted');
  return row.upload_id;
}

const mismatchColumns = {
  mismatch_id: uploadMismatches.mismatch_id,
  row_number: uploadMismatches.row_number,
  field_name: uploadMismatches.field_name,
  field_value: uploadMismatches.field_value,
  problem: uploadMismatches.problem,
  resolved: uploadMismatches.resolved,
  row_data: uploadMismatches.row_data,
};

export async function listMismatches(db: Executor, uploadId: number) {
  return db
    .select(mismatchColumns)
    .from(uploadMismatches)
    .where(eq(uploadMismatches.upload_id, uploadId))
    .orderBy(uploadMismatches.row_number, uploadMismatches.mismatch_id);
}

export async function setMismatchResolved(
  db: Executor,
  uploadId: number,
  mismatchId: number,
  resolved: boolean,
) {
  const rows = await db
    .update(uploadMismatches)
    .set({ resolved })
    .where(and(eq(uploadMismatches.upload_id, uploadId), eq(uploadMismatches.mismatch_id, mismatchId)))
    .returning(mismatchColumns);
  return rows[0];
}

/** The mismatches of {@link listMismatches}, in its order, page by page (exports). */
export function streamMismatches(db: Executor, uploadId: number) {
  return keysetRows([sql`${uploadMismatches.row_number}`, sql`${uploadMismatches.mismatch_id}`], (page) =>
    db
      .select({ ...mismatchColumns, ...page.keys })
      .from(uploadMismatches)
      .where(and(eq(uploadMismatches.upload_id, uploadId), page.after))
      .orderBy(...page.orderBy)
      .limit(page.limit),
  );
}
