import type { BranchReportRow, BranchSummaryResponse } from '@hub/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUSINESS_DAYS_FAILED, REPORT_DATA_FAILED } from '@/components/page';
import { jsonResponse, liveRoles, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { BranchesPage } from '../screens/branches-page';
import { EMAIL_BUTTON } from '../utils/branch-report-views';
import { BranchEscrowSummary } from './branch-escrow-summary';

const row = (
  values: Partial<BranchReportRow> & Pick<BranchReportRow, 'branch_id' | 'branch_name'>,
): BranchReportRow => ({
  branch_uuid: null,
  mtd_open: 0,
  mtd_closed: 0,
  mtd_revenue: '0.00',
  mtd_partner_revenue: '0.00',
  ly_open: 0,
  ly_closed: 0,
  ly_revenue: '0.00',
  ly_partner_revenue: '0.00',
  yr_open_chg: null,
  yr_revenue_chg: null,
  ...values,
});

const SUMMARY: BranchSummaryResponse = {
  state: 'AZ',
  report_date: '2031-05-14',
  month_start: '2031-05-01',
  ly_start: '2030-05-01',
  ly_end: '2030-05-14',
  rows: [
    row({
      branch_id: 11,
      branch_uuid: '11111111-1111-4111-8111-111111111111',
      branch_name: '101 Scottsdale',
      mtd_open: 4,
      mtd_closed: 2,
      mtd_revenue: '1500.25',
      mtd_partner_revenue: '300.00',
      ly_open: 2,
      ly_closed: 2,
      ly_revenue: '1000.00',
      yr_open_chg: 100,
      yr_revenue_chg: 50,
    }),
    row({
      branch_id: 12,
      branch_uuid: '22222222-2222-4222-8222-222222222222',
      branch_name: '102 Phoenix',
      mtd_open: 1,
      mtd_revenue: '-20.00',
      ly_open: 4,
      ly_revenue: '200.00',
      yr_open_chg: -75,
      yr_revenue_chg: -110,
    }),
    row({ branch_id: null, branch_name: 'No Branch', mtd_open: 1 }),
    row({
      branch_id: 0,
      branch_name: 'TOTAL',
      mtd_open: 6,
      mtd_closed: 2,
      mtd_revenue: '1480.25',
      mtd_partner_revenue: '300.00',
      ly_open: 6,
      ly_closed: 2,
      ly_revenue: '1200.00',
      yr_open_chg: 0,
      yr_revenue_chg: 23.4,
    }),
  ],
};

const queriesOf = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith(`/api${path}?`))
    .map(([url]) => Object.fromEntries(new URL(String(url), 'http://hub.test').searchParams));

type Serve = { days?: 'fail'; summary?: 'fail'; email?: 'fail'; roles?: string; state?: 'AZ' | 'NV' };

function serve(options: Serve = {}) {
  return mockFetch((url) => {
    if (url.startsWith('/api/users/roles/live'))
      return liveRoles({ roles: options.roles, state: options.state });
    if (url.startsWith('/api/calendar/all-days'))
      return options.days === 'fail' ? jsonResponse({ detail: 'down' }, 500) : jsonResponse(['2031-05-14']);
    if (url.startsWith('/api/calendar/last-eom'))
      return options.days === 'fail'
        ? jsonResponse({ detail: 'down' }, 500)
        : jsonResponse(['2031-04-30', '2031-03-31']);
    if (url.startsWith('/api/email/'))
      return options.email === 'fail'
        ? jsonResponse({ detail: 'No report recipients' }, 400)
        : jsonResponse({ state: 'AZ', report_date: '2031-05-14', queued: 2 });
    if (options.summary === 'fail') return jsonResponse({}, 500);
    return jsonResponse(SUMMARY);
  });
}

