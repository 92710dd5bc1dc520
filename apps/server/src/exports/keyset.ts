import { setImmediate } from 'node:timers/promises';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Rows read per query: small enough to keep memory flat, large enough to keep queries few (with the
 * list's index a page is a short index range). A page's rows stay alive while they are written; with
 * 2,500 rows that outlasted young-generation collections, so many were promoted to the old generation
 * and piled up there as garbage until a full collection: +23 and +40 MB of RSS for a 100,000-row XLSX
 * on PostgreSQL in two runs, against +1.5 and +6 MB with 500 (docs/performance.md, Exports).
 */
export const EXPORT_PAGE_SIZE = 500;

/** What one page's query adds to the list's own select: the sort keys, where to resume, the order. */
export type KeysetPage = {
  /** Select these with the row (`{ ...columns, ...page.keys }`): the next page resumes after them. */
  keys: Record<string, SQL.Aliased>;
  /** Add to the where clause: rows after the previous page's last one (undefined on the first page). */
  after: SQL | undefined;
  orderBy: SQL[];
  limit: number;
};

/**
 * A list's rows page by page (keyset pagination), each page a short query of its own, so a long
 * export holds one page in memory and never keeps a connection or a transaction open.
 *
 * `order` is the list's sort as ascending expressions that are never null and together unique
 * (end with the primary key). `page` runs the list's query with the page's additions; `map` turns
 * each page's rows into what is exported (it may fetch more for the page, or drop rows). The next
 * page is read only when the reader asks for its rows (backpressure), after a turn of the event loop.
 */
export async function* keysetRows<Raw extends Record<string, unknown>, Row = Raw>(
  order: readonly SQL[],
  page: (page: KeysetPage) => Promise<Raw[]>,
  map: (rows: Raw[]) => Row[] | Promise<Row[]> = (rows) => rows as unknown as Row[],
  pageSize: number = EXPORT_PAGE_SIZE,
): AsyncGenerator<Row> {
  const names = order.map((_, index) => `keyset_${index}`);
  const keys = Object.fromEntries(
    order.map((expression, index) => [names[index], sql`${expression}`.as(`keyset_${index}`)]),
  );
  let last: Raw | undefined;
  for (;;) {
    const after = last
      ? sql`(${sql.join([...order], sql`, `)}) > (${sql.join(
          names.map((name) => sql`${(last as Raw)[name]}`),
          sql`, `,
        )})`
      : undefined;
    const rows = await page({ keys, after, orderBy: [...order], limit: pageSize });
    yield* await map(rows);
    if (rows.length < pageSize) return;
    last = rows[rows.length - 1];
    // Other requests' turn between two pages: a long export never holds the event loop.
    await setImmediate();
  }
}
