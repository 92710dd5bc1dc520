import type { EoDashboardFigures, EoDashboardResponse, EoDashboardRow } from '@hub/contract';
import { EO_DASHBOARD_SECTIONS } from '@hub/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { endingChoices } from '../utils/eo-dashboard-view';
import { EoDashboard } from './eo-dashboard';

const figures = (overrides: Partial<EoDashboardFigures> = {}): EoDashboardFigures => ({
  mtd_closed: 0,
  ytd_closed: 0,
  purchase_mtd: 0,
  purchase_ytd: 0,
  refi_mtd: 0,
  refi_ytd: 0,
  mtd_revenue: '0.00',
  ytd_revenue: '0.00',
  purchase_mtd_revenue: '0.00',
  purchase_ytd_revenue: '0.00',
  refi_mtd_revenue: '0.00',
  refi_ytd_revenue: '0.00',
  mtd_open: 0,
  ytd_open: 0,
  purch_open_mtd: 0,
  purch_open_ytd: 0,
  refi_open_mtd: 0,
  refi_open_ytd: 0,
  ytd_mag_revenue: '0.00',
  ytd_part_revenue: '0.00',
  cancelled_file_cnt: 0,
  purchase_mtd_pct: null,
  purchase_ytd_pct: null,
  refi_mtd_pct: null,
  refi_ytd_pct: null,
  purchase_mtd_rev_pct: null,
  purchase_ytd_rev_pct: null,
  refi_mtd_rev_pct: null,
  refi_ytd_rev_pct: null,
  purch_open_pct_mtd: null,
  purch_open_pct_ytd: null,
  refi_open_pct_mtd: null,
  refi_open_pct_ytd: null,
  avg_ticket_total: null,
  avg_ticket_mag_only: null,
  cancelled_file_pct: null,
  ...overrides,
});
const officer = (id: number | null, name: string, f: Partial<EoDashboardFigures>): EoDashboardRow => ({
  ...figures(f),
  branch_id: null,
  branch_name: null,
  escrow_officer_id: id,
  escrow_officer_name: name,
});
const branch = (id: number | null, name: string, f: Partial<EoDashboardFigures>): EoDashboardRow => ({
  ...figures(f),
  branch_id: id,
  branch_name: name,
  escrow_officer_id: null,
  escrow_officer_name: null,
});

function answerFor(query: Record<string, string>): EoDashboardResponse {
  return {
    generatedAt: '2026-11-27T20:05:00.000Z',
    params: { date_to: query.date_to ?? '', state: (query.state as 'AZ' | 'NV' | undefined) ?? null },
    reportClosedBreakdown: {
      data: {
        rows: [
          officer(7, 'Eve Officer', {
            ytd_closed: 3,
            purchase_ytd: 2,
            purchase_ytd_pct: 66.67,
            ytd_revenue: '2260.26',
            avg_ticket_total: '753.42',
          }),
          officer(null, 'No Escrow Officer', { ytd_closed: 1, purchase_ytd: 1, purchase_ytd_pct: 100 }),
          branch(3, '101 Scottsdale', { ytd_closed: 2, ytd_revenue: '2010.26', purchase_ytd_pct: 50 }),
          branch(null, 'No Branch', { ytd_closed: 2, ytd_revenue: '-50.00' }),
          branch(0, 'Total', {
            ytd_closed: 4,
            purchase_ytd: 3,
            purchase_ytd_pct: 75,
            ytd_revenue: '1960.26',
          }),
        ],
      },
    },
  };
}

/** The query of each GET of the dashboard, as the server got it. */
const dashboardQueries = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith('/api/reports/dashboard?'))
    .map(([url]) => Object.fromEntries(new URL(String(url), 'http://hub.test').searchParams));

/** A Super User's live roles (the dashboard waits for them), then the dashboard's answers. */
const LIVE = { roles: 'Super User', is_active: true, state: 'AZ' };

function serve(status = 200) {
  return mockFetch((url) => {
    if (url.startsWith('/api/users/roles/live')) return jsonResponse(LIVE);
    const query = Object.fromEntries(new URL(url, 'http://hub.test').searchParams);
    return status === 200 ? jsonResponse(answerFor(query)) : jsonResponse({ detail: 'Boom' }, status);
  });
}

