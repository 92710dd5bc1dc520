import type { JvSummaryResponse } from '@hub/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, liveRoles, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { JvSummary } from './jv-summary';

const JV_UUID = '11111111-1111-4111-8111-111111111111';
const SUMMARY: JvSummaryResponse = {
  state: 'AZ',
  report_date: '2031-05-14',
  mtd_start: '2031-05-01',
  rows: [
    {
      jv_uuid: JV_UUID,
      jv_id: 7,
      jv_name: 'Alpha Homes JV',
      today_open: 1,
      mtd_open: 4,
      today_closed: 1,
      mtd_closed: 2,
      canceled_count: 0,
      opens_less_cancel: 4,
      title_rev_mtd: '1250.00',
      title_rev_today: '1000.00',
    },
    {
      jv_uuid: '22222222-2222-4222-8222-222222222222',
      jv_id: 8,
      jv_name: 'beta Realty JV',
      today_open: 0,
      mtd_open: 1,
      today_closed: 0,
      mtd_closed: 1,
      canceled_count: 1,
      opens_less_cancel: 0,
      title_rev_mtd: '400.10',
      title_rev_today: '0.00',
    },
    {
      jv_uuid: null,
      jv_id: 0,
      jv_name: 'TOTAL',
      today_open: 1,
      mtd_open: 5,
      today_closed: 1,
      mtd_closed: 3,
      canceled_count: 1,
      opens_less_cancel: 4,
      title_rev_mtd: '1650.10',
      title_rev_today: '1000.00',
    },
  ],
};

const summaryQueries = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith('/api/reports/jvs?'))
    .map(([url]) => Object.fromEntries(new URL(String(url), 'http://hub.test').searchParams));

function serve(
  options: { days?: string[] | 'fail'; state?: 'AZ' | 'NV'; roles?: string; summary?: typeof SUMMARY } = {},
) {
  return mockFetch((url) => {
    if (url.startsWith('/api/users/roles/live'))
      return liveRoles({ roles: options.roles, state: options.state });
    if (url.startsWith('/api/calendar/all-days'))
      return options.days === 'fail'
        ? jsonResponse({ detail: 'down' }, 500)
        : jsonResponse(options.days ?? ['2031-05-14', '2031-05-13']);
    return jsonResponse(options.summary ?? SUMMARY);
  });
}

describe('JvSummary', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each JV with its links and the TOTAL row, for the newest business day by default', async () => {
    storeToken({ roles: ['Super User'] });
    const fetchMock = serve();
    renderWithProviders(<JvSummary />, '/reports/jvs');
    expect(await screen.findByRole('heading', { name: 'JV Escrow Summary' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'JV Escrow Summary' });
    expect(summaryQueries(fetchMock)).toEqual([{ state: 'AZ', report_date: '2031-05-14' }]);
    const jv = within(table).getByRole('link', { name: 'Alpha Homes JV' });
    expect(jv.getAttribute('href')).toBe(`/reports/jv-history-by-group/${JV_UUID}`);
    expect(within(table).getByRole('link', { name: 'JV Mix of Alpha Homes JV' }).getAttribute('href')).toBe(
      `/reports/jv-mix?jv_uuid=${JV_UUID}&beg_date=2031-05-01&end_date=2031-05-14`,
    );
    expect(
      within(table).getByRole('link', { name: '4 opens mtd of Alpha Homes JV' }).getAttribute('href'),
    ).toBe('/reports/open-orders?state=AZ&jv_entity_id=7&open_start=2031-05-01&open_end=2031-05-14');
    expect(
      within(table).getByRole('link', { name: '1 closed today of Alpha Homes JV' }).getAttribute('href'),
    ).toBe('/reports/closed-orders?state=AZ&jv_entity_id=7&close_start=2031-05-14&close_end=2031-05-14');
    // The TOTAL row is the footer (the sum of the JV rows), not a JV row.
    const footer = table.querySelector('tfoot');
    expect(footer?.textContent).toBe('TOTAL151314$1,000.00$1,650.10');
    expect(within(table).queryByRole('link', { name: 'TOTAL' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Export JV Escrow Summary' })).toBeTruthy();
  });

  it("shows the server's TOTAL row as it answers it, never a sum of its own", async () => {
    storeToken({ roles: ['Super User'] });
    const rows = SUMMARY.rows.map((row) =>
      row.jv_id === 0 ? { ...row, mtd_open: 1500, title_rev_mtd: '-12.34' } : row,
    );
    serve({ summary: { ...SUMMARY, rows } });
    renderWithProviders(<JvSummary />, '/reports/jvs');
    const table = await screen.findByRole('table', { name: 'JV Escrow Summary' });
    expect(table.querySelector('tfoot')?.textContent).toBe('TOTAL11,5001314$1,000.00($12.34)');
  });

  it('asks for the state and date chosen, from the address', async () => {
    storeToken({ roles: ['Admin'] });
    const fetchMock = serve({ roles: 'Admin' });
    const { router } = renderWithProviders(<JvSummary />, '/reports/jvs?state=NV&report_date=2031-05-13');
    await screen.findByRole('table', { name: 'JV Escrow Summary' });
    expect(summaryQueries(fetchMock)).toEqual([{ state: 'NV', report_date: '2031-05-13' }]);
    fireEvent.change(screen.getByLabelText('Report Date'), { target: { value: '2031-05-14' } });
    await waitFor(() =>
      expect(summaryQueries(fetchMock).at(-1)).toEqual({ state: 'NV', report_date: '2031-05-14' }),
    );
    expect(router.state.location.search).toContain('report_date=2031-05-14');
  });

  it('starts a State Super User of NV in their own state and says when business days fail', async () => {
    storeToken({ roles: ['State Super User'], default_state: 'NV' });
    const fetchMock = serve({ roles: 'State Super User', state: 'NV', days: 'fail' });
    renderWithProviders(<JvSummary />, '/reports/jvs');
    expect(await screen.findByText('Failed to load business days')).toBeTruthy();
    await waitFor(() => expect(summaryQueries(fetchMock)[0]?.state).toBe('NV'));
  });

  it("says the spec's words when the report fails", async () => {
    storeToken({ roles: ['Super User'] });
    mockFetch((url) => {
      if (url.startsWith('/api/users/roles/live')) return liveRoles();
      if (url.startsWith('/api/calendar/all-days')) return jsonResponse(['2031-05-14']);
      return jsonResponse({}, 500);
    });
    renderWithProviders(<JvSummary />, '/reports/jvs');
    expect(await screen.findByText('Failed to load report data')).toBeTruthy();
  });
});
