import type { GetOrderFilesResponse, OrderFile } from '@hub/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderTotals, storedOrderFile } from '@/test/orders';
import { type FetchHandler, jsonResponse, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { OrderReport } from './order-report';

const FILE: OrderFile = storedOrderFile({
  file_id: 11,
  file_uuid: '7d8e9f00-1111-4222-8333-444455556666',
  order_number: '101-2600011',
  open_date: '2026-01-05',
  sales_price: '450000.00',
  calc_close_date: '2026-02-12',
  posted_settlement_date: '2026-02-12',
  posted_title_date: '2026-02-13',
  posted_settlement_date_imp: '02/12/2026',
  posted_title_date_imp: '02/13/2026',
  close_badge: 'T',
  src_bus: 'Referral',
  settlement_agency: { branch_id: 1, name: '101 Phoenix - Magnus Title Agency' },
  escrow_officer: { employee_id: 3, first_name: 'Olivia', last_name: 'Boss' },
  marketing_rep: { employee_id: 4, first_name: 'Rita', last_name: 'Rep' },
  directing_client: {
    client_id: 9,
    name: 'José Núñez',
    company: 'Casa Realty',
    contact_name: null,
    email: null,
  },
  external_title_company: { jv_id: 2, name: 'Desert Partners Title' },
  property: { address: '1 Main St', city: 'Phoenix', state: 'AZ', zip: '85001' },
  buyer: 'Hans Müller',
  calc: {
    revenue_breakdown: {
      escrow_revenue: '1250.00',
      title_revenue: '1000.00',
      magnus_title_revenue: '400.00',
      partner_title_revenue: '600.00',
      misc_fees: '0.00',
    },
    total_revenue: '2250.00',
  },
  rep_esc_rev: '1250.00',
  rep_title_rev: '1000.00',
  rep_commable_rev: '2130.00',
  eo_esc_rev: '1250.00',
  eo_title_rev: '400.00',
  eo_commable_rev: '1602.00',
  comm_rev_components: [
    {
      role: 'EO',
      category: 'title',
      source: 'adjustment',
      adj_id: 5,
      date: '2026-04-01',
      raw_amount: '-100.00',
      value: '0.4',
      amount: '-40.00',
      final_amount: '-35.20',
    },
  ],
});

const TOTALS = orderTotals({
  files: 62,
  sales_price: '9876543.21',
  escrow_revenue: '77000.00',
  title_revenue: '1.00',
  magnus_title_revenue: '1.00',
  total_revenue: '-1234.56',
});

const answer = (rows: OrderFile[]): GetOrderFilesResponse => ({
  rows,
  total: TOTALS.files,
  page: 1,
  page_size: 50,
  totals: TOTALS,
});

const CLOSED =
  '/reports/closed-orders?state=AZ&branch_id=1&branch_name=101%20Phoenix%20-%20Magnus%20Title%20Agency&close_start=2026-02-01&close_end=2026-02-28';

/** The live roles the page waits for when its address names a state (a Super User's unless said). */
const SUPER_USER = { roles: 'Super User', is_active: true, state: 'AZ' };
const withLive =
  (handler: FetchHandler, live: object = SUPER_USER): FetchHandler =>
  (url, init) => {
    if (url.startsWith('/api/users/roles/live')) return jsonResponse(live);
    if (url.startsWith('/api/files/reconciliation?')) return jsonResponse({ reconciliation: null });
    return handler(url, init);
  };

const queries = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith('/api/files?'))
    .map(([url]) => Object.fromEntries(new URL(String(url), 'http://hub.test').searchParams));

/** The reconciliation's requests (GET /files/reconciliation), each as its query. */
const reconciliations = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith('/api/files/reconciliation?'))
    .map(([url]) => Object.fromEntries(new URL(String(url), 'http://hub.test').searchParams));

