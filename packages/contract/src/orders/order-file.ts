import { z } from 'zod';
import { figureRecord, type LedgerFigure } from '../common/figure-names.ts';
import { ZIsoDate, ZMoney, ZState } from '../common/primitives.ts';

/**
 * The closed-order badge (spec 001 §2, DOMAIN.md §2): 'T' when the posted title date differs from
 * calc_close_date, else 'S' when the posted settlement date does; null otherwise.
 */
export const ZCloseBadge = z.enum(['T', 'S']).nullable();
export type CloseBadge = z.infer<typeof ZCloseBadge>;

/** An employee named on a file (escrow officer, marketing rep). */
export const ZOrderPerson = z.object({
  employee_id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
});
export type OrderPerson = z.infer<typeof ZOrderPerson>;

/** The figures of DOMAIN.md §3 spec 001 §3 calls `calc.revenue_breakdown`. */
export const REVENUE_BREAKDOWN_FIGURES = [
  'escrow_revenue',
  'title_revenue',
  'magnus_title_revenue',
  'partner_title_revenue',
  'misc_fees',
] as const satisfies readonly LedgerFigure[];
export const ZRevenueBreakdown = z.object(figureRecord(REVENUE_BREAKDOWN_FIGURES, () => ZMoney));
export type RevenueBreakdown = z.infer<typeof ZRevenueBreakdown>;

/** The kinds of revenue a commission component explains. */
export const COMM_REV_CATEGORIES = ['escrow', 'title'] as const;
export type CommRevCategory = (typeof COMM_REV_CATEGORIES)[number];

/**
 * One line of `comm_rev_components`: how one revenue ledger row (the file's own components, or one
 * adjustment) counts for the marketing rep (`REP`, the `rep_*` figures) or the credited escrow
 * officer (`EO`, the `eo_*` figures). Per row and role there is an `escrow` and a `title` line:
 *
 * - `raw_amount`: the row's escrow revenue, or its whole title revenue (the partner's part too);
 * - `value`: the share of the title revenue the JV shares that is credited, as a fraction ('1' for
 *   escrow, without a JV partner and with `rep_gets_full_jv_title`; else the JV's Magnus share).
 *   Title an adjustment enters for one side (magnus_title, partner_title) counts on that side;
 * - `amount`: what is credited (its part of `*_esc_rev` or `*_title_rev`);
 * - `final_amount`: the amount less its underwriter share (its part of `*_commable_rev`).
 *
 * So the `amount`s of a role's escrow lines sum to its `*_esc_rev`, of its title lines to its
 * `*_title_rev`, and all its `final_amount`s to its `*_commable_rev`, to the cent.
 */
export const ZCommRevComponent = z.object({
  role: z.enum(['REP', 'EO']),
  category: z.enum(COMM_REV_CATEGORIES),
  source: z.enum(['file', 'adjustment']),
  /** The adjustment's id; null for the file's own components. */
  adj_id: z.number().int().nullable(),
  /** The day the row counts on: calc_close_date for the file (null while open), posting_date for an adjustment. */
  date: ZIsoDate.nullable(),
  raw_amount: ZMoney,
  value: z.string(),
  amount: ZMoney,
  final_amount: ZMoney,
});
export type CommRevComponent = z.infer<typeof ZCommRevComponent>;

/**
 * Spec 001 §3 "File (order reports)". The revenue figures are the file as it stands: the sums of
 * all its revenue ledger rows (its own components and every adjustment, whatever its posting date).
 */
export const ZOrderFile = z.object({
  file_id: z.number().int(),
  file_uuid: z.uuid(),
  order_number: z.string(),
  state: ZState,
  transaction_type: z.enum(['PURCHASE', 'REFI']),
  open_date: ZIsoDate,
  order_status: z.enum(['OPEN', 'CLOSED', 'CANCELLED']),
  cancel_date: ZIsoDate.nullable(),
  sales_price: ZMoney.nullable(),
  loan_amt: ZMoney.nullable(),
  calc_close_date: ZIsoDate.nullable(),
  disb_date: ZIsoDate.nullable(),
  posted_settlement_date: ZIsoDate.nullable(),
  posted_title_date: ZIsoDate.nullable(),
  /** The posted dates as the upload had them (text). */
  posted_settlement_date_imp: z.string().nullable(),
  posted_title_date_imp: z.string().nullable(),
  close_badge: ZCloseBadge,
  src_bus: z.string().nullable(),
  settlement_agency: z.object({ branch_id: z.number().int(), name: z.string() }).nullable(),
  escrow_officer: ZOrderPerson.nullable(),
  marketing_rep: ZOrderPerson.nullable(),
  directing_client: z
    .object({
      client_id: z.number().int(),
      /** The person (individual name, else first and last name). */
      name: z.string().nullable(),
      company: z.string().nullable(),
      contact_name: z.string().nullable(),
      email: z.string().nullable(),
    })
    .nullable(),
  external_title_company: z.object({ jv_id: z.number().int(), name: z.string() }).nullable(),
  property: z.object({
    address: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip: z.string().nullable(),
  }),
  buyer: z.string().nullable(),
  seller: z.string().nullable(),
  lender_name: z.string().nullable(),
  listing_agency: z.string().nullable(),
  listing_agent_name: z.string().nullable(),
  listing_agent_email: z.string().nullable(),
  listing_agent_phone: z.string().nullable(),
  selling_agency: z.string().nullable(),
  selling_agent_name: z.string().nullable(),
  selling_agent_email: z.string().nullable(),
  selling_agent_phone: z.string().nullable(),
  calc: z.object({ revenue_breakdown: ZRevenueBreakdown, total_revenue: ZMoney }),
  rep_esc_rev: ZMoney,
  rep_title_rev: ZMoney,
  rep_commable_rev: ZMoney,
  eo_esc_rev: ZMoney,
  eo_title_rev: ZMoney,
  eo_commable_rev: ZMoney,
  comm_rev_components: z.array(ZCommRevComponent),
});
export type OrderFile = z.infer<typeof ZOrderFile>;

/** The money figures the totals of an order list sum. */
export const ORDER_TOTAL_FIGURES = [
  'sales_price',
  'loan_amt',
  ...REVENUE_BREAKDOWN_FIGURES,
  'total_revenue',
  'rep_esc_rev',
  'rep_title_rev',
  'rep_commable_rev',
  'eo_esc_rev',
  'eo_title_rev',
  'eo_commable_rev',
] as const satisfies readonly (LedgerFigure | 'sales_price' | 'loan_amt')[];
export type OrderTotalFigure = (typeof ORDER_TOTAL_FIGURES)[number];

/**
 * The whole filter's totals (every page): how many files, and each money figure summed over them in
 * cents (a file's figures as the list shows them), as decimal text.
 */
export const ZOrderTotals = z.object({
  files: z.number().int().min(0),
  ...figureRecord(ORDER_TOTAL_FIGURES, () => ZMoney),
});
export type OrderTotals = z.infer<typeof ZOrderTotals>;

/** A file's value of a totals figure: its own price and loan, or one of its revenue figures. */
export function orderFileFigure(file: OrderFile, figure: OrderTotalFigure): string | null {
  switch (figure) {
    case 'sales_price':
    case 'loan_amt':
    case 'rep_esc_rev':
    case 'rep_title_rev':
    case 'rep_commable_rev':
    case 'eo_esc_rev':
    case 'eo_title_rev':
    case 'eo_commable_rev':
      return file[figure];
    case 'total_revenue':
      return file.calc.total_revenue;
    default:
      return file.calc.revenue_breakdown[figure];
  }
}
