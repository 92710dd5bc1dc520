import {
  figureRecord,
  type OrderFilesFilter,
  type OrderListKind,
  type OrderReconciliation,
  type OrderSort,
  type Page,
  pageOffset,
  RECONCILED_FIGURES,
  type ReconciledFigure,
  type SortDirection,
  ZState,
} from '@hub/contract';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { containsFolded, fileTables } from '../../db/file-lists.ts';
import { fileReachCondition } from '../../db/file-reach.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  creditedToOfficers,
  employees,
  escFiles,
  ORDER_LEDGER_FIGURES,
  type OrderDayKind,
  type OrderLedgerFigure,
  revenueLedger,
} from '../../db/schema/index.ts';
import { keysetRows } from '../../exports/keyset.ts';
import type { FileReach } from '../../plugins/authorization/policies.ts';

// Every query here lists files under the alias `f` (db/file-lists.ts), so that
// `fileReachCondition('f', reach)` (the files the user may see, DOMAIN.md §9) sits in its where clause.
// Revenue comes from the revenue ledger view only (db/schema/ledger.ts), read for the page's files,
// never recomputed here.
const { f, branch: b, eo, rep, client: dc, jv } = fileTables;

/** What a list asks for: the user's reach and the report's filters. */
export type OrderScope = { reach: FileReach; filter: OrderFilesFilter };

/**
 * The states a list reads, written out so that the indexes led by state serve it (`esc_files.state`
 * is char(2)); an administrator of every state reads AZ and NV. Null for a user whose files are
 * their employee's (their reach says which, in any state).
 */
function statesOf({ reach, filter }: OrderScope): readonly string[] | null {
  if (filter.state) return [filter.state];
  if (reach.kind !== 'states') return null;
  return reach.scope === 'all' ? ZState.options : reach.scope;
}

/**
 * The state condition: one state as an equality, so that an index led by state reads its rows in date
 * order (a list of states cannot: `= any(...)` over an index gives no order).
 */
function stateIn(states: readonly string[] | null): SQL | undefined {
  if (states === null) return undefined;
  if (states.length === 1) return sql`${f.state} = ${states[0]}`;
  return sql`${f.state} = any(${sql.param(`{${states.join(',')}}`)}::bpchar[])`;
}

/**
 * The files a list keeps, as a condition on `esc_files f`: what the user may see (always), then each
 * filter. The state and the date ranges are written so that the (state, open_date) and (state,
 * calc_close_date) indexes serve them.
 */
export function orderCondition(scope: OrderScope): SQL {
  const { reach, filter } = scope;
  const states = statesOf(scope);
  const pattern = filter.client_search ? containsFolded(filter.client_search) : undefined;
  const officer = filter.escrow_officer_id;
  return and(
    fileReachCondition('f', reach),
    stateIn(states),
    filter.open_start ? sql`${f.open_date} >= ${filter.open_start}` : undefined,
    filter.open_end ? sql`${f.open_date} <= ${filter.open_end}` : undefined,
    filter.close_start ? sql`${f.calc_close_date} >= ${filter.close_start}` : undefined,
    filter.close_end ? sql`${f.calc_close_date} <= ${filter.close_end}` : undefined,
    filter.branch_id === undefined ? undefined : eq(f.branch_id, filter.branch_id),
    filter.marketing_rep_id === undefined ? undefined : eq(f.marketing_rep_id, filter.marketing_rep_id),
    filter.jv_entity_id === undefined ? undefined : eq(f.jv_id, filter.jv_entity_id),
    officer === undefined
      ? undefined
      : filter.roll_up_linked
        ? // The files credited to the officer, as the ledger credits them (EO commission report).
          creditedToOfficers(f.escrow_officer_id, sql`= ${officer}`)
        : eq(f.escrow_officer_id, officer),
    filter.src_bus_null ? sql`(${f.src_bus} is null or btrim(${f.src_bus}) = '')` : undefined,
    pattern
      ? sql`(${f.parties_search} like ${pattern}
          or ${f.directing_client_id} in (select c.client_id from clients c where c.name_search like ${pattern}))`
      : undefined,
  ) as SQL;
}

