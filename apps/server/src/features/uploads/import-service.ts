import { readFile } from 'node:fs/promises';
import { parseRoles } from '@hub/contract';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '../../db/audit.ts';
import type { DatabaseKind, Db, Executor } from '../../db/client.ts';
import { PermanentJobError } from '../../jobs/job-queue.ts';
import { type StateScope, stateScope } from '../../plugins/authorization/policies.ts';
import { importEmployees } from './employees/employee-import.ts';
import { importFiles } from './esc-files/file-import.ts';
import { findUploader, findUploadJob, setUploadJob } from './import-repository.ts';
import { checkSpreadsheet, FileCheckError } from './reading/file-check.ts';
import { readSheetRows, SheetReadError } from './reading/sheet-reader.ts';
import type { ImportCounts } from './rows/row-problems.ts';
import { toSheet } from './rows/sheet-header.ts';

/**
 * The background job of one upload: read the stored file, convert and match every row, store the
 * good ones and a mismatch for each problem, all in one transaction with the job's final counts.
 * Any failure leaves the data as it was and the job failed with a message for the screen. `kind`
 * (the database's) sets how many files go in one statement (FILES_PER_STATEMENT).
 */
export async function processUpload(
  db: Db,
  kind: DatabaseKind,
  uploadId: number,
  log: FastifyBaseLogger,
): Promise<void> {
  const job = await findUploadJob(db, uploadId);
  if (!job) throw new PermanentJobError(`Upload ${uploadId} does not exist`);
  if (job.status === 'done' || job.status === 'failed') return;
  await setUploadJob(db, uploadId, { status: 'processing', started_at: new Date(), error_detail: null });
  try {
    if (!job.stored_path) throw new PermanentJobError('The uploaded file was not kept.');
    const path = job.stored_path;
    const bytes = await readFile(path);
    const format = await checkSpreadsheet(job.filename, bytes);
    const scope = await uploaderScope(db, job.created_by);
    const finish = async (tx: Executor, rowsRead: number, counts: ImportCounts) => {
      await setUploadJob(tx, uploadId, {
        status: 'done',
        finished_at: new Date(),
        rows_read: rowsRead,
        rows_inserted: counts.inserted,
        rows_updated: counts.updated,
        rows_unchanged: counts.unchanged,
        rows_mismatched: counts.mismatched,
      });
      if (job.created_by !== null) {
        await recordAudit(tx, {
          actor: { id: job.created_by, email: '' },
          action: 'update',
          entity: job.upload_type,
          entityId: `upload:${uploadId}`,
          after: { upload_id: uploadId, filename: job.filename, rows: rowsRead, ...counts },
        });
      }
    };
    if (job.upload_type === 'esc_files') {
      // Escrow-file sheets can be large: the rows are converted as they are read, and stored in
      // batches while the rest is read, in the one transaction of the upload.
      await importFiles(db, { uploadId, kind, path, format, bytes, scope }, finish);
    } else {
      const sheet = toSheet(job.upload_type, await readSheetRows(path, format));
      await setUploadJob(db, uploadId, { rows_read: sheet.rows.length });
      await db.transaction(async (tx) => {
        const counts = await importEmployees(tx, uploadId, sheet, scope, job.created_by);
        await finish(tx, sheet.rows.length, counts);
      });
    }
  } catch (error) {
    const known =
      error instanceof FileCheckError ||
      error instanceof SheetReadError ||
      error instanceof PermanentJobError;
    if (!known) log.error({ err: error, uploadId }, 'upload failed');
    const detail = known
      ? error.message
      : 'The upload could not be processed because of an unexpected error. Try again.';
    await setUploadJob(db, uploadId, { status: 'failed', finished_at: new Date(), error_detail: detail });
    throw new PermanentJobError(detail);
  }
}

/** The states the uploader may write (policies.ts stateScope), from their roles now. */
async function uploaderScope(db: Db, userId: number | null): Promise<StateScope> {
  if (userId === null) return [];
  const user = await findUploader(db, userId);
  if (!user) return [];
  const state = user.state === 'AZ' || user.state === 'NV' ? user.state : null;
  return stateScope({ roles: parseRoles(user.roles), state });
}
