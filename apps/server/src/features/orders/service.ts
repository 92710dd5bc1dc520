import {
  type CommRevComponent,
  defaultOrderSort,
  figureRecord,
  type GetOrderFilesQuery,
  type GetOrderFilesResponse,
  type GetOrderReconciliationResponse,
  ORDER_LIST_TITLES,
  ORDER_TOTAL_FIGURES,
  type OrderFile,
  type OrderFilesFilter,
  type OrderReconciliation,
  type OrderTotals,
  orderListKind,
  pageCount,
  RECONCILED_FIGURES,
  REVENUE_BREAKDOWN_FIGURES,
  type ReconciledFigure,
  type ReconciledFigures,
  reconciliationRange,
} from '@hub/contract';
import { formatDecimal, parseDecimal } from '@hub/domain/decimal';
import {
  type Cents,
  fromCents,
  negateCents,
  subtractCents,
  sumCents,
  sumColumns,
  toCents,
} from '@hub/domain/money';
import { closedOrderBadge } from '@hub/domain/revenue';
import type { Db } from '../../db/client.ts';
import type { CurrentUser } from '../../plugins/auth/index.ts';
import { fileReach } from '../../plugins/authorization/policies.ts';
import {
  type LedgerRow,
  ledgerRowsOf,
  ORDER_LEDGER_FIGURES,
  type OrderFileColumns,
  type OrderLedgerFigure,
  type OrderScope,
  orderFileColumns,
  orderPageIds,
  orderTotals,
  type ReconciliationSums,
  reconciliationSums,
  streamOrderFiles,
} from './repository.ts';

const ZERO = '0.00';
const money = (value: string | null | undefined): string =>
  value == null ? ZERO : fromCents(toCents(value));
/** A money column as the contract writes it ('1234.50'), or null. */
const moneyOrNull = (value: string | null): string | null => (value === null ? null : money(value));

/** One file's ledger rows summed, figure by figure, in cents: the file as it stands. */
function sumLedger(rows: readonly LedgerRow[]): Record<OrderLedgerFigure, string> {
  return sumColumns(rows, { money: ORDER_LEDGER_FIGURES });
}

const WHOLE_SHARE = '1';

/**
 * The components that explain one ledger row's credited figures for the rep or the credited escrow
 * officer (contract ZCommRevComponent): its escrow line and its title line.
 */
function componentsOf(row: LedgerRow, role: 'REP' | 'EO'): CommRevComponent[] {
  const side =
    role === 'REP'
      ? {
          esc: row.rep_esc_rev,
          title: row.rep_title_rev,
          underwriter: row.rep_underwriter_amt,
          full: row.rep_full_jv_title === true,
        }
      : {
          esc: row.eo_esc_rev,
          title: row.eo_title_rev,
          underwriter: row.eo_underwriter_amt,
          full: row.eo_full_jv_title === true,
        };
  const head = { role, source: row.source, adj_id: row.adj_id, date: row.ledger_date };
  const titleShare = row.has_jv && !side.full ? formatDecimal(parseDecimal(row.magnus_share)) : WHOLE_SHARE;
  return [
    {
      ...head,
      category: 'escrow',
      raw_amount: money(row.escrow_revenue),
      value: WHOLE_SHARE,
      amount: money(side.esc),
      final_amount: money(side.esc),
    },
    {
      ...head,
      category: 'title',
      raw_amount: money(row.title_revenue),
      value: titleShare,
      amount: money(side.title),
      final_amount: fromCents(subtractCents(toCents(side.title), toCents(side.underwriter))),
    },
  ];
}

