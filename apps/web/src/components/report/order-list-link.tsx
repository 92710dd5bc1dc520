import { Anchor } from '@mantine/core';
import { SmallLink } from '@/components/data-table';
import { paths } from '@/config/paths';

/** Which order list a link opens: files opened, or closed, in the range. */
export type OrderListKind = 'open' | 'closed';

/** The filters of an order list (spec 001 §2 Order reports); the range is of open dates or close dates by the kind. */
export type OrderListQuery = {
  state?: string;
  branch_id?: number;
  escrow_officer_id?: number;
  marketing_rep_id?: number;
  jv_entity_id?: number;
  /** The first and last day of the range (open_start/open_end, or close_start/close_end). */
  start: string;
  end: string;
  client_search?: string;
  src_bus_null?: boolean | string;
};

/**
 * The address of the open or closed order list with its filters, from `paths`, the parameters always
 * in one order: state, the branch, officer, rep or JV, the range, the client name, the source flag.
 */
export function orderListHref(kind: OrderListKind, query: OrderListQuery): string {
  const { state, branch_id, escrow_officer_id, marketing_rep_id, jv_entity_id, start, end } = query;
  const filters = { state, branch_id, escrow_officer_id, marketing_rep_id, jv_entity_id };
  const rest = { client_search: query.client_search, src_bus_null: query.src_bus_null };
  return kind === 'open'
    ? paths.reports.openOrders.getHref({ ...filters, open_start: start, open_end: end, ...rest })
    : paths.reports.closedOrders.getHref({ ...filters, close_start: start, close_end: end, ...rest });
}

export type OrderListLinkProps = {
  kind: OrderListKind;
  query: OrderListQuery;
  /** The count the link shows (en-US digits). */
  count: number;
  /** What the link says to a screen reader ('12 opened, 101 Scottsdale'). */
  label: string;
  /** Opens the list in a new tab (a plain link) instead of in the app. */
  newTab?: boolean;
};

/** A count that opens its files in the open or closed order list. */
export function OrderListLink({ kind, query, count, label, newTab = false }: OrderListLinkProps) {
  const href = orderListHref(kind, query);
  const text = count.toLocaleString('en-US');
  return newTab ? (
    <Anchor href={href} target="_blank" rel="noreferrer" size="sm" aria-label={label}>
      {text}
    </Anchor>
  ) : (
    <SmallLink to={href} label={label}>
      {text}
    </SmallLink>
  );
}
