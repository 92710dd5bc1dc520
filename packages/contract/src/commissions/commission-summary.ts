import { z } from 'zod';
import { ZDateRange } from '../common/date-range.ts';
import { ZIsoDate, ZMoney, ZState, ZUuid } from '../common/primitives.ts';
import { ZQueryFlag } from '../common/query-flag.ts';
import { reportEndpoint } from '../common/report-kit.ts';
import { ZEmpType } from '../employees/employee.ts';

/**
 * `trace=1` ("why is my number X"): the common yes/no flag (`true`/`false`, either case) or `1`/`0`
 * as a link writes it.
 */
export const ZTraceFlag = z.union([z.enum(['1', '0']).transform((flag) => flag === '1'), ZQueryFlag], {
  error: "must be 1, 0, 'true' or 'false'",
});

/** Why `trace=1` without `employee_uuid` is refused: a trace is of one employee. */
export const TRACE_NEEDS_EMPLOYEE = 'trace=1 needs employee_uuid: a trace is of one employee';

/**
 * GET /commission (spec 001 §7): the commission summary of a period, `start_date` to `end_date`
 * (YYYY-MM-DD, both required, in order); `employee_uuid` narrows it to one employee (required, and
 * their own, for a user who is not an administrator). `trace=1` (with `employee_uuid` only) adds
 * that employee's trace.
 */
export const ZCommissionQuery = ZDateRange('start_date', 'end_date')
  .safeExtend({
    employee_uuid: ZUuid.optional(),
    trace: ZTraceFlag.optional(),
  })
  .refine((query) => query.trace !== true || query.employee_uuid !== undefined, {
    message: TRACE_NEEDS_EMPLOYEE,
    path: ['trace'],
  });
export type CommissionQuery = z.input<typeof ZCommissionQuery>;

/**
 * A commission period's frequency (spec 001 §4): MONTHLY when the period is exactly the first to the
 * last day of one month, otherwise SEMI_MONTHLY.
 */
export const ZCommissionFrequency = z.enum(['MONTHLY', 'SEMI_MONTHLY']);
export type CommissionFrequency = z.infer<typeof ZCommissionFrequency>;

/**
 * Spec 001 §3 "Commission summary row" (those names), one per REP or EO employee employed on some
 * day of the period (DOMAIN.md §4), plus `employee_id`, the period's `frequency`, the employee's
 * `both_rep_and_eo` and the `override_if_comm_greater` of the guarantee used (null without one).
 * Money is decimal text with two decimals; counts are integers. `user_id` is the id of the user
 * linked to the employee (the lowest when several are), null when none; `branch_name` the employee's
 * default branch's name without the company suffix, null without one. `comm_beg_dt`/`comm_end_dt`
 * are the part of the period the employee was employed.
 */
export const ZCommissionRow = z.object({
  employee_id: z.number().int(),
  user_id: z.number().int().nullable(),
  uuid: ZUuid,
  first_name: z.string(),
  last_name: z.string(),
  emp_type: ZEmpType,
  branch_name: z.string().nullable(),
  state: ZState,
  frequency: ZCommissionFrequency,
  both_rep_and_eo: z.boolean(),
  override_if_comm_greater: z.boolean().nullable(),
  mtd_open: z.number().int(),
  mtd_closed: z.number().int(),
  mtd_revenue: ZMoney,
  comable_rev: ZMoney,
  comm_only_rev: ZMoney,
  esc_rev_tot: ZMoney,
  title_rev_tot: ZMoney,
  underwriter_amt: ZMoney,
  base_amt: ZMoney,
  base_desc: z.string().nullable(),
  other_against_rev: ZMoney,
  rev_subtotal: ZMoney,
  loss_tot: ZMoney,
  other_charges: ZMoney,
  comm_amt: ZMoney,
  comm_amt_bef_guarantee: ZMoney,
  comm_guarantee_amt: ZMoney,
  comm_paid_out: ZMoney,
  comm_end_balance: ZMoney,
  comm_beg_dt: ZIsoDate,
  comm_end_dt: ZIsoDate,
});
export type CommissionRow = z.infer<typeof ZCommissionRow>;

