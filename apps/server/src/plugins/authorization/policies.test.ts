import type { RoleName, State } from '@hub/contract';
import { describe, expect, it } from 'vitest';
import {
  assertStateAccess,
  hasAnyRole,
  isSuper,
  scopeIncludes,
  stateScope,
  superStateScope,
} from './policies.ts';

const actor = (roles: RoleName[], state: State | null = 'NV') => ({ roles, state });

describe('authorization policies', () => {
  it('compares exact role names, never substrings', () => {
    expect(hasAnyRole(actor(['State Super User']), ['Super User'])).toBe(false);
    expect(hasAnyRole(actor(['Sales-Assistant']), ['Sales'])).toBe(false);
    expect(hasAnyRole(actor(['Escrow Officer']), ['Escrow'])).toBe(false);
    expect(hasAnyRole(actor(['Sales', 'Admin']), ['Admin'])).toBe(true);
  });

  it('calls Super User and State Super User super, nobody else', () => {
    expect(isSuper(actor(['Super User']))).toBe(true);
    expect(isSuper(actor(['State Super User']))).toBe(true);
    expect(isSuper(actor(['Admin', 'Sales', 'Banking']))).toBe(false);
  });

  it('scopes reports: Super User and Admin see both states, a State Super User their own', () => {
    expect(stateScope(actor(['Super User']))).toBe('all');
    expect(stateScope(actor(['Admin']))).toBe('all');
    expect(stateScope(actor(['State Super User'], 'NV'))).toEqual(['NV']);
    expect(stateScope(actor(['State Super User'], null))).toEqual([]);
    expect(stateScope(actor(['Sales']))).toEqual([]);
  });

  it('scopes super-only work without Admin', () => {
    expect(superStateScope(actor(['Super User']))).toBe('all');
    expect(superStateScope(actor(['Admin', 'State Super User'], 'AZ'))).toEqual(['AZ']);
    expect(superStateScope(actor(['Admin']))).toEqual([]);
  });

  it('checks a record state against a scope', () => {
    expect(scopeIncludes(['NV'], 'NV ')).toBe(true);
    expect(scopeIncludes(['NV'], 'AZ')).toBe(false);
    expect(scopeIncludes(['NV'], null)).toBe(false);
    expect(scopeIncludes('all', null)).toBe(true);
    expect(() => assertStateAccess(actor(['State Super User'], 'NV'), 'AZ')).toThrow(
      expect.objectContaining({ statusCode: 403 }),
    );
    expect(() => assertStateAccess(actor(['State Super User'], 'NV'), 'NV')).not.toThrow();
  });
});
