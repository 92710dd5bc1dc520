import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { withTransactionRetry } from './transaction-retry.ts';

/** Both drivers expose the same query builder; the PGlite type stands for either. */
export type Db = PgliteDatabase<typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';
export type Database = {
  db: Db;
  kind: DatabaseKind;
  close: () => Promise<void>;
  /** PGlite only: the database's files as one archive, which `OpenDatabaseOptions.pgliteArchive` opens again. */
  archive?: () => Promise<Blob>;
};
/** A transaction handed to `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a repository function runs its queries on: the database or a transaction. */
export type Executor = Db | Tx;

const migrationsFolder = resolve(import.meta.dirname, 'migrations');
const MIGRATION_LOCK_KEY = 725_001;

/** Where the pool tells that it lost a connection (the app's logger; its error serializer drops secrets). */
export type DatabaseLog = { warn: (details: object, message: string) => void };

export type OpenDatabaseOptions = {
  /** PostgreSQL URL; without one an embedded PGlite database is opened. */
  url?: string | undefined;
  /** Folder for the PGlite files; `memory://` keeps it in memory (tests). */
  dataDir?: string | undefined;
  migrate?: boolean;
  log?: DatabaseLog | undefined;
  /**
   * Told every statement the app runs, with its parameters, before it runs (drizzle's query logger).
   * Unset in the app; the committed report SQL (test/report-sql) is captured with it.
   */
  logQuery?: LogQuery | undefined;
  /**
   * PGlite only: start from this archive (`Database.archive`) instead of an empty cluster. The API
   * tests open one migrated archive per worker: initdb and the migrations cost about a second each time.
   */
  pgliteArchive?: Blob | undefined;
};

/** Drizzle's query logger: the statement's text and its parameters. */
export type LogQuery = (query: string, params: unknown[]) => void;

/** A request waits at most this long for a connection, then answers 503 (see connection-errors.ts). */
const CONNECT_TIMEOUT_MS = 3000;

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const database = options.url
    ? await openPostgres(options.url, options.log, options.logQuery)
    : await openPglite(options.dataDir, options.logQuery, options.pgliteArchive);
  retryTransactions(database.db);
  if (options.migrate !== false) await migrateDatabase(database);
  return database;
}

/**
 * Every transaction of the app goes through `db.transaction`: a deadlock or a serialization failure
 * runs the whole transaction again, a few times (db/transaction-retry.ts), before the caller is
 * answered 503. A transaction's savepoints (`tx.transaction`) are part of it and are not retried alone.
 */
function retryTransactions(db: Db): void {
  const transaction = db.transaction.bind(db);
  db.transaction = ((run, config) =>
    withTransactionRetry(() => transaction(run, config))) as Db['transaction'];
}

/** Drizzle's options: the schema, and the query logger when one is asked for. */
function drizzleOptions(logQuery: LogQuery | undefined) {
  return { schema, ...(logQuery ? { logger: { logQuery } } : {}) };
}

async function openPostgres(
  url: string,
  log: DatabaseLog | undefined,
  logQuery: LogQuery | undefined,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // Notices a connection cut without a reset (no FIN or RST from a host gone away).
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // numeric stays a string (exact money); date stays 'YYYY-MM-DD' (no time-zone shift).
    types: { getTypeParser },
  });
  keepServingWhenConnectionsAreLost(pool, log);
  const db = drizzleNodePg(pool, drizzleOptions(logQuery)) as unknown as Db;
  return { db, kind: 'postgres', close: () => pool.end() };
}

/**
 * PostgreSQL restarting (or a network cut) ends every connection. node-postgres reports that as an
 * 'error' event, which without a listener ends the process. An idle client is already dropped by the
 * pool, which then emits 'error': it is logged and nothing more. A checked-out client with no query
 * running emits 'error' itself: its next query fails (503) and the pool drops it when it is released.
 * New connections are made on demand, so the server answers again as soon as the database is back.
 */
function keepServingWhenConnectionsAreLost(pool: pg.Pool, log: DatabaseLog | undefined): void {
  pool.on('error', (error) => {
    log?.warn({ err: error }, 'database connection lost; the pool dropped it');
  });
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
}

function getTypeParser(oid: number, format?: 'text' | 'binary') {
  const DATE_OID = 1082;
  if (oid === DATE_OID) return (value: string) => value;
  return pg.types.getTypeParser(oid, format);
}

async function openPglite(
  dataDir: string | undefined,
  logQuery: LogQuery | undefined,
  archive: Blob | undefined,
): Promise<Database> {
  const location = dataDir ?? 'memory://';
  // The extensions migration 0010 creates (client search, fraud matching).
  const options = { extensions: { pg_trgm, unaccent }, ...(archive ? { loadDataDir: archive } : {}) };
  let client: PGlite;
  if (location.startsWith('memory://')) {
    client = new PGlite(location, options);
  } else {
    const folder = join(resolve(location), 'pglite');
    mkdirSync(folder, { recursive: true });
    client = new PGlite(folder, options);
  }
  await client.waitReady;
  const db = drizzlePglite(client, drizzleOptions(logQuery));
  return { db, kind: 'pglite', close: () => client.close(), archive: () => client.dumpDataDir('none') };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db, { migrationsFolder });
    return;
  }
  // Several instances may start together: one migrates while the others wait.
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await migrateNodePg(tx as never, { migrationsFolder });
  });
}
