import type { FileAdjustment, FileAdjustmentTotals, OrderFile, OrderTotals } from '@hub/contract';

/** A file's or a list's revenue by kind, when none. */
const NO_REVENUE = {
  escrow_revenue: '0.00',
  title_revenue: '0.00',
  magnus_title_revenue: '0.00',
  partner_title_revenue: '0.00',
  misc_fees: '0.00',
};

/** What a file or a list credits its rep and its escrow officer, when nothing. */
const NO_CREDITS = {
  rep_esc_rev: '0.00',
  rep_title_rev: '0.00',
  rep_commable_rev: '0.00',
  eo_esc_rev: '0.00',
  eo_title_rev: '0.00',
  eo_commable_rev: '0.00',
};

/** The order list's totals (GET /files): every figure zero but the `figures` given. */
export const orderTotals = (figures: Partial<OrderTotals>): OrderTotals => ({
  files: 0,
  sales_price: '0.00',
  loan_amt: '0.00',
  ...NO_REVENUE,
  total_revenue: '0.00',
  ...NO_CREDITS,
  ...figures,
});

/** A file of GET /files: nobody's party, agent or lender, no revenue, but for the `fields` given. */
export const storedOrderFile = (
  fields: Pick<
    OrderFile,
    | 'file_id'
    | 'file_uuid'
    | 'order_number'
    | 'open_date'
    | 'calc_close_date'
    | 'escrow_officer'
    | 'marketing_rep'
  > &
    Partial<OrderFile>,
): OrderFile => ({
  state: 'AZ',
  transaction_type: 'PURCHASE',
  order_status: 'CLOSED',
  cancel_date: null,
  sales_price: null,
  loan_amt: null,
  disb_date: null,
  posted_settlement_date: null,
  posted_title_date: null,
  posted_settlement_date_imp: null,
  posted_title_date_imp: null,
  close_badge: null,
  src_bus: null,
  settlement_agency: null,
  directing_client: null,
  external_title_company: null,
  property: { address: null, city: null, state: null, zip: null },
  buyer: null,
  seller: null,
  lender_name: null,
  listing_agency: null,
  listing_agent_name: null,
  listing_agent_email: null,
  listing_agent_phone: null,
  selling_agency: null,
  selling_agent_name: null,
  selling_agent_email: null,
  selling_agent_phone: null,
  calc: { revenue_breakdown: NO_REVENUE, total_revenue: '0.00' },
  ...NO_CREDITS,
  comm_rev_components: [],
  ...fields,
});

/** An adjustment of GET /file-adjustments: every amount, the reason and the note empty but for `values`. */
export const storedAdjustment = (
  values: Pick<
    FileAdjustment,
    'adj_id' | 'esc_file_id' | 'posting_date' | 'order_num' | 'branch_name' | 'eo_name_name'
  > &
    Partial<FileAdjustment>,
): FileAdjustment => ({
  event_date: null,
  magnus_escrow: null,
  magnus_title: null,
  partner_title: null,
  title_processsing: null,
  endorsements: null,
  endorsements_after_uw: null,
  bundled_escrow: null,
  bundled_escrow_after_adj: null,
  mag_title_after_uw: null,
  part_title_after_uw: null,
  reason: null,
  note: null,
  ...values,
});

/** The adjustments' totals (GET /file-adjustments) when they add up to nothing. */
export const ZERO_ADJUSTMENT_TOTALS: FileAdjustmentTotals = {
  magnus_escrow: '0.00',
  bundled_escrow: '0.00',
  bundled_escrow_after_adj: '0.00',
  magnus_title: '0.00',
  mag_title_after_uw: '0.00',
  partner_title: '0.00',
  part_title_after_uw: '0.00',
  title_processsing: '0.00',
  endorsements: '0.00',
  endorsements_after_uw: '0.00',
  sum: '0.00',
};
