import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { uploadJobs, users } from '../../apps/server/src/db/schema/index.ts';
import { nameKey } from '../../apps/server/src/features/uploads/cells.ts';
import {
  loadBranches,
  loadJvs,
  loadPeople,
  resolveClients,
  setUploadJob,
} from '../../apps/server/src/features/uploads/import-repository.ts';
import { processUpload } from '../../apps/server/src/features/uploads/import-service.ts';
import {
  branchMatcher,
  jvMatcher,
  type Matcher,
  personMatcher,
} from '../../apps/server/src/features/uploads/matcher.ts';
import { insertUploadJob } from '../../apps/server/src/features/uploads/repository.ts';
import { privateUploadsDir } from '../../apps/server/src/features/uploads/service.ts';
import {
  BENCH_ORDER_PATTERN,
  buildWorkbookInWorker,
  COPY_COLUMNS,
  type SourceFile,
  type WorkbookInput,
  type WorkbookOutput,
} from '../esc-files-workbook.ts';
import type { JobCase, JobRow } from '../types.ts';

const COPY_ROW = 'COPY into esc_files (the limit)';
const IMPORT_ROW = 'import .xlsx: processUpload';

type DemoFile = Record<string, string | number | null> & {
  state: string;
  branch_id: number;
  escrow_officer_id: number | null;
  marketing_rep_id: number | null;
  jv_id: number | null;
  directing_client_id: number | null;
  client_name: string | null;
};

/** The demo files to copy rows from, every esc_files value as PostgreSQL writes it as text. */
async function demoFiles(db: Db): Promise<DemoFile[]> {
  const ids = new Set(['branch_id', 'escrow_officer_id', 'marketing_rep_id', 'jv_id', 'directing_client_id']);
  const columns = COPY_COLUMNS.filter((name) => name !== 'last_upload_id').map((name) =>
    ids.has(name)
      ? sql`f.${sql.identifier(name)}`
      : sql`f.${sql.identifier(name)}::text as ${sql.identifier(name)}`,
  );
  const result = await db.execute(sql`
    select ${sql.join(columns, sql`, `)}, coalesce(c.individual_name, c.company_name) as client_name
      from esc_files f left join clients c on c.client_id = f.directing_client_id
     where f.order_number !~ ${BENCH_ORDER_PATTERN}
     order by f.file_id`);
  return result.rows as DemoFile[];
}

/** The first of `names` that `matcher` resolves to `id` for a file of `state`. */
function nameFor(
  matcher: Matcher,
  id: number | null,
  state: string,
  names: (string | null)[],
): string | null {
  if (id === null) return null;
  for (const name of names) {
    if (!name) continue;
    const found = matcher.find(name, state);
    if ('id' in found && found.id === id) return name;
  }
  return null;
}

/**
 * Turns demo files into workbook rows: real branch codes, escrow officers, reps, JVs and clients,
 * named the way the import matches them. A link that cannot be named unambiguously is left empty.
 */
async function sourcesFrom(db: Db, files: readonly DemoFile[]): Promise<SourceFile[]> {
  const branches = await loadBranches(db);
  const people = await loadPeople(db);
  const jvs = await loadJvs(db);
  const matchers = { branches: branchMatcher(branches), people: personMatcher(people), jvs: jvMatcher(jvs) };
  const branchById = new Map(branches.map((b) => [b.branch_id, b]));
  const personById = new Map(people.map((p) => [p.employee_id, p]));
  const jvById = new Map(jvs.map((j) => [j.jv_id, j]));
  // With no new names, this reads the ids the import will give each client name, and adds nothing.
  const clientIds = await resolveClients(db, []);
  const personNames = (id: number | null) => {
    const p = id === null ? undefined : personById.get(id);
    return p ? [`${p.first_name} ${p.last_name}`, p.srch_str1, p.srch_str2, p.srch_str3] : [];
  };
  const sources: SourceFile[] = [];
  for (const file of files) {
    const branch = branchById.get(file.branch_id);
    const jv = file.jv_id === null ? undefined : jvById.get(file.jv_id);
    const names = {
      branch: nameFor(matchers.branches, file.branch_id, file.state, [
        branch?.code ?? null,
        branch?.name ?? null,
      ]),
      escrow_officer: nameFor(
        matchers.people,
        file.escrow_officer_id,
        file.state,
        personNames(file.escrow_officer_id),
      ),
      marketing_rep: nameFor(
        matchers.people,
        file.marketing_rep_id,
        file.state,
        personNames(file.marketing_rep_id),
      ),
      jv: nameFor(matchers.jvs, file.jv_id, file.state, [jv?.name ?? null, jv?.alias ?? null]),
      directing_client: file.client_name,
    };
    if (!names.branch) continue;
    const { client_name: _clientName, ...values } = file;
    sources.push({
      names,
      values: {
        ...values,
        escrow_officer_id: names.escrow_officer ? file.escrow_officer_id : null,
        marketing_rep_id: names.marketing_rep ? file.marketing_rep_id : null,
        jv_id: names.jv ? file.jv_id : null,
        directing_client_id: file.client_name ? (clientIds.get(nameKey(file.client_name)) ?? null) : null,
      },
    });
  }
  return sources;
}

