import { z } from 'zod';
import { ZDateRange } from '../common/date-range.ts';
import { ZIsoDate, ZMoney, ZState, ZUuid } from '../common/primitives.ts';
import { reportEndpoint } from '../common/report-kit.ts';
import { ZEmpType } from '../employees/employee.ts';

/**
 * GET /commission (spec 001 §7): the commission summary of a period, `start_date` to `end_date`
 * (YYYY-MM-DD, both required, in order); `employee_uuid` narrows it to one employee (required, and
 * their own, for a user who is not an administrator).
 */
export const ZCommissionQuery = ZDateRange('start_date', 'end_date').safeExtend({
  employee_uuid: ZUuid.optional(),
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

/** The period, its frequency and its rows: escrow officers first, then reps, each by last then first name. */
export const ZCommissionResponse = z.object({
  start_date: ZIsoDate,
  end_date: ZIsoDate,
  frequency: ZCommissionFrequency,
  rows: z.array(ZCommissionRow),
});
export type CommissionResponse = z.infer<typeof ZCommissionResponse>;

/** GET /commission: the commission summary. */
export const COMMISSION_ENDPOINT = reportEndpoint({
  name: 'commission',
  path: '/commission',
  query: ZCommissionQuery,
  response: ZCommissionResponse,
});
