import { z } from 'zod';
import { ADMIN_ROLES } from '../auth/roles.ts';
import { ZAmountText, ZIsoDate, ZMoney, ZUuid } from '../common/primitives.ts';
import { defineReport, reportEndpoint } from '../common/report-kit.ts';

/** Whether a date is one a monthly charge is entered for: the 15th or the last day of its month. */
export function isChargeDate(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day === 15 || day === last;
}

export const CHARGE_DATE_MESSAGE = 'must be the 15th or the last day of a month (YYYY-MM-DD)';

/** A month_end_date of a charge: a date that is the 15th or the last day of its month. */
export const ZChargeDate = ZIsoDate.refine(isChargeDate, CHARGE_DATE_MESSAGE);

/** A charge amount as a request sends it: decimal text, signed, at most two decimals (DOMAIN.md §4). */
export const ZChargeAmount = ZAmountText({
  negative: true,
  format: 'must be an amount such as 125.50 (at most 2 decimals)',
});

/**
 * Spec 001 §3 Monthly charge line (money as decimal text, as every amount of the API), with the
 * employee's uuid and name for the editor's blocks and the reports.
 */
export const ZMonthlyChargeLine = z.object({
  charge_id: z.number().int(),
  uuid: ZUuid,
  employee_id: z.number().int(),
  employee_uuid: ZUuid,
  month_end_date: ZIsoDate,
  loss_total: ZMoney,
  other_against_rev: ZMoney,
  other_against_commission: ZMoney,
  notes: z.string(),
});
export type MonthlyChargeLine = z.infer<typeof ZMonthlyChargeLine>;

/** An employee a block of the editor is for (an active escrow officer, or the one asked for). */
export const ZChargeEmployee = z.object({
  employee_id: z.number().int(),
  employee_uuid: ZUuid,
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  state: z.string(),
});
export type ChargeEmployee = z.infer<typeof ZChargeEmployee>;

/** GET /charges/monthly: the date, and optionally one employee (else every active escrow officer in reach). */
export const ZGetMonthlyChargesQuery = z.strictObject({
  month_end_date: ZChargeDate,
  employee_uuid: ZUuid.optional(),
});
export type GetMonthlyChargesQuery = z.infer<typeof ZGetMonthlyChargesQuery>;

/** The employees (a block each) and their saved lines of that date, by name, then the order saved. */
export const ZGetMonthlyChargesResponse = z.object({
  month_end_date: ZIsoDate,
  employees: z.array(ZChargeEmployee),
  lines: z.array(ZMonthlyChargeLine),
});
export type GetMonthlyChargesResponse = z.infer<typeof ZGetMonthlyChargesResponse>;

/** One line as the editor sends it: `charge_id` absent when never saved; `uuid` names it either way. */
export const ZSaveMonthlyChargeLine = z.strictObject({
  charge_id: z.number().int().positive().optional(),
  uuid: ZUuid,
  employee_id: z.number().int().positive().max(2_147_483_647),
  month_end_date: ZChargeDate,
  loss_total: ZChargeAmount,
  other_against_rev: ZChargeAmount,
  other_against_commission: ZChargeAmount,
  notes: z.string().max(2000),
});
export type SaveMonthlyChargeLine = z.input<typeof ZSaveMonthlyChargeLine>;

/**
 * PUT /charges/monthly: the whole list of one month_end_date (spec 001 §7 "list of charge lines"):
 * new lines inserted, changed ones updated by uuid, in one transaction; refused whole when any is bad.
 */
export const ZSaveMonthlyChargesBody = z
  .array(ZSaveMonthlyChargeLine)
  .max(5000)
  .refine((lines) => new Set(lines.map((l) => l.month_end_date)).size <= 1, {
    message: 'every line must have the same month_end_date',
  })
  .refine((lines) => new Set(lines.map((l) => l.uuid)).size === lines.length, {
    message: 'two lines share a uuid',
  });
export type SaveMonthlyChargesBody = z.input<typeof ZSaveMonthlyChargesBody>;

export const ZSaveMonthlyChargesResponse = z.object({
  month_end_date: ZIsoDate.nullable(),
  inserted: z.number().int(),
  updated: z.number().int(),
});
export type SaveMonthlyChargesResponse = z.infer<typeof ZSaveMonthlyChargesResponse>;

export const MONTHLY_CHARGES_ENDPOINT = reportEndpoint({
  name: 'monthly-charges',
  path: '/charges/monthly',
  query: ZGetMonthlyChargesQuery,
  response: ZGetMonthlyChargesResponse,
  // Read by administrators (the Commission Summary links to the charge reports); saved by super users.
  access: ADMIN_ROLES,
});

/** The three charge reports (spec 001 §2): each shows the lines whose own amount is non-zero. */
export const CHARGE_REPORT_KINDS = {
  losses: { title: 'Loss Charges', amount: 'loss_total' },
  'other-comm': { title: 'Other Charges Against Commission', amount: 'other_against_commission' },
  'other-rev': { title: 'Other Charges Against Revenue', amount: 'other_against_rev' },
} as const;
export type ChargeReportKind = keyof typeof CHARGE_REPORT_KINDS;

/** The lines a charge report shows: those whose own amount is not zero. */
export function chargeReportLines(kind: ChargeReportKind, lines: readonly MonthlyChargeLine[]) {
  const field = CHARGE_REPORT_KINDS[kind].amount;
  return lines.filter((line) => /[1-9]/.test(line[field]));
}

/** The charge reports' columns (spec 001 §2), declared once. */
export const CHARGE_REPORT = defineReport({
  title: 'Monthly Charges',
  row: ZMonthlyChargeLine,
  columns: [
    { key: 'loss_total', header: 'Loss Total', kind: 'money', total: 'sum' },
    { key: 'other_against_rev', header: 'Other Against Rev', kind: 'money', total: 'sum' },
    { key: 'other_against_commission', header: 'Other Against Commission', kind: 'money', total: 'sum' },
    { key: 'notes', header: 'Notes', kind: 'text', total: 'none' },
  ],
});
