import type { YearFigures, YearlyComparisonResponse, YearlyComparisonRow } from '@hub/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, liveRoles, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { revenueChartData, yearChoices } from '../utils/yearly-comparison-view';
import { YearlyComparison } from './yearly-comparison';

const figures = (opens: number, closes: number, revenue: string): YearFigures => ({ opens, closes, revenue });

function branch(
  id: number | null,
  name: string,
  march: YearFigures,
  prior: YearFigures,
): YearlyComparisonRow {
  return {
    branch_id: id,
    branch_uuid: null,
    branch_name: name,
    months: Array.from({ length: 12 }, (_, i) => ({
      month: i + 1,
      current: i < 3 ? (i === 2 ? march : figures(0, 0, '0.00')) : null,
      prior: i < 3 ? (i === 2 ? prior : figures(0, 0, '0.00')) : null,
      // Last year's days after March 10, apart: the rest of March, then the whole months.
      prior_rest: i === 2 ? figures(1, 2, '500.00') : i > 2 ? figures(0, 0, '0.00') : null,
    })),
    ytd: {
      current: march,
      prior,
      open_chg: prior.opens === 0 ? null : ((march.opens - prior.opens) / prior.opens) * 100,
      close_chg: null,
      revenue_chg: -25,
    },
  };
}

const ANSWER: YearlyComparisonResponse = {
  state: 'AZ',
  year: 2031,
  prior_year: 2030,
  through: '2031-03-10',
  prior_through: '2030-03-10',
  rows: [
    branch(11, '101 Scottsdale', figures(3, 1, '750.00'), figures(2, 1, '1000.00')),
    branch(12, '102 Phoenix', figures(1, 0, '0.00'), figures(0, 0, '0.00')),
    branch(0, 'TOTAL', figures(4, 1, '750.00'), figures(2, 1, '1000.00')),
  ],
};

const queries = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith('/api/reports/branches/yearly-comparison?'))
    .map(([url]) => Object.fromEntries(new URL(String(url), 'http://hub.test').searchParams));

function serve(answer: YearlyComparisonResponse | 'fail' = ANSWER) {
  return mockFetch((url) => {
    if (url.startsWith('/api/users/roles/live')) return liveRoles();
    return answer === 'fail' ? jsonResponse({}, 500) : jsonResponse(answer);
  });
}

/** Recharts measures its box. */
function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

beforeAll(stubResizeObserver);

