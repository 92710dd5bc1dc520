import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

/** How many rows one insert statement carries. */
export const BATCH_ROWS = 5_000;

/**
 * Insert many rows with one statement per batch, as `insert ... select * from unnest($1::type[], ...)`:
 * one bind parameter per column whatever the row count, so the 65,535-parameter limit never bites
 * and both PostgreSQL and PGlite parse one short statement per batch. Every row must carry the
 * same keys (the first row's keys are the columns written); omitted columns take their defaults.
 */
export async function bulkInsert<T extends PgTable>(tx: Tx, table: T, rows: readonly T['$inferInsert'][]) {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(first);
  const casts: SQL[] = [];
  const names: string[] = [];
  for (const key of keys) {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    names.push(`"${column.name}"`);
    const values = rows.map((row) => {
      const value = (row as Record<string, unknown>)[key];
      return value === null || value === undefined ? null : column.mapToDriverValue(value);
    });
    casts.push(sql`${sql.param(values)}::${sql.raw(arrayType(column.getSQLType()))}`);
  }
  await tx.execute(
    sql`insert into ${table} (${sql.raw(names.join(', '))}) select * from unnest(${sql.join(casts, sql`, `)})`,
  );
}

function arrayType(sqlType: string): string {
  if (sqlType === 'serial') return 'integer[]';
  if (sqlType === 'bigserial') return 'bigint[]';
  return `${sqlType}[]`;
}

/** Insert in batches of BATCH_ROWS. */
export async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: readonly T['$inferInsert'][]) {
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    await bulkInsert(tx, table, rows.slice(i, i + BATCH_ROWS));
  }
}

/** The next free value of a serial key (rows get explicit ids so later rows can refer to them). */
export async function nextId(tx: Tx, table: PgTable, key: string): Promise<number> {
  const result = await tx.execute<{ next: number }>(
    sql`select coalesce(max(${sql.identifier(key)}), 0)::int + 1 as next from ${table}`,
  );
  return Number(rowsOf<{ next: number }>(result)[0]?.next ?? 1);
}

/** Move a serial's sequence past the explicit ids written. */
export async function syncSequence(tx: Tx, table: PgTable, key: string): Promise<void> {
  const name = getTableName(table);
  await tx.execute(
    sql`select setval(pg_get_serial_sequence(${name}, ${key}), coalesce((select max(${sql.identifier(key)}) from ${table}), 0) + 1, false)`,
  );
}
