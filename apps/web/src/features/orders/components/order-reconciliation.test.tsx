import type {
  GetOrderFilesResponse,
  GetOrderReconciliationResponse,
  OrderReconciliation,
  ReconciledFigures,
} from '@hub/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderTotals } from '@/test/orders';
import { jsonResponse, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { OrderReport } from './order-report';

const zero: ReconciledFigures = {
  escrow_revenue: '0.00',
  title_revenue: '0.00',
  magnus_title_revenue: '0.00',
  partner_title_revenue: '0.00',
  total_revenue: '0.00',
  company_revenue: '0.00',
};

/** Branch 102, closed 11/01-11/27: the list 1,695.00, +5.00 and +64.00 of adjustments, 1,764.00. */
const RECONCILIATION: OrderReconciliation = {
  range: { on: 'close_date', start: '2026-11-01', end: '2026-11-27' },
  list: {
    escrow_revenue: '1480.00',
    title_revenue: '215.00',
    magnus_title_revenue: '215.00',
    partner_title_revenue: '0.00',
    total_revenue: '1695.00',
    company_revenue: '1695.00',
  },
  files_outside: zero,
  adjustments_outside: {
    escrow_revenue: '20.00',
    title_revenue: '-15.00',
    magnus_title_revenue: '-15.00',
    partner_title_revenue: '0.00',
    total_revenue: '5.00',
    company_revenue: '5.00',
  },
  files_inside: zero,
  adjustments_inside: { ...zero, escrow_revenue: '64.00', total_revenue: '64.00', company_revenue: '64.00' },
  period: {
    escrow_revenue: '1564.00',
    title_revenue: '200.00',
    magnus_title_revenue: '200.00',
    partner_title_revenue: '0.00',
    total_revenue: '1764.00',
    company_revenue: '1764.00',
  },
};

const TOTALS = orderTotals({
  files: 1,
  escrow_revenue: '1480.00',
  title_revenue: '215.00',
  magnus_title_revenue: '215.00',
  total_revenue: '1695.00',
});

const LIST: GetOrderFilesResponse = { rows: [], total: 1, page: 1, page_size: 50, totals: TOTALS };

/**
 * The server: the live roles a report asks before its list (a Super User's), the list's answer, and
 * the reconciliation (GET /files/reconciliation).
 */
const serve = (reconciliation: OrderReconciliation | null) => (url: string) => {
  if (url.startsWith('/api/users/roles/live'))
    return jsonResponse({ roles: 'Super User', is_active: true, state: 'AZ' });
  if (url.startsWith('/api/files/reconciliation?'))
    return jsonResponse({ reconciliation } satisfies GetOrderReconciliationResponse);
  return jsonResponse(LIST);
};

/** The reconciliation's requests, each as its query. */
const reconciliationQueries = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith('/api/files/reconciliation?'))
    .map(([url]) => Object.fromEntries(new URL(String(url), 'http://hub.test').searchParams));

/** Each body row of a table as its cells' text. */
const cells = (table: HTMLElement, section: 'tbody' | 'tfoot') =>
  [...table.querySelectorAll(`${section} tr`)].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent),
  );

describe('OrderReconciliationTable under an order list', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the lines from the list’s totals to the branch summary’s figure, adding up', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T18:00:00Z'));
    storeToken();
    const fetchMock = mockFetch(serve(RECONCILIATION));
    renderWithProviders(
      <OrderReport kind="closed" />,
      '/reports/closed-orders?state=AZ&branch_id=2&close_start=2026-11-01&close_end=2026-11-27',
    );
    const table = await screen.findByRole('table', { name: 'Reconciliation to the period reports' });
    // Asked once, with the list's filter only (no page, no sort).
    expect(reconciliationQueries(fetchMock)).toEqual([
      { state: 'AZ', branch_id: '2', close_start: '2026-11-01', close_end: '2026-11-27' },
    ]);
    expect(screen.getByRole('heading', { name: 'Reconciliation to the period reports' })).toBeTruthy();
    const head = table.querySelector('thead') as HTMLElement;
    expect(
      within(head)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Line',
      'Revenue (Escrow + Magnus Title)',
      'Escrow',
      'Magnus Title',
      'Title',
      'Partner Title',
      'Total Revenue',
    ]);
    // A closed list: only adjustments move between the list and the period.
    expect(cells(table, 'tbody')).toEqual([
      [
        'Total of this list (each file as it stands)',
        '$1,695.00',
        '$1,480.00',
        '$215.00',
        '$215.00',
        '$0.00',
        '$1,695.00',
      ],
      [
        'Adjustments to these files posted outside the dates',
        '$5.00',
        '$20.00',
        '($15.00)',
        '($15.00)',
        '$0.00',
        '$5.00',
      ],
      [
        'Adjustments posted in the dates to files closed outside them or not in this list',
        '$64.00',
        '$64.00',
        '$0.00',
        '$0.00',
        '$0.00',
        '$64.00',
      ],
    ]);
    expect(cells(table, 'tfoot')).toEqual([
      [
        'Period figure (as the branch summary)',
        '$1,764.00',
        '$1,564.00',
        '$200.00',
        '$200.00',
        '$0.00',
        '$1,764.00',
      ],
    ]);
    expect(screen.getByText(/dated from 11\/01\/2026 to 11\/27\/2026, within the same filters/)).toBeTruthy();
  });

  it('shows the files’ own lines on an open list', async () => {
    storeToken();
    mockFetch(
      serve({ ...RECONCILIATION, range: { on: 'open_date', start: '2026-11-01', end: '2026-11-27' } }),
    );
    renderWithProviders(
      <OrderReport kind="open" />,
      '/reports/open-orders?state=AZ&open_start=2026-11-01&open_end=2026-11-27',
    );
    const table = await screen.findByRole('table', { name: 'Reconciliation to the period reports' });
    expect(cells(table, 'tbody').map((row) => row[0])).toEqual([
      'Total of this list (each file as it stands)',
      'Revenue of these files not closed in the dates (closed outside them or still open)',
      'Adjustments to these files posted outside the dates',
      'Revenue of files closed in the dates, opened outside them',
      'Adjustments posted in the dates to files opened outside them or not in this list',
    ]);
  });

  it('shows nothing without a date range', async () => {
    storeToken();
    mockFetch(serve(null));
    renderWithProviders(
      <OrderReport kind="closed" />,
      '/reports/closed-orders?state=AZ&close_start=2026-11-01&close_end=2026-11-27',
    );
    await screen.findByRole('table', { name: 'Closed Orders' });
    expect(screen.queryByRole('table', { name: 'Reconciliation to the period reports' })).toBeNull();
  });
});
