import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LARA_UUID } from '@/test/commissions';
import { jsonResponse, liveRoles, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { LARA_SAVED, OCTOBER, PF_UUID, SAM_UUID } from '../components/commission-fixtures';
import { CommissionSummary } from './commission-summary';

const ADDRESS = '/reports/commissions?start_date=2026-10-01&end_date=2026-10-31';
const OPEN = { finalized: false, frequency: 'MONTHLY', finalized_at: null, pf_uuid: null };
const FINALIZED = {
  finalized: true,
  frequency: 'MONTHLY',
  finalized_at: '2026-11-02T17:00:00Z',
  pf_uuid: PF_UUID,
};

type Options = {
  finalized?: boolean;
  patch?: 'fail';
  post?: 'fail';
};

/** The summary's calls: the period's check answers as the last finalise or unfinalise left it. */
function serve(options: Options = {}) {
  let finalized = options.finalized ?? false;
  return mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (url.startsWith('/api/users/roles/live')) return liveRoles();
    if (url.startsWith('/api/commissions/periods/finalized/check'))
      return jsonResponse(finalized ? FINALIZED : OPEN);
    if (url === '/api/commissions/periods/finalized' && method === 'POST') {
      if (options.post === 'fail') return jsonResponse({ detail: 'nope' }, 500);
      finalized = true;
      return jsonResponse(
        {
          pf_uuid: PF_UUID,
          finalized_at: '2026-11-02T17:00:00Z',
          period_start: '2026-10-01',
          period_end: '2026-10-31',
          frequency: 'MONTHLY',
        },
        201,
      );
    }
    if (url === `/api/commissions/periods/finalized/${PF_UUID}` && method === 'DELETE') {
      finalized = false;
      return new Response(null, { status: 204 });
    }
    if (url.startsWith('/api/employees/') && method === 'PATCH')
      return options.patch === 'fail' ? jsonResponse({ detail: 'down' }, 500) : jsonResponse(LARA_SAVED);
    if (url.startsWith('/api/commission?')) return jsonResponse(OCTOBER);
    return jsonResponse({ detail: `unexpected ${method} ${url}` }, 404);
  });
}

const calls = (fetchMock: ReturnType<typeof mockFetch>, start: string, method = 'GET') =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).startsWith(start) && (init?.method ?? 'GET') === method,
  );

const cellTexts = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/[↕▲▼]/g, ''));

/** The table's rows: the header, Lara, Sam and the TOTAL. */
const rowsOf = (table: HTMLElement) =>
  within(table).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];

