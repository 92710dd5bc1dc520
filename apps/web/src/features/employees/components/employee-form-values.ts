import type { CreateEmployeeBody, Employee, State, UpdateEmployeeBody } from '@hub/contract';
import { fractionToPercent, percentToFraction } from '@hub/domain/percent';
import { formatPhone, phoneForStorage } from '@hub/domain/phone';

/** The employee form's fields as typed (spec 000 §3); percentages as percent text ('12' for 0.12). */
export type EmployeeFormValues = {
  first_name: string;
  last_name: string;
  email: string;
  alt_email: string;
  title: string;
  start_date: string;
  termination_date: string;
  is_active: boolean;
  payroll_id: string;
  cell_phone: string;
  office_phone: string;
  def_branch: string | null;
  state: State;
  /** Super roles only; saved by the main Save with the rest (and by Save Base alone). */
  base: string;
  base_desc: string;
  srch_str1: string;
  srch_str2: string;
  srch_str3: string;
  link_to_emp_id: string | null;
  emp_type: string | null;
  mtd_opens: string;
  mtd_close: string;
  mtd_rev: string;
  rep_gets_full_jv_title: boolean;
  comm_pct: string;
  uw_split_pct: string;
  per_file_comm_amt: string;
  both_rep_and_eo: boolean;
  rep_combo_comm_pct: string;
  rep_combo_base: string;
  commission_only: boolean;
  demo_rep: boolean;
  floater_eo: boolean;
  accounting_comments: string;
  def_cost_pct: string;
  cost_center_id: string | null;
  title_base_files: string;
  title_per_file_com: string;
  share_with_uuids: string[];
  opt_share_with_uuids: string[];
};

export type EmployeeField = keyof EmployeeFormValues;

/** Spec 000 §9 defaults: state AZ, uw_split_pct 12%, rep_combo_comm_pct 5%, def_cost_pct 1 (100%). */
export const NEW_EMPLOYEE: EmployeeFormValues = {
  first_name: '',
  last_name: '',
  email: '',
  alt_email: '',
  title: '',
  start_date: '',
  termination_date: '',
  is_active: true,
  payroll_id: '',
  cell_phone: '',
  office_phone: '',
  def_branch: null,
  state: 'AZ',
  base: '',
  base_desc: '',
  srch_str1: '',
  srch_str2: '',
  srch_str3: '',
  link_to_emp_id: null,
  emp_type: null,
  mtd_opens: '',
  mtd_close: '',
  mtd_rev: '',
  rep_gets_full_jv_title: false,
  comm_pct: '',
  uw_split_pct: '12',
  per_file_comm_amt: '',
  both_rep_and_eo: false,
  rep_combo_comm_pct: '5',
  rep_combo_base: '',
  commission_only: false,
  demo_rep: false,
  floater_eo: false,
  accounting_comments: '',
  def_cost_pct: '100',
  cost_center_id: null,
  title_base_files: '',
  title_per_file_com: '',
  share_with_uuids: [],
  opt_share_with_uuids: [],
};

const text = (value: string | null) => value ?? '';
const idText = (value: number | null) => (value === null ? null : String(value));
const countText = (value: number | null) => (value === null ? '' : String(value));
const percentText = (fraction: string | null) => fractionToPercent(fraction) ?? '';
/** '5000.00' shows as '5000', '12.50' as '12.50'. */
const moneyText = (value: string | null) => (value === null ? '' : value.replace(/\.00$/, ''));

export function toFormValues(employee: Employee | null): EmployeeFormValues {
  if (!employee) return NEW_EMPLOYEE;
  return {
    first_name: employee.first_name,
    last_name: employee.last_name,
    email: text(employee.email),
    alt_email: text(employee.alt_email),
    title: text(employee.title),
    start_date: text(employee.start_date),
    termination_date: text(employee.termination_date),
    is_active: employee.is_active,
    payroll_id: text(employee.payroll_id),
    cell_phone: formatPhone(employee.cell_phone),
    office_phone: formatPhone(employee.office_phone),
    def_branch: idText(employee.def_branch),
    state: employee.state,
    base: moneyText(employee.base),
    base_desc: text(employee.base_desc),
    srch_str1: text(employee.srch_str1),
    srch_str2: text(employee.srch_str2),
    srch_str3: text(employee.srch_str3),
    link_to_emp_id: idText(employee.link_to_emp_id),
    emp_type: employee.emp_type,
    mtd_opens: countText(employee.mtd_opens),
    mtd_close: countText(employee.mtd_close),
    mtd_rev: moneyText(employee.mtd_rev),
    rep_gets_full_jv_title: employee.rep_gets_full_jv_title,
    comm_pct: percentText(employee.comm_pct),
    uw_split_pct: percentText(employee.uw_split_pct),
    per_file_comm_amt: moneyText(employee.per_file_comm_amt),
    both_rep_and_eo: employee.both_rep_and_eo,
    rep_combo_comm_pct: percentText(employee.rep_combo_comm_pct),
    rep_combo_base: moneyText(employee.rep_combo_base),
    commission_only: employee.commission_only,
    demo_rep: employee.demo_rep,
    floater_eo: employee.floater_eo,
    accounting_comments: text(employee.accounting_comments),
    def_cost_pct: percentText(employee.def_cost_pct),
    cost_center_id: idText(employee.cost_center_id),
    title_base_files: countText(employee.title_base_files),
    title_per_file_com: moneyText(employee.title_per_file_com),
    share_with_uuids: employee.share_with.map((p) => p.uuid),
    opt_share_with_uuids: employee.opt_share_with.map((p) => p.uuid),
  };
}

// ---- cleaning while typing (spec 000 §5) ---------------------------------------------------------

