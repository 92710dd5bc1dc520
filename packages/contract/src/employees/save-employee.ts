import { z } from 'zod';
import { phoneDigitsOrNull } from '../common/phone.ts';
import { ZAmountText, ZState } from '../common/primitives.ts';
import { ZEmployee, ZEmpType } from './employee.ts';

/*
 * POST /employees and PUT /employees/{uuid} (spec 000 §3, §5). Every field but the names is optional:
 * on PUT a field that is absent keeps its stored value, null (or '') clears it; on POST an absent
 * field takes the column default (state AZ, uw_split_pct 0.12, rep_combo_comm_pct 0.05,
 * def_cost_pct 1). `base` and `base_desc` are super work: PATCH /employees/{uuid}/base, or PUT
 * (the form's Save) for a super user; POST refuses them.
 */

/** Free text: trimmed; '' and null clear it. */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v === '' ? null : v));

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const email = text(254).refine((v) => v == null || EMAIL.test(v), 'must be an e-mail address');

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
function isCalendarDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}
const date = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v === '' ? null : v))
  .refine((v) => v == null || isCalendarDate(v), 'must be a date such as 2024-01-31');

/** Any formatting such as '(602) 555-1234' is accepted; stored as digits only ('6025551234'). */
const phone = z
  .string()
  .trim()
  .max(30, 'must be a phone number of at most 10 digits')
  .regex(/^[\d\s().+-]*$/, 'must be a phone number of at most 10 digits')
  .nullish()
  .transform((v) => (v == null ? v : phoneDigitsOrNull(v)))
  .refine((v) => v == null || v.length <= 10, 'must be a phone number of at most 10 digits');

/** A non-negative amount as decimal text: '1234.50', at most 99,999,999.99; blank is null. */
const money = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v === '' ? null : v))
  .pipe(ZAmountText().nullish());

const FRACTION = /^(0(\.\d{1,6})?|\.\d{1,6}|1(\.0{1,6})?)$/;
/** A share as a fraction from 0 to 1 with at most 6 decimals: '0.12' for 12%. */
const fraction = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v === '' ? null : v))
  .refine((v) => v == null || FRACTION.test(v), 'must be a fraction from 0 to 1, such as 0.12');

const id = (what: string) => z.number().int(`must be a ${what} number`).positive(`must be a ${what} number`);
const count = z.number().int('must be a whole number').min(0, 'must be 0 or more').max(1_000_000_000);

const uuids = z
  .array(z.uuid('must be an employee uuid'))
  .max(500, 'must list at most 500 employees')
  .optional();

const fields = {
  first_name: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  last_name: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  email,
  alt_email: email,
  title: text(200),
  start_date: date,
  termination_date: date,
  is_active: z.boolean().optional(),
  payroll_id: text(50),
  cell_phone: phone,
  office_phone: phone,
  def_branch: id('branch').nullish(),
  state: ZState.optional(),
  srch_str1: text(200),
  srch_str2: text(200),
  srch_str3: text(200),
  link_to_emp_id: id('employee').nullish(),
  emp_type: z
    .string()
    .nullish()
    .transform((v) => (v === '' ? null : v))
    .pipe(ZEmpType.nullish()),
  mtd_opens: count.nullish(),
  mtd_close: count.nullish(),
  mtd_rev: money,
  rep_gets_full_jv_title: z.boolean().optional(),
  comm_pct: fraction,
  uw_split_pct: fraction,
  per_file_comm_amt: money,
  both_rep_and_eo: z.boolean().optional(),
  rep_combo_comm_pct: fraction,
  rep_combo_base: money,
  commission_only: z.boolean().optional(),
  demo_rep: z.boolean().optional(),
  floater_eo: z.boolean().optional(),
  accounting_comments: text(4000),
  def_cost_pct: fraction,
  cost_center_id: id('cost center').nullish(),
  title_base_files: count.nullish(),
  title_per_file_com: money,
  /** Partners sharing the commission: replaces the current list when present. */
  share_with_uuids: uuids,
  /** Optional payees: replaces the current list when present. */
  opt_share_with_uuids: uuids,
};

export const ZCreateEmployeeBody = z.strictObject(fields);
export type CreateEmployeeBody = z.input<typeof ZCreateEmployeeBody>;
export type CreateEmployeeInput = z.output<typeof ZCreateEmployeeBody>;

export const ZUpdateEmployeeBody = z.strictObject({
  ...fields,
  first_name: fields.first_name.optional(),
  last_name: fields.last_name.optional(),
  /** Super users only (403 for others), saved with the other fields in one transaction. */
  base: money,
  base_desc: text(200),
});
export type UpdateEmployeeBody = z.input<typeof ZUpdateEmployeeBody>;
export type UpdateEmployeeInput = z.output<typeof ZUpdateEmployeeBody>;

/** Both answer the saved employee (and its ETag). */
export const ZSaveEmployeeResponse = ZEmployee;

/** A payroll id belongs to one employee: the 409 names the field, so the form shows it there. */
export const PAYROLL_ID_TAKEN = 'another employee already has this payroll id';
export const PAYROLL_ID_TAKEN_DETAIL = `body.payroll_id: ${PAYROLL_ID_TAKEN}`;
