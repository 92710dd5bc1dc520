import { z } from 'zod';
import { SUPER_ROLES } from '../auth/roles.ts';
import { ZIsoDate, ZMoney, ZState, ZStateCode } from '../common/primitives.ts';
import { defineReport, reportEndpoint } from '../common/report-kit.ts';

/** Why a month_end_date that is not the last day of its month is refused. */
export const NOT_A_MONTH_END = 'must be the last day of a month (YYYY-MM-DD)';

/** The longest note a row keeps. */
export const PROFIT_NOTES_MAX = 2000;

/** Whether an ISO date is the last day of its month (the day after it is the 1st). */
export function isMonthEnd(date: string): boolean {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).getUTCDate() === 1;
}

/** A month end: 'YYYY-MM-DD', the last day of its month. */
export const ZMonthEndDate = ZIsoDate.refine(isMonthEnd, { message: NOT_A_MONTH_END });

/**
 * GET /employee-profit/grid (spec 001 §7): the month (its last day, required) and the state (AZ or
 * NV, any case; omitted for All).
 */
export const ZEmployeeProfitQuery = z.strictObject({
  month_end_date: ZMonthEndDate,
  state: ZStateCode.optional(),
});
export type EmployeeProfitQuery = z.input<typeof ZEmployeeProfitQuery>;

/**
 * Spec 001 §3 "Employee profit row": one escrow officer of the month. The figures are the Commission
 * Summary's row for the whole month (first to last day): mtd_revenue, comm_amt and comm_end_balance,
 * decimal text. is_profitable and notes are what was saved for the month (false and null when nothing
 * was).
 */
export const ZEmployeeProfitRow = z.object({
  employee_id: z.number().int(),
  employee_name: z.string(),
  state: ZState,
  mtd_revenue: ZMoney,
  comm_amt: ZMoney,
  comm_end_balance: ZMoney,
  is_profitable: z.boolean(),
  notes: z.string().nullable(),
});
export type EmployeeProfitRow = z.infer<typeof ZEmployeeProfitRow>;

/** The month's rows, in the Commission Summary's order (by last then first name). */
export const ZEmployeeProfitGrid = z.object({
  month_end_date: ZIsoDate,
  rows: z.array(ZEmployeeProfitRow),
});
export type EmployeeProfitGrid = z.infer<typeof ZEmployeeProfitGrid>;

/** GET /employee-profit/grid: the EO Profitability grid of a month. */
export const EMPLOYEE_PROFIT_ENDPOINT = reportEndpoint({
  name: 'employee-profit',
  path: '/employee-profit/grid',
  query: ZEmployeeProfitQuery,
  response: ZEmployeeProfitGrid,
  // Spec 001 §6: super only; a State Super User their state's officers (the service checks).
  access: SUPER_ROLES,
  screen: { path: '/reports/employee-profit', roles: 'super', page: 'employee-profit/employee-profit' },
});

/** EO Profitability's columns (spec 001 §2); Profitable and Notes are the screen's inputs. */
export const EMPLOYEE_PROFIT_REPORT = defineReport({
  title: 'EO Profitability',
  row: ZEmployeeProfitRow,
  columns: [
    { key: 'employee_name', header: 'Employee', kind: 'text', total: 'none' },
    { key: 'state', header: 'State', kind: 'text', total: 'none' },
    { key: 'mtd_revenue', header: 'MTD Revenue', kind: 'money', total: 'sum' },
    { key: 'comm_amt', header: 'Comm Amt', kind: 'money', total: 'sum' },
    { key: 'comm_end_balance', header: 'End Balance', kind: 'money', total: 'sum' },
    {
      key: 'is_profitable',
      header: 'Profitable',
      kind: 'text',
      value: (row) => (row.is_profitable ? 'Yes' : 'No'),
      total: 'none',
    },
    { key: 'notes', header: 'Notes', kind: 'text', total: 'none' },
  ],
});

/** One row of the bulk save: the officer, profitable or not, and the notes (blank saved as null). */
export const ZEmployeeProfitSaveRow = z.strictObject({
  employee_id: z.number().int().positive(),
  is_profitable: z.boolean(),
  notes: z
    .string()
    .max(PROFIT_NOTES_MAX)
    .nullable()
    .transform((notes) => (notes === null || notes.trim() === '' ? null : notes.trim())),
});

/**
 * PUT /employee-profit/grid (spec 001 §7 "employee profit bulk set"): every row of the month, saved in
 * one transaction (upserted by employee and month), refused whole when a row is bad: an employee twice,
 * or one who is not an escrow officer of the month's grid within the user's states.
 */
export const ZEmployeeProfitSaveBody = z.strictObject({
  month_end_date: ZMonthEndDate,
  rows: z.array(ZEmployeeProfitSaveRow).max(5000),
});
export type EmployeeProfitSaveBody = z.input<typeof ZEmployeeProfitSaveBody>;

/** What the save answers: the month and how many rows it saved (the screen then reloads the grid). */
export const ZEmployeeProfitSaveResult = z.object({
  month_end_date: ZIsoDate,
  saved: z.number().int(),
});
export type EmployeeProfitSaveResult = z.infer<typeof ZEmployeeProfitSaveResult>;

/** The bulk save's path (spec 001 §7 does not show it). */
export const EMPLOYEE_PROFIT_SAVE_PATH = '/employee-profit/grid';
