import { describe, expect, it } from 'vitest';
import { ASSIGNABLE_ROLES, joinRoles, parseRoles, ROLE_NAMES } from './roles.ts';

describe('roles', () => {
  it('parses the stored comma-joined string into exact role names', () => {
    expect(parseRoles('Sales, Sales-Assistant,Admin')).toEqual(['Sales', 'Sales-Assistant', 'Admin']);
  });

  it('drops unknown or differently spelled names instead of guessing', () => {
    expect(parseRoles('super user,Super User,Root')).toEqual(['Super User']);
    expect(parseRoles('')).toEqual([]);
    expect(parseRoles(null)).toEqual([]);
  });

  it('joins roles back the way the user form sends them', () => {
    expect(joinRoles(['Super User', 'Banking'])).toBe('Super User,Banking');
  });

  it('offers every role but plain Escrow on the user form', () => {
    expect(ASSIGNABLE_ROLES).toHaveLength(ROLE_NAMES.length - 1);
    expect(ASSIGNABLE_ROLES).not.toContain('Escrow');
  });
});
