import type { RevenueCompareResponse } from '@hub/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, liveRoles, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { COMPARE_LOAD_FAILED } from '../utils/compare-view';
import { RevenueCompareReport } from './revenue-compare-report';

const ANSWER: RevenueCompareResponse = {
  state: 'AZ',
  report_date: '2031-03-12',
  business_day_number: 7,
  emp_name: null,
  cur_beg_date: '2031-03-01',
  cur_end_date: '2031-03-12',
  cur_revenue: '1100.00',
  cur_open: 9,
  cur_closed: 2,
  cur_cancel: 1,
  cur_partner_revenue: '300.00',
  prev_beg_date: '2031-02-01',
  prev_end_date: '2031-02-11',
  prev_revenue: '1000.00',
  prev_open: 10,
  prev_closed: 0,
  prev_cancel: 1,
  prev_partner_revenue: '0.00',
  ly_beg_date: '2030-03-01',
  ly_end_date: '2030-03-11',
  ly_revenue: '1200.00',
  ly_open: 3,
  ly_closed: 1,
  ly_cancel: 0,
  ly_partner_revenue: '150.00',
};

function serve(answer: () => Response = () => jsonResponse(ANSWER)) {
  return mockFetch((url) => {
    if (url.startsWith('/api/users/roles/live')) return liveRoles({ roles: 'Admin' });
    return answer();
  });
}
const compareQueries = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith('/api/revenue/datecompare?'))
    .map(([url]) => Object.fromEntries(new URL(String(url), 'http://hub.test').searchParams));

describe('RevenueCompareReport', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the three periods with their figures and the changes to the current month, negatives in red', async () => {
    storeToken({ roles: ['Admin'] });
    serve();
    renderWithProviders(<RevenueCompareReport />, '/reports/revenue-date-compare?report_date=2031-03-12');
    const current = await screen.findByRole('region', { name: 'Current Month' });
    expect(current.textContent).toContain('03/01/2031 – 03/12/2031');
    expect(within(current).getByRole('row', { name: /Revenue \$1,100\.00/ })).toBeTruthy();
    expect(screen.getByText('Business day 7 of the month')).toBeTruthy();
    // The dates compared, from the answer (issue 17): last year by business day, not by date.
    expect(
      screen.getByText(
        'Compared: 03/01/2031–03/12/2031 with 02/01/2031–02/11/2031 and 03/01/2030–03/11/2030 (the same business day of the previous month and of last year)',
      ),
    ).toBeTruthy();
    const prev = screen.getByRole('region', { name: 'Previous Month' });
    // 1100 against 1000: +10.0%; 9 opens against 10: -10.0%, red; closed from 0: a dash.
    expect(within(prev).getByRole('row', { name: /^Revenue \$1,000\.00 \+10\.0%$/ })).toBeTruthy();
    const opens = within(prev).getByRole('row', { name: /^Opens 10 -10\.0%$/ });
    expect(within(opens).getByText('-10.0%').getAttribute('style') ?? '').toContain('red');
    expect(within(prev).getByRole('row', { name: /^Closed 0 —$/ })).toBeTruthy();
    const ly = screen.getByRole('region', { name: 'Last Year' });
    expect(within(ly).getByRole('row', { name: /^Partner Total Revenue \$150\.00 \+100\.0%$/ })).toBeTruthy();
    // The charts, with their words.
    expect(screen.getByRole('heading', { name: 'Revenue by Period' })).toBeTruthy();
    expect(
      screen.getByText(
        'Current Month: Revenue $1,100, Partner Total Revenue $300; Previous Month: Revenue $1,000, Partner Total Revenue $0; Last Year: Revenue $1,200, Partner Total Revenue $150.',
      ),
    ).toBeTruthy();
  });

  it('asks for yesterday at first, and a date chosen goes into the address', async () => {
    // 14 March 2027 (the clocks change) at 01:30 in Los Angeles: yesterday is the 13th.
    vi.useFakeTimers({ now: new Date('2027-03-14T09:30:00Z'), toFake: ['Date'] });
    storeToken({ roles: ['Admin'] });
    const fetchMock = serve();
    const { router } = renderWithProviders(<RevenueCompareReport />, '/reports/revenue-date-compare');
    await screen.findByRole('region', { name: 'Current Month' });
    const yesterday = '2027-03-13';
    expect(compareQueries(fetchMock)).toEqual([{ state: 'AZ', report_date: yesterday }]);
    const select = screen.getByLabelText('Report Date') as HTMLSelectElement;
    const options = within(select)
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value);
    expect(options[0]).toBe(yesterday);
    expect(options).toEqual([...options].sort().reverse());
    expect(options).toHaveLength(13);
    expect(options.at(-1)).toBe('2027-03-01');
    const other = options.at(-1) ?? yesterday;
    fireEvent.change(select, { target: { value: other } });
    await waitFor(() => expect(router.state.location.search).toBe(`?report_date=${other}`));
  });

  it("shows the server's detail, else the error's message, else the spec's words", async () => {
    storeToken({ roles: ['Admin'] });
    serve(() => jsonResponse({ detail: 'emp_uuid: that employee is in another state.' }, 403));
    const { unmount } = renderWithProviders(<RevenueCompareReport />, '/reports/revenue-date-compare');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'emp_uuid: that employee is in another state.',
    );
    unmount();
    expect(COMPARE_LOAD_FAILED).toBe('Failed to load report');
  });
});