describe('BranchEscrowSummary', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each branch, the changes and the TOTAL row last, for the latest business day', async () => {
    storeToken({ roles: ['Super User'] });
    const fetchMock = serve();
    renderWithProviders(<BranchEscrowSummary state="AZ" reportDate="" />, '/reports/branches');
    const table = await screen.findByRole('table', { name: 'Branch Escrow Summary AZ' });
    // The dates compared, from the answer (issue 17).
    expect(
      screen.getByText(
        'Compared: 05/01/2031–05/14/2031 with 05/01/2030–05/14/2030 (the same days a year earlier)',
      ),
    ).toBeTruthy();
    const headers = [...table.querySelectorAll('thead th')].map((h) => h.textContent?.replace(/[▲▼↕]/g, ''));
    expect(headers).toEqual([
      'Branch',
      'Current Year Opens',
      'Current Year Closes',
      'Current Year Revenue',
      'Current Year Partner Total Revenue',
      'Prior Year Opens',
      'Prior Year Closes',
      'Prior Year Revenue',
      'Prior Year Partner Total Revenue',
      'Open Change',
      'Revenue Change',
    ]);
    expect(queriesOf(fetchMock, '/reports/branches')).toEqual([{ state: 'AZ', report_date: '2031-05-14' }]);
    const bodyRows = [...table.querySelectorAll('tbody tr, tfoot tr')];
    expect(bodyRows.map((r) => r.querySelector('td, th')?.textContent)).toEqual([
      '101 Scottsdale',
      '102 Phoenix',
      'No Branch',
      'TOTAL',
    ]);
    // Negative changes red in parentheses; a missing one a dash.
    const phoenix = bodyRows[1] as HTMLElement;
    expect(within(phoenix).getByText('(75.0%)')).toBeTruthy();
    expect(within(phoenix).getByText('(110.0%)')).toBeTruthy();
    expect(within(phoenix).getByText('($20.00)')).toBeTruthy();
    expect(within(bodyRows[2] as HTMLElement).getAllByText('—')).toHaveLength(2);
    const total = table.querySelector('tfoot');
    expect(total?.textContent).toContain('TOTAL');
    expect(total?.textContent).toContain('$1,480.25');
    expect(total?.textContent).toContain('23.4%');
    expect(screen.getByRole('button', { name: EMAIL_BUTTON })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Export Branch Escrow Summary AZ' })).toBeTruthy();
  });

  it('links the counts to the order lists in a new tab, the TOTAL row without a branch', async () => {
    storeToken({ roles: ['Super User'] });
    serve();
    renderWithProviders(<BranchEscrowSummary state="AZ" reportDate="2031-05-14" />, '/reports/branches');
    const opens = await screen.findByRole('link', { name: '4 opened, 101 Scottsdale (opens in a new tab)' });
    expect(opens.getAttribute('href')).toBe(
      '/reports/open-orders?state=AZ&branch_id=11&open_start=2031-05-01&open_end=2031-05-14',
    );
    expect(opens.getAttribute('target')).toBe('_blank');
    expect(opens.getAttribute('rel')).toBe('noreferrer');
    const closes = screen.getByRole('link', { name: '2 closed, 101 Scottsdale (opens in a new tab)' });
    expect(closes.getAttribute('href')).toBe(
      '/reports/closed-orders?state=AZ&branch_id=11&close_start=2031-05-01&close_end=2031-05-14',
    );
    expect(
      screen.getByRole('link', { name: '6 opened, TOTAL (opens in a new tab)' }).getAttribute('href'),
    ).toBe('/reports/open-orders?state=AZ&open_start=2031-05-01&open_end=2031-05-14');
    expect(
      screen.getByRole('link', { name: '2 closed, TOTAL (opens in a new tab)' }).getAttribute('href'),
    ).toBe('/reports/closed-orders?state=AZ&close_start=2031-05-01&close_end=2031-05-14');
    // The files without a branch cannot be listed by branch: no link.
    expect(screen.queryByRole('link', { name: /No Branch/ })).toBeNull();
  });

  it('offers the latest business day, then the month ends, and asks for the one chosen', async () => {
    storeToken({ roles: ['Super User'] });
    const fetchMock = serve();
    renderWithProviders(<BranchEscrowSummary state="AZ" reportDate="" />, '/reports/branches');
    const select = (await screen.findByLabelText('Report Date')) as HTMLSelectElement;
    await waitFor(() =>
      expect([...select.options].map((o) => o.textContent)).toEqual([
        '05/14/2031 (month to date)',
        '04/30/2031',
        '03/31/2031',
      ]),
    );
    fireEvent.change(select, { target: { value: '2031-04-30' } });
    await waitFor(() =>
      expect(queriesOf(fetchMock, '/reports/branches').at(-1)).toEqual({
        state: 'AZ',
        report_date: '2031-04-30',
      }),
    );
  });

  it('leaves out the partner columns and the e-mail button in compact mode', async () => {
    storeToken({ roles: ['Super User'] });
    serve();
    renderWithProviders(<BranchEscrowSummary state="AZ" reportDate="2031-05-14" compact />, '/');
    const table = await screen.findByRole('table', { name: 'Branch Escrow Summary AZ' });
    expect(within(table).queryByText('Current Year Partner Total Revenue')).toBeNull();
    expect(screen.queryByRole('button', { name: EMAIL_BUTTON })).toBeNull();
  });

  it('queues the e-mail and says so; says so when it fails', async () => {
    storeToken({ roles: ['Super User'] });
    const fetchMock = serve();
    renderWithProviders(<BranchEscrowSummary state="AZ" reportDate="2031-05-14" />, '/');
    fireEvent.click(await screen.findByRole('button', { name: EMAIL_BUTTON }));
    expect(await screen.findByText('✅ Emails queued successfully.')).toBeTruthy();
    expect(queriesOf(fetchMock, '/email/')).toEqual([{ state: 'AZ', report_date: '2031-05-14' }]);
    vi.unstubAllGlobals();
    serve({ email: 'fail' });
    fireEvent.click(screen.getByRole('button', { name: EMAIL_BUTTON }));
    expect(await screen.findByText('❌ Failed to queue emails.')).toBeTruthy();
  });

  it("says the spec's words when the report or the dates fail to load", async () => {
    storeToken({ roles: ['Super User'] });
    serve({ summary: 'fail', days: 'fail' });
    renderWithProviders(<BranchEscrowSummary state="AZ" reportDate="2031-05-14" />, '/');
    expect(await screen.findByText(REPORT_DATA_FAILED)).toBeTruthy();
    expect(await screen.findByText(BUSINESS_DAYS_FAILED)).toBeTruthy();
  });
});

describe('BranchesPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the state and date in the address; a State Super User sees their own state only', async () => {
    storeToken({ roles: ['State Super User'] });
    const fetchMock = serve({ roles: 'State Super User', state: 'NV' });
    renderWithProviders(<BranchesPage />, '/reports/branches?state=AZ&report_date=2031-04-30');
    expect(await screen.findByRole('heading', { level: 1, name: 'Branch Escrow Summary' })).toBeTruthy();
    await waitFor(() =>
      expect(queriesOf(fetchMock, '/reports/branches')).toEqual([{ state: 'NV', report_date: '2031-04-30' }]),
    );
    expect(screen.queryByRole('radio', { name: 'AZ' })).toBeNull();
  });

  it('lets a Super User switch between AZ and NV', async () => {
    storeToken({ roles: ['Super User'] });
    const fetchMock = serve();
    const { router } = renderWithProviders(<BranchesPage />, '/reports/branches');
    fireEvent.click(await screen.findByRole('radio', { name: 'NV' }));
    await waitFor(() => expect(router.state.location.search).toContain('state=NV'));
    await waitFor(() => expect(queriesOf(fetchMock, '/reports/branches').at(-1)?.state).toBe('NV'));
  });
});