/** The figures one ledger entry credits the employee with, in their role (rep_ or eo_ figures). */
const entryFigures = {
  esc_rev: ZMoney,
  title_rev: ZMoney,
  underwriter_amt: ZMoney,
  commable_rev: ZMoney,
};

/** A file closed in the period credited to the employee in their own role (an officer's linked employees' included). */
export const ZCommissionTraceFile = z.object({
  file_uuid: ZUuid,
  order_number: z.string(),
  calc_close_date: ZIsoDate,
  ...entryFigures,
});
export type CommissionTraceFile = z.infer<typeof ZCommissionTraceFile>;

/** An adjustment posted in the period to a file credited to the employee in their own role. */
export const ZCommissionTraceAdjustment = z.object({
  adj_id: z.number().int(),
  order_number: z.string(),
  posting_date: ZIsoDate,
  ...entryFigures,
});
export type CommissionTraceAdjustment = z.infer<typeof ZCommissionTraceAdjustment>;

/** A monthly charge line dated in the period. */
export const ZCommissionTraceCharge = z.object({
  month_end_date: ZIsoDate,
  loss_total: ZMoney,
  other_against_rev: ZMoney,
  other_against_commission: ZMoney,
});

/** The guarantee covering the period that the row used. */
export const ZCommissionTraceGuarantee = z.object({
  period_beg_dt: ZIsoDate,
  period_end_dt: ZIsoDate,
  guarantee_amount: ZMoney,
  override_if_comm_greater: z.boolean(),
});

/** One step of the formula (the domain's `traceCommission`): the field, its value, its rule with the numbers. */
export const ZCommissionTraceStep = z.object({
  field: z.string(),
  value: z.string(),
  rule: z.string(),
});

/**
 * "Why is my number X" (GET /commission?trace=1 with employee_uuid): the entries the row sums (files
 * closed in the period and adjustments posted in it, credited in the employee's own role, each with
 * its commissionable figures; their sums are the row's esc_rev_tot, title_rev_tot, underwriter_amt
 * and comable_rev, the files' count its mtd_closed), the charge lines, the guarantee used, the base
 * and where it came from (`override`: set for the period in Edit Base; `monthly`, `half_monthly`:
 * the employee's monthly base; `commission_only`; `none`), a both_rep_and_eo officer's combo revenue
 * (null otherwise) and each step of the formula.
 */
export const ZCommissionTrace = z.object({
  files: z.array(ZCommissionTraceFile),
  adjustments: z.array(ZCommissionTraceAdjustment),
  charges: z.array(ZCommissionTraceCharge),
  guarantee: ZCommissionTraceGuarantee.nullable(),
  base_amt: ZMoney,
  base_source: z.enum(['override', 'monthly', 'half_monthly', 'commission_only', 'none']),
  base_desc: z.string().nullable(),
  rep_combo_revenue: ZMoney.nullable(),
  steps: z.array(ZCommissionTraceStep),
});
export type CommissionTrace = z.infer<typeof ZCommissionTrace>;

/**
 * The period, its frequency and its rows: escrow officers first, then reps, each by last then first
 * name; with `trace=1`, the one employee's trace. A finalised period answers its snapshot.
 */
export const ZCommissionResponse = z.object({
  start_date: ZIsoDate,
  end_date: ZIsoDate,
  frequency: ZCommissionFrequency,
  rows: z.array(ZCommissionRow),
  trace: ZCommissionTrace.optional(),
});
export type CommissionResponse = z.infer<typeof ZCommissionResponse>;

/** GET /commission: the commission summary. */
export const COMMISSION_ENDPOINT = reportEndpoint({
  name: 'commission',
  path: '/commission',
  query: ZCommissionQuery,
  response: ZCommissionResponse,
  // The service allows ADMIN_ROLES (a State Super User their state's employees) and anyone else their
  // own employee only (named by employee_uuid; 403 otherwise).
  access: 'authenticated',
  screen: { path: '/reports/commissions', roles: 'admin', page: 'commissions/commission-summary' },
});
