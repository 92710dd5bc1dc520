import { type Page, pageOffset, type SortDirection, type UploadMismatchSort } from '@hub/contract';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
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

/** Which of an upload's mismatches a list shows: all, or only the resolved (true) or unresolved (false) ones. */
export type MismatchFilter = { resolved?: boolean | undefined };
export type MismatchOrder = { sort?: UploadMismatchSort | undefined; dir: SortDirection };

/**
 * What each sort of the list orders by. A value and a problem are free text of any length (a cell
 * of the file), too long for an index entry, so they sort by their first 100 characters, as the
 * indexes of db/schema/system.ts hold them (ties in id order). Every sort reads an index range.
 */
const mismatchSortKeys: Record<UploadMismatchSort, SQL> = {
  row: sql`${uploadMismatches.row_number}`,
  field: sql`${uploadMismatches.field_name}`,
  value: sql`left(${uploadMismatches.field_value}, 100)`,
  problem: sql`left(${uploadMismatches.problem}, 100)`,
};

function mismatchWhere(uploadId: number, filter: MismatchFilter): SQL | undefined {
  return and(
    eq(uploadMismatches.upload_id, uploadId),
    filter.resolved === undefined ? undefined : eq(uploadMismatches.resolved, filter.resolved),
  );
}

/**
 * One page of an upload's mismatches (await it for the rows): sorted by a column, ties in id order in the same direction
 * (so the list is stable and an index read backwards serves a descending sort); without a sort in
 * the file's order, row then id.
 */
export function mismatchPageQuery(
  db: Executor,
  uploadId: number,
  filter: MismatchFilter,
  order: MismatchOrder,
  page: Page,
) {
  const direction = order.sort && order.dir === 'desc' ? desc : asc;
  return db
    .select(mismatchColumns)
    .from(uploadMismatches)
    .where(mismatchWhere(uploadId, filter))
    .orderBy(direction(mismatchSortKeys[order.sort ?? 'row']), direction(uploadMismatches.mismatch_id))
    .limit(page.page_size)
    .offset(pageOffset(page));
}

/** The whole upload's mismatches counted: the rows not stored, their problems, the resolved problems. */
export async function countMismatches(db: Executor, uploadId: number) {
  const rows = await db
    .select({
      rows: sql<number>`count(distinct ${uploadMismatches.row_number})::int`,
      problems: sql<number>`count(*)::int`,
      resolved: sql<number>`(count(*) filter (where ${uploadMismatches.resolved}))::int`,
    })
    .from(uploadMismatches)
    .where(eq(uploadMismatches.upload_id, uploadId));
  return rows[0] ?? { rows: 0, problems: 0, resolved: 0 };
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

/** The mismatches the filter keeps, in the file's order (row, then id), page by page (the list's export). */
export function streamMismatches(db: Executor, uploadId: number, filter: MismatchFilter) {
  return keysetRows([sql`${uploadMismatches.row_number}`, sql`${uploadMismatches.mismatch_id}`], (page) =>
    db
      .select({ ...mismatchColumns, ...page.keys })
      .from(uploadMismatches)
      .where(and(mismatchWhere(uploadId, filter), page.after))
      .orderBy(...page.orderBy)
      .limit(page.limit),
  );
}
