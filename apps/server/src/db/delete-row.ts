import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/** Deletes the row of `table` whose `key` column holds `value`; true when there was one to delete. */
export async function deleteRow(
  db: Executor,
  table: PgTable,
  key: PgColumn,
  value: string | number,
): Promise<boolean> {
  const rows = await db.delete(table).where(eq(key, value)).returning({ key });
  return rows.length > 0;
}
