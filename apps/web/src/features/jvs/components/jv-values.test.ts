import type { EmployeeOption } from '@hub/contract';
import { ZSaveJvEntityBody } from '@hub/contract';
import { describe, expect, it } from 'vitest';
import { contractResolver, sameNameFields } from '@/components/forms/contract-form';
import { storedJv } from '@/test/records';
import {
  checkMagnusPercent,
  cleanPhone,
  cleanZip,
  groupJvsByState,
  isLogoFile,
  type JvFormValues,
  MAGNUS_PCT_ERROR,
  NEW_JV,
  titleOfficerOptions,
  toFormValues,
  toSaveBody,
  UNASSIGNED,
} from './jv-values';

const jv = storedJv;

/** What the form checks before sending: the contract's rules on the body, and the percent in the form's words. */
const validateJv = (values: JvFormValues) => ({
  ...contractResolver(ZSaveJvEntityBody, toSaveBody, sameNameFields(values))(values),
  ...checkMagnusPercent(values),
});

describe('JV form values (spec 000 §5, §9)', () => {
  it('starts a new JV with black colors, report order 20 and active', () => {
    expect(NEW_JV).toMatchObject({
      primary_color: '#000000',
      secondary_color: '#000000',
      sort_order: '20',
      is_active: true,
    });
  });

  it('shows the stored fraction as a whole percent and stores the percent divided by 100', () => {
    const values = toFormValues(jv({ magnus_title_pct: '0.350000' }));
    expect(values.magnus_title_pct).toBe('35');
    expect(toSaveBody(values).magnus_title_pct).toBe('0.35');
    expect(toSaveBody({ ...values, magnus_title_pct: '100' }).magnus_title_pct).toBe('1');
    expect(toSaveBody({ ...values, magnus_title_pct: '0' }).magnus_title_pct).toBe('0');
    expect(toSaveBody({ ...values, magnus_title_pct: '' }).magnus_title_pct).toBeNull();
  });

  it('accepts whole percents from 0 to 100 only', () => {
    const filled = { ...NEW_JV, name: 'X' };
    for (const ok of ['', '0', '35', '100'])
      expect(validateJv({ ...filled, magnus_title_pct: ok })).toEqual({});
    for (const bad of ['101', '12.5', '-1', 'abc']) {
      expect(validateJv({ ...filled, magnus_title_pct: bad }).magnus_title_pct).toBe(MAGNUS_PCT_ERROR);
    }
  });

  it("requires a name and checks state, ZIP, e-mail, phone and report order with the contract's rules", () => {
    expect(validateJv(NEW_JV)).toEqual({ name: 'Name is required' });
    expect(
      validateJv({
        ...NEW_JV,
        name: 'X',
        st: 'A',
        zip: '123',
        title_email: 'nope',
        phone_number: '123456789012345',
        sort_order: '',
      }),
    ).toEqual({
      st: 'Must be AZ or NV',
      zip: 'Must be 5 digits',
      title_email: 'Must be an e-mail address',
      phone_number: 'Must be at most 14 characters',
    });
    expect(validateJv({ ...NEW_JV, name: 'X', sort_order: '2.5' })).toEqual({
      sort_order: 'Must be a whole number',
    });
  });

  it('refuses a state other than AZ or NV (spec 000 §9), such as ZZ', () => {
    expect(validateJv({ ...NEW_JV, name: 'X', st: 'ZZ' })).toEqual({ st: 'Must be AZ or NV' });
    expect(validateJv({ ...NEW_JV, name: 'X', st: 'NV' })).toEqual({});
  });

  it('cleans ZIP and phone while typing', () => {
    expect(cleanZip('85a2517')).toBe('85251');
    expect(cleanPhone('(602) 555-1234 x9')).toBe('(602) 555-1234');
  });

  it('sends trimmed text, empty text as null, an upper-case state and numbers', () => {
    const body = toSaveBody({
      ...NEW_JV,
      name: ' Copper ',
      alias: '  ',
      st: 'az',
      title_officer: '12',
      sort_order: ' 7 ',
    });
    expect(body).toMatchObject({
      name: 'Copper',
      alias: null,
      st: 'AZ',
      title_officer: 12,
      sort_order: 7,
      city: null,
    });
    expect(toSaveBody({ ...NEW_JV, name: 'X' })).toMatchObject({
      st: null,
      title_officer: null,
      sort_order: 20,
    });
  });
});

describe('isLogoFile', () => {
  it('takes PNG and JPEG files only', () => {
    expect(isLogoFile({ name: 'a.png', type: 'image/png' })).toBe(true);
    expect(isLogoFile({ name: 'a.JPG', type: 'image/jpeg' })).toBe(true);
    expect(isLogoFile({ name: 'a.jpeg', type: 'image/jpeg' })).toBe(true);
    expect(isLogoFile({ name: 'a.gif', type: 'image/gif' })).toBe(false);
    expect(isLogoFile({ name: 'notes.txt', type: 'text/plain' })).toBe(false);
    expect(isLogoFile({ name: 'a.png', type: 'text/plain' })).toBe(false);
  });
});

describe('groupJvsByState', () => {
  it('groups AZ, NV, other states, then Unassigned, keeping the order inside a group', () => {
    const groups = groupJvsByState([
      jv({ jv_id: 1, st: null }),
      jv({ jv_id: 2, st: 'NV' }),
      jv({ jv_id: 3, st: 'AZ' }),
      jv({ jv_id: 4, st: 'CA' }),
      jv({ jv_id: 5, st: 'AZ' }),
    ]);
    expect(groups.map((g) => [g.state, g.jvs.map((j) => j.jv_id)])).toEqual([
      ['AZ', [3, 5]],
      ['NV', [2]],
      ['CA', [4]],
      [UNASSIGNED, [1]],
    ]);
  });
});

describe('titleOfficerOptions', () => {
  const employee = (id: number, last: string, active = true): EmployeeOption => ({
    employee_id: id,
    uuid: '5d9c2f1a-7b3e-4a8d-8c6f-1e2d3c4b5a69',
    first_name: 'Pat',
    last_name: last,
    emp_type: 'EO',
    state: 'AZ',
    is_active: active,
  });

  it('lists active employees by name and keeps the current officer', () => {
    const options = titleOfficerOptions(
      [employee(2, 'Young'), employee(1, 'Adams'), employee(3, 'Gone', false)],
      '3',
    );
    expect(options).toEqual([
      { value: '1', label: 'Adams, Pat' },
      { value: '3', label: 'Gone, Pat (inactive)' },
      { value: '2', label: 'Young, Pat' },
    ]);
    expect(titleOfficerOptions([], '9')).toEqual([{ value: '9', label: 'Employee #9' }]);
  });
});
