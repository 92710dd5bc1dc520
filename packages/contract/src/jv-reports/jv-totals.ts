import { z } from 'zod';
import { ADMIN_ROLES } from '../auth/roles.ts';
import { ZDateRange } from '../common/date-range.ts';
import { ZIsoDate, ZMoney, ZState, ZUuid } from '../common/primitives.ts';
import { defineReport, reportEndpoint } from '../common/report-kit.ts';

/** A uuid parameter: 'is required' when missing (the contract's words), `message` when malformed. */
export const jvReportUuid = (message: string) =>
  z.uuid({ error: (issue) => (issue.input === undefined ? undefined : message) });

/** The name of the row of files without a JV. */
export const JV_NO_JV_NAME = 'No JV';

/**
 * Spec 001 §3 JV totals row: one JV's opens, closes, total revenue and partner title revenue in the
 * range. `partner_title_share` is the row's partner title revenue as a whole percent of the TOTAL's
 * (spec §9 "JV share is a whole percent"; null when the TOTAL's is zero). Files without a JV are the
 * 'No JV' row (jv_id and jv_uuid null), so the TOTAL equals the employee's (or branch's) figures; the
 * TOTAL row has jv_id 0.
 */
export const ZJvTotalsRow = z.object({
  jv_id: z.number().int().nullable(),
  jv_uuid: ZUuid.nullable(),
  jv_name: z.string(),
  opens: z.number().int(),
  closes: z.number().int(),
  total_revenue: ZMoney,
  partner_title_revenue: ZMoney,
  partner_title_share: z.number().int().nullable(),
});
export type JvTotalsRow = z.infer<typeof ZJvTotalsRow>;

/** The jv_id of a JV breakdown's TOTAL row (last; the sum of the rows). */
export const JV_TOTALS_TOTAL_ID = 0;

/** The figures every JV table shows (the breakdowns and the mix), in their order, each summed. */
export const JV_MEASURE_COLUMNS = [
  { key: 'opens', header: 'Opens', kind: 'count', total: 'sum' },
  { key: 'closes', header: 'Closes', kind: 'count', total: 'sum' },
  { key: 'total_revenue', header: 'Total Revenue', kind: 'money', total: 'sum' },
  { key: 'partner_title_revenue', header: 'Partner Title Revenue', kind: 'money', total: 'sum' },
] as const;

/**
 * The Employee and Branch JV Breakdowns' columns (spec 001 §2 "Employee reports"), for the screen and
 * the export. The TOTAL row is the answer's last (jv_id 0); the share is the TOTAL's own (100, or
 * none), a whole percent.
 */
export const JV_BREAKDOWN_REPORT = defineReport({
  title: 'JV Breakdown',
  row: ZJvTotalsRow,
  isTotal: (row) => row.jv_id === JV_TOTALS_TOTAL_ID,
  columns: [
    { key: 'jv', header: 'JV', kind: 'text', value: (row) => row.jv_name, total: 'none' },
    ...JV_MEASURE_COLUMNS,
    {
      key: 'share',
      header: 'Share of Partner Title',
      fileHeader: 'Share of Partner Title (%)',
      kind: 'count',
      value: (row) => row.partner_title_share,
      total: 'answer',
    },
  ],
});

const range = {
  range_start: ZIsoDate,
  range_end: ZIsoDate,
  /** The state of the employee or branch. */
  state: ZState,
  /**
   * Sorted by JV name (ignoring case), 'No JV', then the TOTAL row: the sum of the rows (jv_id 0,
   * share 100 unless the partner title is zero).
   */
  rows: z.array(ZJvTotalsRow),
};

/** GET /reports/employees/jv-range (spec 001 §7). */
export const ZEmployeeJvRangeQuery = ZDateRange('beg_date', 'end_date').safeExtend({
  employee_uuid: jvReportUuid('must be the uuid of an employee'),
});
export type EmployeeJvRangeQuery = z.input<typeof ZEmployeeJvRangeQuery>;

/**
 * One employee's files per JV: an escrow officer's (emp_type EO) credited to them (their linked
 * officers roll up), a marketing rep's (REP) the files they marketed.
 */
export const ZEmployeeJvRangeResponse = z.object({
  employee: z.object({
    uuid: ZUuid,
    name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    emp_type: z.enum(['EO', 'REP']),
  }),
  ...range,
});
export type EmployeeJvRangeResponse = z.infer<typeof ZEmployeeJvRangeResponse>;

/** GET /reports/branches/jv-range (spec 001 §7). */
export const ZBranchJvRangeQuery = ZDateRange('beg_date', 'end_date').safeExtend({
  branch_uuid: jvReportUuid('must be the uuid of a branch'),
});
export type BranchJvRangeQuery = z.input<typeof ZBranchJvRangeQuery>;

/** One branch's files per JV; the branch's name without the company suffix. */
export const ZBranchJvRangeResponse = z.object({
  branch: z.object({ uuid: ZUuid, branch_id: z.number().int(), name: z.string() }),
  ...range,
});
export type BranchJvRangeResponse = z.infer<typeof ZBranchJvRangeResponse>;

/** The 403 of a user who is not an administrator asking for someone else's employee. */
export const JV_RANGE_EMPLOYEE_NOT_FOUND = 'Employee not found.';
export const JV_RANGE_BRANCH_NOT_FOUND = 'Branch not found.';
/** An employee with neither emp_type has no JV breakdown. */
export const JV_RANGE_NO_EMP_TYPE =
  'query.employee_uuid: that employee is neither an escrow officer nor a marketing rep.';

/** GET /reports/employees/jv-range: one employee's files per JV. */
export const EMPLOYEE_JV_RANGE_ENDPOINT = reportEndpoint({
  name: 'employee-jv-range',
  path: '/reports/employees/jv-range',
  query: ZEmployeeJvRangeQuery,
  response: ZEmployeeJvRangeResponse,
  access: 'authenticated',
  screen: { path: '/reports/employee-jv-breakdown', page: 'jv-reports/employee-jv-breakdown' },
});

/** GET /reports/branches/jv-range: one branch's files per JV. */
export const BRANCH_JV_RANGE_ENDPOINT = reportEndpoint({
  name: 'branch-jv-range',
  path: '/reports/branches/jv-range',
  query: ZBranchJvRangeQuery,
  response: ZBranchJvRangeResponse,
  access: ADMIN_ROLES,
  screen: { path: '/reports/branch-jv-breakdown', roles: 'admin', page: 'jv-reports/branch-jv-breakdown' },
});
