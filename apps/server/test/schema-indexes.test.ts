import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.ts';

// Reads the migrated database's own catalog, so it holds for the schema as the migrations built it
// (on PGlite and on PostgreSQL alike), not for what the schema files say. Names are cast to text:
// node-postgres returns a name[] as its literal text.

/** Each index of a table as the list of its column names, in index order (expressions as null). */
async function indexesByTable(t: TestApp): Promise<Map<string, (string | null)[][]>> {
  const result = await t.db.execute<{ table_name: string; columns: (string | null)[] }>(sql`
    select c.relname as table_name,
           array(
             select a.attname::text
             from unnest(i.indkey::int2[]) with ordinality as k(attnum, position)
             left join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
             order by k.position
           ) as columns
    from pg_index i
    join pg_class c on c.oid = i.indrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public'`);
  const byTable = new Map<string, (string | null)[][]>();
  for (const row of result.rows) {
    const list = byTable.get(row.table_name) ?? [];
    list.push(row.columns);
    byTable.set(row.table_name, list);
  }
  return byTable;
}

function isLedBy(indexes: (string | null)[][] | undefined, columns: readonly string[]): boolean {
  return (indexes ?? []).some((index) => columns.every((column, position) => index[position] === column));
}

describe('database indexes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('leads an index with the columns of every foreign key', async () => {
    const foreignKeys = await t.db.execute<{ table_name: string; columns: string[] }>(sql`
      select c.relname as table_name,
             array(
               select a.attname::text
               from unnest(f.conkey) with ordinality as k(attnum, position)
               join pg_attribute a on a.attrelid = f.conrelid and a.attnum = k.attnum
               order by k.position
             ) as columns
      from pg_constraint f
      join pg_class c on c.oid = f.conrelid
      join pg_namespace n on n.oid = c.relnamespace
      where f.contype = 'f' and n.nspname = 'public'`);
    expect(foreignKeys.rows.length).toBeGreaterThan(30);
    const indexes = await indexesByTable(t);
    const unindexed = foreignKeys.rows
      .filter((fk) => !isLedBy(indexes.get(fk.table_name), fk.columns))
      .map((fk) => `${fk.table_name}.${fk.columns.join(',')}`)
      .sort();
    expect(unindexed).toEqual([]);
  });

  it("leads an index with each filter the reports use on files: an officer's or rep's opens, closes and cancellations", async () => {
    const indexes = await indexesByTable(t);
    const filters = [
      ['esc_files', ['state', 'open_date']],
      ['esc_files', ['state', 'calc_close_date']],
      ['esc_files', ['state', 'cancel_date']],
      ['esc_files', ['escrow_officer_id', 'open_date']],
      ['esc_files', ['escrow_officer_id', 'calc_close_date']],
      ['esc_files', ['escrow_officer_id', 'cancel_date']],
      ['esc_files', ['marketing_rep_id', 'open_date']],
      ['esc_files', ['marketing_rep_id', 'calc_close_date']],
      ['esc_files', ['marketing_rep_id', 'cancel_date']],
      ['esc_files', ['jv_id', 'ready_for_title_date']],
      ['monthly_charges', ['employee_id', 'month_end_date']],
      ['comm_payments', ['from_employee_id', 'period_begin']],
    ] as const;
    const missing = filters
      .filter(([table, columns]) => !isLedBy(indexes.get(table), columns))
      .map(([table, columns]) => `${table}(${columns.join(', ')})`);
    expect(missing).toEqual([]);
  });

  it('has an index in the order of the people lists, so that each keyset page of an export reads an index range', async () => {
    // Without one, every page of an export sorted the whole list again (100,000 employees: a full
    // scan and a sort per page). The orders are the repositories' keysetRows orders.
    const result = await t.db.execute<{ indexdef: string }>(
      sql`select indexdef from pg_indexes where schemaname = 'public'`,
    );
    const defined = result.rows.map((row) =>
      row.indexdef.replace(/^CREATE (UNIQUE )?INDEX \S+ ON public\.(\S+) USING btree /, '$2 '),
    );
    const orders = [
      'employees (lower(last_name), lower(first_name), employee_id)',
      "users (lower(COALESCE(last_name, ''::text)), lower(COALESCE(first_name, ''::text)), lower(email), user_id)",
    ];
    expect(orders.filter((order) => !defined.includes(order))).toEqual([]);
  });
});
