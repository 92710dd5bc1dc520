// What the escrow-files import reads and writes: the people, JVs and files rows are matched against,
// the clients it adds, and the files it upserts in batches (one statement a batch).
import { notInArray, sql } from 'drizzle-orm';
import type { DatabaseKind, Executor } from '../../../db/client.ts';
import { clients, employees, escFiles, jvEntities } from '../../../db/schema/index.ts';
import type { StateScope } from '../../../plugins/authorization/policies.ts';
import { chunks } from '../import-repository.ts';
import { nameKey } from '../rows/cells.ts';
import type { JvForMatching, PersonForMatching } from '../rows/matcher.ts';
import type { EscFileRecord } from './esc-file-rows.ts';

export async function loadPeople(db: Executor): Promise<PersonForMatching[]> {
  return db
    .select({
      employee_id: employees.employee_id,
      first_name: employees.first_name,
      last_name: employees.last_name,
      srch_str1: employees.srch_str1,
      srch_str2: employees.srch_str2,
      srch_str3: employees.srch_str3,
      state: employees.state,
    })
    .from(employees);
}

/** The stored files whose state is not one of `states`: their order numbers, with their state. */
export async function loadFileStatesOutside(
  db: Executor,
  states: readonly string[],
): Promise<Map<string, string>> {
  const query = db.select({ order_number: escFiles.order_number, state: escFiles.state }).from(escFiles);
  const rows = await (states.length > 0 ? query.where(notInArray(escFiles.state, [...states])) : query);
  return new Map(rows.map((row) => [row.order_number, row.state]));
}

export async function loadJvs(db: Executor): Promise<JvForMatching[]> {
  return db
    .select({ jv_id: jvEntities.jv_id, name: jvEntities.name, alias: jvEntities.alias, st: jvEntities.st })
    .from(jvEntities);
}

/**
 * Client ids by nameKey of a name (company or individual), the clients read once; names not known
 * yet are added as they come, in the order they first come.
 */
export class ClientIds {
  readonly #db: Executor;
  #byKey: Map<string, number> | null = null;

  constructor(db: Executor) {
    this.#db = db;
  }

  /** Forgets the clients read (after a rollback that may have removed some added). */
  reset(): void {
    this.#byKey = null;
  }

  async resolve(names: Iterable<string>): Promise<Map<string, number>> {
    if (!this.#byKey) {
      const byKey = new Map<string, number>();
      const rows = await this.#db
        .select({
          client_id: clients.client_id,
          company_name: clients.company_name,
          individual_name: clients.individual_name,
        })
        .from(clients);
      for (const row of rows) {
        for (const name of [row.company_name, row.individual_name]) {
          if (name && !byKey.has(nameKey(name))) byKey.set(nameKey(name), row.client_id);
        }
      }
      this.#byKey = byKey;
    }
    const byKey = this.#byKey;
    const missing = new Map<string, string>();
    for (const name of names) if (!byKey.has(nameKey(name))) missing.set(nameKey(name), name);
    for (const chunk of chunks([...missing.values()], 1000)) {
      const created = await this.#db
        .insert(clients)
        .values(chunk.map((company_name) => ({ company_name })))
        .returning({ client_id: clients.client_id, company_name: clients.company_name });
      for (const c of created) if (c.company_name) byKey.set(nameKey(c.company_name), c.client_id);
    }
    return byKey;
  }
}

/** Client ids by name (company or individual), adding the names not known yet. */
export async function resolveClients(db: Executor, names: Iterable<string>): Promise<Map<string, number>> {
  return new ClientIds(db).resolve(names);
}

/** The esc_files columns an upload writes, with their SQL types (for unnest). */
export const FILE_COLUMNS = [
  ['order_number', 'text'],
  ['state', 'text'],
  ['transaction_type', 'text'],
  ['order_status', 'text'],
  ['open_date', 'date'],
  ['close_date', 'date'],
  ['cancel_date', 'date'],
  ['disb_date', 'date'],
  ['posted_settlement_date', 'date'],
  ['posted_title_date', 'date'],
  ['sales_price', 'numeric'],
  ['loan_amt', 'numeric'],
  ['branch_id', 'int4'],
  ['escrow_officer_id', 'int4'],
  ['marketing_rep_id', 'int4'],
  ['jv_id', 'int4'],
  ['directing_client_id', 'int4'],
  ['buyer', 'text'],
  ['seller', 'text'],
  ['listing_agency', 'text'],
  ['listing_agent_name', 'text'],
  ['listing_agent_email', 'text'],
  ['listing_agent_phone', 'text'],
  ['selling_agency', 'text'],
  ['selling_agent_name', 'text'],
  ['selling_agent_email', 'text'],
  ['selling_agent_phone', 'text'],
  ['lender_name', 'text'],
  ['src_bus', 'text'],
  ['property_address', 'text'],
  ['property_city', 'text'],
  ['property_state', 'text'],
  ['property_zip', 'text'],
  ['county', 'text'],
  ['legal_desc', 'text'],
  ['title_type', 'text'],
  ['ready_for_title_date', 'date'],
  ['commit_complete_date', 'date'],
  ['title_processing', 'numeric'],
  ['settlement_fee', 'numeric'],
  ['owners_policy', 'numeric'],
  ['lenders_policy', 'numeric'],
  ['endorsements', 'numeric'],
  ['misc_fees', 'numeric'],
] as const;

