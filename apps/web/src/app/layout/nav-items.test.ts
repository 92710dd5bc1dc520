import { describe, expect, it } from 'vitest';
import { getNavItems } from './nav-items';

const labels = (roles: string[]) => getNavItems(roles).map((item) => item.label);

describe('top menu per role (spec 000 §2 Layout, §6)', () => {
  it('gives super users everything', () => {
    expect(labels(['Super User'])).toEqual([
      'Dashboard',
      'Admin',
      'Reports',
      'Rep Dashboard',
      'Change Password',
    ]);
    expect(labels(['State Super User'])).toEqual([
      'Dashboard',
      'Admin',
      'Reports',
      'Rep Dashboard',
      'Change Password',
    ]);
  });

  it('gives admins Admin and Reports but not Rep Dashboard', () => {
    expect(labels(['Admin'])).toEqual(['Dashboard', 'Admin', 'Reports', 'Change Password']);
  });

  it('gives sales roles Rep Dashboard but not Admin or Reports', () => {
    expect(labels(['Sales'])).toEqual(['Dashboard', 'Rep Dashboard', 'Change Password']);
    expect(labels(['Sales-Assistant'])).toEqual(['Dashboard', 'Rep Dashboard', 'Change Password']);
  });

  it('gives escrow officers neither', () => {
    expect(labels(['Escrow Officer'])).toEqual(['Dashboard', 'Change Password']);
    expect(labels(['Escrow'])).toEqual(['Dashboard', 'Change Password']);
  });

  it('links each item to its route', () => {
    expect(getNavItems(['Super User']).map((item) => item.to)).toEqual([
      '/',
      '/admin',
      '/reports',
      '/SalesDashboard',
      '/change-password',
    ]);
  });

  it('opens the rep a Sales-Assistant views from Rep Dashboard (not an Access Denied page)', () => {
    const viewed = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    const rep = (roles: string[]) =>
      getNavItems(roles, viewed).find((item) => item.label === 'Rep Dashboard');
    expect(rep(['Sales-Assistant'])?.to).toBe(`/SalesDashboard?employee_uuid=${viewed}`);
    // A rep opens their own; a super user the picker.
    expect(rep(['Sales'])?.to).toBe('/SalesDashboard');
    expect(rep(['Super User'])?.to).toBe('/SalesDashboard');
  });
});
