import type { RoleName, State } from '@hub/contract';
import { describe, expect, it } from 'vitest';
import {
  assertMayReadEmployee,
  assertReferenceInScope,
  assertRoleChange,
  assertStateAccess,
  grantableRoles,
  hasAnyRole,
  isOwnEmployee,
  isSuper,
  mayManageUser,
  narrowScope,
  reportState,
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

  it('narrows a list to the state asked: 403 for AZ or NV out of reach, nothing for a state without records', () => {
    const nv = actor(['State Super User'], 'NV');
    expect(narrowScope(nv, undefined)).toEqual(['NV']);
    expect(narrowScope(nv, 'nv ')).toEqual(['NV']);
    expect(() => narrowScope(nv, 'AZ')).toThrow(expect.objectContaining({ statusCode: 403 }));
    expect(narrowScope(nv, 'TX')).toEqual([]);
    expect(narrowScope(actor(['Admin']), 'AZ')).toEqual(['AZ']);
    expect(narrowScope(actor(['Admin']), undefined)).toBe('all');
    expect(() => narrowScope(actor(['Sales']), 'AZ')).toThrow(expect.objectContaining({ statusCode: 403 }));
  });

  it("reads a report's state from the query, else the record it names, else AZ", () => {
    expect(reportState('AZ', { state: 'NV' })).toBe('AZ');
    expect(reportState(undefined, { state: 'NV ' })).toBe('NV');
    expect(reportState(undefined, null)).toBe('AZ');
    expect(reportState(undefined)).toBe('AZ');
    expect(reportState(undefined, { state: '' })).toBe('AZ');
  });

  it('lets a Super User grant every role, a State Super User only the one-state roles, others none', () => {
    expect(grantableRoles(actor(['Super User']))).toContain('Admin');
    const stateSuper = grantableRoles(actor(['State Super User']));
    expect(stateSuper).not.toContain('Super User');
    expect(stateSuper).not.toContain('Admin');
    expect(stateSuper).toEqual(expect.arrayContaining(['State Super User', 'Sales', 'Banking', 'Graphics']));
    expect(grantableRoles(actor(['Admin']))).toEqual([]);
  });

  it('refuses a role change beyond the reach of the actor, and a State Super User changing their own', () => {
    const nv = actor(['State Super User'], 'NV');
    const forbiddenWith = (detail: string) => expect.objectContaining({ statusCode: 403, detail });
    expect(() => assertRoleChange(nv, { before: '', after: 'Sales,Admin', self: false })).toThrow(
      forbiddenWith("body.roles: only a Super User may grant or remove 'Admin'."),
    );
    expect(() => assertRoleChange(nv, { before: 'Admin', after: '', self: false })).toThrow(
      forbiddenWith("body.roles: only a Super User may grant or remove 'Admin'."),
    );
    expect(() =>
      assertRoleChange(nv, { before: 'State Super User', after: 'State Super User,Sales', self: true }),
    ).toThrow(forbiddenWith('body.roles: you cannot change your own roles.'));
    expect(() =>
      assertRoleChange(nv, { before: 'Sales', after: 'Sales-Assistant,Banking', self: false }),
    ).not.toThrow();
    // Same roles in another order is no change.
    expect(() =>
      assertRoleChange(nv, { before: 'Admin,Sales', after: 'Sales,Admin', self: true }),
    ).not.toThrow();
    expect(() =>
      assertRoleChange(actor(['Super User']), {
        before: 'Super User',
        after: 'Super User,Admin',
        self: true,
      }),
    ).not.toThrow();
  });

  it('lets a State Super User manage only users of their state they could have made', () => {
    const nv = actor(['State Super User'], 'NV');
    expect(mayManageUser(nv, { roles: 'Sales,State Super User', state: 'NV' })).toBe(true);
    expect(mayManageUser(nv, { roles: 'Sales', state: 'AZ' })).toBe(false);
    expect(mayManageUser(nv, { roles: 'Admin', state: 'NV' })).toBe(false);
    expect(mayManageUser(nv, { roles: 'Super User', state: 'NV' })).toBe(false);
    expect(mayManageUser(actor(['Super User']), { roles: 'Admin', state: null })).toBe(true);
  });

  it('checks a linked record against the scope, naming the field', () => {
    const nv = actor(['State Super User'], 'NV');
    const ref = (state: string | null) => ({ field: 'body.jv_uuid', what: 'JV', state });
    expect(() => assertReferenceInScope(nv, ref('NV'))).not.toThrow();
    expect(() => assertReferenceInScope(nv, ref('AZ'))).toThrow(
      expect.objectContaining({ statusCode: 403, detail: 'body.jv_uuid: that JV is in another state.' }),
    );
    expect(() => assertReferenceInScope(nv, ref(null))).toThrow(
      expect.objectContaining({
        statusCode: 403,
        detail: 'body.jv_uuid: that JV has no state; only a user who sees both states may link it.',
      }),
    );
    expect(() => assertReferenceInScope(actor(['Admin']), ref(null))).not.toThrow();
  });

  describe("a user's own employee", () => {
    const rep = { employee_id: 7, state: 'AZ' };
    const nvRep = { employee_id: 9, state: 'NV' };
    const user = (roles: RoleName[], ties: { employee_id?: number; view_employee_id?: number } = {}) => ({
      ...actor(roles, 'NV'),
      employee_id: ties.employee_id ?? null,
      view_employee_id: ties.view_employee_id ?? null,
    });
    const read = (u: ReturnType<typeof user>, employee: typeof rep | undefined) => () =>
      assertMayReadEmployee(u, employee, 'Employee not found.');

    it('is the employee linked to the user or the one a Sales-Assistant views, nobody else', () => {
      expect(isOwnEmployee(user(['Sales'], { employee_id: 7 }), 7)).toBe(true);
      expect(isOwnEmployee(user(['Sales-Assistant'], { employee_id: 3, view_employee_id: 7 }), 7)).toBe(true);
      expect(isOwnEmployee(user(['Sales'], { employee_id: 3 }), 7)).toBe(false);
      expect(isOwnEmployee(user(['Sales']), 7)).toBe(false);
    });

    it('may be read by its user in any state, without an administrative role', () => {
      expect(read(user(['Sales'], { employee_id: 7 }), rep)).not.toThrow();
      expect(read(user(['Sales-Assistant'], { view_employee_id: 7 }), rep)).not.toThrow();
    });

    it('is refused (403) to another user, whether or not the employee exists', () => {
      expect(read(user(['Sales'], { employee_id: 3 }), rep)).toThrow(
        expect.objectContaining({ statusCode: 403 }),
      );
      expect(read(user(['Sales'], { employee_id: 3 }), undefined)).toThrow(
        expect.objectContaining({ statusCode: 403 }),
      );
    });

    it('is read by administrators within their states, and a missing one is 404 to them', () => {
      expect(read(user(['Admin']), rep)).not.toThrow();
      expect(read(user(['State Super User']), nvRep)).not.toThrow();
      expect(read(user(['State Super User']), rep)).toThrow(expect.objectContaining({ statusCode: 403 }));
      expect(read(user(['Admin']), undefined)).toThrow(
        expect.objectContaining({ statusCode: 404, detail: 'Employee not found.' }),
      );
    });
  });
});
