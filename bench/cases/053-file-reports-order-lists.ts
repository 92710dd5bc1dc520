// Issue 11, speed: "the first page of open and closed orders for a state and a month, p95 <= 50 ms".
// GET /api/files over HTTP as the demo Super User, as the Open Orders and Closed Orders screens ask it
// (the state and month in the filter, page 1 of 50, newest first by the list's date), for the report
// month (the last whole month of the data) in the state with more closings. Beside each, the same
// answer computed naively from the files: the month's files of the state joined to all their
// revenue_ledger rows, grouped by file, then counted, summed and sorted in one statement. The
// endpoint's count, every total (to the cent), and its page (the files, in order, with each file's
// total revenue) must be the naive ones before timing.
import { type GetOrderFilesResponse, ORDER_TOTAL_FIGURES } from '@hub/contract';
import { toCentsOrZero } from '@hub/domain/money';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { expectSame, type ReportMonth, reportMonth, TARGETS_NOTE, targetsApply } from '../file-reports.ts';
import type { LatencyCase, LatencyRow } from '../types.ts';

/** The target: the first page, with the whole list's totals, within 50 ms (held to the p95). */
const MAX_MS = 50;
const PAGE_SIZE = 50;

/** The ledger's figures among the totals (the other two, sales_price and loan_amt, are the file's own). */
const LEDGER_TOTALS = ORDER_TOTAL_FIGURES.filter(
  (figure) => figure !== 'sales_price' && figure !== 'loan_amt',
);

type Kind = 'open' | 'closed';
const DATE: Record<Kind, 'open_date' | 'calc_close_date'> = { open: 'open_date', closed: 'calc_close_date' };

type NaiveAnswer = { totals: Record<string, string | number | null>; page: [string, string][] | null };

/** The list computed naively: each file of the month with the sums of its ledger rows, then totals and page. */
function naive(db: Db, kind: Kind, { state, start, end }: ReportMonth) {
  const date = sql.raw(`f.${DATE[kind]}`);
  const perFile = sql.raw(LEDGER_TOTALS.map((figure) => `sum(l.${figure}) as ${figure}`).join(', '));
  const totals = sql.raw(LEDGER_TOTALS.map((figure) => `sum(${figure})::text as ${figure}`).join(', '));
  return db.execute(sql`
    with per_file as (
      select f.file_id, f.order_number, ${date} as list_date, f.sales_price, f.loan_amt, ${perFile}
      from esc_files f
      join revenue_ledger l on l.file_id = f.file_id
      where f.state = ${state} and ${date} between ${start} and ${end}
      group by f.file_id
    )
    select
      (select row_to_json(t) from (
        select count(*)::int as files, sum(sales_price)::text as sales_price,
          sum(loan_amt)::text as loan_amt, ${totals}
        from per_file) t) as totals,
      (select json_agg(json_build_array(order_number, total_revenue::text) order by list_date desc, file_id desc)
        from (select * from per_file order by list_date desc, file_id desc limit ${PAGE_SIZE}) p) as page`);
}

/** What both answers are compared by: count, totals in cents, and the page's files with their total revenue. */
function comparable(files: number, totals: Record<string, unknown>, page: [string, string][]) {
  return {
    files,
    totals: ORDER_TOTAL_FIGURES.map((figure) => [figure, toCentsOrZero(totals[figure] as string | null)]),
    page: page.map(([orderNumber, total]) => [orderNumber, toCentsOrZero(total)]),
  };
}

export default {
  kind: 'latency',
  name: 'file reports: order lists',
  description:
    'GET /api/files?state&open_start&open_end (or close_start&close_end)&page=1&page_size=50&sort=<the ' +
    "list's date>&dir=desc as the demo Super User (every file): the whole list's count and totals and the " +
    'first page with its revenue; naive: the same from esc_files joined to revenue_ledger, grouped by file',
  run: async ({ db, time, get, getJson, note, database, files }) => {
    const withTargets = targetsApply({ database, files });
    const month = await reportMonth(db);
    const rows: LatencyRow[] = [];
    const notes: string[] = [];
    for (const kind of ['open', 'closed'] as const) {
      const range: Record<string, string> =
        kind === 'open'
          ? { open_start: month.start, open_end: month.end }
          : { close_start: month.start, close_end: month.end };
      const query = new URLSearchParams({
        state: month.state,
        ...range,
        page: '1',
        page_size: String(PAGE_SIZE),
        sort: DATE[kind],
        dir: 'desc',
      });
      const path = `/api/files?${query}`;
      const label = `${kind} orders ${month.state} ${month.month}`;

      const answer = await getJson<GetOrderFilesResponse>(path);
      const [expected] = (await naive(db, kind, month)).rows as NaiveAnswer[];
      if (!expected) throw new Error(`${label}: the naive statement gave no row`);
      expectSame(
        `${label}, GET /api/files against the naive statement`,
        comparable(
          answer.total,
          answer.totals,
          answer.rows.map((file) => [file.order_number, file.calc.total_revenue]),
        ),
        comparable(Number(expected.totals.files), expected.totals, expected.page ?? []),
      );
      if (answer.total === 0 || answer.rows.length === 0) throw new Error(`${label}: no files`);
      if (answer.totals.files !== answer.total) throw new Error(`${label}: totals.files is not total`);
      note(
        `${label}: ${answer.total} files, the same count, totals and page as the naive statement; timing…`,
      );

      const naiveName = `${label}: naive, files joined to the ledger`;
      rows.push({ name: naiveName, ...(await time(() => naive(db, kind, month))) });
      rows.push({
        name: `${label}: GET /api/files page 1`,
        ...(await time(() => get(path))),
        ...(withTargets ? { maxP95Ms: MAX_MS } : {}),
      });
      notes.push(
        `${label}: ${answer.total} files (total revenue ${answer.totals.total_revenue}); the same count, ` +
          `the same ${ORDER_TOTAL_FIGURES.length} totals to the cent, and the same first ${answer.rows.length} ` +
          'files in the same order with the same total revenue each, as the naive statement',
      );
    }
    if (!withTargets) notes.push(TARGETS_NOTE);
    return { rows, notes };
  },
} satisfies LatencyCase;
