import { z } from 'zod';
import { ADMIN_ROLES } from '../auth/roles.ts';
import { figureHeader } from '../common/figure-names.ts';
import { ZIsoDate, ZMoney, ZState, ZStateCode } from '../common/primitives.ts';
import { defineReport, reportEndpoint } from '../common/report-kit.ts';

/** Spec 001 §9: the trend looks 14 months back unless asked otherwise (1 to 36). */
export const TREND_MONTHS_BACK_DEFAULT = 14;
export const TREND_MONTHS_BACK_MAX = 36;
/** Spec 001 §9: the grid shows business days 1 to 23. */
export const TREND_GRID_DAYS = 23;

/**
 * GET /revenue/trend (spec 001 §7): `state` AZ or NV (default: the state of `branch_id`, else AZ),
 * `months_back` 1 to 36 (default 14), `branch_id` one branch of that state (without it, every branch of
 * the state and files with none).
 */
export const ZRevenueTrendQuery = z.strictObject({
  state: ZStateCode.optional(),
  months_back: z.coerce
    .number('must be a number of months from 1 to 36')
    .int('must be a number of months from 1 to 36')
    .min(1, 'must be a number of months from 1 to 36')
    .max(TREND_MONTHS_BACK_MAX, 'must be a number of months from 1 to 36')
    .default(TREND_MONTHS_BACK_DEFAULT),
  branch_id: z.coerce
    .number('must be a branch number')
    .int('must be a branch number')
    .positive('must be a branch number')
    .max(2_147_483_647, 'must be a branch number')
    .optional(),
});
export type RevenueTrendQuery = z.input<typeof ZRevenueTrendQuery>;

/**
 * Spec 001 §3 Revenue trend row: one business day of one month. `month_name` is 'November 2026';
 * `business_day_of_month` the day's rank among the month's business days (1 is the first).
 * Revenue is company revenue (escrow + Magnus title), partner revenue the partner total revenue;
 * money is text with two decimals (the screen shows whole dollars).
 *
 * **The day a figure counts on** (decided for issue 12): a calendar day's opens, closes and revenue
 * count on the first business day of the state on or after it within the same month, so a weekend's
 * or a closure's opens show on the next business day, and the MTD figures at business day D are
 * exactly the 1st of the month through D's date (the same as a branch summary with report_date D).
 * Days after the month's last business day count on no row. "today_" is that business day's share,
 * "mtd_" the month's total through it.
 */
export const ZRevenueTrendRow = z.object({
  month_name: z.string(),
  business_day_of_month: z.number().int().min(1),
  stat_date: ZIsoDate,
  today_open: z.number().int(),
  mtd_open: z.number().int(),
  today_closed: z.number().int(),
  mtd_closed: z.number().int(),
  today_revenue: ZMoney,
  mtd_revenue: ZMoney,
  today_partner_revenue: ZMoney,
  mtd_partner_revenue: ZMoney,
});
export type RevenueTrendRow = z.infer<typeof ZRevenueTrendRow>;

/**
 * The Revenue Trend's columns (spec 001 §2), a line per business day as the grid's cells: its export.
 * The days are not added up (each MTD figure is already the month's to date).
 */
export const REVENUE_TREND_REPORT = defineReport({
  title: 'Revenue Trend',
  row: ZRevenueTrendRow,
  columns: [
    { key: 'month_name', header: 'Month', kind: 'text', total: 'none' },
    { key: 'business_day_of_month', header: 'Business Day', kind: 'count', total: 'none' },
    { key: 'stat_date', header: 'Date', kind: 'date', total: 'none' },
    { key: 'today_open', header: 'Opens', kind: 'count', total: 'none' },
    { key: 'mtd_open', header: 'MTD Opens', kind: 'count', total: 'none' },
    { key: 'today_closed', header: 'Closed', kind: 'count', total: 'none' },
    { key: 'mtd_closed', header: 'MTD Closed', kind: 'count', total: 'none' },
    { key: 'today_revenue', header: figureHeader('company_revenue'), kind: 'money', total: 'none' },
    { key: 'mtd_revenue', header: figureHeader('company_revenue', 'MTD'), kind: 'money', total: 'none' },
    {
      key: 'today_partner_revenue',
      header: figureHeader('partner_total_revenue'),
      kind: 'money',
      total: 'none',
    },
    {
      key: 'mtd_partner_revenue',
      header: figureHeader('partner_total_revenue', 'MTD'),
      kind: 'money',
      total: 'none',
    },
  ],
});

/**
 * The trend of a state (or one of its branches): `rows` hold every business day of the last
 * `months_back` Los Angeles months, the current one up to today (no future days), the newest month
 * first and each month's days in order. `branch_name` (without the company suffix) names `branch_id`.
 */
export const ZRevenueTrendResponse = z.object({
  state: ZState,
  branch_id: z.number().int().nullable(),
  branch_name: z.string().nullable(),
  months_back: z.number().int(),
  rows: z.array(ZRevenueTrendRow),
});
export type RevenueTrendResponse = z.infer<typeof ZRevenueTrendResponse>;

export const REVENUE_BRANCH_NOT_FOUND = 'Branch not found.';
export const revenueBranchOtherState = (state: string) =>
  `branch_id: that branch is not a branch of ${state}.`;

/** GET /revenue/trend: a state's (or branch's) figures per business day of recent months. */
export const REVENUE_TREND_ENDPOINT = reportEndpoint({
  name: 'revenue-trend',
  path: '/revenue/trend',
  query: ZRevenueTrendQuery,
  response: ZRevenueTrendResponse,
  access: ADMIN_ROLES,
  screen: { path: '/reports/revenue-trend', roles: 'admin', page: 'revenue-reports/revenue-trend-report' },
});
