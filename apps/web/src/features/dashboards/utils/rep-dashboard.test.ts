import type { EmployeeOption } from '@hub/contract';
import { describe, expect, it } from 'vitest';
import { employeeName, repDashboardHref, repOptions } from './rep-dashboard';

const VIEWED = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

function employee(overrides: Partial<EmployeeOption>): EmployeeOption {
  return {
    employee_id: 1,
    uuid: '11111111-1111-4111-8111-111111111111',
    first_name: 'Sam',
    last_name: 'Rep',
    emp_type: 'REP',
    state: 'AZ',
    is_active: true,
    ...overrides,
  };
}

describe('repDashboardHref (menu Rep Dashboard, spec 000 §2 Layout)', () => {
  it('opens the rep a Sales-Assistant views', () => {
    expect(repDashboardHref(['Sales-Assistant'], VIEWED)).toBe(`/SalesDashboard?employee_uuid=${VIEWED}`);
    expect(repDashboardHref('sales-assistant', VIEWED)).toBe(`/SalesDashboard?employee_uuid=${VIEWED}`);
  });

  it('opens the bare dashboard for everyone else (own rep, or the picker)', () => {
    expect(repDashboardHref(['Sales'], VIEWED)).toBe('/SalesDashboard');
    expect(repDashboardHref(['Super User'], null)).toBe('/SalesDashboard');
    expect(repDashboardHref(['Sales-Assistant'], null)).toBe('/SalesDashboard');
  });
});

describe('repOptions (the rep picker)', () => {
  it('lists the active sales reps only, by last then first name', () => {
    const options = repOptions([
      employee({ uuid: 'a', first_name: 'Zoe', last_name: 'Brown' }),
      employee({ uuid: 'b', first_name: 'Eve', last_name: 'Officer', emp_type: 'EO' }),
      employee({ uuid: 'c', first_name: 'Al', last_name: 'Brown' }),
      employee({ uuid: 'd', first_name: 'Gone', last_name: 'Away', is_active: false }),
      employee({ uuid: 'e', first_name: 'No', last_name: 'Type', emp_type: null }),
      employee({ uuid: 'f', first_name: 'Nina', last_name: 'Adams', state: 'NV' }),
    ]);
    expect(options).toEqual([
      { value: 'f', label: 'Nina Adams (NV)' },
      { value: 'c', label: 'Al Brown (AZ)' },
      { value: 'a', label: 'Zoe Brown (AZ)' },
    ]);
  });
});

describe('employeeName', () => {
  it("is 'First Last'", () => {
    expect(employeeName({ first_name: 'Sam', last_name: 'Rep' })).toBe('Sam Rep');
    expect(employeeName({ first_name: ' ', last_name: 'Rep' })).toBe('Rep');
  });
});