/** The file ids the list keeps, as an SQL array (the ledger is read for exactly those). */
const keptFileIds = (scope: OrderScope) =>
  sql`array(select ${f.file_id} from ${escFiles} as f where ${orderCondition(scope)})`;

// ---- Totals ------------------------------------------------------------------------------------

/** The ledger's figures an order list shows and sums per file (`order_day_totals` keeps each per day). */
export { ORDER_LEDGER_FIGURES, type OrderLedgerFigure };

export type OrderTotalsRow = { files: number; sales_price: string | null; loan_amt: string | null } & Record<
  OrderLedgerFigure,
  string | null
>;

/**
 * The whole list's totals from its files, in one statement: its files counted, their prices and loans
 * summed, and every ledger row of those files summed (each file as it stands: its own row and all its
 * adjustments). The files are read once, by the list's index; the ledger for exactly those files.
 * Used for the lists `dayTotalsSelection` does not answer (small sets: an employee's files, a rep, an
 * escrow officer, a JV, a client search, files without a source of business).
 */
export async function orderTotalsFromFiles(db: Executor, scope: OrderScope): Promise<OrderTotalsRow> {
  const sums = sql.raw(ORDER_LEDGER_FIGURES.map((figure) => `sum(l.${figure}) as ${figure}`).join(', '));
  const result = await db.execute(sql`
    with kept as materialized (
      select ${f.file_id} as file_id, ${f.sales_price} as sales_price, ${f.loan_amt} as loan_amt
      from ${escFiles} as f
      where ${orderCondition(scope)}
    )
    select (select count(*) from kept)::int as files,
      (select sum(sales_price) from kept)::text as sales_price,
      (select sum(loan_amt) from kept)::text as loan_amt,
      t.*
    from (
      select ${sums} from revenue_ledger l where l.file_id = any(array(select file_id from kept))
    ) t`);
  const row = rowsOf<OrderTotalsRow>(result)[0];
  if (!row) throw new Error('order totals: no row');
  return row;
}

/** The filters the order lists' day totals are keyed by; any other filter needs the files. */
const DAY_TOTALS_FILTERS: ReadonlySet<string> = new Set([
  'state',
  'open_start',
  'open_end',
  'close_start',
  'close_end',
  'branch_id',
]);

/** Which day totals answer a list: its kind's days in [start, end], its states, its branch. */
export type DayTotalsSelection = {
  kind: OrderDayKind;
  reach: Extract<FileReach, { kind: 'states' }>;
  states: readonly string[] | null;
  start: string | undefined;
  end: string | undefined;
  branchId: number | undefined;
};

/**
 * Whether the list's totals come from the order lists' day totals (`order_day_totals`, decision 26)
 * rather than from its files, and which of them: when the user sees files by state (the
 * administrators) and the filter is only state, the list's own date range (open dates, or close dates
 * alone) and a branch, the totals are the sums of the rows of those days, states and branch. Null
 * (the files' path) for a user who sees their employee's files, for a rep, escrow officer, JV, client
 * search or source-of-business filter, and for both date ranges at once. Both paths give the same
 * cents (`order-totals.test.ts`).
 */
export function dayTotalsSelection(scope: OrderScope): DayTotalsSelection | null {
  const { reach, filter } = scope;
  if (reach.kind !== 'states') return null;
  const narrowed = Object.entries(filter).some(
    ([name, value]) => value !== undefined && value !== false && !DAY_TOTALS_FILTERS.has(name),
  );
  if (narrowed) return null;
  const opened = filter.open_start !== undefined || filter.open_end !== undefined;
  const closed = filter.close_start !== undefined || filter.close_end !== undefined;
  if (opened && closed) return null;
  return {
    kind: closed ? 'closed' : 'open',
    reach,
    states: statesOf(scope),
    start: closed ? filter.close_start : filter.open_start,
    end: closed ? filter.close_end : filter.open_end,
    branchId: filter.branch_id,
  };
}

