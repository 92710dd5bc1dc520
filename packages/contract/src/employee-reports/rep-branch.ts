import { z } from 'zod';
import { inDateOrder } from '../common/date-range.ts';
import { figureHeader } from '../common/figure-names.ts';
import { ZIsoDate, ZMoney, ZStateCode } from '../common/primitives.ts';
import { defineReport, reportEndpoint } from '../common/report-kit.ts';

/**
 * GET /reports/rep-branch (spec 001 §7): one marketing rep's files by branch in [beg_dt, end_dt]
 * (both required, in order); `branch_uuid` narrows to one branch; `state` is the rep's own state
 * unless given.
 */
export const ZRepBranchFilter = inDateOrder(
  z.strictObject({
    state: ZStateCode.optional(),
    beg_dt: ZIsoDate,
    end_dt: ZIsoDate,
    rep_uuid: z.uuid('must be the uuid of a marketing rep'),
    branch_uuid: z.uuid('must be the uuid of a branch').optional(),
  }),
  'beg_dt',
  'end_dt',
);
export const ZGetRepBranchQuery = ZRepBranchFilter;
export type GetRepBranchQuery = z.input<typeof ZGetRepBranchQuery>;

/**
 * Spec 001 §3 Rep branch breakdown: files opened (cancelled ones included) and closed in the range,
 * their total revenue and the rep's commissionable revenue (rep_commable_rev) by ledger date, and
 * commissionable as a percent of total (2 decimals; null when the total is 0). `branch_id` is 0 on
 * the TOTAL row (the sum of the rows) and null on the 'No Branch' row.
 */
export const ZRepBranchRow = z.object({
  branch_id: z.number().int().nullable(),
  branch_name: z.string(),
  open_cnt: z.number().int(),
  close_cnt: z.number().int(),
  total_revenue: ZMoney,
  commissionable_revenue: ZMoney,
  pct_comm_rev: z.number().nullable(),
});
export type RepBranchRow = z.infer<typeof ZRepBranchRow>;

/**
 * The rows ordered by the leading number of the branch name (names without the agency suffix), then
 * 'No Branch', then TOTAL (always there, zeros when the rep has nothing in the range).
 */
export const ZGetRepBranchResponse = z.array(ZRepBranchRow);
export type GetRepBranchResponse = z.infer<typeof ZGetRepBranchResponse>;

/** The TOTAL row's `branch_id`. */
export const REP_BRANCH_TOTAL_ID = 0;

/**
 * The Marketing Rep Summary's columns (spec 001 §2), for the screen and its export. The key is the
 * screen's column id (its sort in the address); the TOTAL row is the server's (branch_id 0), its
 * percent commissionable that of the sums.
 */
export const REP_BRANCH_REPORT = defineReport({
  title: 'Marketing Rep Summary',
  row: ZRepBranchRow,
  isTotal: (row) => row.branch_id === REP_BRANCH_TOTAL_ID,
  columns: [
    { key: 'branch', header: 'Branch', kind: 'text', value: (row) => row.branch_name, total: 'none' },
    { key: 'open_cnt', header: 'Opens', kind: 'count', total: 'sum' },
    { key: 'close_cnt', header: 'Closes', kind: 'count', total: 'sum' },
    { key: 'total_revenue', header: figureHeader('total_revenue'), kind: 'money', total: 'sum' },
    {
      key: 'commissionable_revenue',
      header: figureHeader('commissionable_revenue'),
      kind: 'money',
      total: 'sum',
    },
    { key: 'pct_comm_rev', header: '% Commissionable', kind: 'percent', total: 'answer' },
  ],
});

export const REP_BRANCH_REP_NOT_FOUND = 'Marketing rep not found.';
export const REP_BRANCH_BRANCH_NOT_FOUND = 'Branch not found.';

/** GET /reports/rep-branch (spec 001 §7): one rep's files by branch, with the TOTAL. */
export const REP_BRANCH_ENDPOINT = reportEndpoint({
  name: 'rep-branch',
  path: '/reports/rep-branch',
  query: ZGetRepBranchQuery,
  response: ZGetRepBranchResponse,
  access: 'authenticated',
  screen: { path: '/reports/rep-summary', roles: 'admin', page: 'employee-reports/rep-summary' },
});
