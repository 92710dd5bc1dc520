// The workbook of the import benchmark and the CSV text of the same rows for COPY, and the esc_files
// CSV of the upload benchmark, written in a child process so the memory it takes is given back before
// anything is measured (a worker thread's was not: on Node 24 the process kept about 1 GB of RSS after
// the 100,000-row workbook's thread had ended, and the import's peak RSS counted it). Their rows are demo files under new order numbers (BENCH_ORDER_PATTERN).
import { fork } from 'node:child_process';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../apps/server/src/db/client.ts';
import { removeFilesFromRollups } from '../apps/server/src/db/rollups.ts';
import {
  FILE_COLUMNS,
  loadJvs,
  loadPeople,
  resolveClients,
} from '../apps/server/src/features/uploads/esc-files/repository.ts';
import { loadBranches } from '../apps/server/src/features/uploads/import-repository.ts';
import { LAYOUTS } from '../apps/server/src/features/uploads/layouts.ts';
import { nameKey } from '../apps/server/src/features/uploads/rows/cells.ts';
import {
  branchMatcher,
  jvMatcher,
  type Matcher,
  personMatcher,
} from '../apps/server/src/features/uploads/rows/matcher.ts';

/** The layout columns that name a record instead of holding a value of esc_files. */
export type LinkColumn = 'branch' | 'escrow_officer' | 'marketing_rep' | 'jv' | 'directing_client';

/** A demo file to copy rows from: its stored values, and how the workbook names its links. */
export type SourceFile = {
  /** esc_files values as PostgreSQL writes them as text (dates YYYY-MM-DD, amounts 1234.50), ids too. */
  values: Record<string, string | number | null>;
  /** The text the workbook holds for each link; it resolves to the id in `values`. */
  names: Record<LinkColumn, string | null>;
};

export type WorkbookInput = {
  sources: readonly SourceFile[];
  rows: number;
  xlsxPath: string;
  /** Where the CSV of the same rows for COPY is written (read only when COPY runs). */
  csvPath: string;
  uploadId: number;
};

export type WorkbookOutput = { csvBytes: number; xlsxBytes: number };

/** The columns COPY loads: every column the import writes. */
export const COPY_COLUMNS: readonly string[] = [...FILE_COLUMNS.map(([name]) => name), 'last_upload_id'];

/**
 * Order numbers of the benchmark: the branch code, then 9 and six digits (the demo's are the code, the
 * year's two digits and five more, and no demo year starts with 9). The worker writes them so.
 */
export const BENCH_ORDER_PATTERN = '^[^-]+-9[0-9]{6}$';

/** Runs the writer process on `input` and answers its output. */
function inWorker<T>(input: Record<string, unknown>): Promise<T> {
  return new Promise((resolve, reject) => {
    const layout = LAYOUTS.esc_files.map(({ name, kind }) => ({ name, kind }));
    const child = fork(new URL('./esc-files-workbook-worker.mjs', import.meta.url), {
      serialization: 'advanced',
      execArgv: [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let answered = false;
    child.once('message', (message: { ok: true; output: T } | { ok: false; error: string }) => {
      answered = true;
      if (message.ok) resolve(message.output);
      else reject(new Error(message.error));
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!answered) reject(new Error(`the workbook writer stopped (exit code ${code})`));
    });
    child.send({ ...input, layout, copyColumns: COPY_COLUMNS });
  });
}

/** Writes the workbook to input.xlsxPath and the same rows as CSV to input.csvPath, in a child process. */
export function buildWorkbookInWorker(input: WorkbookInput): Promise<WorkbookOutput> {
  return inWorker({ ...input, kind: 'workbook' });
}

export type UploadCsvInput = { sources: readonly SourceFile[]; csvPath: string; maxBytes: number };
export type UploadCsvOutput = { rows: number; bytes: number };

/**
 * Writes an esc_files upload as CSV to input.csvPath (the upload layout's columns, values as text, as
 * an order system's export has them), as many rows as fit in input.maxBytes, in a child process.
 */
export function buildUploadCsvInWorker(input: UploadCsvInput): Promise<UploadCsvOutput> {
  return inWorker({ ...input, kind: 'upload-csv' });
}

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

/** The demo files as rows for the benchmark files (see sourcesFrom). */
export async function benchSources(db: Db): Promise<SourceFile[]> {
  return sourcesFrom(db, await demoFiles(db));
}

/** The ids of the benchmark's files. */
export async function benchFileIds(db: Executor): Promise<number[]> {
  const result = await db.execute<{ file_id: number }>(
    sql`select file_id from esc_files where order_number ~ ${BENCH_ORDER_PATTERN}`,
  );
  return result.rows.map((r) => Number(r.file_id));
}

/** Removes the benchmark's files. */
export async function removeBenchFiles(db: Db): Promise<void> {
  // With what they added to the daily rollups (COPY's rows are added once COPY is measured).
  await db.transaction(async (tx) => {
    await removeFilesFromRollups(tx, await benchFileIds(tx));
    await tx.execute(sql`delete from esc_files where order_number ~ ${BENCH_ORDER_PATTERN}`);
  });
  // Both loads then write into the same table, with the space of the deleted rows free again.
  await db.execute(sql`vacuum analyze esc_files`);
}