/** The list's totals from the order lists' day totals (see `dayTotalsSelection`). */
export async function orderTotalsFromDays(db: Executor, days: DayTotalsSelection): Promise<OrderTotalsRow> {
  const sums = sql.raw(
    ['sales_price', 'loan_amt', ...ORDER_LEDGER_FIGURES].map((m) => `sum(t.${m})::text as ${m}`).join(', '),
  );
  const states = days.states;
  const result = await db.execute(sql`
    select coalesce(sum(t.files), 0)::int as files, ${sums}
    from order_day_totals t
    where ${and(
      sql`t.kind = ${days.kind}`,
      fileReachCondition('t', days.reach),
      states === null
        ? undefined
        : states.length === 1
          ? sql`t.state = ${states[0]}`
          : sql`t.state = any(${sql.param(`{${states.join(',')}}`)}::bpchar[])`,
      days.start === undefined ? undefined : sql`t.day >= ${days.start}`,
      days.end === undefined ? undefined : sql`t.day <= ${days.end}`,
      days.branchId === undefined ? undefined : sql`t.branch_id = ${days.branchId}`,
    )}`);
  const row = rowsOf<OrderTotalsRow>(result)[0];
  if (!row) throw new Error('order totals: no row');
  return row;
}

/**
 * The whole list's totals: from the day totals when the filter allows (`dayTotalsSelection`), else
 * from its files.
 */
export function orderTotals(db: Executor, scope: OrderScope): Promise<OrderTotalsRow> {
  const days = dayTotalsSelection(scope);
  return days ? orderTotalsFromDays(db, days) : orderTotalsFromFiles(db, scope);
}

// ---- The reconciliation to the period reports -------------------------------------------------

/** Which ledger rows a reconciliation line sums: of the list's files or of others, and their source. */
export type ReconciliationSums = {
  side: 'outside' | 'inside';
  source: 'file' | 'adjustment';
} & Record<ReconciledFigure, string | null>;

/**
 * The ledger rows an order list and the period reports count differently (DOMAIN.md "Order lists and
 * period reports"), summed per side and source, in one statement:
 * - 'outside': the rows of the list's files not dated in the range (an adjustment posted outside it;
 *   on the open list a file's own row when it closed outside the dates or not at all);
 * - 'inside': the rows dated in the range of the files the list does not hold but its other filters
 *   keep (the range removed, the user's reach, state, branch, employees, JV, search kept).
 * The list's files are read once (materialized); the rows dated in the range by the ledger's dates.
 */
export async function reconciliationSums(
  db: Executor,
  scope: OrderScope,
  range: OrderReconciliation['range'],
): Promise<ReconciliationSums[]> {
  const others: OrderScope = {
    ...scope,
    filter:
      range.on === 'close_date'
        ? { ...scope.filter, close_start: undefined, close_end: undefined }
        : { ...scope.filter, open_start: undefined, open_end: undefined },
  };
  const sums = sql.raw(RECONCILED_FIGURES.map((figure) => `sum(l.${figure})::text as ${figure}`).join(', '));
  // Every figure is a column of the ledger (company revenue too); a row without a date (an open
  // file's own) is in no range.
  const dated =
    and(
      range.start === null ? undefined : sql`l.ledger_date >= ${range.start}::date`,
      range.end === null ? undefined : sql`l.ledger_date <= ${range.end}::date`,
    ) ?? sql`l.ledger_date is not null`;
  // On a closed list a file's own row is dated in the range exactly when the list holds the file, so
  // only adjustments can differ: the file rows' branch of the ledger is left out (a constant false).
  const sources = range.on === 'close_date' ? sql`l.source = 'adjustment'` : sql`true`;
  const result = await db.execute(sql`
    with kept as materialized (
      select ${f.file_id} as file_id from ${escFiles} as f where ${orderCondition(scope)}
    )
    select 'outside' as side, l.source, ${sums}
    from revenue_ledger l
    where ${sources}
      and l.file_id = any(array(select file_id from kept))
      and not coalesce(${dated}, false)
    group by l.source
    union all
    select 'inside' as side, l.source, ${sums}
    from revenue_ledger l
    join ${escFiles} as f on ${f.file_id} = l.file_id
    where ${sources}
      and ${dated}
      and ${orderCondition(others)}
      and not (l.file_id = any(array(select file_id from kept)))
    group by l.source`);
  return rowsOf<ReconciliationSums>(result);
}

// ---- A page ------------------------------------------------------------------------------------

export type OrderOrder = { sort: OrderSort; dir: SortDirection; kind: OrderListKind };

