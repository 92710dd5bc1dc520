import { describe, expect, it } from 'vitest';
import { loginHref, safeReturnPath } from './return-to';

describe('safeReturnPath: where signing in may lead (same site only)', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeReturnPath('/admin/employees')).toBe('/admin/employees');
    expect(safeReturnPath('/reports/branches?state=NV&report_date=2026-03-01#top')).toBe(
      '/reports/branches?state=NV&report_date=2026-03-01#top',
    );
    expect(safeReturnPath('/SalesDashboard?employee_uuid=abc')).toBe('/SalesDashboard?employee_uuid=abc');
  });

  it('refuses anything that could leave the site', () => {
    for (const value of [
      'https://evil.example/admin',
      'http:/evil.example',
      '//evil.example/admin',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      ' //evil.example',
      'javascript:alert(1)',
      'admin/employees',
      '',
      null,
      undefined,
    ]) {
      expect(safeReturnPath(value), String(value)).toBeNull();
    }
  });

  it('refuses the login screen itself (no loop)', () => {
    expect(safeReturnPath('/login')).toBeNull();
    expect(safeReturnPath('/login?next=/admin')).toBeNull();
  });
});

describe('loginHref', () => {
  it('carries the page to come back to', () => {
    expect(loginHref('/admin/cost-centers?x=1')).toBe('/login?next=%2Fadmin%2Fcost-centers%3Fx%3D1');
  });

  it('is plain /login when there is nothing to come back to', () => {
    expect(loginHref('/')).toBe('/login');
    expect(loginHref('/login')).toBe('/login');
    expect(loginHref('//evil.example')).toBe('/login');
  });
});