/**
 * Writes the workbook and the CSV text of the same rows. The demo rows it starts from are not kept:
 * only the output leaves this function, so they take no memory while the loads are measured.
 */
async function writeWorkbook(
  db: Db,
  target: Omit<WorkbookInput, 'sources'>,
  note: (line: string) => void,
): Promise<WorkbookOutput> {
  const sources = await sourcesFrom(db, await demoFiles(db));
  if (sources.length === 0) throw new Error('The import case needs demo files (--files > 0).');
  note(`writing a ${target.rows}-row workbook from ${sources.length} demo files…`);
  const started = performance.now();
  const built = await buildWorkbookInWorker({ ...target, sources });
  note(
    `  ${(built.xlsxBytes / 1024 / 1024).toFixed(1)} MB .xlsx and ${(built.csv.byteLength / 1024 / 1024).toFixed(1)} MB CSV ` +
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

async function removeBenchRows(db: Db): Promise<void> {
  await db.execute(sql`delete from esc_files where order_number ~ ${BENCH_ORDER_PATTERN}`);
  // Both loads then write into the same table, with the space of the deleted rows free again.
  await db.execute(sql`vacuum analyze esc_files`);
}

/**
 * The issue's import target: a 100,000-row esc_files workbook through the real import, beside
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
      await removeBenchRows(db);
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
    const fileName = `esc-files-${importRows}.xlsx`;
    const uploadId = await insertUploadJob(db, {
      filename: fileName,
      upload_type: 'esc_files',
      created_by: uploader.id,
      stored_path: storedPath,
      size_bytes: 0,
    });
    try {
      const built = await writeWorkbook(db, { rows: importRows, xlsxPath: storedPath, uploadId }, note);
      const { xlsxBytes } = built;
      let csv: Uint8Array | null = built.csv;
      built.csv = new Uint8Array(0);
      await setUploadJob(db, uploadId, { size_bytes: xlsxBytes });

      note('COPY of the same rows…');
      const copy = await measure(() => copyCsv('esc_files', COPY_COLUMNS, csv as Uint8Array));
      // The CSV text is not kept while the import is measured.
      csv = null;
      const copied = await stored(db);
      if (copied.n !== importRows) throw new Error(`COPY stored ${copied.n} rows, not ${importRows}`);
      await removeBenchRows(db);

      note('import (processUpload)…');
      const imported = await measure(() => processUpload(db, uploadId, log));
      const [job] = await db.select().from(uploadJobs).where(eq(uploadJobs.upload_id, uploadId));
      if (job?.status !== 'done' || job.rows_inserted !== importRows || job.rows_mismatched !== 0) {
        throw new Error(
          `The import did not insert every row: ${JSON.stringify({ status: job?.status, error: job?.error_detail, read: job?.rows_read, inserted: job?.rows_inserted, mismatched: job?.rows_mismatched })}`,
        );
      }
      const after = await stored(db);
      const same = after.n === copied.n && after.digest === copied.digest;
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
      await removeBenchRows(db);
      await db.delete(uploadJobs).where(eq(uploadJobs.upload_id, uploadId));
      await rm(storedPath, { force: true });
    }
  },
} satisfies JobCase;
