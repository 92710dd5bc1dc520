import type { OrderTotals } from '@hub/contract';

/** The order list's totals (GET /files): every figure zero but the `figures` given. */
export const orderTotals = (figures: Partial<OrderTotals>): OrderTotals => ({
  files: 0,
  sales_price: '0.00',
  loan_amt: '0.00',
  escrow_revenue: '0.00',
  title_revenue: '0.00',
  magnus_title_revenue: '0.00',
  partner_title_revenue: '0.00',
  misc_fees: '0.00',
  total_revenue: '0.00',
  rep_esc_rev: '0.00',
  rep_title_rev: '0.00',
  rep_commable_rev: '0.00',
  eo_esc_rev: '0.00',
  eo_title_rev: '0.00',
  eo_commable_rev: '0.00',
  ...figures,
});
