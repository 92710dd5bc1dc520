import type { EmployeeListRow } from '@hub/contract';
import { describe, expect, it } from 'vitest';
import { dashboardLinks, matchesSearch, partnerSummary, visibleEmployees } from './employee-list-utils';

const person = (n: number) => ({
  uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  first_name: `First${n}`,
  last_name: `Last${n}`,
  email: null,
});

const row = (overrides: Partial<EmployeeListRow> = {}): EmployeeListRow => ({
  uuid: '5d9c2f1a-7b3e-4a8d-8c6f-1e2d3c4b5a69',
  employee_id: 1,
  first_name: 'Ann',
  last_name: 'Lee',
  email: null,
  title: null,
  state: 'AZ',
  is_active: true,
  emp_type: 'REP',
  def_branch: 1,
  def_branch_name: '101 Scottsdale - Magnus Title Agency',
  payroll_id: null,
  share_with: [],
  user_roles: [],
  version: 1,
  ...overrides,
});

describe('partnerSummary (spec 000 §9: up to 8 names, then +N more)', () => {
  it('lists up to 8 names, then counts the rest', () => {
    expect(partnerSummary([])).toBe('');
    expect(partnerSummary([person(1), person(2)])).toBe('First1 Last1, First2 Last2');
    const ten = Array.from({ length: 10 }, (_, i) => person(i + 1));
    const text = partnerSummary(ten);
    expect(text.split(', ')).toHaveLength(8);
    expect(text.endsWith('First8 Last8 +2 more')).toBe(true);
    expect(partnerSummary(ten.slice(0, 8))).not.toContain('more');
  });
});

describe('dashboardLinks', () => {
  it('Sales Dashboard for sales roles but not sales-assistant; Escrow Dashboard for escrow roles', () => {
    expect(dashboardLinks({ user_roles: [] })).toEqual({ sales: false, escrow: false });
    expect(dashboardLinks({ user_roles: ['Sales'] })).toEqual({ sales: true, escrow: false });
    expect(dashboardLinks({ user_roles: ['Sales-Assistant'] })).toEqual({ sales: false, escrow: false });
    expect(dashboardLinks({ user_roles: ['Escrow Officer'] })).toEqual({ sales: false, escrow: true });
    expect(dashboardLinks({ user_roles: ['Sales-Assistant', 'sales,Escrow'] })).toEqual({
      sales: true,
      escrow: true,
    });
  });
});

describe('search and the inactive toggle', () => {
  it('matches names in any order, the branch without its suffix, and partners, ignoring case', () => {
    const r = row({ share_with: [person(3)] });
    expect(matchesSearch(r, '')).toBe(true);
    expect(matchesSearch(r, 'ann lee')).toBe(true);
    expect(matchesSearch(r, 'LEE ANN')).toBe(true);
    expect(matchesSearch(r, 'scottsdale')).toBe(true);
    expect(matchesSearch(r, 'magnus')).toBe(false);
    expect(matchesSearch(r, 'last3')).toBe(true);
    expect(matchesSearch(r, 'nobody')).toBe(false);
  });

  it('hides inactive employees unless asked', () => {
    const rows = [row(), row({ uuid: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', is_active: false })];
    expect(visibleEmployees(rows, { search: '', showInactive: false })).toHaveLength(1);
    expect(visibleEmployees(rows, { search: '', showInactive: true })).toHaveLength(2);
  });
});
