import type { EmployeeListRow, RepBranchRow } from '@hub/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, liveRoles, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { PICK_A_REP, RepSummary } from './rep-summary';

const REP: EmployeeListRow = {
  uuid: '5d9c2f1a-7b3e-4a8d-8c6f-1e2d3c4b5a69',
  employee_id: 7,
  first_name: 'Rita',
  last_name: 'Rep',
  email: null,
  title: null,
  state: 'AZ',
  is_active: true,
  emp_type: 'REP',
  def_branch: null,
  def_branch_name: null,
  payroll_id: null,
  share_with: [],
  user_roles: [],
  version: 1,
};

const ROWS: RepBranchRow[] = [
  {
    branch_id: 3,
    branch_name: '101 Scottsdale',
    open_cnt: 2,
    close_cnt: 1,
    total_revenue: '1225.00',
    commissionable_revenue: '1225.00',
    pct_comm_rev: 100,
  },
  {
    branch_id: 4,
    branch_name: '202 Mesa',
    open_cnt: 1,
    close_cnt: 1,
    total_revenue: '600.00',
    commissionable_revenue: '540.00',
    pct_comm_rev: 90,
  },
  {
    branch_id: 0,
    branch_name: 'TOTAL',
    open_cnt: 3,
    close_cnt: 2,
    total_revenue: '1825.00',
    commissionable_revenue: '1765.00',
    pct_comm_rev: 96.71,
  },
];

const queriesOf = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith(`/api${path}?`))
    .map(([url]) => Object.fromEntries(new URL(String(url), 'http://hub.test').searchParams));

function serve(answer: () => Response = () => jsonResponse(ROWS)) {
  storeToken({ roles: ['Super User'] });
  return mockFetch((url) => {
    if (url === '/api/users/roles/live') return liveRoles();
    if (url.startsWith('/api/employees?')) return jsonResponse([REP]);
    if (url.startsWith('/api/reports/rep-branch?')) return answer();
    return jsonResponse([]);
  });
}

describe('RepSummary', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows the rep's branches with the TOTAL row, the percent of the total the server's", async () => {
    const fetchMock = serve();
    renderWithProviders(
      <RepSummary />,
      `/reports/rep-summary?state=AZ&rep_uuid=${REP.uuid}&beg_dt=2030-03-01&end_dt=2030-03-20`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Marketing Rep Summary' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Marketing Rep Summary' });
    expect(within(table).getByText('202 Mesa')).toBeTruthy();
    expect(within(table).getByText('90.00%')).toBeTruthy();
    const footer = table.querySelector('tfoot');
    expect(footer?.textContent).toBe('TOTAL32$1,825.00$1,765.0096.71%');
    expect(queriesOf(fetchMock, '/reports/rep-branch')).toEqual([
      { state: 'AZ', beg_dt: '2030-03-01', end_dt: '2030-03-20', rep_uuid: REP.uuid },
    ]);
    expect(queriesOf(fetchMock, '/employees')).toEqual([{ emp_type: 'REP', is_active: 'true', state: 'AZ' }]);
  });

  it('starts at this month to date and asks the user to pick a rep', async () => {
    // 28 February 2027 at 23:30 in Los Angeles, already 1 March in UTC.
    vi.useFakeTimers({ now: new Date('2027-03-01T07:30:00Z'), toFake: ['Date'] });
    const fetchMock = serve();
    const { router } = renderWithProviders(<RepSummary />, '/reports/rep-summary');
    expect(await screen.findByText(PICK_A_REP)).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toContain('beg_dt=2027-02-01'));
    expect(router.state.location.search).toContain('end_dt=2027-02-28');
    expect(queriesOf(fetchMock, '/reports/rep-branch')).toEqual([]);
  });

  it("says 'Failed to load rep summary' when loading fails", async () => {
    serve(() => new Response('', { status: 500 }));
    renderWithProviders(
      <RepSummary />,
      `/reports/rep-summary?rep_uuid=${REP.uuid}&beg_dt=2030-03-01&end_dt=2030-03-20`,
    );
    expect(await screen.findByText('Failed to load rep summary')).toBeTruthy();
  });
});
