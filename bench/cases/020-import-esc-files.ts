import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { addFilesToRollups } from '../../apps/server/src/db/rollups.ts';
import { uploadJobs, users } from '../../apps/server/src/db/schema/index.ts';
import { setUploadJob } from '../../apps/server/src/features/uploads/import-repository.ts';
import { processUpload } from '../../apps/server/src/features/uploads/import-service.ts';
import { insertUploadJob } from '../../apps/server/src/features/uploads/repository.ts';
import { privateUploadsDir } from '../../apps/server/src/features/uploads/service.ts';
import {
  BENCH_ORDER_PATTERN,
  benchFileIds,
  benchSources,
  buildWorkbookInWorker,
  COPY_COLUMNS,
  removeBenchFiles,
  type WorkbookInput,
  type WorkbookOutput,
} from '../esc-files-workbook.ts';
import type { JobCase, JobRow } from '../types.ts';

const COPY_ROW = 'COPY into esc_files (the limit)';
const IMPORT_ROW = 'import .xlsx: processUpload';

/**
 * Writes the workbook and the CSV text of the same rows, both to files, in a child process: neither the
 * demo rows it starts from nor the CSV are in this process while the import is measured.
 */
async function writeWorkbook(
  db: Db,
  target: Omit<WorkbookInput, 'sources'>,
  note: (line: string) => void,
): Promise<WorkbookOutput> {
  const sources = await benchSources(db);
  if (sources.length === 0) throw new Error('The import case needs demo files (--files > 0).');
  note(`writing a ${target.rows}-row workbook from ${sources.length} demo files…`);
  const started = performance.now();
  const built = await buildWorkbookInWorker({ ...target, sources });
  note(
    `  ${(built.xlsxBytes / 1024 / 1024).toFixed(1)} MB .xlsx and ${(built.csvBytes / 1024 / 1024).toFixed(1)} MB CSV ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return built;
}

/** Count and a digest of the benchmark's rows as stored, to show COPY and the import wrote the same. */
async function stored(db: Db): Promise<{ n: number; digest: string | null }> {
  const columns = sql.join(
    [...COPY_COLUMNS, 'calc_close_date'].map((name) => sql.identifier(name)),
    sql`, `,
  );
  const result = await db.execute(sql`
    select count(*)::int as n, md5(string_agg(row(${columns})::text, E'\n' order by order_number)) as digest
      from esc_files where order_number ~ ${BENCH_ORDER_PATTERN}`);
  return result.rows[0] as { n: number; digest: string | null };
}

/**
 * The import target: a 100,000-row esc_files workbook through the real import, beside
 * PostgreSQL's own COPY of the same rows into the same table (every index, foreign key and default).
 */
export default {
  kind: 'job',
  name: 'import esc_files workbook',
  description:
    'rows of demo files under new order numbers; COPY loads the same values (ids already resolved) as CSV ' +
    'in one statement, the import reads the stored .xlsx, matches, upserts and commits in one transaction',
  run: async ({ db, database, dataDir, log, importRows, measure, copyCsv, note }) => {
    const leftover = await stored(db);
    if (leftover.n > 0) {
      note(`removing ${leftover.n} rows left by an earlier run`);
      await removeBenchFiles(db);
    }
    const [uploader] = await db
      .select({ id: users.user_id })
      .from(users)
      .where(eq(users.email, 'super@hub.test'));
    if (!uploader) throw new Error('The import case needs the demo user super@hub.test.');
    // As acceptUpload does: the file kept under the private uploads folder, then the upload's row.
    const folder = privateUploadsDir(dataDir);
    await mkdir(folder, { recursive: true });
    const storedPath = join(folder, `${randomUUID()}.xlsx`);
    const csvPath = join(folder, `${randomUUID()}.csv`);
    const fileName = `esc-files-${importRows}.xlsx`;
    const uploadId = await insertUploadJob(db, {
      filename: fileName,
      upload_type: 'esc_files',
      created_by: uploader.id,
      stored_path: storedPath,
      size_bytes: 0,
    });
    try {
      const built = await writeWorkbook(
        db,
        { rows: importRows, xlsxPath: storedPath, csvPath, uploadId },
        note,
      );
      const { xlsxBytes } = built;
      await setUploadJob(db, uploadId, { size_bytes: xlsxBytes });

      // The import first, while this process holds nothing of the benchmark's rows; then COPY, which
      // takes the whole CSV in memory.
      note('import (processUpload)…');
      const imported = await measure(() => processUpload(db, database, uploadId, log));
      const [job] = await db.select().from(uploadJobs).where(eq(uploadJobs.upload_id, uploadId));
      if (job?.status !== 'done' || job.rows_inserted !== importRows || job.rows_mismatched !== 0) {
        throw new Error(
          `The import did not insert every row: ${JSON.stringify({ status: job?.status, error: job?.error_detail, read: job?.rows_read, inserted: job?.rows_inserted, mismatched: job?.rows_mismatched })}`,
        );
      }
      const importedRows = await stored(db);
      await removeBenchFiles(db);

      note('COPY of the same rows…');
      const csv = new Uint8Array(await readFile(csvPath));
      const copy = await measure(() => copyCsv('esc_files', COPY_COLUMNS, csv));
      const copied = await stored(db);
      // As the import did, so that removeBenchFiles leaves the rollups as they were.
      await db.transaction(async (tx) => addFilesToRollups(tx, await benchFileIds(tx)));
      if (copied.n !== importRows) throw new Error(`COPY stored ${copied.n} rows, not ${importRows}`);
      const same = importedRows.n === copied.n && importedRows.digest === copied.digest;
      if (!same) throw new Error('The import stored other values than COPY did: the comparison is not fair.');

      const rows: JobRow[] = [
        { name: COPY_ROW, rows: importRows, ...copy },
        {
          name: IMPORT_ROW,
          rows: importRows,
          ...imported,
          versus: COPY_ROW,
          // With PGlite the database's own memory is in this process: the memory target is for the
          // app's process beside a PostgreSQL server.
          targets: database === 'postgres' ? { maxRatio: 5, maxPeakMb: 500 } : { maxRatio: 5 },
        },
      ];
      return {
        rows,
        notes: [
          `workbook ${(xlsxBytes / 1024 / 1024).toFixed(1)} MB (44 columns, shared strings, dates and amounts as numbers); ` +
            'both loads stored identical values (same md5 of every row)',
          database === 'pglite'
            ? "PGlite: COPY reads the CSV from '/dev/blob'; the database runs in this process, so its memory is in the RSS " +
              '(the 500 MB target is checked with --database postgres, where the RSS is the app alone)'
            : 'PostgreSQL: COPY FROM STDIN over the same connection pool; the RSS is this process only (not the server)',
        ],
      };
    } finally {
      await removeBenchFiles(db);
      await db.delete(uploadJobs).where(eq(uploadJobs.upload_id, uploadId));
      await rm(storedPath, { force: true });
      await rm(csvPath, { force: true });
    }
  },
} satisfies JobCase;
