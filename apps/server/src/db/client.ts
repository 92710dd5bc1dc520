import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

/** Both drivers expose the same query builder; the PGlite type stands for either. */
export type Db = PgliteDatabase<typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';
export type Database = { db: Db; kind: DatabaseKind; close: () => Promise<void> };
/** A transaction handed to `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a repository function runs its queries on: the database or a transaction. */
export type Executor = Db | Tx;

const migrationsFolder = resolve(import.meta.dirname, 'migrations');
const MIGRATION_LOCK_KEY = 725_001;

export type OpenDatabaseOptions = {
  /** PostgreSQL URL; without one an embedded PGlite database is opened. */
  url?: string | undefined;
  /** Folder for the PGlite files; `memory://` keeps it in memory (tests). */
  dataDir?: string | undefined;
  migrate?: boolean;
};

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const database = options.url ? await openPostgres(options.url) : await openPglite(options.dataDir);
  if (options.migrate !== false) await migrateDatabase(database);
  return database;
}

async function openPostgres(url: string): Promise<Database> {
  // numeric stays a string (exact money); date stays 'YYYY-MM-DD' (no time-zone shift).
  const pool = new pg.Pool({ connectionString: url, max: 10, types: { getTypeParser } });
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return { db, kind: 'postgres', close: () => pool.end() };
}

function getTypeParser(oid: number, format?: 'text' | 'binary') {
  const DATE_OID = 1082;
  if (oid === DATE_OID) return (value: string) => value;
  return pg.types.getTypeParser(oid, format);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const location = dataDir ?? 'memory://';
  let client: PGlite;
  if (location.startsWith('memory://')) {
    client = new PGlite(location);
  } else {
    const folder = join(resolve(location), 'pglite');
    mkdirSync(folder, { recursive: true });
    client = new PGlite(folder);
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return { db, kind: 'pglite', close: () => client.close() };
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
