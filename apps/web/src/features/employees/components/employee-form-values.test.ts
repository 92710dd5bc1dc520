import type { Employee } from '@hub/contract';
import { ZCreateEmployeeBody } from '@hub/contract';
import { describe, expect, it } from 'vitest';
import { contractResolver, sameNameFields } from '@/components/forms/contract-form';
import {
  baseForSave,
  cleanCountInput,
  cleanMoneyInput,
  cleanPhoneInput,
  headPercentForSave,
  moneyForSave,
  NEW_EMPLOYEE,
  percentForSave,
  tabOfField,
  toFormValues,
  toSaveBody,
} from './employee-form-values';

const STORED: Employee = {
  uuid: '5d9c2f1a-7b3e-4a8d-8c6f-1e2d3c4b5a69',
  employee_id: 7,
  first_name: 'Nina',
  last_name: 'Ng',
  email: 'nina@hub.test',
  alt_email: null,
  title: 'Marketing Rep',
  start_date: '2024-02-01',
  termination_date: null,
  is_active: true,
  payroll_id: '1001',
  cell_phone: '6025550101',
  office_phone: null,
  def_branch: 3,
  photo_link: null,
  photo_url: null,
  state: 'NV',
  base: '5000.00',
  base_desc: 'Monthly salary',
  srch_str1: 'NG, NINA',
  srch_str2: null,
  srch_str3: null,
  link_to_emp_id: 12,
  emp_type: 'REP',
  mtd_opens: 4,
  mtd_close: null,
  mtd_rev: '1200.50',
  rep_gets_full_jv_title: false,
  comm_pct: '0.350000',
  uw_split_pct: '0.120000',
  per_file_comm_amt: '25.00',
  both_rep_and_eo: true,
  rep_combo_comm_pct: '0.050000',
  rep_combo_base: '10000.00',
  commission_only: false,
  demo_rep: false,
  floater_eo: false,
  accounting_comments: null,
  def_cost_pct: '0.500000',
  cost_center_id: null,
  title_base_files: null,
  title_per_file_com: null,
  share_with: [
    { uuid: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', first_name: 'Pat', last_name: 'Lee', email: null },
  ],
  opt_share_with: [],
  version: 3,
};

describe('input cleaning while typing (spec 000 §5)', () => {
  it('formats phones as (xxx) xxx-xxxx with at most 10 digits', () => {
    expect(cleanPhoneInput('6025550101')).toBe('(602) 555-0101');
    expect(cleanPhoneInput('602555')).toBe('(602) 555');
    expect(cleanPhoneInput('60255501019999')).toBe('(602) 555-0101');
    expect(cleanPhoneInput('abc')).toBe('');
  });

  it('keeps digits and one decimal point in amounts', () => {
    expect(cleanMoneyInput('$5,000.50')).toBe('5000.50');
    expect(cleanMoneyInput('1.2.3')).toBe('1.23');
    expect(cleanMoneyInput('-12 abc')).toBe('12');
    expect(cleanCountInput('1,2a3')).toBe('123');
  });
});

describe('values sent', () => {
  it('amounts: cleaned, a dangling point dropped, empty as null', () => {
    expect(moneyForSave('5,000.')).toBe('5000');
    expect(moneyForSave('.5')).toBe('0.5');
    expect(moneyForSave('')).toBeNull();
    expect(moneyForSave('.')).toBeNull();
  });

  it('percentages become fractions; invalid ones null, except count as head % which keeps the previous', () => {
    expect(percentForSave('12')).toBe('0.12');
    expect(percentForSave('12.5%')).toBe('0.125');
    expect(percentForSave('abc')).toBeNull();
    expect(percentForSave('')).toBeNull();
    expect(headPercentForSave('50', '1.000000')).toBe('0.5');
    expect(headPercentForSave('oops', '0.750000')).toBe('0.750000');
    expect(headPercentForSave('', undefined)).toBe('1');
  });

  it('a new employee starts with the spec defaults', () => {
    const body = toSaveBody({ ...NEW_EMPLOYEE, first_name: ' Ann ', last_name: 'Lee' }, null);
    expect(body).toMatchObject({
      first_name: 'Ann',
      last_name: 'Lee',
      state: 'AZ',
      is_active: true,
      uw_split_pct: '0.12',
      rep_combo_comm_pct: '0.05',
      def_cost_pct: '1',
      email: null,
      cell_phone: null,
      def_branch: null,
      cost_center_id: null,
      emp_type: null,
      share_with_uuids: [],
    });
    // An empty start date is omitted, not sent as null.
    expect('start_date' in body).toBe(false);
    expect(body.termination_date).toBeNull();
  });

  it('a loaded employee round-trips: percentages, phones, ids and amounts', () => {
    const values = toFormValues(STORED);
    expect(values).toMatchObject({
      comm_pct: '35',
      uw_split_pct: '12',
      def_cost_pct: '50',
      cell_phone: '(602) 555-0101',
      def_branch: '3',
      link_to_emp_id: '12',
      per_file_comm_amt: '25',
      mtd_rev: '1200.50',
      mtd_opens: '4',
      share_with_uuids: [STORED.share_with[0]?.uuid],
    });
    const body = toSaveBody({ ...values, def_cost_pct: 'not a number', office_phone: '' }, STORED);
    expect(body).toMatchObject({
      start_date: '2024-02-01',
      comm_pct: '0.35',
      uw_split_pct: '0.12',
      def_cost_pct: '0.500000',
      cell_phone: '6025550101',
      office_phone: null,
      def_branch: 3,
      link_to_emp_id: 12,
      per_file_comm_amt: '25',
      mtd_rev: '1200.50',
      mtd_opens: 4,
      mtd_close: null,
      state: 'NV',
      emp_type: 'REP',
    });
    expect('base' in body).toBe(false);
  });
});

describe('errors', () => {
  it("needs both names: the contract's rule, at their fields", () => {
    const check = (values: typeof NEW_EMPLOYEE) =>
      contractResolver(
        ZCreateEmployeeBody,
        (v: typeof NEW_EMPLOYEE) => toSaveBody(v, null),
        sameNameFields(values),
      )(values);
    expect(check(NEW_EMPLOYEE)).toEqual({ first_name: 'Is required', last_name: 'Is required' });
    expect(check({ ...NEW_EMPLOYEE, first_name: 'A', last_name: 'B' })).toEqual({});
  });

  it('saves the base as typed: digits and a point, empty as null', () => {
    expect(baseForSave({ base: '6000', base_desc: ' Monthly ' })).toEqual({
      base: '6000',
      base_desc: 'Monthly',
    });
    expect(baseForSave({ base: '12.', base_desc: '' })).toEqual({ base: '12', base_desc: null });
    expect(baseForSave({ base: '', base_desc: '' })).toEqual({ base: null, base_desc: null });
  });

  it("finds each field's tab, the base on Comp & Rules", () => {
    expect(tabOfField('base')).toBe('comp');
    expect(tabOfField('email')).toBe('profile');
    expect(tabOfField('comm_pct')).toBe('comp');
    expect(tabOfField('share_with_uuids')).toBe('links');
    expect(tabOfField('def_cost_pct')).toBe('admin');
  });
});
