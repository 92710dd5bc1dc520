import type { BranchJvRangeResponse, EmployeeJvRangeResponse, JvTotalsRow } from '@hub/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { BranchJvBreakdown } from '../screens/branch-jv-breakdown';
import { EmployeeJvBreakdown } from '../screens/employee-jv-breakdown';

const EMPLOYEE = '33333333-3333-4333-8333-333333333333';
const BRANCH = '44444444-4444-4444-8444-444444444444';
const MAY = 'beg_date=2031-05-01&end_date=2031-05-31';

const row = (jv_id: number | null, jv_name: string, figures: Partial<JvTotalsRow>): JvTotalsRow => ({
  jv_id,
  jv_uuid: jv_id === null ? null : `5555555${jv_id}-5555-4555-8555-555555555555`,
  jv_name,
  opens: 0,
  closes: 0,
  total_revenue: '0.00',
  partner_title_revenue: '0.00',
  partner_title_share: 0,
  ...figures,
});
const ROWS = [
  row(1, 'Alpha Homes JV', {
    opens: 3,
    closes: 2,
    total_revenue: '3050.00',
    partner_title_revenue: '650.00',
    partner_title_share: 93,
  }),
  row(2, 'Stateless JV', {
    opens: 1,
    closes: 1,
    total_revenue: '200.00',
    partner_title_revenue: '50.00',
    partner_title_share: 7,
  }),
  row(null, 'No JV', { opens: 5 }),
];
const TOTALS = row(0, 'TOTAL', {
  jv_uuid: null,
  opens: 9,
  closes: 3,
  total_revenue: '3250.00',
  partner_title_revenue: '700.00',
  partner_title_share: 100,
});
const EMPLOYEE_ANSWER: EmployeeJvRangeResponse = {
  employee: {
    uuid: EMPLOYEE,
    name: 'Olive Officer',
    first_name: 'Olive',
    last_name: 'Officer',
    emp_type: 'EO',
  },
  range_start: '2031-05-01',
  range_end: '2031-05-31',
  state: 'AZ',
  rows: [...ROWS, TOTALS],
};
const BRANCH_ANSWER: BranchJvRangeResponse = {
  branch: { uuid: BRANCH, branch_id: 4, name: '101 Scottsdale' },
  range_start: '2031-05-01',
  range_end: '2031-05-31',
  state: 'AZ',
  rows: [...ROWS, TOTALS],
};

const calls = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith(`/api${path}?`))
    .map(([url]) => Object.fromEntries(new URL(String(url), 'http://hub.test').searchParams));
const firstColumn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1, -1)
    .map((tr) => tr.querySelector('td')?.textContent);