const REVENUE_SORTS: Partial<Record<OrderSort, OrderLedgerFigure>> = {
  escrow_revenue: 'escrow_revenue',
  title_revenue: 'title_revenue',
  magnus_title_revenue: 'magnus_title_revenue',
  partner_title_revenue: 'partner_title_revenue',
  total_revenue: 'total_revenue',
};

/**
 * What a sort orders by, in its direction, ties by file in the same direction. The date and order
 * number sorts read an index range (the default sorts of both lists: state and open_date, state and
 * calc_close_date); amounts sort with empty ones last. On the open-date list files not closed yet
 * sort after the closed ones by close date; the close-date list has none.
 */
function orderBy(order: OrderOrder, revenue: SQL | undefined): SQL[] {
  const direction = sql.raw(order.dir);
  const tie = sql`${f.file_id} ${direction}`;
  switch (order.sort) {
    case 'open_date':
      return [sql`${f.open_date} ${direction}`, tie];
    case 'calc_close_date':
      return order.kind === 'closed'
        ? [sql`${f.calc_close_date} ${direction}`, tie]
        : [sql`${f.calc_close_date} ${direction} nulls last`, tie];
    case 'order_number':
      return [sql`${f.order_number} ${direction}`, tie];
    case 'order_status':
      return [sql`${f.order_status} ${direction}`, tie];
    case 'sales_price':
      return [sql`${f.sales_price} ${direction} nulls last`, tie];
    case 'loan_amt':
      return [sql`${f.loan_amt} ${direction} nulls last`, tie];
    default:
      return [sql`${revenue} ${direction} nulls last`, tie];
  }
}

/** The statement of one page of the list: its files' ids, in its order. */
export function orderPageQuery(scope: OrderScope, order: OrderOrder, page: Page): SQL {
  const figure = REVENUE_SORTS[order.sort];
  // A revenue sort: each kept file's ledger rows summed, for the kept files only.
  const sums = figure
    ? sql`with sums as (
        select l.file_id, sum(l.${sql.raw(figure)}) as amount
        from revenue_ledger l where l.file_id = any(${keptFileIds(scope)})
        group by l.file_id
      ) `
    : sql``;
  const joinSums = figure ? sql` left join sums s on s.file_id = ${f.file_id}` : sql``;
  return sql`
    ${sums}select ${f.file_id} as file_id
    from ${escFiles} as f${joinSums}
    where ${orderCondition(scope)}
    order by ${sql.join(orderBy(order, figure ? sql`s.amount` : undefined), sql`, `)}
    limit ${page.page_size} offset ${pageOffset(page)}`;
}

/** The ids of one page of the list, in its order. */
export async function orderPageIds(
  db: Executor,
  scope: OrderScope,
  order: OrderOrder,
  page: Page,
): Promise<number[]> {
  const result = await db.execute(orderPageQuery(scope, order, page));
  return rowsOf<{ file_id: number }>(result).map((row) => row.file_id);
}

// ---- The files' columns and ledger rows --------------------------------------------------------

/** The directing client's person: the individual name, else first and last name. */
const clientPerson = sql<string | null>`coalesce(nullif(${dc.individual_name}, ''),
  nullif(concat_ws(' ', ${dc.first_name}, ${dc.last_name}), ''))`;

