import { readFile } from 'node:fs/promises';
import { setImmediate as eventLoopTurned } from 'node:timers/promises';
import { parseRoles } from '@hub/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '../../db/audit.ts';
import type { DatabaseKind, Db, Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { PermanentJobError } from '../../jobs/job-queue.ts';
import { type StateScope, scopeIncludes, stateScope } from '../../plugins/authorization/policies.ts';
import { type EmployeeRecord, toEmployee } from './employee-rows.ts';
import {
  cellsByColumn,
  type EscFileMatchers,
  RowCells,
  type RowProblem,
  recordOutsideScope,
  stateOutsideScope,
  toEscFile,
} from './esc-file-rows.ts';
import { checkSpreadsheet, FileCheckError } from './file-check.ts';
import {
  ClientIds,
  clientNames,
  type EmployeeValues,
  type ExistingEmployee,
  FILES_PER_STATEMENT,
  type FileBatch,
  FilesToStore,
  findUploadJob,
  insertEmployee,
  insertMismatches,
  loadBranches,
  loadEmployeesForUpload,
  loadFileStatesOutside,
  loadJvs,
  loadPeople,
  type MismatchRow,
  setUploadJob,
  type UpsertCounts,
  updateEmployee,
  upsertFiles,
} from './import-repository.ts';
import { type HeaderMap, mapHeaders, type UploadType } from './layouts.ts';
import { branchMatcher, jvMatcher, personMatcher } from './matcher.ts';
import { readSheetRows, SheetReadError, type SheetRowsConsumer, streamSheetRows } from './sheet-reader.ts';

export const UPLOAD_JOB_KIND = 'uploads.process';

export type ImportCounts = { inserted: number; updated: number; unchanged: number; mismatched: number };

type Sheet = { headers: readonly string[]; rows: readonly string[][]; map: HeaderMap };

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
    const format = checkSpreadsheet(job.filename, bytes);
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
      const matchers = await loadFileMatchers(db);
      let rowsReadSaved: Promise<unknown> = Promise.resolve();
      try {
        await db.transaction(async (tx) => {
          // The files of other states a scoped uploader's rows may name, and so must not change.
          const foreign =
            scope === 'all' ? new Map<string, string>() : await loadFileStatesOutside(tx, scope);
          const store = await FileStore.open(tx, uploadId, scope);
          const files = new FileRows(matchers, scope, foreign, store, FILES_PER_STATEMENT[kind]);
          let rowsRead: number;
          try {
            await streamSheetRows(path, format, files, { bytes });
            rowsRead = files.finish();
          } catch (error) {
            // No statement may still run when the transaction is rolled back.
            await store.settle();
            throw error;
          }
          // The count shows while the last rows are stored, as it always did: from another
          // connection with PostgreSQL; with PGlite, whose one connection this transaction holds,
          // once the transaction is over (it is also in the final update).
          rowsReadSaved = setUploadJob(db, uploadId, { rows_read: rowsRead }).catch(() => undefined);
          const counts = await store.finish();
          await insertMismatches(tx, uploadId, files.mismatches.rows);
          await finish(tx, rowsRead, { ...counts, mismatched: files.mismatches.rowCount });
        });
      } finally {
        await rowsReadSaved;
      }
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

const NO_HEADER = 'The file is empty: it has no header row.';
const NO_ROWS = 'The file has a header row but no data rows.';

function toSheet(type: UploadType, allRows: string[][]): Sheet {
  const [headers, ...rows] = allRows;
  if (!headers) throw new PermanentJobError(NO_HEADER);
  const map = headerMap(type, headers);
  if (rows.length === 0) throw new PermanentJobError(NO_ROWS);
  return { headers, rows, map };
}

/** Which column holds what; a PermanentJobError naming the required columns the header lacks. */
function headerMap(type: UploadType, headers: readonly string[]): HeaderMap {
  const map = mapHeaders(type, headers);
  const missing = [...map.missing];
  if (
    type === 'employees' &&
    ![...map.columns.values()].some((c) => c.name === 'payroll_id' || c.name === 'email')
  ) {
    missing.push('payroll_id or email');
  }
  if (missing.length > 0) {
    throw new PermanentJobError(
      `The file is missing required column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}. ` +
        'Download the template to see the expected columns.',
    );
  }
  return map;
}

/** The states the uploader may write (policies.ts stateScope), from their roles now. */
async function uploaderScope(db: Db, userId: number | null): Promise<StateScope> {
  if (userId === null) return [];
  const rows = await db
    .select({ roles: users.roles, state: users.state })
    .from(users)
    .where(eq(users.user_id, userId));
  const user = rows[0];
  if (!user) return [];
  const state = user.state === 'AZ' || user.state === 'NV' ? user.state : null;
  return stateScope({ roles: parseRoles(user.roles), state });
}

/** The row as the file had it, for the mismatch screen. */
function rowData(headers: readonly string[], row: readonly string[]): Record<string, string> {
  const data: Record<string, string> = {};
  headers.forEach((header, i) => {
    if (header.trim()) data[header.trim()] = row[i] ?? '';
  });
  return data;
}

class Mismatches {
  readonly rows: MismatchRow[] = [];
  readonly #rowNumbers = new Set<number>();

  add(rowNumber: number, data: Record<string, string>, problems: readonly RowProblem[]): void {
    this.#rowNumbers.add(rowNumber);
    for (const p of problems) {
      this.rows.push({
        row_number: rowNumber,
        field_name: p.field,
        field_value: p.value,
        problem: p.problem,
        row_data: data,
      });
    }
  }

  get rowCount(): number {
    return this.#rowNumbers.size;
  }
}

async function loadFileMatchers(db: Executor): Promise<EscFileMatchers> {
  return {
    branches: branchMatcher(await loadBranches(db)),
    people: personMatcher(await loadPeople(db)),
    jvs: jvMatcher(await loadJvs(db)),
  };
}

/**
 * The rows of an escrow-files sheet as the reader gives them: each is converted and matched at once,
 * and becomes a file for the store (in batches) or mismatches. A header problem is kept until the
 * whole file is read, so that a file that cannot be read is reported as such first, as when it was
 * read whole. When the reader starts again from the first row, so does everything here.
 */
class FileRows implements SheetRowsConsumer {
  readonly #matchers: EscFileMatchers;
  readonly #scope: StateScope;
  /** Stored files of states outside the scope: their order numbers, with their state. */
  readonly #foreign: ReadonlyMap<string, string>;
  readonly #store: FileStore;
  #headers: string[] | null = null;
  #cells: RowCells | null = null;
  #headerProblem: unknown = null;
  #count = 0;
  #firstRowOf = new Map<string, number>();
  readonly #filesPerStatement: number;
  #files: FilesToStore;
  mismatches = new Mismatches();

  constructor(
    matchers: EscFileMatchers,
    scope: StateScope,
    foreign: ReadonlyMap<string, string>,
    store: FileStore,
    filesPerStatement: number,
  ) {
    this.#matchers = matchers;
    this.#scope = scope;
    this.#foreign = foreign;
    this.#store = store;
    this.#filesPerStatement = filesPerStatement;
    this.#files = new FilesToStore((batch) => store.store(batch), filesPerStatement);
  }

  rows(rows: string[][]): void {
    for (const row of rows) {
      if (this.#headers === null) {
        this.#headers = row;
        try {
          this.#cells = new RowCells(headerMap('esc_files', row).columns);
        } catch (error) {
          this.#headerProblem = error;
        }
        continue;
      }
      this.#count++;
      // Once storing failed, the rest is only counted: the upload fails when the file is read.
      if (this.#cells && !this.#store.failed) this.#add(row, this.#cells);
    }
  }

  #add(row: string[], cells: RowCells): void {
    // The header is row 1 of the sheet.
    const rowNumber = this.#count + 1;
    const outcome = toEscFile(cells.of(row), this.#matchers, this.#scope);
    const order = outcome.record?.order_number;
    let refusal: RowProblem | null = null;
    if (order) {
      const first = this.#firstRowOf.get(order);
      const foreignState = this.#foreign.get(order);
      if (first !== undefined) {
        refusal = {
          field: 'order_number',
          value: order,
          problem: `order_number ${order} appears again (first on row ${first})`,
        };
      } else this.#firstRowOf.set(order, rowNumber);
      if (foreignState !== undefined && !refusal) {
        refusal = recordOutsideScope('order_number', order, `order_number ${order}`, foreignState);
      }
    }
    if (outcome.record && !refusal) this.#files.add(outcome.record);
    else {
      const problems = refusal ? [...outcome.problems, refusal] : outcome.problems;
      this.mismatches.add(rowNumber, rowData(this.#headers ?? [], row), problems);
    }
  }

  restart(): void {
    this.#headers = null;
    this.#cells = null;
    this.#headerProblem = null;
    this.#count = 0;
    this.#firstRowOf = new Map();
    this.#files = new FilesToStore((batch) => this.#store.store(batch), this.#filesPerStatement);
    this.mismatches = new Mismatches();
    this.#store.restart();
  }

  /** The number of data rows read; the header's problem, or that there is no header or no row. */
  finish(): number {
    if (this.#headers === null) throw new PermanentJobError(NO_HEADER);
    if (this.#headerProblem) throw this.#headerProblem;
    if (this.#count === 0) throw new PermanentJobError(NO_ROWS);
    // Done with matching: the order numbers seen are not needed to store the rows.
    this.#firstRowOf = new Map();
    this.#files.flush();
    return this.#count;
  }
}

/**
 * Stores batches of files in the upload's transaction, one statement after the other, while the
 * file is still being read. A failure is kept and thrown by finish(), as it would have been had the
 * rows been stored after the whole file was read. restart() undoes everything stored so far.
 */
class FileStore {
  readonly #tx: Executor;
  readonly #uploadId: number;
  readonly #scope: StateScope;
  readonly #clients: ClientIds;
  #queue: Promise<void> = Promise.resolve();
  /** Rows given since the last restart; steps and failures of earlier ones no longer count. */
  #generation = 0;
  #error: { error: unknown } | null = null;
  #counts: UpsertCounts = { inserted: 0, updated: 0, unchanged: 0 };

  private constructor(tx: Executor, uploadId: number, scope: StateScope) {
    this.#tx = tx;
    this.#uploadId = uploadId;
    this.#scope = scope;
    this.#clients = new ClientIds(tx);
  }

  static async open(tx: Executor, uploadId: number, scope: StateScope): Promise<FileStore> {
    await tx.execute(sql`savepoint upload_rows`);
    return new FileStore(tx, uploadId, scope);
  }

  get failed(): boolean {
    return this.#error !== null;
  }

  #then(step: () => Promise<void>, always = false): void {
    const generation = this.#generation;
    this.#queue = this.#queue.then(async () => {
      if (!always && (this.#error || generation !== this.#generation)) return;
      try {
        await step();
      } catch (error) {
        if (always || generation === this.#generation) this.#error = { error };
      }
    });
  }

  store(batch: FileBatch): void {
    this.#then(async () => {
      // Each statement starts once the event loop has turned, so that requests are answered between
      // statements (and between a statement and the rows converted before it).
      await eventLoopTurned();
      const clientIds = await this.#clients.resolve(clientNames(batch));
      const counts = await upsertFiles(this.#tx, batch, clientIds, this.#uploadId, this.#scope);
      this.#counts.inserted += counts.inserted;
      this.#counts.updated += counts.updated;
      this.#counts.unchanged += counts.unchanged;
    });
  }

  restart(): void {
    this.#generation++;
    this.#error = null;
    // Undoes what was stored, and a failure of it (PostgreSQL takes this even in a failed transaction).
    this.#then(async () => {
      await this.#tx.execute(sql`rollback to savepoint upload_rows`);
      this.#clients.reset();
      this.#counts = { inserted: 0, updated: 0, unchanged: 0 };
    }, true);
  }

  /** Waits for the statements under way, whatever their outcome. */
  async settle(): Promise<void> {
    await this.#queue;
  }

  async finish(): Promise<UpsertCounts> {
    await this.#queue;
    if (this.#error) throw this.#error.error;
    return this.#counts;
  }
}

const EMPLOYEE_FIELDS = [
  'payroll_id',
  'email',
  'first_name',
  'last_name',
  'state',
  'emp_type',
  'title',
  'start_date',
  'termination_date',
  'is_active',
  'cell_phone',
  'office_phone',
  'def_branch',
  'alt_email',
  'srch_str1',
  'srch_str2',
  'srch_str3',
] as const satisfies readonly (keyof EmployeeRecord)[];

async function importEmployees(
  tx: Executor,
  uploadId: number,
  sheet: Sheet,
  scope: StateScope,
  actorId: number | null,
): Promise<ImportCounts> {
  const branches = branchMatcher(await loadBranches(tx));
  const existing = await loadEmployeesForUpload(tx);
  const byPayroll = new Map(existing.filter((e) => e.payroll_id).map((e) => [e.payroll_id as string, e]));
  const byEmail = new Map<string, ExistingEmployee[]>();
  for (const e of existing) {
    if (!e.email) continue;
    const key = e.email.toLowerCase();
    byEmail.set(key, [...(byEmail.get(key) ?? []), e]);
  }
  const mismatches = new Mismatches();
  const counts: ImportCounts = { inserted: 0, updated: 0, unchanged: 0, mismatched: 0 };
  const seenKeys = new Map<string, number>();

  for (const [index, row] of sheet.rows.entries()) {
    const rowNumber = index + 2;
    const data = rowData(sheet.headers, row);
    const outcome = toEmployee(cellsByColumn(row, sheet.map.columns), branches, scope);
    if (!outcome.record) {
      mismatches.add(rowNumber, data, outcome.problems);
      continue;
    }
    const record = outcome.record;
    const key = record.payroll_id ? `payroll:${record.payroll_id}` : `email:${record.email}`;
    const first = seenKeys.get(key);
    if (first !== undefined) {
      const field = record.payroll_id ? 'payroll_id' : 'email';
      mismatches.add(rowNumber, data, [
        {
          field,
          value: record[field] ?? '',
          problem: `${field} ${record[field]} appears again (first on row ${first})`,
        },
      ]);
      continue;
    }
    seenKeys.set(key, rowNumber);

    const found = findEmployee(record, byPayroll, byEmail);
    if ('problem' in found) {
      mismatches.add(rowNumber, data, [
        { field: 'email', value: record.email ?? '', problem: found.problem },
      ]);
      continue;
    }
    const current = found.employee;
    if (current && !scopeIncludes(scope, current.state)) {
      mismatches.add(rowNumber, data, [
        recordOutsideScope('state', record.state ?? '', 'the employee', current.state),
      ]);
      continue;
    }
    const merged = mergeEmployee(current, record);
    if (!scopeIncludes(scope, merged.state)) {
      mismatches.add(rowNumber, data, [stateOutsideScope(record.state ?? '', merged.state)]);
      continue;
    }
    if (current) {
      const before = Object.fromEntries(EMPLOYEE_FIELDS.map((f) => [f, current[f]]));
      const after = Object.fromEntries(EMPLOYEE_FIELDS.map((f) => [f, merged[f]]));
      if (EMPLOYEE_FIELDS.every((f) => before[f] === after[f])) {
        counts.unchanged++;
        continue;
      }
      await updateEmployee(tx, current.employee_id, merged);
      if (actorId !== null) {
        await recordAudit(tx, {
          actor: { id: actorId, email: '' },
          action: 'update',
          entity: 'employees',
          entityId: String(current.employee_id),
          before,
          after: { ...after, upload_id: uploadId },
        });
      }
      counts.updated++;
    } else {
      const id = await insertEmployee(tx, merged);
      if (actorId !== null) {
        await recordAudit(tx, {
          actor: { id: actorId, email: '' },
          action: 'create',
          entity: 'employees',
          entityId: String(id),
          after: { ...merged, upload_id: uploadId },
        });
      }
      counts.inserted++;
    }
  }
  await insertMismatches(tx, uploadId, mismatches.rows);
  return { ...counts, mismatched: mismatches.rowCount };
}

function findEmployee(
  record: EmployeeRecord,
  byPayroll: ReadonlyMap<string, ExistingEmployee>,
  byEmail: ReadonlyMap<string, readonly ExistingEmployee[]>,
): { employee: ExistingEmployee | null } | { problem: string } {
  if (record.payroll_id) {
    const byId = byPayroll.get(record.payroll_id);
    if (byId) return { employee: byId };
  }
  if (!record.email) return { employee: null };
  const candidates = (byEmail.get(record.email) ?? []).filter((e) => !record.payroll_id || !e.payroll_id);
  if (candidates.length > 1) return { problem: `email ${record.email} belongs to more than one employee` };
  return { employee: candidates[0] ?? null };
}

/** Empty cells keep what is stored; a new employee defaults to AZ and active. */
function mergeEmployee(current: ExistingEmployee | null, record: EmployeeRecord): EmployeeValues {
  const pick = <K extends keyof EmployeeRecord>(field: K) => record[field] ?? current?.[field] ?? null;
  return {
    payroll_id: pick('payroll_id'),
    email: pick('email'),
    first_name: record.first_name,
    last_name: record.last_name,
    state: (record.state ?? current?.state ?? 'AZ') as 'AZ' | 'NV',
    emp_type: pick('emp_type'),
    title: pick('title'),
    start_date: pick('start_date'),
    termination_date: pick('termination_date'),
    is_active: record.is_active ?? current?.is_active ?? true,
    cell_phone: pick('cell_phone'),
    office_phone: pick('office_phone'),
    def_branch: pick('def_branch'),
    alt_email: pick('alt_email'),
    srch_str1: pick('srch_str1'),
    srch_str2: pick('srch_str2'),
    srch_str3: pick('srch_str3'),
  };
}
