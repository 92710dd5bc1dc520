import { z } from 'zod';
import { ZIsoDate, ZMoney, ZState, ZUuid, ZVersion } from '../common/primitives.ts';

/** Marketing rep or escrow officer (spec 000 §3); null for other staff (title officers...). */
export const ZEmpType = z.enum(['REP', 'EO'], { error: 'must be REP or EO' });
export type EmpType = z.infer<typeof ZEmpType>;

/** Someone an employee shares commission with (spec 000 §3 share_with, opt_share_with). */
export const ZEmployeePartner = z.object({
  uuid: ZUuid,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
});
export type EmployeePartner = z.infer<typeof ZEmployeePartner>;

/**
 * The full employee of spec 000 §3. Fractions (`comm_pct` '0.350000') and money ('1234.50') are
 * decimal strings; dates 'YYYY-MM-DD'; phones are stored as digits only ('6025551234').
 */
export const ZEmployee = z.object({
  uuid: ZUuid,
  employee_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  alt_email: z.string().nullable(),
  title: z.string().nullable(),
  start_date: ZIsoDate.nullable(),
  termination_date: ZIsoDate.nullable(),
  is_active: z.boolean(),
  payroll_id: z.string().nullable(),
  cell_phone: z.string().nullable(),
  office_phone: z.string().nullable(),
  /** Branch id. */
  def_branch: z.number().int().nullable(),
  /** The stored file name of the photo. */
  photo_link: z.string().nullable(),
  /** Where the photo is served: /static/uploads/public/{photo_link}. */
  photo_url: z.string().nullable(),
  state: ZState,
  base: ZMoney.nullable(),
  base_desc: z.string().nullable(),
  srch_str1: z.string().nullable(),
  srch_str2: z.string().nullable(),
  srch_str3: z.string().nullable(),
  link_to_emp_id: z.number().int().nullable(),
  emp_type: ZEmpType.nullable(),
  mtd_opens: z.number().int().nullable(),
  mtd_close: z.number().int().nullable(),
  mtd_rev: ZMoney.nullable(),
  rep_gets_full_jv_title: z.boolean(),
  comm_pct: z.string().nullable(),
  uw_split_pct: z.string().nullable(),
  per_file_comm_amt: ZMoney.nullable(),
  both_rep_and_eo: z.boolean(),
  rep_combo_comm_pct: z.string().nullable(),
  rep_combo_base: ZMoney.nullable(),
  commission_only: z.boolean(),
  demo_rep: z.boolean(),
  floater_eo: z.boolean(),
  accounting_comments: z.string().nullable(),
  /** 'count as head %', a fraction (default 1). */
  def_cost_pct: z.string().nullable(),
  cost_center_id: z.number().int().nullable(),
  title_base_files: z.number().int().nullable(),
  title_per_file_com: ZMoney.nullable(),
  /** Partners sharing this employee's commission. */
  share_with: z.array(ZEmployeePartner),
  /** Optional payees (the payments dialog's optional share slots). */
  opt_share_with: z.array(ZEmployeePartner),
  version: ZVersion,
});
export type Employee = z.infer<typeof ZEmployee>;

/** PUT, photo and base calls: the employee's uuid. */
export const ZEmployeeParams = z.strictObject({
  uuid: z.uuid('must be an employee uuid'),
});
