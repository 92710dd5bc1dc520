// The rows of an escrow-files sheet as the reader gives them, converted, matched and stored while the
// rest of the file is read, in the upload's one transaction.
import { setImmediate as eventLoopTurned } from 'node:timers/promises';
import type { DatabaseKind, Db, Executor } from '../../../db/client.ts';
import { addFilesToRollups, removeFilesFromRollups } from '../../../db/rollups.ts';
import { PermanentJobError } from '../../../jobs/job-queue.ts';
import type { StateScope } from '../../../plugins/authorization/policies.ts';
import { insertMismatches, loadBranches, setUploadJob } from '../import-repository.ts';
import type { SpreadsheetFormat } from '../reading/file-check.ts';
import { type SheetRowsConsumer, streamSheetRows } from '../reading/sheet-reader.ts';
import { branchMatcher, jvMatcher, personMatcher } from '../rows/matcher.ts';
import {
  type ImportCounts,
  Mismatches,
  RowCells,
  type RowProblem,
  recordOutsideScope,
} from '../rows/row-problems.ts';
import { headerMap, NO_HEADER, NO_ROWS } from '../rows/sheet-header.ts';
import { type EscFileMatchers, toEscFile } from './esc-file-rows.ts';
import {
  ClientIds,
  clientNames,
  FILES_PER_STATEMENT,
  type FileBatch,
  FilesToStore,
  loadFileStatesOutside,
  loadJvs,
  loadPeople,
  markRowsStart,
  storedFileIds,
  type UpsertCounts,
  undoRowsStored,
  upsertFiles,
} from './repository.ts';

export type FileImport = {
  uploadId: number;
  /** The database's: how many files go in one statement (FILES_PER_STATEMENT). */
  kind: DatabaseKind;
  path: string;
  format: SpreadsheetFormat;
  /** The file's bytes, read already: they go to the reader thread. */
  bytes: Buffer;
  scope: StateScope;
};

/**
 * Reads the escrow-files sheet and stores its files while it is read, in one transaction; `finish`
 * records the outcome in that transaction (the job's counts).
 */
export async function importFiles(
  db: Db,
  { uploadId, kind, path, format, bytes, scope }: FileImport,
  finish: (tx: Executor, rowsRead: number, counts: ImportCounts) => Promise<void>,
): Promise<void> {
  const matchers = await loadFileMatchers(db);
  let rowsReadSaved: Promise<unknown> = Promise.resolve();
  try {
    await db.transaction(async (tx) => {
      // The files of other states a scoped uploader's rows may name, and so must not change.
      const foreign = scope === 'all' ? new Map<string, string>() : await loadFileStatesOutside(tx, scope);
      const store = await FileStore.open(tx, uploadId, scope, kind);
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
}

/** The branches, people and JVs a file's names are matched against. */
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
    // This batch's files as array elements now, while their objects are still young.
    this.#files.pack();
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
      this.mismatches.add(rowNumber, this.#headers ?? [], row, problems);
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
  /** Whether the files' rollups are added once at the end (PostgreSQL), and the files to add. */
  readonly #rollupsAtEnd: boolean;
  #toAdd: number[] = [];

  private constructor(tx: Executor, uploadId: number, scope: StateScope, kind: DatabaseKind) {
    this.#tx = tx;
    this.#rollupsAtEnd = kind === 'postgres';
    this.#uploadId = uploadId;
    this.#scope = scope;
    this.#clients = new ClientIds(tx);
  }

  static async open(
    tx: Executor,
    uploadId: number,
    scope: StateScope,
    kind: DatabaseKind,
  ): Promise<FileStore> {
    await markRowsStart(tx);
    return new FileStore(tx, uploadId, scope, kind);
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
      // The daily rollups move with the files, in this transaction: what the stored files of the
      // batch added is taken away before they change, and added again as they are now, with the new
      // files', after each statement (PGlite) or in one statement at the end (PostgreSQL, where the
      // batches' files share most of their rollup rows).
      const stored = await storedFileIds(this.#tx, batch);
      await removeFilesFromRollups(this.#tx, stored);
      const counts = await upsertFiles(this.#tx, batch, clientIds, this.#uploadId, this.#scope);
      if (this.#rollupsAtEnd) this.#toAdd.push(...stored, ...counts.written);
      else await addFilesToRollups(this.#tx, [...stored, ...counts.written]);
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
      await undoRowsStored(this.#tx);
      this.#clients.reset();
      this.#toAdd = [];
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
    await addFilesToRollups(this.#tx, this.#toAdd);
    this.#toAdd = [];
    return this.#counts;
  }
}