/** A File (order reports) row: its columns, and its revenue from its ledger rows. */
export function toOrderFile(file: OrderFileColumns, ledger: readonly LedgerRow[]): OrderFile {
  const sums = sumLedger(ledger);
  return {
    file_id: file.file_id,
    file_uuid: file.file_uuid,
    order_number: file.order_number,
    state: file.state as OrderFile['state'],
    transaction_type: file.transaction_type,
    open_date: file.open_date,
    order_status: file.order_status,
    cancel_date: file.cancel_date,
    sales_price: moneyOrNull(file.sales_price),
    loan_amt: moneyOrNull(file.loan_amt),
    calc_close_date: file.calc_close_date,
    disb_date: file.disb_date,
    posted_settlement_date: file.posted_settlement_date,
    posted_title_date: file.posted_title_date,
    posted_settlement_date_imp: file.posted_settlement_date_imp,
    posted_title_date_imp: file.posted_title_date_imp,
    close_badge: closedOrderBadge(file),
    src_bus: file.src_bus,
    settlement_agency:
      file.branch_id === null || file.branch_name === null
        ? null
        : { branch_id: file.branch_id, name: file.branch_name },
    escrow_officer:
      file.eo_id === null
        ? null
        : { employee_id: file.eo_id, first_name: file.eo_first_name, last_name: file.eo_last_name },
    marketing_rep:
      file.rep_id === null
        ? null
        : { employee_id: file.rep_id, first_name: file.rep_first_name, last_name: file.rep_last_name },
    directing_client:
      file.client_id === null
        ? null
        : {
            client_id: file.client_id,
            name: file.client_name,
            company: file.client_company,
            contact_name: file.client_contact_name,
            email: file.client_email,
          },
    external_title_company:
      file.jv_id === null || file.jv_name === null ? null : { jv_id: file.jv_id, name: file.jv_name },
    property: {
      address: file.property_address,
      city: file.property_city,
      state: file.property_state,
      zip: file.property_zip,
    },
    buyer: file.buyer,
    seller: file.seller,
    lender_name: file.lender_name,
    listing_agency: file.listing_agency,
    listing_agent_name: file.listing_agent_name,
    listing_agent_email: file.listing_agent_email,
    listing_agent_phone: file.listing_agent_phone,
    selling_agency: file.selling_agency,
    selling_agent_name: file.selling_agent_name,
    selling_agent_email: file.selling_agent_email,
    selling_agent_phone: file.selling_agent_phone,
    calc: {
      revenue_breakdown: figureRecord(REVENUE_BREAKDOWN_FIGURES, (figure) => sums[figure]),
      total_revenue: sums.total_revenue,
    },
    rep_esc_rev: sums.rep_esc_rev,
    rep_title_rev: sums.rep_title_rev,
    rep_commable_rev: sums.rep_commable_rev,
    eo_esc_rev: sums.eo_esc_rev,
    eo_title_rev: sums.eo_title_rev,
    eo_commable_rev: sums.eo_commable_rev,
    comm_rev_components: [
      ...ledger.flatMap((row) => componentsOf(row, 'REP')),
      ...ledger.flatMap((row) => componentsOf(row, 'EO')),
    ],
  };
}

/** These files as rows, in the order of `fileIds`, each with its revenue from the ledger. */
async function orderFileRows(
  db: Db,
  fileIds: readonly number[],
  columns?: readonly OrderFileColumns[],
): Promise<OrderFile[]> {
  if (fileIds.length === 0) return [];
  const [files, ledger] = await Promise.all([
    columns ? Promise.resolve(columns) : orderFileColumns(db, fileIds),
    ledgerRowsOf(db, fileIds),
  ]);
  const byFile = new Map<number, LedgerRow[]>();
  for (const row of ledger) {
    const rows = byFile.get(row.file_id);
    if (rows) rows.push(row);
    else byFile.set(row.file_id, [row]);
  }
  const fileById = new Map(files.map((file) => [file.file_id, file]));
  return fileIds.flatMap((id) => {
    const file = fileById.get(id);
    return file ? [toOrderFile(file, byFile.get(id) ?? [])] : [];
  });
}

function toTotals(row: Awaited<ReturnType<typeof orderTotals>>): OrderTotals {
  return {
    files: row.files,
    ...figureRecord(ORDER_TOTAL_FIGURES, (figure) => money(row[figure])),
  };
}

/** Figures in cents, each summed from its parts. */
function figuresOf(cents: (figure: ReconciledFigure) => readonly Cents[]): ReconciledFigures {
  return figureRecord(RECONCILED_FIGURES, (figure) => fromCents(sumCents(cents(figure))));
}