describe('OrderReport', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for the address’s filters, titles the list with the branch and state, and shows the badge and the server’s totals', async () => {
    storeToken();
    const fetchMock = mockFetch(withLive(() => jsonResponse(answer([FILE]))));
    renderWithProviders(<OrderReport kind="closed" />, CLOSED);
    const table = await screen.findByRole('table', { name: 'Closed Orders' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Closed Orders — 101 Phoenix, AZ');
    expect(queries(fetchMock)[0]).toEqual({
      state: 'AZ',
      branch_id: '1',
      close_start: '2026-02-01',
      close_end: '2026-02-28',
      sort: 'calc_close_date',
      dir: 'desc',
      page: '1',
      page_size: '50',
    });
    expect(within(table).getByText('T')).toBeTruthy();
    expect(table.textContent).toContain('posted title date differs from the close date');
    // The totals row is the whole filter's (62 files), not a sum of the page.
    const totals = table.querySelector('tfoot') as HTMLElement;
    expect(totals.textContent).toContain('Total (62 files)');
    expect(totals.textContent).toContain('$9,876,543.21');
    expect(totals.textContent).toContain('($1,234.56)');
    expect(screen.getByText('Branch: 101 Phoenix')).toBeTruthy();
  });

  it('shows a row’s revenue breakdown and its components under it', async () => {
    storeToken();
    mockFetch(withLive(() => jsonResponse(answer([FILE]))));
    renderWithProviders(<OrderReport kind="closed" />, CLOSED);
    fireEvent.click(await screen.findByRole('button', { name: /101-2600011/ }));
    const components = await screen.findByRole('table', { name: 'Revenue components of order 101-2600011' });
    expect(components.textContent).toContain('Adjustment #5');
    expect(components.textContent).toContain('40%');
    expect(components.textContent).toContain('($35.20)');
    expect(screen.getByText('Desert Partners Title')).toBeTruthy();
  });

  it('sorts and pages through the address, and removes a filter brought by a link', async () => {
    storeToken();
    // The page asked for is the page answered (62 files: 2 pages).
    const fetchMock = mockFetch(
      withLive((url) => {
        const page = Number(new URL(url, 'http://hub.test').searchParams.get('page'));
        return jsonResponse({ ...answer([{ ...FILE, file_id: page }]), page });
      }),
    );
    const { router } = renderWithProviders(<OrderReport kind="closed" />, CLOSED);
    await screen.findByRole('table', { name: 'Closed Orders' });
    fireEvent.click(screen.getByRole('button', { name: /Sales Price/ }));
    await waitFor(() =>
      expect(queries(fetchMock).at(-1)).toMatchObject({ sort: 'sales_price', dir: 'desc' }),
    );
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(queries(fetchMock).at(-1)).toMatchObject({ page: '2', sort: 'sales_price' }));
    expect(router.state.location.search).toContain('page=2');
    // The reconciliation is asked once per filter: sorting and paging ask it no more.
    expect(reconciliations(fetchMock)).toEqual([
      { state: 'AZ', branch_id: '1', close_start: '2026-02-01', close_end: '2026-02-28' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Branch: 101 Phoenix' }));
    await waitFor(() => expect(queries(fetchMock).at(-1)).not.toHaveProperty('branch_id'));
    await waitFor(() => expect(reconciliations(fetchMock)).toHaveLength(2));
    expect(reconciliations(fetchMock)[1]).not.toHaveProperty('branch_id');
    expect(router.state.location.search).not.toContain('branch_name');
  });

  it('applies its own filters, and a list without dates shows the month to date', async () => {
    // 29 February 2028 at 23:30 in Los Angeles, already 1 March in UTC.
    vi.useFakeTimers({ now: new Date('2028-03-01T07:30:00Z'), toFake: ['Date'] });
    storeToken();
    const fetchMock = mockFetch(withLive(() => jsonResponse(answer([FILE]))));
    const { router } = renderWithProviders(<OrderReport kind="open" />, '/reports/open-orders?state=NV');
    await screen.findByRole('table', { name: 'Open Orders' });
    // Never asked without a range.
    expect(
      queries(fetchMock).every((q) => q.open_start === '2028-02-01' && q.open_end === '2028-02-29'),
    ).toBe(true);
    expect(router.state.location.search).toContain('open_start=2028-02-01');
    fireEvent.change(screen.getByLabelText('Client'), { target: { value: ' Núñez ' } });
    fireEvent.click(screen.getByLabelText('Limit to Source of Business NOT Entered'));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(queries(fetchMock).at(-1)).toMatchObject({
        client_search: 'Núñez',
        src_bus_null: 'true',
        state: 'NV',
      }),
    );
    expect(router.state.location.search).toContain('src_bus_null=1');
  });

  it("shows a State Super User their own state for another state's address, as every report does", async () => {
    storeToken();
    const nvSuper = { roles: 'State Super User', is_active: true, state: 'NV' };
    const fetchMock = mockFetch(withLive(() => jsonResponse(answer([FILE])), nvSuper));
    renderWithProviders(
      <OrderReport kind="open" />,
      '/reports/open-orders?state=AZ&open_start=2026-11-01&open_end=2026-11-27',
    );
    await screen.findByRole('table', { name: 'Open Orders' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Open Orders — NV');
    // Never asked for AZ (the server refuses it); the list, its export and its State filter say NV.
    expect(queries(fetchMock).map((q) => q.state)).toEqual(['NV']);
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('NV');
  });

  it('keeps the address’s state for a user who sees both states, or whose files are their own', async () => {
    for (const live of [SUPER_USER, { roles: 'Sales', is_active: true, state: 'NV' }]) {
      storeToken();
      const fetchMock = mockFetch(withLive(() => jsonResponse(answer([FILE])), live));
      const { unmount } = renderWithProviders(
        <OrderReport kind="open" />,
        '/reports/open-orders?state=AZ&open_start=2026-11-01&open_end=2026-11-27',
      );
      await screen.findByRole('table', { name: 'Open Orders' });
      expect(screen.getByRole('heading', { level: 1 }).textContent, live.roles).toBe('Open Orders — AZ');
      expect(
        queries(fetchMock).map((q) => q.state),
        live.roles,
      ).toEqual(['AZ']);
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it("says 'Failed to load open orders' when the list cannot load", async () => {
    storeToken();
    mockFetch(() => jsonResponse({ detail: 'Internal server error' }, 500));
    renderWithProviders(
      <OrderReport kind="open" />,
      '/reports/open-orders?open_start=2026-01-01&open_end=2026-01-31',
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load open orders');
  });

  it("says 'No files found.' for an empty list", async () => {
    storeToken();
    mockFetch(() =>
      jsonResponse({
        ...answer([]),
        total: 0,
        totals: { ...TOTALS, files: 0 },
      } satisfies GetOrderFilesResponse),
    );
    renderWithProviders(<OrderReport kind="closed" />, '/reports/closed-orders?close_start=2026-01-01');
    expect(await screen.findByText('No files found.')).toBeTruthy();
  });
});