describe('CommissionSummary', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says what is missing without dates, and asks nothing', async () => {
    storeToken({ roles: ['Super User'] });
    const fetchMock = serve();
    renderWithProviders(<CommissionSummary />, '/reports/commissions?start_date=2026-10-01');
    expect(await screen.findByText('Please provide a start and end date in the query string.')).toBeTruthy();
    expect(calls(fetchMock, '/api/commission')).toHaveLength(0);
  });

  it('shows the columns, each employee with its links and the TOTAL row summed in cents', async () => {
    storeToken({ roles: ['Admin'] });
    const fetchMock = serve();
    renderWithProviders(<CommissionSummary />, ADDRESS);
    const table = await screen.findByRole('table', { name: 'Commission Summary' });
    expect(calls(fetchMock, '/api/commission?').map(([url]) => String(url))).toEqual([
      '/api/commission?start_date=2026-10-01&end_date=2026-10-31',
    ]);
    const [header, lara, sam, total] = rowsOf(table);
    expect(cellTexts(header)).toEqual([
      'Employee',
      'Type',
      'Branch',
      'State',
      'Opens',
      'Closed',
      'Revenue',
      'Comm. Revenue',
      'Escrow',
      'Title',
      'Underwriter',
      'Base',
      'Other Against Rev',
      'Subtotal',
      'Losses',
      'Other Charges',
      'Comm. Before Guarantee',
      'Guarantee',
      'Commission',
      'Paid Out',
      'End Balance',
    ]);
    // Escrow officers first, as the answer orders them.
    expect(within(lara).getByRole('link', { name: 'Ortiz, Lara' }).getAttribute('href')).toBe(
      `/admin/employees/${LARA_UUID}`,
    );
    expect(within(sam).getByRole('link', { name: 'Baker, Sam' })).toBeTruthy();
    expect(
      within(lara)
        .getByRole('link', { name: '$100.00 other against revenue of Ortiz, Lara' })
        .getAttribute('href'),
    ).toBe(`/reports/other-rev?month_end_date=2026-10-31&period_start=2026-10-01&employee_uuid=${LARA_UUID}`);
    expect(
      within(lara).getByRole('link', { name: '$50.00 losses of Ortiz, Lara' }).getAttribute('href'),
    ).toBe(`/reports/losses?month_end_date=2026-10-31&period_start=2026-10-01&employee_uuid=${LARA_UUID}`);
    expect(
      within(sam).getByRole('link', { name: '$0.00 other charges of Baker, Sam' }).getAttribute('href'),
    ).toBe(`/reports/other-comm?month_end_date=2026-10-31&period_start=2026-10-01&employee_uuid=${SAM_UUID}`);
    // An administrator sees the Base as text: the base is a super user's to edit.
    expect(within(lara).queryByRole('button', { name: /Edit base/ })).toBeNull();
    // A negative amount in parentheses, in red.
    expect(within(lara).getByText('($150.25)').style.color).toContain('red');
    // Sums written by hand, in cents: 10000.10 + 2500.05, 480.01 + 300.01, -150.25 + 500.10 ...
    expect(cellTexts(total)).toEqual([
      'TOTAL',
      '',
      '',
      '',
      '7',
      '3',
      '$12,500.15',
      '$11,000.05',
      '$6,000.03',
      '$6,500.12',
      '$780.02',
      '$3,750.00',
      '$100.00',
      '$7,150.05',
      '$50.00',
      '$25.50',
      '$1,734.66',
      '$3,000.00',
      '$3,500.10',
      '$3,150.25',
      '$349.85',
    ]);
    // The links at the top.
    expect(screen.getByRole('link', { name: 'Monthly Charges' }).getAttribute('href')).toBe(
      '/admin/charges-launcher',
    );
    expect(screen.getByRole('link', { name: 'EO Profitability' }).getAttribute('href')).toBe(
      '/reports/employee-profit',
    );
    // Not a super user: no finalisation, and no check asked.
    expect(screen.queryByRole('button', { name: 'Finalize' })).toBeNull();
    expect(calls(fetchMock, '/api/commissions/periods')).toHaveLength(0);
  });

  it('highlights rows purple (guarantee) and yellow (late start), said in words as well', async () => {
    storeToken({ roles: ['Admin'] });
    serve();
    renderWithProviders(<CommissionSummary />, ADDRESS);
    const table = await screen.findByRole('table', { name: 'Commission Summary' });
    const [, lara, sam] = rowsOf(table);
    expect(lara.getAttribute('data-highlight')).toBe('guarantee');
    expect(lara.style.background).toContain('violet');
    expect(within(lara).getByText(/Guarantee exceeds commission before guarantee/)).toBeTruthy();
    expect(sam.getAttribute('data-highlight')).toBe('partial');
    expect(sam.style.background).toContain('yellow');
    expect(within(sam).getByText(/Commission starts after the period start date/)).toBeTruthy();
  });

  it("edits the period's base: refuses a non-number, sends the base with the summary's period, says when the save fails", async () => {
    storeToken({ roles: ['Super User'] });
    const fetchMock = serve({ patch: 'fail' });
    renderWithProviders(<CommissionSummary />, ADDRESS);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit base of Ortiz, Lara: $2,500.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Base: Ortiz, Lara' });
    const input = within(dialog).getByLabelText('Base') as HTMLInputElement;
    expect(input.value).toBe('2500.00');
    fireEvent.change(input, { target: { value: '1.2.3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Base must be a number (or leave blank).')).toBeTruthy();
    expect(calls(fetchMock, '/api/employees/', 'PATCH')).toHaveLength(0);

    fireEvent.change(input, { target: { value: '$3,000.5x' } });
    expect(input.value).toBe('3000.5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Failed to save base.')).toBeTruthy();
    const [[url, init]] = calls(fetchMock, '/api/employees/', 'PATCH') as [[string, RequestInit]];
    expect(url).toBe(`/api/employees/${LARA_UUID}/base`);
    expect(JSON.parse(String(init.body))).toEqual({
      base: '3000.50',
      period_start: '2026-10-01',
      period_end: '2026-10-31',
    });

    fireEvent.change(input, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls(fetchMock, '/api/employees/', 'PATCH')).toHaveLength(2));
    // Blank clears the period's base (the monthly base applies again).
    expect(JSON.parse(String(calls(fetchMock, '/api/employees/', 'PATCH').at(1)?.[1]?.body))).toEqual({
      base: null,
      period_start: '2026-10-01',
      period_end: '2026-10-31',
    });
  });

  it('closes the dialog after a save and asks for the summary again', async () => {
    storeToken({ roles: ['Super User'] });
    const fetchMock = serve();
    renderWithProviders(<CommissionSummary />, ADDRESS);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit base of Ortiz, Lara: $2,500.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Base: Ortiz, Lara' });
    fireEvent.change(within(dialog).getByLabelText('Base'), { target: { value: '3000.50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(calls(fetchMock, '/api/commission?')).toHaveLength(2));
  });

  it("sets the base of a half month's summary for that half month", async () => {
    storeToken({ roles: ['Super User'] });
    const fetchMock = serve();
    renderWithProviders(
      <CommissionSummary />,
      '/reports/commissions?start_date=2026-10-01&end_date=2026-10-15',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit base of Ortiz, Lara: $2,500.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Base: Ortiz, Lara' });
    fireEvent.change(within(dialog).getByLabelText('Base'), { target: { value: '700' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [[, init]] = calls(fetchMock, '/api/employees/', 'PATCH') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({
      base: '700.00',
      period_start: '2026-10-01',
      period_end: '2026-10-15',
    });
  });

  it('finalises after a confirmation, then shows the Base as text; unfinalises the same way', async () => {
    storeToken({ roles: ['Super User'] });
    const fetchMock = serve();
    renderWithProviders(<CommissionSummary />, ADDRESS);
    await screen.findByRole('button', { name: 'Edit base of Ortiz, Lara: $2,500.00' });
    expect(calls(fetchMock, '/api/commissions/periods/finalized/check').map(([url]) => String(url))).toEqual([
      '/api/commissions/periods/finalized/check?period_start=2026-10-01&period_end=2026-10-31&frequency=MONTHLY',
    ]);

    // Cancelled: nothing sent.
    fireEvent.click(screen.getByRole('button', { name: 'Finalize' }));
    let confirm = await screen.findByRole('dialog', { name: 'Finalize this commission period?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(fetchMock, '/api/commissions/periods/finalized', 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Finalize' }));
    confirm = await screen.findByRole('dialog', { name: 'Finalize this commission period?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Finalize' }));
    expect(await screen.findByText('Period finalized.')).toBeTruthy();
    const [[, init]] = calls(fetchMock, '/api/commissions/periods/finalized', 'POST') as [
      [string, RequestInit],
    ];
    expect(JSON.parse(String(init.body))).toEqual({
      period_start: '2026-10-01',
      period_end: '2026-10-31',
      freq: 'MONTHLY',
      scope: 'GLOBAL',
      state: 'AZ',
      note: '',
    });
    expect(await screen.findByText('This period is finalized.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Edit base/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Unfinalize' }));
    confirm = await screen.findByRole('dialog', { name: 'Unfinalize this commission period?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Unfinalize' }));
    expect(await screen.findByText('Period unfinalized.')).toBeTruthy();
    expect(calls(fetchMock, `/api/commissions/periods/finalized/${PF_UUID}`, 'DELETE')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Edit base of Ortiz, Lara: $2,500.00' })).toBeTruthy();
  });

  it('says when finalising fails', async () => {
    storeToken({ roles: ['Super User'] });
    serve({ post: 'fail' });
    renderWithProviders(<CommissionSummary />, ADDRESS);
    fireEvent.click(await screen.findByRole('button', { name: 'Finalize' }));
    const confirm = await screen.findByRole('dialog', { name: 'Finalize this commission period?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Finalize' }));
    expect(await screen.findByText('Failed to finalize period.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Finalize' })).toBeTruthy();
  });
});
