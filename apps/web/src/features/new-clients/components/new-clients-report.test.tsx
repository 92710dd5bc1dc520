import type { EmployeeOption, NewClient } from '@hub/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_NEW_CLIENTS } from '@/components/page';
import { jsonResponse, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { NewClientsReport } from './new-clients-report';

const CLIENTS: NewClient[] = [
  {
    uuid: '11111111-1111-4111-8111-111111111111',
    company_name: 'Beta Builders',
    individual_name: null,
    files: 2,
    first_open_date: '2030-03-05',
  },
  {
    uuid: '22222222-2222-4222-8222-222222222222',
    company_name: null,
    individual_name: 'Zed Individual',
    files: 3,
    first_open_date: '2030-03-25',
  },
];
const REP: EmployeeOption = {
  employee_id: 7,
  uuid: '5d9c2f1a-7b3e-4a8d-8c6f-1e2d3c4b5a69',
  first_name: 'Rita',
  last_name: 'Rep',
  emp_type: 'REP',
  state: 'AZ',
  is_active: true,
};
const MARCH = '/reports/new-clients?start_date=2030-03-01&end_date=2030-03-31';

/** The query of each GET of the report, as the server got it. */
const reportQueries = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith('/api/clients/reports/new-clients?'))
    .map(([url]) => Object.fromEntries(new URL(String(url), 'http://hub.test').searchParams));

function serve(clients: NewClient[]) {
  return mockFetch((url) => {
    if (url.startsWith('/api/employees/simple')) return jsonResponse([REP]);
    return jsonResponse(clients);
  });
}

describe('NewClientsReport', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('lists the new clients of the range in the address, with the total of their files', async () => {
    storeToken({ roles: ['Admin'] });
    const fetchMock = serve(CLIENTS);
    renderWithProviders(<NewClientsReport />, MARCH);
    const table = await screen.findByRole('table', { name: 'New Clients' });
    expect(within(table).getByText('Beta Builders')).toBeTruthy();
    expect(within(table).getByText('Zed Individual')).toBeTruthy();
    expect(within(table).getByText('03/05/2030')).toBeTruthy();
    // The totals row: the files of the rows, added up here.
    const total = CLIENTS.reduce((sum, c) => sum + c.files, 0);
    const footer = table.querySelector('tfoot');
    expect(footer?.textContent).toBe(`Total${total}`);
    expect(reportQueries(fetchMock)).toEqual([{ start_date: '2030-03-01', end_date: '2030-03-31' }]);
    expect(screen.getByRole('group', { name: 'Export New Clients' })).toBeTruthy();
  });

  it("says the spec's words when the range has no new client", async () => {
    storeToken({ roles: ['Admin'] });
    serve([]);
    renderWithProviders(<NewClientsReport />, MARCH);
    expect(await screen.findByText(NO_NEW_CLIENTS)).toBeTruthy();
    expect(NO_NEW_CLIENTS).toBe('No new clients found for the selected date range.');
  });

  it('starts at the first of the month (Los Angeles) to today, and writes the range into the address', async () => {
    // 28 February 2027 at 23:30 in Los Angeles, already 1 March in UTC.
    vi.useFakeTimers({ now: new Date('2027-03-01T07:30:00Z'), toFake: ['Date'] });
    storeToken({ roles: ['Sales'] });
    const fetchMock = serve(CLIENTS);
    const { router } = renderWithProviders(<NewClientsReport />, '/reports/new-clients');
    const range = { start_date: '2027-02-01', end_date: '2027-02-28' };
    await waitFor(() => expect(reportQueries(fetchMock)).toEqual([range]));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(range),
    );
    // A Sales user sees their own clients: no rep to pick.
    expect(screen.queryByLabelText('Marketing Rep')).toBeNull();
  });

  it("sends an administrator's rep from the address", async () => {
    storeToken({ roles: ['Super User'] });
    const fetchMock = serve(CLIENTS);
    renderWithProviders(<NewClientsReport />, `${MARCH}&rep_uuid=${REP.uuid}`);
    await screen.findByRole('table', { name: 'New Clients' });
    expect(reportQueries(fetchMock)).toEqual([
      { start_date: '2030-03-01', end_date: '2030-03-31', marketing_rep_uuid: REP.uuid },
    ]);
    await waitFor(() =>
      expect(
        screen
          .getAllByLabelText('Marketing Rep')
          .filter(
            (node): node is HTMLInputElement => node instanceof HTMLInputElement && node.type !== 'hidden',
          )
          .map((input) => input.value),
      ).toEqual(['Rep, Rita (AZ)']),
    );
  });

  it('asks nothing for a reversed range and says why at the end date', async () => {
    storeToken({ roles: ['Admin'] });
    const fetchMock = serve(CLIENTS);
    renderWithProviders(
      <NewClientsReport />,
      '/reports/new-clients?start_date=2030-03-31&end_date=2030-03-01',
    );
    expect(await screen.findByText('must be on or after start_date')).toBeTruthy();
    expect(reportQueries(fetchMock)).toEqual([]);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
