import type { EmployeeProfitGrid } from '@hub/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, liveRoles, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { EmployeeProfit } from './employee-profit';

/** 2026-11-28 in Los Angeles: the newest month end offered is 2026-10-31. */
const NOW = new Date('2026-11-28T19:00:00Z');

const GRID: EmployeeProfitGrid = {
  month_end_date: '2026-10-31',
  rows: [
    {
      employee_id: 8,
      employee_name: 'Charges, Charlie',
      state: 'AZ',
      mtd_revenue: '12345.60',
      comm_amt: '-10.00',
      comm_end_balance: '500.00',
      is_profitable: true,
      notes: 'Good',
    },
    {
      employee_id: 9,
      employee_name: 'Lead, Lena',
      state: 'NV',
      mtd_revenue: '0.00',
      comm_amt: '0.00',
      comm_end_balance: '0.00',
      is_profitable: false,
      notes: null,
    },
  ],
};

type Options = { grid?: EmployeeProfitGrid; put?: 'detail' | 'bare' | 'hang' };

function serve({ grid = GRID, put }: Options = {}) {
  return mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (url.startsWith('/api/users/roles/live')) return liveRoles();
    if (url.startsWith('/api/employee-profit/grid') && method === 'GET') return jsonResponse(grid);
    if (url === '/api/employee-profit/grid' && method === 'PUT') {
      if (put === 'detail') return jsonResponse({ detail: 'body.rows.0.employee_id: not in the grid' }, 400);
      if (put === 'bare') return jsonResponse({}, 500);
      if (put === 'hang') return new Promise<Response>(() => undefined);
      return jsonResponse({ month_end_date: '2026-10-31', saved: grid.rows.length });
    }
    return jsonResponse({ detail: `unexpected ${method} ${url}` }, 404);
  });
}

const calls = (fetchMock: ReturnType<typeof mockFetch>, method: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) =>
      String(url).startsWith('/api/employee-profit/grid') && (init?.method ?? 'GET') === method,
  );

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const checkbox = (name: string) =>
  screen.getByRole('checkbox', { name: `Profitable: ${name}` }) as HTMLInputElement;

async function renderLoaded(options: Options = {}, address = '/reports/employee-profit') {
  storeToken({ roles: ['Super User'] });
  const fetchMock = serve(options);
  renderWithProviders(<EmployeeProfit now={NOW} />, address);
  await screen.findByRole('table', { name: 'EO Profitability' });
  return fetchMock;
}

describe('EmployeeProfit', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the title, the columns and each officer's row, asking for the newest month end", async () => {
    const fetchMock = await renderLoaded();
    expect(screen.getByRole('heading', { level: 1, name: 'EO Profitability' })).toBeTruthy();
    expect(calls(fetchMock, 'GET').map(([url]) => String(url))).toEqual([
      '/api/employee-profit/grid?month_end_date=2026-10-31',
    ]);
    const table = screen.getByRole('table', { name: 'EO Profitability' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[↕▲▼]/g, ''));
    expect(headers).toEqual([
      'Employee',
      'State',
      'MTD Revenue',
      'Comm Amt',
      'End Balance',
      'Profitable',
      'Notes',
    ]);
    expect(within(table).getByText('Charges, Charlie')).toBeTruthy();
    expect(within(table).getByText('$12,345.60')).toBeTruthy();
    expect(checkbox('Charges, Charlie').checked).toBe(true);
    expect(checkbox('Lead, Lena').checked).toBe(false);
    expect((screen.getByRole('textbox', { name: 'Notes: Charges, Charlie' }) as HTMLInputElement).value).toBe(
      'Good',
    );
  });

  it('asks for the month end and state in the address; a month end not offered falls back to the newest', async () => {
    const fetchMock = await renderLoaded({}, '/reports/employee-profit?month_end_date=2026-09-30&state=NV');
    expect(calls(fetchMock, 'GET').map(([url]) => String(url))).toEqual([
      '/api/employee-profit/grid?month_end_date=2026-09-30&state=NV',
    ]);
    vi.unstubAllGlobals();
    const again = await renderLoaded({}, '/reports/employee-profit?month_end_date=2026-11-30');
    expect(calls(again, 'GET').map(([url]) => String(url))).toEqual([
      '/api/employee-profit/grid?month_end_date=2026-10-31',
    ]);
  });

  it('Set All Profitable and Clear All set every row; Save sends every row, then reloads', async () => {
    const fetchMock = await renderLoaded();
    fireEvent.click(button('Set All Profitable'));
    expect(checkbox('Charges, Charlie').checked).toBe(true);
    expect(checkbox('Lead, Lena').checked).toBe(true);
    fireEvent.click(button('Clear All'));
    expect(checkbox('Charges, Charlie').checked).toBe(false);
    expect(checkbox('Lead, Lena').checked).toBe(false);
    fireEvent.click(checkbox('Lead, Lena'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Notes: Charges, Charlie' }), {
      target: { value: '  ' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Notes: Lead, Lena' }), {
      target: { value: 'Watch' },
    });
    fireEvent.click(button('Save'));
    await waitFor(() => expect(calls(fetchMock, 'PUT')).toHaveLength(1));
    const [, init] = calls(fetchMock, 'PUT')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      month_end_date: '2026-10-31',
      rows: [
        { employee_id: 8, is_profitable: false, notes: null },
        { employee_id: 9, is_profitable: true, notes: 'Watch' },
      ],
    });
    await waitFor(() => expect(calls(fetchMock, 'GET')).toHaveLength(2));
  });

  it("shows 'Saving…' with every button off while saving", async () => {
    await renderLoaded({ put: 'hang' });
    fireEvent.click(button('Save'));
    expect(await screen.findByRole('button', { name: 'Saving…' })).toHaveProperty('disabled', true);
    expect(button('Set All Profitable')).toHaveProperty('disabled', true);
    expect(button('Clear All')).toHaveProperty('disabled', true);
  });

  it("shows the server's detail when the save fails, else 'Failed to save changes.'", async () => {
    await renderLoaded({ put: 'detail' });
    fireEvent.click(button('Save'));
    expect((await screen.findByRole('alert')).textContent).toBe('body.rows.0.employee_id: not in the grid');
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    await renderLoaded({ put: 'bare' });
    fireEvent.click(button('Save'));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to save changes.');
  });

  it("says 'No rows.' with the buttons off when the month has no officers", async () => {
    storeToken({ roles: ['Super User'] });
    serve({ grid: { month_end_date: '2026-10-31', rows: [] } });
    renderWithProviders(<EmployeeProfit now={NOW} />, '/reports/employee-profit');
    expect(await screen.findByText('No rows.')).toBeTruthy();
    for (const name of ['Set All Profitable', 'Clear All', 'Save'])
      expect(button(name)).toHaveProperty('disabled', true);
  });

  it("says 'Loading…' with the buttons off while the grid loads", async () => {
    storeToken({ roles: ['Super User'] });
    mockFetch((url) => {
      if (url.startsWith('/api/users/roles/live')) return liveRoles();
      return new Promise<Response>(() => undefined);
    });
    renderWithProviders(<EmployeeProfit now={NOW} />, '/reports/employee-profit');
    expect(await screen.findByText('Loading…')).toBeTruthy();
    for (const name of ['Set All Profitable', 'Clear All', 'Save'])
      expect(button(name)).toHaveProperty('disabled', true);
  });
});