/** Phones show as (xxx) xxx-xxxx while typing, at most 10 digits. */
export const cleanPhoneInput = (input: string) => formatPhone(input);

/** Base and rep base (and the other amounts) keep digits and one decimal point only. */
export function cleanMoneyInput(input: string): string {
  const kept = input.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  return dot === -1 ? kept : `${kept.slice(0, dot + 1)}${kept.slice(dot + 1).replace(/\./g, '')}`;
}

/** Counts keep digits only. */
export const cleanCountInput = (input: string) => input.replace(/\D/g, '');

// ---- what is sent ---------------------------------------------------------------------------------

/** Empty strings are sent as null (spec 000 §5). */
const orNull = (value: string) => {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** An amount as the API reads it ('1234.5'), or null when there is none. */
export function moneyForSave(input: string): string | null {
  let cleaned = cleanMoneyInput(input);
  if (cleaned.endsWith('.')) cleaned = cleaned.slice(0, -1);
  if (cleaned.startsWith('.')) cleaned = `0${cleaned}`;
  return cleaned === '' ? null : cleaned;
}

/** A percentage as the stored fraction ('12' -> '0.12'); null when empty or not a number. */
export const percentForSave = (input: string): string | null => percentToFraction(input);

/**
 * def_cost_pct ('count as head %'): a percentage that cannot be read keeps the previous fraction
 * (spec 000 §5), 1 for a new employee.
 */
export const headPercentForSave = (input: string, previous: string | null | undefined): string =>
  percentToFraction(input) ?? previous ?? '1';

const idForSave = (value: string | null) => {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isInteger(n) ? n : null;
};

const countForSave = (value: string) => {
  const digits = value.trim();
  return /^\d+$/.test(digits) ? Number(digits) : null;
};

/**
 * The save body (spec 000 §5): empty strings as null, an empty start_date omitted, branch, cost center
 * and linked employee as numbers, phones as their digits, percentages as fractions.
 */
export function toSaveBody(values: EmployeeFormValues, previous: Employee | null): CreateEmployeeBody {
  const body: CreateEmployeeBody = {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: orNull(values.email),
    alt_email: orNull(values.alt_email),
    title: orNull(values.title),
    termination_date: orNull(values.termination_date),
    is_active: values.is_active,
    payroll_id: orNull(values.payroll_id),
    cell_phone: phoneForStorage(values.cell_phone),
    office_phone: phoneForStorage(values.office_phone),
    def_branch: idForSave(values.def_branch),
    state: values.state,
    srch_str1: orNull(values.srch_str1),
    srch_str2: orNull(values.srch_str2),
    srch_str3: orNull(values.srch_str3),
    link_to_emp_id: idForSave(values.link_to_emp_id),
    emp_type: values.emp_type === 'REP' || values.emp_type === 'EO' ? values.emp_type : null,
    mtd_opens: countForSave(values.mtd_opens),
    mtd_close: countForSave(values.mtd_close),
    mtd_rev: moneyForSave(values.mtd_rev),
    rep_gets_full_jv_title: values.rep_gets_full_jv_title,
    comm_pct: percentForSave(values.comm_pct),
    uw_split_pct: percentForSave(values.uw_split_pct),
    per_file_comm_amt: moneyForSave(values.per_file_comm_amt),
    both_rep_and_eo: values.both_rep_and_eo,
    rep_combo_comm_pct: percentForSave(values.rep_combo_comm_pct),
    rep_combo_base: moneyForSave(values.rep_combo_base),
    commission_only: values.commission_only,
    demo_rep: values.demo_rep,
    floater_eo: values.floater_eo,
    accounting_comments: orNull(values.accounting_comments),
    def_cost_pct: headPercentForSave(values.def_cost_pct, previous?.def_cost_pct),
    cost_center_id: idForSave(values.cost_center_id),
    title_base_files: countForSave(values.title_base_files),
    title_per_file_com: moneyForSave(values.title_per_file_com),
    share_with_uuids: values.share_with_uuids,
    opt_share_with_uuids: values.opt_share_with_uuids,
  };
  const start = orNull(values.start_date);
  if (start !== null) body.start_date = start;
  return body;
}

/** The base as saved with the rest by a super user's Save (PUT) or by Save Base (PATCH). */
export function baseForSave(values: Pick<EmployeeFormValues, 'base' | 'base_desc'>) {
  return {
    base: moneyForSave(values.base),
    base_desc: orNull(values.base_desc),
  } satisfies UpdateEmployeeBody;
}

export type EmployeeTab = 'profile' | 'comp' | 'links' | 'jvs' | 'admin';

const COMP_FIELDS: readonly EmployeeField[] = [
  'base',
  'base_desc',
  'comm_pct',
  'uw_split_pct',
  'per_file_comm_amt',
  'both_rep_and_eo',
  'rep_combo_comm_pct',
  'rep_combo_base',
  'commission_only',
  'rep_gets_full_jv_title',
  'title_base_files',
  'title_per_file_com',
];
const LINK_FIELDS: readonly EmployeeField[] = [
  'link_to_emp_id',
  'share_with_uuids',
  'opt_share_with_uuids',
  'srch_str1',
  'srch_str2',
  'srch_str3',
];
const ADMIN_FIELDS: readonly EmployeeField[] = [
  'payroll_id',
  'cost_center_id',
  'def_cost_pct',
  'demo_rep',
  'floater_eo',
  'mtd_opens',
  'mtd_close',
  'mtd_rev',
  'accounting_comments',
];

export function tabOfField(field: EmployeeField): EmployeeTab {
  if (COMP_FIELDS.includes(field)) return 'comp';
  if (LINK_FIELDS.includes(field)) return 'links';
  if (ADMIN_FIELDS.includes(field)) return 'admin';
  return 'profile';
}
