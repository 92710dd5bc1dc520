import { z } from 'zod';
import { ZCount } from '../calendar/get-all-days.ts';
import { ZIsoDate, ZMoney, ZState, ZStateCode, ZUuid } from '../common/primitives.ts';
import { ZEmpType } from '../employees/employee.ts';

/** How many months `monthly` covers by default: the 12 months ending with the report date's month. */
export const EMPLOYEE_REPORT_MONTHS = 12;

/**
 * GET /reports/employees (spec 001 §7, spec 000 §7): `emp_type` lists the employees of that type in the
 * state (the active ones, and any other with figures in the period); `uuid` reads just that employee
 * (their figures as `emp_type`, else as their own type). One of the two is required. `state` is AZ
 * unless given (with `uuid`: the employee's own state); `report_date` is yesterday in Los Angeles
 * unless given. `months` (1–12, default 12) is how many months `monthly` covers, ending with the
 * report date's month: a screen that shows the month to date only asks for 1, and the rollups of one
 * month are read instead of a year's.
 */
export const ZEmployeeReportFilter = z
  .strictObject({
    state: ZStateCode.optional(),
    emp_type: ZEmpType.optional(),
    uuid: z.uuid('must be the uuid of an employee').optional(),
    report_date: ZIsoDate.optional(),
    months: ZCount(EMPLOYEE_REPORT_MONTHS, EMPLOYEE_REPORT_MONTHS),
  })
  .refine((query) => query.emp_type !== undefined || query.uuid !== undefined, {
    message: 'is required (or uuid)',
    path: ['emp_type'],
  });
export const ZGetEmployeeReportQuery = ZEmployeeReportFilter;
export type GetEmployeeReportQuery = Omit<z.input<typeof ZGetEmployeeReportQuery>, 'months'> & {
  months?: number;
};

/**
 * Spec 001 §3 Employee monthly report, the figures of one period, read from the daily rollups: an
 * escrow officer's from the files credited to them (their linked officers' included), a marketing
 * rep's from the files they marketed. Counts: opens (on open_date, cancelled files included), closes
 * (on calc_close_date), cancelled (on cancel_date); partnerOpens and partnerCloses are those of files
 * with a JV. Money by ledger date: totalRevenue (escrow + all title), escrowRevenue,
 * magnusTitleRevenue, partnerRevenue (the total revenue of files with a JV partner),
 * partnerTitleRevenue, revenue (the company's: escrow + Magnus title, "Revenue" on the Escrow
 * Officer Report) and commissionableRev (eo_commable_rev for an escrow officer, rep_commable_rev for a
 * marketing rep).
 */
export const ZEmployeeFigures = z.object({
  opens: z.number().int(),
  closes: z.number().int(),
  cancelled: z.number().int(),
  partnerOpens: z.number().int(),
  partnerCloses: z.number().int(),
  totalRevenue: ZMoney,
  escrowRevenue: ZMoney,
  magnusTitleRevenue: ZMoney,
  partnerRevenue: ZMoney,
  partnerTitleRevenue: ZMoney,
  revenue: ZMoney,
  commissionableRev: ZMoney,
});
export type EmployeeFigures = z.infer<typeof ZEmployeeFigures>;

/** A month as 'YYYY-MM'. */
export const ZMonthKey = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month such as 2030-03');

/**
 * One employee's report. `monthly` holds, by 'YYYY-MM', each of the `months` months ending with the
 * report date's month that has any figure (the report date's month up to the report date, the others
 * whole); `mtd` is the first of the report date's month through the report date (zeros when
 * nothing). `emp_type` is the type the figures were read as.
 */
export const ZEmployeeMonthlyReport = z.object({
  uuid: ZUuid,
  /** The id the order reports filter by (`marketing_rep_id`, `escrow_officer_id`). */
  employee_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  emp_type: ZEmpType,
  state: ZState,
  is_active: z.boolean(),
  monthly: z.record(ZMonthKey, ZEmployeeFigures),
  mtd: ZEmployeeFigures,
});
export type EmployeeMonthlyReport = z.infer<typeof ZEmployeeMonthlyReport>;

/** Sorted by last name, then first name. */
export const ZGetEmployeeReportResponse = z.array(ZEmployeeMonthlyReport);
export type GetEmployeeReportResponse = z.infer<typeof ZGetEmployeeReportResponse>;

/** The 404 of an administrator naming an employee that does not exist. */
export const EMPLOYEE_REPORT_NOT_FOUND = 'Employee not found.';