const ending = () => screen.getByLabelText('Ending') as HTMLSelectElement;
const customDate = () =>
  screen.queryByLabelText('Custom Date', { selector: 'input' }) as HTMLInputElement | null;

// Friday 2026-11-27 at noon in Los Angeles; the weekend tests set their own day.
const FRIDAY_NOON = new Date('2026-11-27T20:00:00Z');
const TODAY = '2026-11-27';

describe('EoDashboard', () => {
  beforeEach(() => vi.useFakeTimers({ now: FRIDAY_NOON, toFake: ['Date'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for today in NV by default and shows the eight sections with their totals', async () => {
    storeToken({ roles: ['Super User'] });
    const fetchMock = serve();
    renderWithProviders(<EoDashboard />, '/reports/eo-dashboard');
    const closed = await screen.findByRole('table', { name: 'YTD Closed Breakdown' });
    expect(dashboardQueries(fetchMock)).toEqual([{ date_to: TODAY, state: 'NV' }]);
    for (const section of EO_DASHBOARD_SECTIONS) {
      expect(screen.getByRole('heading', { name: section.title })).toBeTruthy();
      expect(screen.getByRole('table', { name: section.title })).toBeTruthy();
      expect(screen.getByRole('group', { name: `Export ${section.title}` })).toBeTruthy();
    }
    // The officers' sections hold the officers (and 'No Escrow Officer'), the branches' the branches.
    expect(within(closed).getByText('Eve Officer')).toBeTruthy();
    expect(within(closed).getByText('No Escrow Officer')).toBeTruthy();
    expect(within(closed).queryByText('101 Scottsdale')).toBeNull();
    const branches = screen.getByRole('table', { name: 'YTD Closed Branch Breakdown' });
    expect(within(branches).getByText('No Branch')).toBeTruthy();
    expect(within(branches).queryByText('Eve Officer')).toBeNull();
    // Percentages with two decimals, a dash for nothing to divide by; the totals row is the answer's.
    expect(within(closed).getByText('66.67%')).toBeTruthy();
    expect(within(closed).getAllByText('—').length).toBeGreaterThan(0);
    const footer = within(closed.querySelector('tfoot') as HTMLElement);
    expect(footer.getByText('Total')).toBeTruthy();
    expect(footer.getByText('75.00%')).toBeTruthy();
    expect(footer.getByText('4')).toBeTruthy();
    const revenue = screen.getByRole('table', { name: 'YTD Snapshot By Branch' });
    expect(within(revenue).getByText('($50.00)')).toBeTruthy();
    expect(within(revenue.querySelector('tfoot') as HTMLElement).getByText('$1,960.26')).toBeTruthy();
    // The server's parameters.
    const params = screen.getByRole('group', { name: 'Report parameters' });
    expect(params.textContent).toContain(`date_to: ${TODAY}`);
    expect(params.textContent).toContain('state: NV');
    expect(params.textContent).toContain('Generated: 11/27/2026 12:05 PM');
  });

  it('offers the last 12 weekdays and Custom; All sends no state', async () => {
    storeToken({ roles: ['Admin'] });
    const fetchMock = serve();
    const { router } = renderWithProviders(<EoDashboard />, '/reports/eo-dashboard');
    await screen.findByRole('table', { name: 'YTD Closed Breakdown' });
    const options = Array.from(ending().options).map((o) => o.value);
    expect(options).toEqual([...endingChoices(FRIDAY_NOON).map((c) => c.value), 'custom']);
    expect(ending().options[12]?.textContent).toBe('Custom');

    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'all' } });
    await waitFor(() => expect(router.state.location.search).toContain('state=all'));
    await waitFor(() => expect(dashboardQueries(fetchMock).at(-1)).toEqual({ date_to: TODAY }));
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Report parameters' }).textContent).toContain('state: All'),
    );

    const older = endingChoices(FRIDAY_NOON)[3]?.value ?? '';
    fireEvent.change(ending(), { target: { value: older } });
    await waitFor(() => expect(dashboardQueries(fetchMock).at(-1)).toEqual({ date_to: older }));
    expect(router.state.location.search).toContain(`date_to=${older}`);
  });

  it('picks Custom, then a typed date goes to the address and the request', async () => {
    storeToken({ roles: ['Super User'] });
    const fetchMock = serve();
    const { router } = renderWithProviders(<EoDashboard />, '/reports/eo-dashboard?state=AZ');
    await screen.findByRole('table', { name: 'YTD Closed Breakdown' });
    expect(customDate()).toBeNull();
    fireEvent.change(ending(), { target: { value: 'custom' } });
    const input = (await screen.findByLabelText('Custom Date', { selector: 'input' })) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '2025-06-30' } });
    fireEvent.blur(input);
    await waitFor(() => expect(router.state.location.search).toContain('date_to=2025-06-30'));
    await waitFor(() =>
      expect(dashboardQueries(fetchMock).at(-1)).toEqual({ date_to: '2025-06-30', state: 'AZ' }),
    );
    expect(ending().value).toBe('custom');
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Report parameters' }).textContent).toContain(
        'date_to: 2025-06-30',
      ),
    );
  });

  it('opens a custom date from the address with the date input shown', async () => {
    storeToken({ roles: ['Super User'] });
    serve();
    renderWithProviders(<EoDashboard />, '/reports/eo-dashboard?date_to=2024-12-31');
    await screen.findByRole('table', { name: 'YTD Closed Breakdown' });
    expect(ending().value).toBe('custom');
    expect((screen.getByLabelText('Custom Date', { selector: 'input' }) as HTMLInputElement).value).toBe(
      '2024-12-31',
    );
  });

  // On a weekend today is not among the weekdays offered: the report runs for today, and the Ending
  // reads Custom with today in the date input (not an empty one).
  for (const [day, now, today] of [
    ['Saturday', '2026-11-28T20:00:00Z', '2026-11-28'],
    ['Sunday (23:30, already Monday in UTC)', '2026-11-30T07:30:00Z', '2026-11-29'],
  ] as const) {
    it(`on a ${day} shows Custom with the date the report was run for`, async () => {
      vi.setSystemTime(new Date(now));
      storeToken({ roles: ['Super User'] });
      const fetchMock = serve();
      renderWithProviders(<EoDashboard />, '/reports/eo-dashboard');
      await screen.findByRole('table', { name: 'YTD Closed Breakdown' });
      expect(dashboardQueries(fetchMock)).toEqual([{ date_to: today, state: 'NV' }]);
      expect(screen.getByRole('group', { name: 'Report parameters' }).textContent).toContain(
        `date_to: ${today}`,
      );
      expect(ending().value).toBe('custom');
      expect(customDate()?.value).toBe(today);
      expect(ending().options[0]?.value).toBe('2026-11-27');

      // Friday, then Custom again: the input starts at the date the report shows.
      fireEvent.change(ending(), { target: { value: '2026-11-27' } });
      await waitFor(() =>
        expect(dashboardQueries(fetchMock).at(-1)).toEqual({ date_to: '2026-11-27', state: 'NV' }),
      );
      expect(customDate()).toBeNull();
      fireEvent.change(ending(), { target: { value: 'custom' } });
      await waitFor(() => expect(customDate()?.value).toBe('2026-11-27'));
      expect(dashboardQueries(fetchMock).at(-1)).toEqual({ date_to: '2026-11-27', state: 'NV' });
    });
  }

  it("shows 'Error: HTTP {status}' and no figures when the call fails", async () => {
    storeToken({ roles: ['Super User'] });
    serve(500);
    renderWithProviders(<EoDashboard />, '/reports/eo-dashboard');
    expect((await screen.findByRole('alert')).textContent).toBe('Error: HTTP 500');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows 'Failed to fetch' when the server cannot be reached", async () => {
    storeToken({ roles: ['Super User'] });
    mockFetch((url) => {
      if (url.startsWith('/api/users/roles/live')) return jsonResponse(LIVE);
      throw new TypeError('fetch failed');
    });
    renderWithProviders(<EoDashboard />, '/reports/eo-dashboard');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("says 'Access denied or invalid token.' to a user with no state, and asks nothing", async () => {
    storeToken({ roles: ['State Super User'] });
    const fetchMock = mockFetch((url) =>
      url.startsWith('/api/users/roles/live')
        ? jsonResponse({ roles: 'State Super User', is_active: true, state: null })
        : jsonResponse(answerFor({})),
    );
    renderWithProviders(<EoDashboard />, '/reports/eo-dashboard');
    expect((await screen.findByRole('alert')).textContent).toBe('Access denied or invalid token.');
    expect(dashboardQueries(fetchMock)).toEqual([]);
  });
});