export type UpsertCounts = { inserted: number; updated: number; unchanged: number };

/**
 * Files in one statement (a parameter per column, so the size is no limit), by database. PostgreSQL
 * runs a statement in a process of its own: 2,500 files a statement keep a large import near COPY's
 * time. PGlite runs it on the server's own thread, which answers no request meanwhile: 250 files a
 * statement hold it for 25 to 45 ms (2,500 held it for up to 0.5 s).
 */
export const FILES_PER_STATEMENT: Readonly<Record<DatabaseKind, number>> = { postgres: 2500, pglite: 250 };

/**
 * At most this many files are kept as objects before they are written as array elements; the import
 * writes those of each batch of rows the reader gives as soon as it has converted them (pack()).
 */
const ELEMENTS_BATCH = 1000;

/** The elements of a PostgreSQL array literal, as node-postgres writes an array parameter. */
function arrayElements(values: readonly (string | number | null)[]): string {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    parts[i] =
      value === null || value === undefined
        ? 'NULL'
        : `"${String(value).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  }
  return parts.join(',');
}

/**
 * Files as the text of array elements, for each column but the directing client's id: in UTF-8
 * buffers, outside the JavaScript heap.
 */
type FileElements = { size: number; columns: Buffer[]; clients: (string | null)[] };

/** Files for one statement: their columns as array elements, and their directing clients' names. */
export type FileBatch = { size: number; parts: FileElements[] };

/**
 * Files to store, kept compact until they are: each column of each thousand files (or fewer) as the
 * text of the elements of a PostgreSQL array (what the driver would send for them), and the names of
 * the directing clients, whose ids are known only in the transaction. Each `filesPerStatement` files
 * go to `ready` as a batch, and the last ones on `flush()`.
 */
export class FilesToStore {
  readonly #ready: (batch: FileBatch) => void;
  readonly #filesPerStatement: number;
  readonly #filesPerPart: number;
  #batch: FileBatch = { size: 0, parts: [] };
  #pending: EscFileRecord[] = [];

  constructor(ready: (batch: FileBatch) => void, filesPerStatement: number) {
    if (!Number.isInteger(filesPerStatement) || filesPerStatement < 1) {
      throw new Error(`filesPerStatement must be a positive integer, got ${filesPerStatement}`);
    }
    this.#ready = ready;
    this.#filesPerStatement = filesPerStatement;
    this.#filesPerPart = Math.min(ELEMENTS_BATCH, filesPerStatement);
  }

  add(file: EscFileRecord): void {
    this.#pending.push(file);
    // A part ends where the statement does, so that a statement holds exactly filesPerStatement.
    const room = this.#filesPerStatement - this.#batch.size;
    if (this.#pending.length >= Math.min(this.#filesPerPart, room)) this.pack();
  }

  /**
   * Writes the files kept as objects as array elements now. The import calls it after each batch of
   * rows: objects kept across batches outlive the young generation's collections and fill the old
   * generation with garbage (docs/performance.md, "The .xlsx reader on yauzl").
   */
  pack(): void {
    const files = this.#pending;
    if (files.length === 0) return;
    this.#pending = [];
    this.#batch.parts.push({
      size: files.length,
      columns: FILE_COLUMNS.filter(([name]) => name !== 'directing_client_id').map(([name]) =>
        Buffer.from(arrayElements(files.map((f) => f[name as keyof EscFileRecord] ?? null))),
      ),
      clients: files.map((f) => f.directing_client),
    });
    this.#batch.size += files.length;
    if (this.#batch.size >= this.#filesPerStatement) this.#emit();
  }

  #emit(): void {
    const batch = this.#batch;
    this.#batch = { size: 0, parts: [] };
    if (batch.size > 0) this.#ready(batch);
  }

  /** Sends the files not sent yet. */
  flush(): void {
    this.pack();
    this.#emit();
  }
}

/** Every directing client's name in the batch (with repeats). */
export function* clientNames(batch: FileBatch): Generator<string> {
  for (const part of batch.parts) for (const name of part.clients) if (name) yield name;
}

/**
 * Inserts new files and updates changed ones by order_number (raising a changed file's version, so
 * that an override dialog opened before the upload saves no stale values: 412); a file whose every
 * column is already as uploaded is left alone (and counted unchanged), so uploading the same file
 * again changes nothing.
 * Each file's directing client is stored as its id in `clientIds` (by nameKey of its name). A stored
 * file of a state outside `scope` is never changed (the rows naming one are refused before; this
 * holds for a file another session stored meanwhile too).
 */
export async function upsertFiles(
  db: Executor,
  batch: FileBatch,
  clientIds: ReadonlyMap<string, number>,
  uploadId: number,
  scope: StateScope,
): Promise<UpsertCounts & { written: number[] }> {
  const names = FILE_COLUMNS.map(([name]) => sql.identifier(name));
  const list = sql.join(names, sql`, `);
  const arrays = (batch: FileBatch) => {
    let column = 0;
    return sql.join(
      FILE_COLUMNS.map(([name, type]) => {
        const elements =
          name === 'directing_client_id'
            ? batch.parts.map((part) =>
                arrayElements(part.clients.map((c) => (c ? (clientIds.get(nameKey(c)) ?? null) : null))),
              )
            : batch.parts.map((part) => (part.columns[column] as Buffer).toString());
        if (name !== 'directing_client_id') column++;
        return sql`${sql.param(`{${elements.join(',')}}`)}::${sql.raw(type)}[]`;
      }),
      sql`, `,
    );
  };
  const updates = sql.join(
    FILE_COLUMNS.filter(([name]) => name !== 'order_number').map(
      ([name]) => sql`${sql.identifier(name)} = excluded.${sql.identifier(name)}`,
    ),
    sql`, `,
  );
  const current = sql.join(
    FILE_COLUMNS.map(([name]) => sql`esc_files.${sql.identifier(name)}`),
    sql`, `,
  );
  const incoming = sql.join(
    FILE_COLUMNS.map(([name]) => sql`excluded.${sql.identifier(name)}`),
    sql`, `,
  );
  const withinScope =
    scope === 'all'
      ? sql``
      : scope.length === 0
        ? sql` and false`
        : sql` and esc_files.state in (${sql.join(
            scope.map((state) => sql`${state}`),
            sql`, `,
          )})`;
  const result = await db.execute<{ file_id: number; inserted: boolean }>(sql`
    insert into esc_files (${list}, last_upload_id)
    select u.*, ${uploadId}::int4 from unnest(${arrays(batch)}) as u(${list})
    on conflict (order_number) do update
       set ${updates}, last_upload_id = excluded.last_upload_id, updated_at = now(),
         version = esc_files.version + 1
     where (${current}) is distinct from (${incoming})${withinScope}
    returning file_id, (xmax = 0) as inserted`);
  const inserted = result.rows.filter((r) => r.inserted === true || (r.inserted as unknown) === 't').length;
  return {
    inserted,
    updated: result.rows.length - inserted,
    unchanged: batch.size - result.rows.length,
    written: result.rows.map((r) => Number(r.file_id)),
  };
}

/** The ids of the stored files the batch names (by order number), before it is stored. */
export async function storedFileIds(db: Executor, batch: FileBatch): Promise<number[]> {
  // order_number is the first column of each part (FILE_COLUMNS).
  const elements = batch.parts.map((part) => (part.columns[0] as Buffer).toString()).join(',');
  const result = await db.execute<{ file_id: number }>(
    sql`select file_id from esc_files where order_number = any(${sql.param(`{${elements}}`)}::text[])`,
  );
  return result.rows.map((r) => Number(r.file_id));
}

/** A point the rows stored so far can be undone to (the reader starts again from the first row). */
export async function markRowsStart(tx: Executor): Promise<void> {
  await tx.execute(sql`savepoint upload_rows`);
}

/** Undoes every row stored since markRowsStart (PostgreSQL takes this even in a failed transaction). */
export async function undoRowsStored(tx: Executor): Promise<void> {
  await tx.execute(sql`rollback to savepoint upload_rows`);
}
