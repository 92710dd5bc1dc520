import { describe, expect, it } from 'vitest';
import { adminTiles } from './admin-tiles';

const titles = (roles: string) => adminTiles(roles).map((tile) => tile.title);

describe('adminTiles', () => {
  it('shows super roles all ten tools in the spec order, each linking to its screen', () => {
    expect(adminTiles('Super User')).toEqual([
      { title: 'Users', description: expect.any(String), to: '/admin/users' },
      { title: 'Cost Centers', description: expect.any(String), to: '/admin/cost-centers' },
      { title: 'Branches', description: expect.any(String), to: '/admin/branches' },
      { title: 'Employees', description: expect.any(String), to: '/admin/employees' },
      { title: 'JVs', description: expect.any(String), to: '/admin/jvs' },
      { title: 'Monthly Charges', description: expect.any(String), to: '/admin/charges-launcher' },
      { title: 'EO Profit', description: expect.any(String), to: '/reports/employee-profit' },
      { title: 'Report Options', description: expect.any(String), to: '/admin/report-options' },
      { title: 'Fraud List', description: expect.any(String), to: '/admin/fraud-list' },
      { title: 'Holidays', description: expect.any(String), to: '/admin/calendar-days' },
    ]);
    expect(titles('State Super User')).toHaveLength(10);
    expect(titles('admin, state super user')).toHaveLength(10);
  });

  it('hides Users, Monthly Charges and EO Profit from roles without super', () => {
    expect(titles('Admin')).toEqual([
      'Cost Centers',
      'Branches',
      'Employees',
      'JVs',
      'Report Options',
      'Fraud List',
      'Holidays',
    ]);
    expect(titles('')).not.toContain('Users');
  });
});