describe('EmployeeJvBreakdown', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the employee's JVs with shares as whole percents and the TOTAL, sorted by a column on a click", async () => {
    storeToken({ roles: ['Escrow Officer'] });
    const fetchMock = mockFetch(() => jsonResponse(EMPLOYEE_ANSWER));
    const { router } = renderWithProviders(
      <EmployeeJvBreakdown />,
      `/reports/employee-jv-breakdown?employee_uuid=${EMPLOYEE}&${MAY}`,
    );
    expect(await screen.findByRole('heading', { name: 'Employee JV Breakdown: Olive Officer' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Employee JV Breakdown' });
    expect(calls(fetchMock, '/reports/employees/jv-range')).toEqual([
      { employee_uuid: EMPLOYEE, beg_date: '2031-05-01', end_date: '2031-05-31' },
    ]);
    expect(within(table).getByText('93%')).toBeTruthy();
    expect(table.querySelector('tfoot')?.textContent).toBe('TOTAL93$3,250.00$700.00100%');
    expect(firstColumn(table)).toEqual(['Alpha Homes JV', 'Stateless JV', 'No JV']);
    // A new column starts descending (spec 001 §4); the same column again turns it around.
    fireEvent.click(within(table).getByRole('button', { name: /^Opens/ }));
    await waitFor(() => expect(firstColumn(table)).toEqual(['No JV', 'Alpha Homes JV', 'Stateless JV']));
    expect(router.state.location.search).toContain('sort=opens');
    fireEvent.click(within(table).getByRole('button', { name: /^Opens/ }));
    await waitFor(() => expect(firstColumn(table)).toEqual(['Stateless JV', 'Alpha Homes JV', 'No JV']));
    expect(screen.getByRole('group', { name: 'Export Employee JV Breakdown' })).toBeTruthy();
  });

  it("says 'Missing required parameters.' without the employee or a date, and asks nothing", async () => {
    storeToken({ roles: ['Admin'] });
    const fetchMock = mockFetch(() => jsonResponse(EMPLOYEE_ANSWER));
    renderWithProviders(
      <EmployeeJvBreakdown />,
      `/reports/employee-jv-breakdown?employee_uuid=${EMPLOYEE}&beg_date=2031-05-01`,
    );
    expect(await screen.findByText('Missing required parameters.')).toBeTruthy();
    expect(screen.getByLabelText('End Date')).toBeTruthy();
    expect(calls(fetchMock, '/reports/employees/jv-range')).toEqual([]);
  });

  it('says why a reversed range is refused, at the end date', async () => {
    storeToken({ roles: ['Admin'] });
    mockFetch(() => jsonResponse(EMPLOYEE_ANSWER));
    renderWithProviders(
      <EmployeeJvBreakdown />,
      `/reports/employee-jv-breakdown?employee_uuid=${EMPLOYEE}&beg_date=2031-05-31&end_date=2031-05-01`,
    );
    expect(await screen.findByText('must be on or after beg_date')).toBeTruthy();
  });

  it("says 'Failed to load JV breakdown' when the report fails", async () => {
    storeToken({ roles: ['Admin'] });
    mockFetch(() => jsonResponse({}, 500));
    renderWithProviders(
      <EmployeeJvBreakdown />,
      `/reports/employee-jv-breakdown?employee_uuid=${EMPLOYEE}&${MAY}`,
    );
    expect(await screen.findByText('Failed to load JV breakdown')).toBeTruthy();
  });
});

describe('BranchJvBreakdown', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the branch's JVs with its name in the title", async () => {
    storeToken({ roles: ['Admin'] });
    const fetchMock = mockFetch(() => jsonResponse(BRANCH_ANSWER));
    renderWithProviders(<BranchJvBreakdown />, `/reports/branch-jv-breakdown?branch_uuid=${BRANCH}&${MAY}`);
    expect(await screen.findByRole('heading', { name: 'Branch JV Breakdown: 101 Scottsdale' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Branch JV Breakdown' });
    expect(table.querySelector('tfoot')?.textContent).toBe('TOTAL93$3,250.00$700.00100%');
    expect(calls(fetchMock, '/reports/branches/jv-range')).toEqual([
      { branch_uuid: BRANCH, beg_date: '2031-05-01', end_date: '2031-05-31' },
    ]);
  });

  it("says 'Missing required parameters.' without a branch, and 'Failed to load branch JV breakdown' on failure", async () => {
    storeToken({ roles: ['Admin'] });
    mockFetch(() => jsonResponse({ detail: 'gone' }, 500));
    const first = renderWithProviders(<BranchJvBreakdown />, `/reports/branch-jv-breakdown?${MAY}`);
    expect(await screen.findByText('Missing required parameters.')).toBeTruthy();
    expect(screen.queryByLabelText('Begin Date')).toBeNull();
    first.unmount();
    mockFetch(() => jsonResponse({}, 500));
    renderWithProviders(<BranchJvBreakdown />, `/reports/branch-jv-breakdown?branch_uuid=${BRANCH}&${MAY}`);
    expect(await screen.findByText('Failed to load branch JV breakdown')).toBeTruthy();
  });
});
