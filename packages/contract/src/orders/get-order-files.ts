import { z } from 'zod';
import { dateOrderMessage, datesInOrder } from '../common/date-range.ts';
import { ZPage, ZPaged, ZSort } from '../common/list-query.ts';
import { ZIsoDate, ZStateCode } from '../common/primitives.ts';
import { ZOrderFile, ZOrderTotals } from './order-file.ts';
import type { OrderReconciliation } from './order-reconciliation.ts';

/**
 * A yes/no switch of the order reports' address and query (`src_bus_null=1`, `roll_up_linked=1`, as
 * the spec's links write them): 1 or true is yes, 0 or false is no, in any case.
 */
export const ZOrderFlag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['1', '0', 'true', 'false'], "must be '1' or '0'"))
  .transform((flag) => flag === '1' || flag === 'true');

/** The shortest client search the server runs (spec 001 §9: client search minimum 2 characters). */
export const CLIENT_SEARCH_MIN = 2;

const ZId = (what: string) =>
  z.coerce.number(`must be ${what}`).int(`must be ${what}`).positive(`must be ${what}`);

/**
 * The order reports' filters (spec 001 §2 "Order reports", §7 GET /files), shared by the list and its
 * export:
 * - `state`: AZ or NV; without it, every state the user may see;
 * - `open_start`/`open_end`: files opened in the range (every status, cancelled ones too);
 * - `close_start`/`close_end`: files whose calc_close_date falls in the range;
 * - `branch_id`, `escrow_officer_id`, `marketing_rep_id`, `jv_entity_id`: one branch, employee or JV;
 * - `roll_up_linked=1` (with `escrow_officer_id`): also the files of the employees linked to that
 *   escrow officer (`link_to_emp_id`), as the EO commission report counts them;
 * - `src_bus_null=1`: files whose source of business is empty;
 * - `client_search`: files where any party or the directing client matches the text, ignoring case
 *   and accents (at least 2 characters; blank is no search).
 * A filter never widens what the user may see (DOMAIN.md §9).
 */
export const ZOrderFilesFilter = z
  .strictObject({
    state: ZStateCode.optional(),
    open_start: ZIsoDate.optional(),
    open_end: ZIsoDate.optional(),
    close_start: ZIsoDate.optional(),
    close_end: ZIsoDate.optional(),
    branch_id: ZId('a branch number').optional(),
    escrow_officer_id: ZId('an employee number').optional(),
    marketing_rep_id: ZId('an employee number').optional(),
    jv_entity_id: ZId('a JV number').optional(),
    roll_up_linked: ZOrderFlag.optional(),
    src_bus_null: ZOrderFlag.optional(),
    client_search: z
      .string()
      .trim()
      .max(200)
      .transform((text) => (text === '' ? undefined : text))
      .pipe(z.string().min(CLIENT_SEARCH_MIN).optional())
      .optional(),
  })
  .superRefine((filter, ctx) => {
    if (!datesInOrder(filter.open_start, filter.open_end))
      ctx.addIssue({ code: 'custom', path: ['open_end'], message: dateOrderMessage('open_start') });
    if (!datesInOrder(filter.close_start, filter.close_end))
      ctx.addIssue({ code: 'custom', path: ['close_end'], message: dateOrderMessage('close_start') });
    if (filter.roll_up_linked && filter.escrow_officer_id === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['roll_up_linked'],
        message: 'needs escrow_officer_id (the escrow officer whose linked employees roll up)',
      });
  });
export type OrderFilesFilter = z.output<typeof ZOrderFilesFilter>;

/**
 * The columns the order reports sort by. Without `sort` the list is in its own order: the open-date
 * list by open_date, the close-date list by calc_close_date; a sort starts descending (spec 001 §4,
 * §9: descending for open_date, sales_price, loan_amt and order_number). Ties go by file, the same way.
 */
export const ORDER_SORTS = [
  'open_date',
  'calc_close_date',
  'order_number',
  'order_status',
  'sales_price',
  'loan_amt',
  'escrow_revenue',
  'title_revenue',
  'magnus_title_revenue',
  'partner_title_revenue',
  'total_revenue',
] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/** GET /files: one page of the files the filter keeps, sorted by the server. */
export const ZGetOrderFilesQuery = ZOrderFilesFilter.safeExtend(ZPage.shape).safeExtend(
  ZSort(ORDER_SORTS).shape,
);
export type GetOrderFilesQuery = z.output<typeof ZGetOrderFilesQuery>;

/**
 * One page of the files (`total` of them; a page past the end answers the last page and says so in
 * `page`) and the totals of every file the filter keeps. The reconciliation of those totals to the
 * period figures is its own request (GET /files/reconciliation), asked once per filter.
 */
export const ZGetOrderFilesResponse = ZPaged(ZOrderFile).extend({
  totals: ZOrderTotals,
});
export type GetOrderFilesResponse = z.infer<typeof ZGetOrderFilesResponse>;

/** Which report a filter is: closed orders when it asks for a close-date range and no open-date range. */
export type OrderListKind = 'open' | 'closed';

export function orderListKind(
  filter: Pick<OrderFilesFilter, 'open_start' | 'open_end' | 'close_start' | 'close_end'>,
): OrderListKind {
  const opened = Boolean(filter.open_start || filter.open_end);
  const closed = Boolean(filter.close_start || filter.close_end);
  return closed && !opened ? 'closed' : 'open';
}

/**
 * The dates a list's period figures are for (DOMAIN.md "Order lists and period reports"): the close
 * date range when the filter has one, else the open date range; null without either.
 */
export function reconciliationRange(
  filter: Pick<OrderFilesFilter, 'open_start' | 'open_end' | 'close_start' | 'close_end'>,
): OrderReconciliation['range'] | null {
  if (filter.close_start || filter.close_end)
    return { on: 'close_date', start: filter.close_start ?? null, end: filter.close_end ?? null };
  if (filter.open_start || filter.open_end)
    return { on: 'open_date', start: filter.open_start ?? null, end: filter.open_end ?? null };
  return null;
}

export const ORDER_LIST_TITLES: Record<OrderListKind, string> = {
  open: 'Open Orders',
  closed: 'Closed Orders',
};

/** The sort a list is in without `sort`: by the date the report is about. */
export function defaultOrderSort(kind: OrderListKind): OrderSort {
  return kind === 'closed' ? 'calc_close_date' : 'open_date';
}