/** The columns of a File (order reports) row besides its revenue, flat. */
const fileColumns = {
  file_id: f.file_id,
  file_uuid: f.file_uuid,
  order_number: f.order_number,
  state: f.state,
  transaction_type: f.transaction_type,
  open_date: f.open_date,
  order_status: f.order_status,
  cancel_date: f.cancel_date,
  sales_price: f.sales_price,
  loan_amt: f.loan_amt,
  calc_close_date: f.calc_close_date,
  disb_date: f.disb_date,
  posted_settlement_date: f.posted_settlement_date,
  posted_title_date: f.posted_title_date,
  posted_settlement_date_imp: f.posted_settlement_date_imp,
  posted_title_date_imp: f.posted_title_date_imp,
  src_bus: f.src_bus,
  branch_id: b.branch_id,
  branch_name: b.name,
  eo_id: eo.employee_id,
  eo_first_name: eo.first_name,
  eo_last_name: eo.last_name,
  rep_id: rep.employee_id,
  rep_first_name: rep.first_name,
  rep_last_name: rep.last_name,
  client_id: dc.client_id,
  client_name: clientPerson,
  client_company: dc.company_name,
  client_contact_name: dc.contact_name,
  client_email: dc.email,
  jv_id: jv.jv_id,
  jv_name: jv.name,
  property_address: f.property_address,
  property_city: f.property_city,
  property_state: f.property_state,
  property_zip: f.property_zip,
  buyer: f.buyer,
  seller: f.seller,
  lender_name: f.lender_name,
  listing_agency: f.listing_agency,
  listing_agent_name: f.listing_agent_name,
  listing_agent_email: f.listing_agent_email,
  listing_agent_phone: f.listing_agent_phone,
  selling_agency: f.selling_agency,
  selling_agent_name: f.selling_agent_name,
  selling_agent_email: f.selling_agent_email,
  selling_agent_phone: f.selling_agent_phone,
};

function fileSelect<K extends Record<string, SQL.Aliased>>(db: Executor, keys: K = {} as K) {
  return db
    .select({ ...fileColumns, ...keys })
    .from(f)
    .leftJoin(b, eq(b.branch_id, f.branch_id))
    .leftJoin(eo, eq(eo.employee_id, f.escrow_officer_id))
    .leftJoin(rep, eq(rep.employee_id, f.marketing_rep_id))
    .leftJoin(dc, eq(dc.client_id, f.directing_client_id))
    .leftJoin(jv, eq(jv.jv_id, f.jv_id));
}

export type OrderFileColumns = Awaited<ReturnType<typeof orderFileColumns>>[number];

/** The columns of these files (in no particular order). */
export function orderFileColumns(db: Executor, fileIds: readonly number[]) {
  return fileSelect(db).where(inArray(f.file_id, [...fileIds]));
}

const creditedRep = alias(employees, 'credited_rep');
const creditedEo = alias(employees, 'credited_eo');

/**
 * The revenue ledger rows of these files: each file's own row and one per adjustment, with whether
 * the rep and the credited escrow officer get the full JV title (what their title share is).
 */
export function ledgerRowsOf(db: Executor, fileIds: readonly number[]) {
  if (fileIds.length === 0) return Promise.resolve([]);
  const l = revenueLedger;
  return db
    .select({
      file_id: l.file_id,
      source: l.source,
      adj_id: l.adj_id,
      ledger_date: l.ledger_date,
      has_jv: l.has_jv,
      magnus_share: l.magnus_share,
      ...figureRecord(ORDER_LEDGER_FIGURES, (figure) => l[figure]),
      rep_full_jv_title: creditedRep.rep_gets_full_jv_title,
      eo_full_jv_title: creditedEo.rep_gets_full_jv_title,
    })
    .from(l)
    .leftJoin(creditedRep, eq(creditedRep.employee_id, l.marketing_rep_id))
    .leftJoin(creditedEo, eq(creditedEo.employee_id, l.credited_eo_id))
    .where(sql`${l.file_id} = any(${sql.param(`{${fileIds.join(',')}}`)}::int4[])`)
    .orderBy(asc(l.file_id), desc(l.source), asc(l.ledger_date), asc(l.adj_id));
}
export type LedgerRow = Awaited<ReturnType<typeof ledgerRowsOf>>[number];

// ---- The export --------------------------------------------------------------------------------

/**
 * Every file the list keeps, in its own order ascending (by open_date, or by calc_close_date on the
 * close-date list, where every file has one; then by file), page by page; `map` adds each page's
 * revenue.
 */
export function streamOrderFiles<Row>(
  db: Executor,
  scope: OrderScope,
  kind: OrderListKind,
  map: (rows: OrderFileColumns[]) => Promise<Row[]>,
) {
  const date = kind === 'closed' ? f.calc_close_date : f.open_date;
  return keysetRows(
    [sql`${date}`, sql`${f.file_id}`],
    (page) =>
      fileSelect(db, page.keys)
        .where(and(orderCondition(scope), page.after))
        .orderBy(...page.orderBy)
        .limit(page.limit),
    map,
  );
}
