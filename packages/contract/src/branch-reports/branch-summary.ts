import { z } from 'zod';
import { ADMIN_ROLES } from '../auth/roles.ts';
import { comparedCaption, figureHeader } from '../common/figure-names.ts';
import { ZIsoDate, ZMoney, ZState, ZStateCode, ZUuid } from '../common/primitives.ts';
import { defineReport, reportEndpoint } from '../common/report-kit.ts';

/**
 * GET /reports/branches (spec 001 §2 Branch reports, §7): the state (AZ unless given) and the report
 * date (yesterday in Los Angeles unless given). Month to date is the first of the report date's month
 * through the report date; last year is the same days one year earlier.
 */
export const ZBranchSummaryQuery = z.strictObject({
  state: ZStateCode.default('AZ'),
  report_date: ZIsoDate.optional(),
});
export type BranchSummaryQuery = z.input<typeof ZBranchSummaryQuery>;

/**
 * Spec 001 §3 Branch report row. Counts are files opened (cancelled ones included) and closed in the
 * range; revenue is the company's (escrow + Magnus title), partner revenue the files' with a JV partner
 * (their total revenue), both by ledger date. The changes are percent changes from last year to this
 * year with one decimal (`percentChange`: 10.5 is +10.5%), null when last year's figure is 0.
 * `branch_id` is 0 on the TOTAL row and null on the 'No Branch' row (both without a uuid).
 */
export const ZBranchReportRow = z.object({
  branch_id: z.number().int().nullable(),
  branch_uuid: ZUuid.nullable(),
  branch_name: z.string(),
  mtd_open: z.number().int(),
  mtd_closed: z.number().int(),
  mtd_revenue: ZMoney,
  mtd_partner_revenue: ZMoney,
  ly_open: z.number().int(),
  ly_closed: z.number().int(),
  ly_revenue: ZMoney,
  ly_partner_revenue: ZMoney,
  yr_open_chg: z.number().nullable(),
  yr_revenue_chg: z.number().nullable(),
});
export type BranchReportRow = z.infer<typeof ZBranchReportRow>;

/**
 * The summary and the ranges it covers (the screen's links to the order lists use month_start to
 * report_date). Rows: every active branch of the state and any other with figures, ordered by the
 * leading number of the name, then 'No Branch' when files have none, then TOTAL (the sum of the rows).
 */
export const ZBranchSummaryResponse = z.object({
  state: ZState,
  report_date: ZIsoDate,
  month_start: ZIsoDate,
  ly_start: ZIsoDate,
  ly_end: ZIsoDate,
  rows: z.array(ZBranchReportRow),
});
export type BranchSummaryResponse = z.infer<typeof ZBranchSummaryResponse>;

/** What the summary compares, from its answer: 'Compared: 11/01/2026–11/27/2026 with 11/01/2025–11/27/2025'. */
export function branchSummaryCompared(
  summary: Pick<BranchSummaryResponse, 'month_start' | 'report_date' | 'ly_start' | 'ly_end'>,
): string {
  return comparedCaption(
    { from: summary.month_start, to: summary.report_date },
    { from: summary.ly_start, to: summary.ly_end },
  );
}

/**
 * The Branch Escrow Summary's columns (spec 001 §2), for the screen, its export and the daily e-mail.
 * The key is the screen's column id (its sort in the address). The TOTAL row is the server's
 * (branch_id 0), its changes those of the totals.
 */
export const BRANCH_SUMMARY_REPORT = defineReport({
  title: 'Branch Escrow Summary',
  row: ZBranchReportRow,
  isTotal: (row) => row.branch_id === 0,
  columns: [
    { key: 'branch', header: 'Branch', kind: 'text', value: (row) => row.branch_name, total: 'none' },
    { key: 'mtd_open', header: 'Current Year Opens', kind: 'count', total: 'sum' },
    { key: 'mtd_closed', header: 'Current Year Closes', kind: 'count', total: 'sum' },
    {
      key: 'mtd_revenue',
      header: figureHeader('company_revenue', 'Current Year'),
      kind: 'money',
      total: 'sum',
    },
    {
      key: 'mtd_partner_revenue',
      header: figureHeader('partner_total_revenue', 'Current Year'),
      kind: 'money',
      total: 'sum',
    },
    { key: 'ly_open', header: 'Prior Year Opens', kind: 'count', total: 'sum' },
    { key: 'ly_closed', header: 'Prior Year Closes', kind: 'count', total: 'sum' },
    { key: 'ly_revenue', header: figureHeader('company_revenue', 'Prior Year'), kind: 'money', total: 'sum' },
    {
      key: 'ly_partner_revenue',
      header: figureHeader('partner_total_revenue', 'Prior Year'),
      kind: 'money',
      total: 'sum',
    },
    {
      key: 'yr_open_chg',
      header: 'Open Change',
      kind: 'percent',
      total: { change: { from: 'ly_open', to: 'mtd_open' } },
    },
    {
      key: 'yr_revenue_chg',
      header: 'Revenue Change',
      kind: 'percent',
      total: { change: { from: 'ly_revenue', to: 'mtd_revenue' } },
    },
  ],
});

/** The partner revenue columns, which the EO dashboard's form and the e-mail leave out. */
export const BRANCH_SUMMARY_PARTNER_COLUMNS = ['mtd_partner_revenue', 'ly_partner_revenue'] as const;

/** GET /reports/branches (spec 001 §7): the Branch Escrow Summary. */
export const BRANCH_SUMMARY_ENDPOINT = reportEndpoint({
  name: 'branch-summary',
  path: '/reports/branches',
  query: ZBranchSummaryQuery,
  response: ZBranchSummaryResponse,
  // The escrow dashboard's compact summary: escrow users read their own state's (the service checks);
  // the file is the administrators'.
  access: [...ADMIN_ROLES, 'Escrow', 'Escrow Officer'],
  exportAccess: ADMIN_ROLES,
  screen: { path: '/reports/branches', roles: 'admin', page: 'branch-reports/branches-page' },
});
