import {
  CLIENT_SEARCH_MIN,
  defaultOrderSort,
  type GetOrderFilesQuery,
  ORDER_SORTS,
  type OrderFilesFilter,
  type OrderListKind,
  type OrderSort,
  ZIsoDate,
  ZOrderFilesFilter,
  ZPage,
  ZSort,
  ZStateCode,
} from '@hub/contract';
import { firstDayOfMonth, todayInLA } from '@hub/domain/time';
import { z } from 'zod';
import { type SearchValues, ZSearchFlag, ZSearchText } from '@/lib/search-params';

/** Rows per page of the order reports. */
export const ORDERS_PAGE_SIZE = 50;

const ids = ZOrderFilesFilter.shape;

/**
 * The address of the open- and closed-orders pages (spec 001 §2): the server's filters in its own
 * words (`?state=AZ&branch_id=3&open_start=2026-01-01&open_end=2026-01-31&src_bus_null=1`), the
 * screen's `branch_name` (the title), and the page and sort of the list, so a copied link shows the
 * same page of the same list. A bad value falls back to none.
 */
export const ZOrdersView = ZSort(ORDER_SORTS)
  .extend(ZPage.pick({ page: true }).shape)
  .extend({
    state: ZStateCode.optional(),
    open_start: ZIsoDate.optional(),
    open_end: ZIsoDate.optional(),
    close_start: ZIsoDate.optional(),
    close_end: ZIsoDate.optional(),
    branch_id: ids.branch_id,
    escrow_officer_id: ids.escrow_officer_id,
    marketing_rep_id: ids.marketing_rep_id,
    jv_entity_id: ids.jv_entity_id,
    roll_up_linked: ZSearchFlag,
    src_bus_null: ZSearchFlag,
    client_search: ZSearchText,
    branch_name: z.string().trim().min(1).optional(),
  });
export type OrdersView = SearchValues<typeof ZOrdersView>;

/** The date range a list is about: the open dates of open orders, the close dates of closed orders. */
export const RANGE_FIELDS: Record<
  OrderListKind,
  { start: 'open_start' | 'close_start'; end: 'open_end' | 'close_end' }
> = {
  open: { start: 'open_start', end: 'open_end' },
  closed: { start: 'close_start', end: 'close_end' },
};

/**
 * A list's range when its address has none: the month to date (Los Angeles), written into the
 * address so that the link names what it shows. Null when the address has a range.
 */
export function missingRange(
  kind: OrderListKind,
  view: OrdersView,
  now: Date = new Date(),
): Partial<OrdersView> | null {
  const { start, end } = RANGE_FIELDS[kind];
  if (view[start] || view[end]) return null;
  const today = todayInLA(now);
  return { [start]: firstDayOfMonth(today), [end]: today };
}

/** A client search as the server takes it: trimmed, at least 2 characters, else none. */
export function clientSearchTerm(text: string): string | undefined {
  const term = text.trim();
  return term.length >= CLIENT_SEARCH_MIN ? term : undefined;
}

/** The filters of the view as GET /files and its export take them (no paging, no sort). */
export function ordersFilter(view: OrdersView): OrderFilesFilter {
  const filter: OrderFilesFilter = {
    state: view.state,
    open_start: view.open_start,
    open_end: view.open_end,
    close_start: view.close_start,
    close_end: view.close_end,
    branch_id: view.branch_id,
    escrow_officer_id: view.escrow_officer_id,
    marketing_rep_id: view.marketing_rep_id,
    jv_entity_id: view.jv_entity_id,
    // Rolling up needs the officer; alone it is no filter.
    roll_up_linked: view.roll_up_linked && view.escrow_officer_id !== undefined ? true : undefined,
    src_bus_null: view.src_bus_null ? true : undefined,
    client_search: clientSearchTerm(view.client_search),
  };
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined),
  ) as OrderFilesFilter;
}

/** The sort the list is in: the address's, else the list's own (its date, newest first). */
export function effectiveSort(
  kind: OrderListKind,
  view: OrdersView,
): { sort: OrderSort; dir: 'asc' | 'desc' } {
  return view.sort ? { sort: view.sort, dir: view.dir } : { sort: defaultOrderSort(kind), dir: 'desc' };
}

/** The server's query for the view: its filters, the page and the sort the list is in. */
export function ordersQuery(kind: OrderListKind, view: OrdersView): GetOrderFilesQuery {
  return {
    ...ordersFilter(view),
    ...effectiveSort(kind, view),
    page: view.page,
    page_size: ORDERS_PAGE_SIZE,
  };
}
