import type { User } from '@hub/contract';
import { describe, expect, it } from 'vitest';
import {
  employeeLabel,
  newUserValues,
  offeredRoles,
  orderRoles,
  rolesLabel,
  toCreateBody,
  toFormValues,
  toUpdateBody,
  userDisplayName,
  userFormBody,
  userFormSchema,
  visibleUsers,
} from './user-values';

const user: User = {
  uuid: '5f0c1c55-8a1e-4d52-9a0a-3b4b2f0b9c11',
  email: 'nora@hub.test',
  first_name: 'Nora',
  last_name: 'North',
  cell_phone: null,
  is_active: true,
  is_verified: false,
  roles: 'Sales,Escrow',
  employee_id: 12,
  view_employee_id: null,
  state: 'NV',
  version: 3,
};

describe('user form values', () => {
  it('offers exactly the spec roles, without Super User or Admin to a State Super User', () => {
    expect(offeredRoles(true)).toEqual([
      'Super User',
      'State Super User',
      'Admin',
      'Banking',
      'Sales',
      'Sales-Assistant',
      'Escrow Officer',
      'Graphics',
    ]);
    expect(offeredRoles(false)).not.toContain('Super User');
    expect(offeredRoles(false)).not.toContain('Admin');
    expect(offeredRoles(false)).toHaveLength(6);
  });

  it('keeps ticked roles in the spec order, once each, dropping unknown names', () => {
    expect(orderRoles(['Graphics', 'Admin', 'Admin', 'Wizard'])).toEqual(['Admin', 'Graphics']);
  });

  it('round-trips a stored user, keeping a role the form does not offer', () => {
    const values = toFormValues(user);
    expect(values).toMatchObject({ roles: ['Sales', 'Escrow'], employee_id: '12', view_employee_id: '' });
    // Every stored field comes back as it was; the key and the version travel beside the body.
    const { uuid: _uuid, version: _version, ...stored } = user;
    expect(toUpdateBody(values)).toEqual(stored);
  });

  it('sends roles comma-joined, empty text as null, and the password only on create', () => {
    const values = {
      ...newUserValues('NV'),
      email: ' new@hub.test ',
      password: 'long-enough-1',
      first_name: '  ',
      roles: orderRoles(['Sales-Assistant', 'Sales']),
      view_employee_id: '7',
    };
    expect(toCreateBody(values)).toMatchObject({
      email: 'new@hub.test',
      password: 'long-enough-1',
      first_name: null,
      roles: 'Sales,Sales-Assistant',
      view_employee_id: 7,
      employee_id: null,
      state: 'NV',
      is_active: true,
    });
    expect(toUpdateBody(values)).not.toHaveProperty('password');
  });

  it('defaults a new user to AZ when the signed-in user has no state', () => {
    expect(newUserValues(null).state).toBe('AZ');
  });

  it('checks the e-mail, and the password on create only, with the contract; a typed password must be long enough', () => {
    const check = (isNew: boolean, values: typeof blank) => {
      const result = userFormSchema(isNew).safeParse(userFormBody(isNew)(values));
      return result.success
        ? []
        : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    };
    const blank = newUserValues('AZ');
    expect(check(true, blank)).toEqual([
      'email: must be an e-mail address',
      'password: must be at least 8 characters',
    ]);
    expect(check(false, { ...blank, email: 'a@b.co' })).toEqual([]);
    expect(check(false, { ...blank, email: 'a@b.co', password: 'short' })).toEqual([
      'password: must be at least 8 characters',
    ]);
    expect(check(true, { ...blank, email: 'a@b.co', password: 'long-enough' })).toEqual([]);
  });

  it('hides inactive users unless asked', () => {
    const rows = [{ is_active: true }, { is_active: false }];
    expect(visibleUsers(rows, false)).toHaveLength(1);
    expect(visibleUsers(rows, true)).toHaveLength(2);
  });

  it('shows names, roles and employees readably', () => {
    expect(userDisplayName(user)).toBe('Nora North');
    expect(userDisplayName({ first_name: null, last_name: null, email: 'x@hub.test' })).toBe('x@hub.test');
    expect(rolesLabel('Sales,Sales-Assistant')).toBe('Sales, Sales-Assistant');
    const employee = {
      employee_id: 1,
      uuid: user.uuid,
      first_name: 'Erin',
      last_name: 'Employee',
      emp_type: 'REP' as const,
      state: 'AZ' as const,
      is_active: false,
    };
    expect(employeeLabel(employee)).toBe('Employee, Erin (inactive)');
  });
});
