import type { Branch, RevenueTrendResponse, RevenueTrendRow } from '@hub/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPORT_DATA_FAILED } from '@/components/page';
import { jsonResponse, liveRoles, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { TREND_LEGEND, UNKNOWN_BRANCH } from '../utils/trend-grid';
import { RevenueTrendReport } from './revenue-trend-report';

const row = (month_name: string, day: number, stat_date: string, figures: Partial<RevenueTrendRow> = {}) => ({
  month_name,
  business_day_of_month: day,
  stat_date,
  today_open: 0,
  mtd_open: 0,
  today_closed: 0,
  mtd_closed: 0,
  today_revenue: '0.00',
  mtd_revenue: '0.00',
  today_partner_revenue: '0.00',
  mtd_partner_revenue: '0.00',
  ...figures,
});

const TREND: RevenueTrendResponse = {
  state: 'AZ',
  branch_id: null,
  branch_name: null,
  months_back: 2,
  rows: [
    row('November 2026', 1, '2026-11-02', {
      today_open: 3,
      mtd_open: 3,
      today_revenue: '1234.50',
      mtd_revenue: '1234.50',
    }),
    row('November 2026', 2, '2026-11-03', {
      today_open: 2,
      mtd_open: 5,
      today_revenue: '100.00',
      mtd_revenue: '1334.50',
    }),
    row('October 2026', 1, '2026-10-01', {
      today_closed: 1,
      mtd_closed: 1,
      today_partner_revenue: '300.00',
      mtd_partner_revenue: '300.00',
    }),
  ],
};
const branch = (branch_id: number, name: string, state: 'AZ' | 'NV'): Branch => ({
  uuid: `00000000-0000-4000-8000-00000000000${branch_id}`,
  branch_id,
  code: null,
  name,
  alias: null,
  add1: null,
  add2: null,
  city: null,
  state,
  zip: null,
  phone_number: null,
  active: true,
  escrow_employee_count_override: null,
  cost_center_id: null,
  cost_center_desc: null,
  cost_center_code: null,
  version: 1,
});
const BRANCHES = [branch(7, '101 Scottsdale - Magnus Title Agency', 'AZ'), branch(9, '201 Reno', 'NV')];

type Serve = {
  trend?: (url: URL) => Response;
  branches?: () => Response;
  roles?: string;
  state?: 'AZ' | 'NV';
};

function serve({ trend, branches, roles = 'Super User', state = 'AZ' }: Serve = {}) {
  return mockFetch((url) => {
    if (url.startsWith('/api/users/roles/live')) return liveRoles({ roles, state });
    if (url.startsWith('/api/branches')) return branches ? branches() : jsonResponse(BRANCHES);
    const parsed = new URL(url, 'http://hub.test');
    return trend ? trend(parsed) : jsonResponse(TREND);
  });
}
const trendQueries = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith('/api/revenue/trend?'))
    .map(([url]) => Object.fromEntries(new URL(String(url), 'http://hub.test').searchParams));

describe('RevenueTrendReport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows business days down and months across, newest first: that day / MTD, whole dollars', async () => {
    storeToken({ roles: ['Super User'] });
    const fetchMock = serve();
    renderWithProviders(<RevenueTrendReport />, '/reports/revenue-trend');
    const grid = await screen.findByRole('table', { name: 'Revenue Trend — AZ' });
    expect(screen.getByRole('heading', { level: 1, name: 'Revenue Trend — AZ' })).toBeTruthy();
    expect(screen.getByText(TREND_LEGEND)).toBeTruthy();
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Business Day', 'November 2026', 'October 2026']);
    // 23 business days down.
    expect(within(grid).getAllByRole('rowheader')).toHaveLength(23);
    const cell = grid.querySelector('[data-date="2026-11-03"]');
    expect(cell?.textContent).toBe(
      '11/03/2026 TueOpens: 2 / 5Closed: 0 / 0Revenue: $100 / $1,335Partner Total Revenue: $0 / $0',
    );
    expect(grid.querySelector('[data-date="2026-10-01"]')?.textContent).toContain(
      'Partner Total Revenue: $300 / $300',
    );
    expect(trendQueries(fetchMock)).toEqual([{ state: 'AZ', months_back: '14' }]);
    expect(screen.getByRole('group', { name: 'Export Revenue Trend' })).toBeTruthy();
    // The chart's summary in words, the newest months chosen.
    expect(
      screen.getByText(
        /^MTD revenue by business day\. November 2026: \$1,335 by business day 2; October 2026: \$0/,
      ),
    ).toBeTruthy();
  });

  it("names the branch in the title, offers the state's branches, and writes a choice into the address", async () => {
    storeToken({ roles: ['Super User'] });
    const fetchMock = serve({
      trend: (url) =>
        jsonResponse(
          url.searchParams.get('branch_id') === '7'
            ? { ...TREND, branch_id: 7, branch_name: '101 Scottsdale' }
            : TREND,
        ),
    });
    const { router } = renderWithProviders(<RevenueTrendReport />, '/reports/revenue-trend?months_back=2');
    const branch = (await screen.findByLabelText('Branch')) as HTMLSelectElement;
    await waitFor(() =>
      expect(
        within(branch)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All branches', '101 Scottsdale']),
    );
    fireEvent.change(branch, { target: { value: '7' } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Revenue Trend — 101 Scottsdale' }),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?branch_id=7&months_back=2'));
    expect(trendQueries(fetchMock).at(-1)).toEqual({ state: 'AZ', months_back: '2', branch_id: '7' });
  });

  it("says 'Unknown Branch' when the branch name cannot be loaded, and the spec's words on failure", async () => {
    storeToken({ roles: ['Super User'] });
    serve({
      trend: () => jsonResponse({ detail: 'boom' }, 500),
      branches: () => jsonResponse({ detail: 'no' }, 500),
    });
    renderWithProviders(<RevenueTrendReport />, '/reports/revenue-trend?branch_id=7');
    expect(
      await screen.findByRole('heading', { level: 1, name: `Revenue Trend — ${UNKNOWN_BRANCH}` }),
    ).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe(REPORT_DATA_FAILED);
  });

  it('shows a State Super User their own state, whatever the address asks', async () => {
    storeToken({ roles: ['State Super User'], default_state: 'NV' });
    const fetchMock = serve({ roles: 'State Super User', state: 'NV' });
    renderWithProviders(<RevenueTrendReport />, '/reports/revenue-trend?state=AZ');
    expect(await screen.findByRole('heading', { level: 1, name: 'Revenue Trend — NV' })).toBeTruthy();
    expect(trendQueries(fetchMock)).toEqual([{ state: 'NV', months_back: '14' }]);
    const state = screen.getByLabelText('State') as HTMLSelectElement;
    expect(
      within(state)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['NV']);
  });
});
