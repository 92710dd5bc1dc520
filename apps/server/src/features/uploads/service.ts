import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import {
  type GetUploadMismatchesResponse,
  type Page,
  pageCount,
  type UploadFileResponse,
  type UploadJob,
  type UploadMismatch,
  type UploadMismatchCounts,
  type UploadType,
} from '@hub/contract';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { CurrentUser } from '../../plugins/auth/index.ts';
import { hasAnyRole } from '../../plugins/authorization/policies.ts';
import { badRequest, forbidden, notFound } from '../../plugins/errors/http-error.ts';
import { checkSpreadsheet, FileCheckError, type SpreadsheetFormat } from './reading/file-check.ts';
import {
  countMismatches,
  findUploadJobForScreen,
  insertUploadJob,
  listRecentUploadJobs,
  type MismatchFilter,
  type MismatchOrder,
  mismatchPageQuery,
  setMismatchResolved,
  streamMismatches,
  type UploadJobListRow,
} from './repository.ts';
import { uploadImportJob } from './upload-import-job.ts';

export type UploadDeps = { db: Db; jobs: JobQueue; dataDir: string };

export const UPLOAD_NOT_FOUND = 'Upload not found.';

/** Where uploaded spreadsheets are kept: never served. */
export const privateUploadsDir = (dataDir: string) => join(dataDir, 'uploads', 'private');

/**
 * Checks the file from its content, keeps it, and queues its processing in the same transaction as
 * the upload's row: the answer comes at once with the upload_id, the rows are read in the background.
 */
export async function acceptUpload(
  deps: UploadDeps,
  actor: CurrentUser,
  file: { fileName: string; bytes: Buffer },
  uploadType: UploadType,
): Promise<UploadFileResponse> {
  const fileName = basename(file.fileName.replaceAll('\\', '/')).trim();
  let format: SpreadsheetFormat;
  try {
    format = await checkSpreadsheet(fileName, file.bytes);
  } catch (error) {
    if (error instanceof FileCheckError) throw badRequest(error.message);
    throw error;
  }
  const folder = privateUploadsDir(deps.dataDir);
  await mkdir(folder, { recursive: true });
  const storedPath = join(folder, `${randomUUID()}.${format}`);
  await writeFile(storedPath, file.bytes, { mode: 0o600 });
  try {
    const uploadId = await deps.db.transaction(async (tx) => {
      const id = await insertUploadJob(tx, {
        filename: fileName,
        upload_type: uploadType,
        created_by: actor.id,
        stored_path: storedPath,
        size_bytes: file.bytes.length,
      });
      await deps.jobs.enqueue(tx, uploadImportJob, { upload_id: id });
      return id;
    });
    return { upload_id: uploadId, status: 'queued' };
  } catch (error) {
    await rm(storedPath, { force: true });
    throw error;
  }
}

/** Super User and Admin see every upload; a State Super User their own (its rows are their state's). */
const seesAllUploads = (actor: CurrentUser) => hasAnyRole(actor, ['Super User', 'Admin']);

export async function recentUploads(db: Db, actor: CurrentUser, limit: number): Promise<UploadJob[]> {
  const rows = await listRecentUploadJobs(db, limit, seesAllUploads(actor) ? null : actor.id);
  return rows.map(toUploadJob);
}

async function visibleJob(db: Db, actor: CurrentUser, uploadId: number): Promise<UploadJobListRow> {
  const job = await findUploadJobForScreen(db, uploadId);
  if (!job) throw notFound(UPLOAD_NOT_FOUND);
  if (!seesAllUploads(actor) && job.created_by !== actor.id) throw forbidden();
  return job;
}

export async function uploadJob(db: Db, actor: CurrentUser, uploadId: number): Promise<UploadJob> {
  return toUploadJob(await visibleJob(db, actor, uploadId));
}

/** How many mismatches the filter keeps, from the upload's counts. */
function filteredTotal(counts: UploadMismatchCounts, filter: MismatchFilter): number {
  if (filter.resolved === undefined) return counts.problems;
  return filter.resolved ? counts.resolved : counts.problems - counts.resolved;
}

/**
 * One page of an upload's mismatches (sorted and filtered by the server: a large upload has tens of
 * thousands), with the upload's counts; a page past the end is the last page.
 */
export async function uploadMismatches(
  db: Db,
  actor: CurrentUser,
  uploadId: number,
  query: MismatchFilter & MismatchOrder & Page,
): Promise<GetUploadMismatchesResponse> {
  await visibleJob(db, actor, uploadId);
  const counts = await countMismatches(db, uploadId);
  const total = filteredTotal(counts, query);
  const page = { page: Math.min(query.page, pageCount(total, query.page_size)), page_size: query.page_size };
  const rows = await mismatchPageQuery(db, uploadId, query, query, page);
  return { rows, total, ...page, counts };
}

/** The mismatches the filter keeps, all pages, in the file's order (the list's export); 403/404 before any is read. */
export async function exportUploadMismatches(
  db: Db,
  actor: CurrentUser,
  uploadId: number,
  filter: MismatchFilter,
) {
  await visibleJob(db, actor, uploadId);
  return streamMismatches(db, uploadId, filter);
}

export async function resolveMismatch(
  db: Db,
  actor: CurrentUser,
  uploadId: number,
  mismatchId: number,
  resolved: boolean,
): Promise<UploadMismatch> {
  await visibleJob(db, actor, uploadId);
  const row = await setMismatchResolved(db, uploadId, mismatchId, resolved);
  if (!row) throw notFound('Mismatch not found.');
  return row;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toUploadJob(row: UploadJobListRow): UploadJob {
  const { created_by: _createdBy, ...rest } = row;
  return {
    ...rest,
    create_dt: new Date(row.create_dt).toISOString(),
    started_at: iso(row.started_at),
    finished_at: iso(row.finished_at),
  };
}
