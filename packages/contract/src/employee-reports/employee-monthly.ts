import { z } from 'zod';
import { ZCount } from '../calendar/get-all-days.ts';
import { figureHeader } from '../common/figure-names.ts';
import { ZIsoDate, ZMoney, ZState, ZStateCode, ZUuid } from '../common/primitives.ts';
import { defineReport, reportEndpoint } from '../common/report-kit.ts';
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
 * An escrow officer linked to the report's officer (`link_to_emp_id`; spec 000 §2 "linked branch
 * escrow officers"): by month, what their own files bring to the officer the link credits them to
 * (DOMAIN.md §4: a linked officer's files are paid to that officer), zeros when nothing.
 */
export const ZLinkedOfficerMonthly = z.object({
  uuid: ZUuid,
  employee_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  is_active: z.boolean(),
  monthly: z.record(ZMonthKey, ZEmployeeFigures),
  mtd: ZEmployeeFigures,
});
export type LinkedOfficerMonthly = z.infer<typeof ZLinkedOfficerMonthly>;

/**
 * One employee's report. `monthly` holds, by 'YYYY-MM', each of the `months` months ending with the
 * report date's month that has any figure (the report date's month up to the report date, the others
 * whole); `mtd` is the first of the report date's month through the report date (zeros when
 * nothing). `emp_type` is the type the figures were read as. `monthly_sub_eo` (escrow officers read
 * as EO; empty for a rep) lists the employees linked to them, the active ones and any other with
 * figures, by last name, each with their share of `monthly` (part of the officer's figures, never
 * added to them again).
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
  monthly_sub_eo: z.array(ZLinkedOfficerMonthly),
});
export type EmployeeMonthlyReport = z.infer<typeof ZEmployeeMonthlyReport>;

/** Sorted by last name, then first name. */
export const ZGetEmployeeReportResponse = z.array(ZEmployeeMonthlyReport);
export type GetEmployeeReportResponse = z.infer<typeof ZGetEmployeeReportResponse>;

/** The 404 of an administrator naming an employee that does not exist. */
export const EMPLOYEE_REPORT_NOT_FOUND = 'Employee not found.';

/**
 * A line of the Escrow Officer and Marketing Rep reports (screen and export): an employee's month to
 * date, `month_start` through `report_date`, named 'Last, First'.
 */
export const ZEmployeeReportLine = ZEmployeeFigures.extend({
  uuid: ZUuid,
  employee_id: z.number().int(),
  is_active: z.boolean(),
  employee: z.string(),
  month_start: ZIsoDate,
  report_date: ZIsoDate,
});
export type EmployeeReportLine = z.infer<typeof ZEmployeeReportLine>;

/** The report's lines, in the answer's order: each employee's `mtd` over the given month to date. */
export function employeeReportLines(
  report: readonly EmployeeMonthlyReport[],
  period: { month_start: string; report_date: string },
): EmployeeReportLine[] {
  return report.map((employee) => ({
    uuid: employee.uuid,
    employee_id: employee.employee_id,
    is_active: employee.is_active,
    employee: `${employee.last_name}, ${employee.first_name}`,
    ...period,
    ...employee.mtd,
  }));
}

/** The employee reports' figure columns, by figure; each report lists them in its own order. */
const FIGURE_COLUMN = {
  revenue: { key: 'revenue', header: figureHeader('company_revenue'), kind: 'money', total: 'sum' },
  totalRevenue: { key: 'totalRevenue', header: 'Gross Revenue', kind: 'money', total: 'sum' },
  opens: { key: 'opens', header: 'Opens', kind: 'count', total: 'sum' },
  closes: { key: 'closes', header: 'Closes', kind: 'count', total: 'sum' },
  cancelled: { key: 'cancelled', header: 'Cancelled', kind: 'count', total: 'sum' },
  commissionableRev: {
    key: 'commissionableRev',
    header: figureHeader('commissionable_revenue'),
    kind: 'money',
    total: 'sum',
  },
  escrowRevenue: {
    key: 'escrowRevenue',
    header: figureHeader('escrow_revenue'),
    kind: 'money',
    total: 'sum',
  },
  magnusTitleRevenue: {
    key: 'magnusTitleRevenue',
    header: figureHeader('magnus_title_revenue'),
    kind: 'money',
    total: 'sum',
  },
  partnerOpens: { key: 'partnerOpens', header: 'Partner Opens', kind: 'count', total: 'sum' },
  partnerCloses: { key: 'partnerCloses', header: 'Partner Closes', kind: 'count', total: 'sum' },
  partnerRevenue: {
    key: 'partnerRevenue',
    header: figureHeader('partner_total_revenue'),
    kind: 'money',
    total: 'sum',
  },
  partnerTitleRevenue: {
    key: 'partnerTitleRevenue',
    header: figureHeader('partner_title_revenue'),
    kind: 'money',
    total: 'sum',
  },
} as const satisfies {
  [K in keyof EmployeeFigures]: { key: K; header: string; kind: 'money' | 'count'; total: 'sum' };
};

/**
 * The Escrow Officer and Marketing Rep reports' columns (spec 001 §2), the export's in full; each
 * screen shows some of them (`withoutColumns`), summed in its TOTAL row (the answer has none).
 */
export const EMPLOYEE_REPORT = defineReport({
  title: 'Escrow Officer Report',
  row: ZEmployeeReportLine,
  columns: [
    { key: 'employee', header: 'Employee', kind: 'text', total: 'none' },
    { key: 'month_start', header: 'From', kind: 'date', total: 'none' },
    { key: 'report_date', header: 'Through', kind: 'date', total: 'none' },
    FIGURE_COLUMN.revenue,
    FIGURE_COLUMN.totalRevenue,
    FIGURE_COLUMN.opens,
    FIGURE_COLUMN.closes,
    FIGURE_COLUMN.cancelled,
    FIGURE_COLUMN.commissionableRev,
    FIGURE_COLUMN.escrowRevenue,
    FIGURE_COLUMN.magnusTitleRevenue,
    FIGURE_COLUMN.partnerOpens,
    FIGURE_COLUMN.partnerCloses,
    FIGURE_COLUMN.partnerRevenue,
    FIGURE_COLUMN.partnerTitleRevenue,
  ],
});

/** The columns the Escrow Officer Report's screen leaves out. */
export const EO_REPORT_HIDDEN_COLUMNS = [
  'month_start',
  'report_date',
  'totalRevenue',
  'cancelled',
  'escrowRevenue',
  'magnusTitleRevenue',
  'partnerOpens',
  'partnerCloses',
] as const;

/** The columns the Marketing Rep Report's screen leaves out. */
export const REP_REPORT_HIDDEN_COLUMNS = [
  'month_start',
  'report_date',
  'revenue',
  'cancelled',
  'escrowRevenue',
  'magnusTitleRevenue',
  'partnerOpens',
  'partnerCloses',
  'partnerRevenue',
  'partnerTitleRevenue',
] as const;

/** A month of an employee's monthly stats: its key ('YYYY-MM' or 'mtd'), its name and its figures. */
export const ZEmployeeMonthRow = ZEmployeeFigures.extend({ key: z.string(), label: z.string() });
export type EmployeeMonthRow = z.infer<typeof ZEmployeeMonthRow>;

/** One employee's monthly stats (spec 001 /reports/employee/{uuid}): a row per month, not added up. */
export const EMPLOYEE_MONTHLY_REPORT = defineReport({
  title: 'Employee Monthly Stats',
  row: ZEmployeeMonthRow,
  columns: [
    { key: 'month', header: 'Month', kind: 'text', value: (row) => row.label, total: 'none' },
    FIGURE_COLUMN.opens,
    FIGURE_COLUMN.closes,
    FIGURE_COLUMN.cancelled,
    FIGURE_COLUMN.totalRevenue,
    FIGURE_COLUMN.revenue,
    FIGURE_COLUMN.escrowRevenue,
    FIGURE_COLUMN.magnusTitleRevenue,
    FIGURE_COLUMN.commissionableRev,
    FIGURE_COLUMN.partnerOpens,
    FIGURE_COLUMN.partnerCloses,
    FIGURE_COLUMN.partnerRevenue,
    FIGURE_COLUMN.partnerTitleRevenue,
  ],
});

/** GET /reports/employees (spec 001 §7): employees' monthly figures and month to date. */
export const EMPLOYEE_REPORT_ENDPOINT = reportEndpoint({
  name: 'employees',
  path: '/reports/employees',
  query: ZGetEmployeeReportQuery,
  response: ZGetEmployeeReportResponse,
  access: 'authenticated',
});