describe('YearlyComparison', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    stubResizeObserver();
  });

  it('shows the year to date by branch with TOTAL, and the months of TOTAL with its chart', async () => {
    storeToken({ roles: ['Super User'] });
    const fetchMock = serve();
    renderWithProviders(<YearlyComparison />, '/reports/branches/yearly-comparison?state=AZ&year=2031');
    const table = await screen.findByRole('table', { name: 'Year to Date by Branch AZ 2031' });
    expect(queries(fetchMock)).toEqual([{ state: 'AZ', year: '2031' }]);
    const heads = [...table.querySelectorAll('thead th')].map((h) => h.textContent?.replace(/[▲▼↕]/g, ''));
    expect(heads).toEqual([
      'Branch',
      '2031 Opens',
      '2030 Opens',
      'Open Change',
      '2031 Closes',
      '2030 Closes',
      'Close Change',
      '2031 Revenue',
      '2030 Revenue',
      'Revenue Change',
    ]);
    expect(table.querySelector('tfoot')?.textContent).toContain('TOTAL');
    expect(within(table).getAllByText('(25.0%)').length).toBeGreaterThan(0);
    const months = screen.getByRole('table', { name: 'TOTAL by Month' });
    // The month table compares the same days as the year to date, and says which (issue 17); last
    // year's later days are apart, dimmed.
    expect([...months.querySelectorAll('thead th')].map((h) => h.textContent?.replace(/[▲▼↕]/g, ''))).toEqual(
      [
        'Month',
        '2031 Opens',
        '2030 Opens',
        '2031 Closes',
        '2030 Closes',
        '2031 Revenue',
        '2030 Revenue',
        '2030 Later Opens',
        '2030 Later Closes',
        '2030 Later Revenue',
      ],
    );
    expect(
      screen.getAllByText(/Compared: 01\/01\/2031–03\/10\/2031 with 01\/01\/2030–03\/10\/2030/),
    ).toHaveLength(2);
    expect(screen.getByText(/2030 Later: the days of 2030 after 03\/10\/2030, not compared\./)).toBeTruthy();
    const row = (index: number) =>
      [...([...months.querySelectorAll('tbody tr')][index]?.querySelectorAll('td, th') ?? [])].map(
        (c) => c.textContent,
      );
    expect(row(2)).toEqual(['Mar', '4', '2', '1', '1', '$750.00', '$1,000.00', '1', '2', '$500.00']);
    // Months not yet begun: nothing compared this year or last.
    expect(row(3)).toEqual(['Apr', '', '', '', '', '', '', '0', '0', '$0.00']);
    // The totals compare the same span: last year's is the year to date's ($1,000), not the whole year's.
    const foot = [...(months.querySelector('tfoot tr')?.querySelectorAll('td, th') ?? [])].map(
      (c) => c.textContent,
    );
    expect(foot.slice(1, 7)).toEqual(['4', '2', '1', '1', '$750.00', '$1,000.00']);
    expect(screen.getByRole('heading', { name: 'Monthly Revenue: TOTAL' })).toBeTruthy();
    expect(
      screen.getByText(/TOTAL: 2031 revenue to date \$750, 2030 over the same days \$1,000\./),
    ).toBeTruthy();
  });

  it('keeps the branch and year chosen in the address', async () => {
    // 31 December 2031 at 23:30 in Los Angeles, already 2032 in UTC: this year is 2031.
    vi.useFakeTimers({ now: new Date('2032-01-01T07:30:00Z'), toFake: ['Date'] });
    storeToken({ roles: ['Super User'] });
    const fetchMock = serve();
    const { router } = renderWithProviders(
      <YearlyComparison />,
      '/reports/branches/yearly-comparison?year=2031',
    );
    fireEvent.change(await screen.findByLabelText('Branch'), { target: { value: '11' } });
    await waitFor(() => expect(router.state.location.search).toContain('branch=11'));
    expect(await screen.findByRole('table', { name: '101 Scottsdale by Month' })).toBeTruthy();
    const yearSelect = screen.getByLabelText('Year') as HTMLSelectElement;
    expect([...yearSelect.options].map((o) => o.value)).toEqual([
      '2031',
      '2030',
      '2029',
      '2028',
      '2027',
      '2026',
    ]);
    fireEvent.change(yearSelect, { target: { value: '2030' } });
    await waitFor(() => expect(router.state.location.search).toContain('year=2030'));
    await waitFor(() => expect(queries(fetchMock).at(-1)).toEqual({ state: 'AZ', year: '2030' }));
  });

  it("says the spec's words when the report fails to load", async () => {
    storeToken({ roles: ['Super User'] });
    serve('fail');
    renderWithProviders(<YearlyComparison />, '/reports/branches/yearly-comparison');
    expect(await screen.findByText('Failed to load report data')).toBeTruthy();
  });
});

describe('the chart data', () => {
  it("plots each month's revenue of both years over the same days; last year's later days apart", () => {
    const total = ANSWER.rows[2] as YearlyComparisonRow;
    const data = revenueChartData(total, 2031, 2030);
    expect(data[2]).toEqual({ month: 'Mar', '2030': 1000, '2030 Later': 500, '2031': 750 });
    expect(data[5]).toEqual({ month: 'Jun', '2030 Later': 0 });
    expect(yearChoices(2031, 2019)).toEqual([2031, 2030, 2029, 2028, 2027, 2026, 2019]);
  });
});
