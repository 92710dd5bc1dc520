import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, liveRoles, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { ANN, GIL } from './employee-reports.fixtures';
import { EmployeeSummaryReport } from './employee-summary-report';

/** The query of each GET of the report, as the server got it. */
const reportQueries = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith('/api/reports/employees?'))
    .map(([url]) => Object.fromEntries(new URL(String(url), 'http://hub.test').searchParams));

/** The column headers' words, without the sort marks. */
const headersOf = (table: HTMLElement) =>
  [...table.querySelectorAll('thead th')].map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim());

function serve(rows = [ANN, GIL]) {
  storeToken({ roles: ['Super User'] });
  return mockFetch((url) => {
    if (url === '/api/users/roles/live') return liveRoles();
    if (url.startsWith('/api/reports/employees?')) return jsonResponse(rows);
    return jsonResponse([]);
  });
}

describe('EmployeeSummaryReport', () => {
  // 28 February 2031 at 23:30 in Los Angeles, already 1 March in UTC: yesterday is 27 February.
  beforeEach(() => vi.useFakeTimers({ now: new Date('2031-03-01T07:30:00Z'), toFake: ['Date'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the Escrow Officer Report of the date in the address: month to date, links and TOTAL', async () => {
    const fetchMock = serve();
    renderWithProviders(<EmployeeSummaryReport />, '/reports/all-escrow?state=AZ&report_date=2030-03-20');
    expect(await screen.findByRole('heading', { level: 1, name: 'Escrow Officer Report' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Escrow Officer Report' });
    const headers = headersOf(table);
    expect(headers).toEqual([
      'Employee',
      'Revenue',
      'Opens',
      'Closes',
      'Commissionable Revenue',
      'Partner Total Revenue',
      'Partner Title Revenue',
      'JVs',
      'Monthly',
    ]);
    const ann = within(table).getByRole('link', { name: 'Alvarez, Ann' });
    expect(ann.getAttribute('href')).toBe(
      `/reports/eo-comm-report?employee_uuid=${ANN.uuid}&start_date=2030-03-01&end_date=2030-03-20`,
    );
    expect(
      within(table).getByRole('link', { name: 'JV breakdown of Alvarez, Ann' }).getAttribute('href'),
    ).toBe(
      `/reports/employee-jv-breakdown?employee_uuid=${ANN.uuid}&beg_date=2030-03-01&end_date=2030-03-20`,
    );
    expect(
      within(table).getByRole('link', { name: 'Monthly stats of Alvarez, Ann' }).getAttribute('href'),
    ).toBe(`/reports/employee/${ANN.uuid}?state=AZ&emp_type=EO`);
    // A negative figure in red parentheses; the TOTAL sums the rows to the cent.
    expect(within(table).getAllByText('($20.00)').length).toBeGreaterThan(0);
    const footer = table.querySelector('tfoot');
    expect(footer?.textContent).toContain('TOTAL');
    expect(footer?.textContent).toContain('$1,745.50'); // 1765.50 - 20.00
    expect(footer?.textContent).toContain('$1,680.25'); // 1700.25 - 20.00
    expect(reportQueries(fetchMock)).toEqual([
      { state: 'AZ', emp_type: 'EO', report_date: '2030-03-20', months: '1' },
    ]);
    expect(screen.getByRole('group', { name: 'Export Escrow Officer Report' })).toBeTruthy();
  });

  it('asks again for the date chosen, and keeps it in the address', async () => {
    const fetchMock = serve();
    const { router } = renderWithProviders(<EmployeeSummaryReport />, '/reports/all-escrow?state=AZ');
    const select = (await screen.findByLabelText('Report Date')) as HTMLSelectElement;
    expect(select.options.length).toBe(60);
    expect(select.value).toBe('2031-02-27');
    expect(reportQueries(fetchMock)[0]).toMatchObject({ report_date: '2031-02-27' });
    const second = select.options[1]?.value ?? '';
    expect(second).toBe('2031-02-26');
    fireEvent.change(select, { target: { value: second } });
    await waitFor(() => expect(router.state.location.search).toContain(`report_date=${second}`));
    await waitFor(() => expect(reportQueries(fetchMock).at(-1)).toMatchObject({ report_date: second }));
  });

  it('shows the Marketing Rep Report with a month selector and links to the order reports', async () => {
    const rep = { ...ANN, emp_type: 'REP' as const };
    const fetchMock = serve([rep]);
    renderWithProviders(
      <EmployeeSummaryReport />,
      '/reports/all-escrow?state=AZ&emp_type=REP&report_date=2030-02-28',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Marketing Rep Report' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Marketing Rep Report' });
    const headers = headersOf(table);
    expect(headers).toEqual([
      'Employee',
      'Gross Revenue',
      'Opens',
      'Closes',
      'Commissionable Revenue',
      'Monthly',
    ]);
    expect(within(table).getByRole('link', { name: 'Alvarez, Ann' }).getAttribute('href')).toBe(
      `/reports/rep-comm-report?employee_uuid=${ANN.uuid}&start_date=2030-02-01&end_date=2030-02-28`,
    );
    expect(within(table).getByRole('link', { name: '3 opens of Alvarez, Ann' }).getAttribute('href')).toBe(
      '/reports/open-orders?state=AZ&marketing_rep_id=11&open_start=2030-02-01&open_end=2030-02-28',
    );
    expect(within(table).getByRole('link', { name: '2 closes of Alvarez, Ann' }).getAttribute('href')).toBe(
      '/reports/closed-orders?state=AZ&marketing_rep_id=11&close_start=2030-02-01&close_end=2030-02-28',
    );
    const month = screen.getByLabelText('Month') as HTMLSelectElement;
    // The last 12 months, and the address's own month when it is older.
    expect(month.options.length).toBe(13);
    expect(month.options[0]?.textContent).toBe('February 2030');
    expect(month.options[1]?.textContent).toBe('February 2031');
    expect(month.value).toBe('2030-02-28');
    expect(reportQueries(fetchMock)).toEqual([
      { state: 'AZ', emp_type: 'REP', report_date: '2030-02-28', months: '1' },
    ]);
  });

  it("says 'No data.' without employees, and the spec's words when loading fails", async () => {
    serve([]);
    renderWithProviders(<EmployeeSummaryReport />, '/reports/all-escrow?report_date=2030-03-20');
    expect(await screen.findByText('No data.')).toBeTruthy();
    vi.unstubAllGlobals();
    storeToken({ roles: ['Super User'] });
    mockFetch((url) => (url === '/api/users/roles/live' ? liveRoles() : new Response('', { status: 500 })));
    renderWithProviders(<EmployeeSummaryReport />, '/reports/all-escrow?report_date=2030-03-19');
    expect(await screen.findByText('Failed to load report data')).toBeTruthy();
  });
});
