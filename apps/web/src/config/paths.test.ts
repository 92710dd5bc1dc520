import { describe, expect, it } from 'vitest';
import { paths, withQuery } from './paths';

function allPatterns(node: unknown, out: string[] = []): string[] {
  if (node && typeof node === 'object') {
    if ('path' in node && typeof node.path === 'string') out.push(node.path);
    else for (const child of Object.values(node)) allPatterns(child, out);
  }
  return out;
}

/** Spec 000 §2 route table, with {param} written as :param. */
const SPEC_000_ROUTES = [
  '/not-authorized',
  '/',
  '/DefaultDashboard',
  '/SalesDashboard',
  '/EscrowDashboard',
  '/reports/eo-dashboard',
  '/change-password',
  '/admin',
  '/admin/cost-centers',
  '/admin/cost-centers/:id',
  '/admin/charges',
  '/admin/charges-launcher',
  '/admin/fraud-list',
  '/admin/jvs',
  '/admin/jvs/new',
  '/admin/jvs/:jvId',
  '/admin/branches',
  '/admin/branches/new',
  '/admin/branches/:uuid',
  '/admin/employees',
  '/admin/employees/new',
  '/admin/employees/:uuid',
  '/admin/report-options',
  '/admin/users',
  '/admin/users/new',
  '/admin/users/:uuid',
  '/admin/calendar-days',
  '/banking',
  '/upload',
  '/uploads/:uploadId',
];

/** Spec 001 §2 report routes. */
const SPEC_001_ROUTES = [
  '/reports',
  '/reports/commission-form',
  '/reports/commissions',
  '/reports/title-officer-turnaround',
  '/reports/branches',
  '/reports/branches/yearly-comparison',
  '/reports/jvs',
  '/reports/jv-history-by-group/:jvUuid',
  '/reports/revenue-date-compare',
  '/reports/revenue-trend',
  '/reports/all-escrow',
  '/reports/employee/:uuid',
  '/reports/employee-jv-breakdown',
  '/reports/branch-jv-breakdown',
  '/reports/jv-mix',
  '/reports/open-orders',
  '/reports/closed-orders',
  '/reports/date-range-selector',
  '/reports/new-clients',
  '/reports/missing-close-date',
  '/reports/fraud-matches',
  '/reports/client-search',
  '/reports/file-search',
  '/reports/client-history-summary',
  '/reports/rep-comm-report',
  '/reports/eo-comm-report',
  '/reports/losses',
  '/reports/other-comm',
  '/reports/other-rev',
  '/reports/comm-payments',
  '/reports/employee-profit',
];

describe('paths', () => {
  const patterns = allPatterns(paths);

  it('lists every route of both spec documents once', () => {
    for (const route of [...SPEC_000_ROUTES, ...SPEC_001_ROUTES, '/login']) expect(patterns).toContain(route);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('builds links with encoded parameters and only the non-empty query values', () => {
    expect(paths.salesDashboard.getHref({ employee_uuid: 'abc' })).toBe('/SalesDashboard?employee_uuid=abc');
    expect(paths.salesDashboard.getHref()).toBe('/SalesDashboard');
    expect(paths.admin.employee.getHref('a/b')).toBe('/admin/employees/a%2Fb');
    expect(paths.reports.employee.getHref('u1', { state: 'NV', emp_type: 'REP' })).toBe(
      '/reports/employee/u1?state=NV&emp_type=REP',
    );
    expect(paths.reports.clientSearch.getHref({ start: '2025-01-01', end: '', client_search: 'A & B' })).toBe(
      '/reports/client-search?start=2025-01-01&client_search=A+%26+B',
    );
    expect(withQuery('/x', { a: 0, b: false, c: null })).toBe('/x?a=0&b=false');
  });
});
