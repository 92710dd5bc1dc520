import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Executor } from './client.ts';

/** A table whose rows are named by a `uuid` column (unique, indexed). */
type UuidTable = PgTable & { uuid: PgColumn };

/** The `columns` of the row of `table` whose uuid is `uuid` (one indexed lookup), or undefined. */
export async function findByUuid<Columns extends SelectedFields>(
  db: Executor,
  table: UuidTable,
  uuid: string,
  columns: Columns,
): Promise<SelectResultFields<Columns> | undefined> {
  // Drizzle types a select from a table it knows; here the columns' own types say what a row is.
  const rows = await db
    .select(columns as SelectedFields)
    .from(table as PgTable)
    .where(eq(table.uuid, uuid))
    .limit(1);
  return rows[0] as SelectResultFields<Columns> | undefined;
}