/**
 * The reconciliation of a list's totals to the period figures of the same filter (DOMAIN.md "Order
 * lists and period reports"), or null without a date range: the list (its totals; company revenue is
 * escrow + Magnus title), minus these files' rows dated outside the range, plus the rows dated in it
 * of the files the list does not hold, equals the period figure, to the cent.
 */
async function orderReconciliation(
  db: Db,
  scope: OrderScope,
  totals: OrderTotals,
): Promise<OrderReconciliation | null> {
  const range = reconciliationRange(scope.filter);
  if (range === null) return null;
  const sums = await reconciliationSums(db, scope, range);
  const line = (side: ReconciliationSums['side'], source: ReconciliationSums['source']) => {
    const row = sums.find((s) => s.side === side && s.source === source);
    const cents = (figure: ReconciledFigure) => toCents(row?.[figure] ?? ZERO);
    return figuresOf((figure) => [side === 'outside' ? negateCents(cents(figure)) : cents(figure)]);
  };
  const list = figuresOf((figure) =>
    figure === 'company_revenue'
      ? [toCents(totals.escrow_revenue), toCents(totals.magnus_title_revenue)]
      : [toCents(totals[figure])],
  );
  const lines = {
    files_outside: line('outside', 'file'),
    adjustments_outside: line('outside', 'adjustment'),
    files_inside: line('inside', 'file'),
    adjustments_inside: line('inside', 'adjustment'),
  };
  const period = figuresOf((figure) =>
    [list, ...Object.values(lines)].map((figures) => toCents(figures[figure])),
  );
  return { range, list, ...lines, period };
}

/** The filters the user asked for within what they may see (DOMAIN.md §9): a filter never widens it. */
function scopeOf(user: CurrentUser, filter: OrderFilesFilter): OrderScope {
  return { reach: fileReach(user, filter.state), filter };
}

/**
 * GET /files: one page of the order report the filter asks for (open orders by open date, closed
 * orders by close date), sorted, with the totals of every file it keeps (the reconciliation is its
 * own request: `orderFilesReconciliation`); a page past the end is the last page. The page is read
 * while the totals are summed (two connections on PostgreSQL); only a page past the end is read again.
 */
export async function orderFiles(
  db: Db,
  user: CurrentUser,
  query: GetOrderFilesQuery,
): Promise<GetOrderFilesResponse> {
  const { page: asked, page_size, sort, dir, ...filter } = query;
  const scope = scopeOf(user, filter);
  const kind = orderListKind(filter);
  const order = { sort: sort ?? defaultOrderSort(kind), dir, kind };
  const [totalsRow, askedIds] = await Promise.all([
    orderTotals(db, scope),
    orderPageIds(db, scope, order, { page: asked, page_size }),
  ]);
  const page = Math.min(asked, pageCount(totalsRow.files, page_size));
  const ids = page === asked ? askedIds : await orderPageIds(db, scope, order, { page, page_size });
  const rows = await orderFileRows(db, ids);
  return { rows, total: totalsRow.files, page, page_size, totals: toTotals(totalsRow) };
}

/**
 * GET /files/reconciliation: the reconciliation of the list's totals (every file the filter keeps,
 * within what the user may see) to the period figures of the same filter, or null without a date
 * range. Asked once per filter, beside the list's pages.
 */
export async function orderFilesReconciliation(
  db: Db,
  user: CurrentUser,
  filter: OrderFilesFilter,
): Promise<GetOrderReconciliationResponse> {
  if (reconciliationRange(filter) === null) return { reconciliation: null };
  const scope = scopeOf(user, filter);
  const totals = toTotals(await orderTotals(db, scope));
  return { reconciliation: await orderReconciliation(db, scope, totals) };
}

/** The export's title: 'Open Orders' or 'Closed Orders', as the filter's date ranges say. */
export function orderExportTitle(filter: OrderFilesFilter): string {
  return ORDER_LIST_TITLES[orderListKind(filter)];
}

/** Every file the filter keeps, with its revenue, page by page (the list's export). */
export function exportOrderFiles(db: Db, user: CurrentUser, filter: OrderFilesFilter) {
  const kind = orderListKind(filter);
  return streamOrderFiles(db, scopeOf(user, filter), kind, (files) =>
    orderFileRows(
      db,
      files.map((file) => file.file_id),
      files,
    ),
  );
}
