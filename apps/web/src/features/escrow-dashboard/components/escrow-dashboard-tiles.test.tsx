import type { EmployeeFigures, EmployeeMonthlyReport } from '@hub/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ZERO_FIGURES } from '@/test/employees';
import { jsonResponse, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { AWAITING_DISTRIBUTION_TITLE, EscrowDashboardTiles } from './escrow-dashboard-tiles';
import { NO_LINKED_OFFICERS } from './linked-officers-tile';

const EMPLOYEE = '5d9c2f1a-7b3e-4a8d-8c6f-1e2d3c4b5a69';
// 18:00 UTC on 10 February 2026: February in Los Angeles.
const NOW = new Date('2026-02-10T18:00:00Z');

const figures = (overrides: Partial<EmployeeFigures>): EmployeeFigures => ({ ...ZERO_FIGURES, ...overrides });

const linkedOfficer = (
  uuid: string,
  first_name: string,
  monthly: Record<string, Partial<EmployeeFigures>>,
): EmployeeMonthlyReport['monthly_sub_eo'][number] => ({
  uuid,
  employee_id: 50,
  first_name,
  last_name: 'Linked',
  is_active: true,
  monthly: Object.fromEntries(Object.entries(monthly).map(([month, f]) => [month, figures(f)])),
  mtd: figures({}),
});

const report = (
  monthly: Record<string, Partial<EmployeeFigures>>,
  linked: EmployeeMonthlyReport['monthly_sub_eo'] = [],
): EmployeeMonthlyReport[] => [
  {
    uuid: EMPLOYEE,
    employee_id: 42,
    first_name: 'Erin',
    last_name: 'Officer',
    emp_type: 'EO',
    state: 'NV',
    is_active: true,
    monthly: Object.fromEntries(Object.entries(monthly).map(([month, f]) => [month, figures(f)])),
    mtd: figures({}),
    monthly_sub_eo: linked,
  },
];

function tile(name: string) {
  return screen.getByRole('group', { name });
}

describe('EscrowDashboardTiles', () => {
  beforeEach(() => {
    storeToken({ roles: ['Escrow Officer'], employee_uuid: EMPLOYEE });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows My Open, My Closed and My Comm. Revenue for the previous, current and next month', async () => {
    const fetch = mockFetch((url) => {
      if (!url.includes('/reports/employees')) return jsonResponse({ detail: 'unexpected' }, 500);
      // March, the next month, has no figures yet: the answer leaves it out.
      return jsonResponse(
        report({
          '2026-01': { opens: 12, closes: 9, commissionableRev: '15234.5' },
          '2026-02': { opens: 4, closes: 1_203, commissionableRev: '980.00' },
        }),
      );
    });
    const branchSummary = vi.fn((state: string) => <p>Summary of {state}</p>);
    renderWithProviders(
      <EscrowDashboardTiles
        employeeUuid={EMPLOYEE}
        defaultState="AZ"
        now={NOW}
        branchSummary={branchSummary}
      />,
    );

    await waitFor(() => expect(within(tile('Previous Month, January 2026')).getByText('12')).toBeTruthy());
    const january = within(tile('Previous Month, January 2026'));
    expect(january.getByText('9')).toBeTruthy();
    expect(january.getByText('$15,234.50')).toBeTruthy();
    const february = within(tile('Current Month, February 2026'));
    await waitFor(() => expect(february.getByText('1,203')).toBeTruthy());
    expect(february.getByText('$980.00')).toBeTruthy();
    const march = within(tile('Next Month, March 2026'));
    expect(march.getAllByText('0')).toHaveLength(2);
    expect(march.getByText('$0.00')).toBeTruthy();
    // The branch summary follows the employee's own state once the answer names it.
    await waitFor(() => expect(screen.getByText('Summary of NV')).toBeTruthy());

    // One call: the three months, to the last day of the next month.
    const asked = fetch.mock.calls
      .map(([url]) => new URL(String(url), 'http://hub.test'))
      .filter((url) => url.pathname === '/api/reports/employees');
    expect(asked.map((url) => url.search)).toEqual([
      `?uuid=${EMPLOYEE}&emp_type=EO&report_date=2026-03-31&months=3`,
    ]);
    expect(screen.getByRole('form', { name: 'Client History' })).toBeTruthy();
    expect(screen.getByText(AWAITING_DISTRIBUTION_TITLE)).toBeTruthy();
  });

  it('shows zeros when the figures cannot be read, and the default state for the summary', async () => {
    mockFetch(() => jsonResponse({ detail: 'You may not see this employee.' }, 403));
    renderWithProviders(
      <EscrowDashboardTiles
        employeeUuid={EMPLOYEE}
        defaultState="AZ"
        now={NOW}
        branchSummary={(state) => <p>Summary of {state}</p>}
        commissionTile={<p>The commission tile</p>}
      />,
    );
    expect(screen.getByText('The commission tile')).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText('Loading February 2026')).toBeNull());
    for (const name of [
      'Previous Month, January 2026',
      'Current Month, February 2026',
      'Next Month, March 2026',
    ]) {
      const month = within(tile(name));
      expect(month.getAllByText('0')).toHaveLength(2);
      expect(month.getByText('$0.00')).toBeTruthy();
    }
    expect(screen.getByText('Summary of AZ')).toBeTruthy();
    expect(screen.getByText(NO_LINKED_OFFICERS)).toBeTruthy();
  });

  it("lists the linked escrow officers with the current month's opens, closes and commissionable revenue", async () => {
    mockFetch(() =>
      jsonResponse(
        report({ '2026-02': { opens: 9, closes: 5, commissionableRev: '2500.00' } }, [
          linkedOfficer('aaaaaaaa-1111-4111-8111-111111111111', 'Ada', {
            '2026-01': { opens: 7, closes: 7, commissionableRev: '7777.00' },
            '2026-02': { opens: 3, closes: 2, commissionableRev: '1200.50' },
          }),
          // Linked, but nothing in February: zeros.
          linkedOfficer('bbbbbbbb-2222-4222-8222-222222222222', 'Bo', {}),
        ]),
      ),
    );
    renderWithProviders(<EscrowDashboardTiles employeeUuid={EMPLOYEE} defaultState="AZ" now={NOW} />);
    const table = await screen.findByRole('table', { name: 'Linked Escrow Officers, February 2026' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Officer', 'Opens', 'Closes', 'Comm. Revenue'],
      ['Ada Linked', '3', '2', '$1,200.50'],
      ['Bo Linked', '0', '0', '$0.00'],
    ]);
  });
});
