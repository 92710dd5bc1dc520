import type { GetMonthlyChargesResponse } from '@hub/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { ChargeReport } from '../components/charge-report';
import { ChargesEditor } from '../components/charges-editor';
import { ChargesLauncher } from '../components/charges-launcher';

const U = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const DATE = '2031-01-15';
const line = (
  n: number,
  employee: number,
  values: Partial<GetMonthlyChargesResponse['lines'][number]> = {},
) => ({
  charge_id: n,
  uuid: U(n),
  employee_id: employee,
  employee_uuid: U(employee),
  month_end_date: DATE,
  loss_total: '0.00',
  other_against_rev: '0.00',
  other_against_commission: '0.00',
  notes: '',
  ...values,
});
const ANSWER: GetMonthlyChargesResponse = {
  month_end_date: DATE,
  employees: [
    { employee_id: 1, employee_uuid: U(1), first_name: 'Ann', last_name: 'Able', state: 'AZ' },
    { employee_id: 2, employee_uuid: U(2), first_name: 'Bob', last_name: 'Baker', state: 'AZ' },
  ],
  lines: [line(7, 1, { loss_total: '12.50', notes: 'lost file' }), line(8, 1, { other_against_rev: '3.00' })],
};

/** Serves GET /charges/monthly, and PUT with `putStatus`; records the PUT bodies. */
function serve(putStatus = 200, answer: GetMonthlyChargesResponse = ANSWER) {
  const puts: unknown[] = [];
  const fetchMock = mockFetch((url, init) => {
    if (url.startsWith('/api/charges/monthly') && init.method === 'PUT') {
      puts.push(JSON.parse(String(init.body)));
      return putStatus === 200
        ? new Response(JSON.stringify({ month_end_date: DATE, inserted: 1, updated: 1 }))
        : new Response(JSON.stringify({ detail: 'refused' }), { status: putStatus });
    }
    if (url.startsWith('/api/charges/monthly')) return new Response(JSON.stringify(answer));
    return new Response('{}');
  });
  return { fetchMock, puts };
}

describe('ChargesLauncher', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('preselects the first date today or later and opens the editor for it', async () => {
    storeToken({ roles: ['Super User'] });
    serve();
    const { router } = renderWithProviders(
      <ChargesLauncher now={new Date('2026-03-16T19:00:00Z')} />,
      '/admin/charges-launcher',
    );
    expect(await screen.findByDisplayValue('03/31/2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open Charges Editor' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/admin/charges?month_end_date=2026-03-31',
    );
  });
});

describe('ChargesEditor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says 'Error: No month selected.' without the date, and asks nothing", async () => {
    storeToken({ roles: ['Super User'] });
    const { fetchMock } = serve();
    renderWithProviders(<ChargesEditor />, '/admin/charges');
    expect(await screen.findByText('Error: No month selected.')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/charges'))).toHaveLength(0);
  });

  it('shows a block per officer (an empty line when none), searches, adds, removes and saves every line', async () => {
    storeToken({ roles: ['Super User'] });
    const { puts } = serve();
    renderWithProviders(<ChargesEditor />, `/admin/charges?month_end_date=${DATE}`);
    const ann = await screen.findByRole('region', { name: 'Able, Ann' });
    const bob = screen.getByRole('region', { name: 'Baker, Bob' });
    expect(within(ann).getAllByRole('button', { name: /^Remove line/ })).toHaveLength(2);
    expect(within(bob).getAllByRole('button', { name: /^Remove line/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Save All' })).toHaveLength(2);
    const amount = within(bob).getByLabelText('Loss Total, Baker, Bob, line 1') as HTMLInputElement;
    expect(amount.getAttribute('step')).toBe('0.01');

    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'bak' } });
    expect(screen.queryByRole('region', { name: 'Able, Ann' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: '' } });

    fireEvent.change(amount, { target: { value: '4.5' } });
    expect(screen.getByText(/unsaved changes/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add line for Baker, Bob' }));
    fireEvent.change(screen.getByLabelText('Notes, Baker, Bob, line 2'), { target: { value: 'temp' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove line 2 of Baker, Bob' }));
    expect(screen.queryByLabelText('Notes, Baker, Bob, line 2')).toBeNull();
    // A saved line removed: zeroed, notes blanked, still sent.
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Able, Ann' })).getByRole('button', {
        name: 'Remove line 1 of Able, Ann',
      }),
    );

    fireEvent.click(screen.getAllByRole('button', { name: 'Save All' })[1] as HTMLElement);
    expect(await screen.findByText('Charges updated!')).toBeTruthy();
    expect(puts).toHaveLength(1);
    const sent = puts[0] as Record<string, unknown>[];
    expect(sent).toHaveLength(3);
    expect(sent[0]).toEqual({
      charge_id: 7,
      uuid: U(7),
      employee_id: 1,
      month_end_date: DATE,
      loss_total: '0.00',
      other_against_rev: '0.00',
      other_against_commission: '0.00',
      notes: '',
    });
    expect(sent[1]).toMatchObject({ charge_id: 8, other_against_rev: '3.00' });
    expect(sent[2]).toMatchObject({ employee_id: 2, loss_total: '4.50', other_against_rev: '0', notes: '' });
    expect(sent[2]?.charge_id).toBeUndefined();
    await waitFor(() => expect(screen.queryByText(/unsaved changes/)).toBeNull());
  });

  it("says 'Failed to save changes. Check console for details.' when the save fails", async () => {
    storeToken({ roles: ['Super User'] });
    serve(400);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<ChargesEditor />, `/admin/charges?month_end_date=${DATE}`);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Save All' }))[0] as HTMLElement);
    expect(await screen.findByText('Failed to save changes. Check console for details.')).toBeTruthy();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('ChargeReport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says 'Missing parameters.' without month_end_date and employee_uuid", async () => {
    storeToken({ roles: ['Super User'] });
    serve();
    renderWithProviders(<ChargeReport kind="losses" />, `/reports/losses?month_end_date=${DATE}`);
    expect(await screen.findByText('Missing parameters.')).toBeTruthy();
  });

  it('shows only the lines whose own amount is non-zero, with the four columns', async () => {
    storeToken({ roles: ['Super User'] });
    const { fetchMock } = serve();
    renderWithProviders(
      <ChargeReport kind="losses" />,
      `/reports/losses?month_end_date=${DATE}&employee_uuid=${U(1)}`,
    );
    const table = await screen.findByRole('table', { name: 'Loss Charges' });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      `/api/charges/monthly?month_end_date=${DATE}&employee_uuid=${U(1)}`,
    );
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[↕▲▼]/g, ''));
    expect(headers).toEqual(['Loss Total', 'Other Against Rev', 'Other Against Commission', 'Notes']);
    expect(within(table).getByText('lost file')).toBeTruthy();
    expect(within(table).getAllByRole('row').length).toBe(2); // the header and the loss line
  });
  it("from the Commission Summary (period_start): a whole month's 15th and month-end lines, as the row counts them", async () => {
    storeToken({ roles: ['Admin'] });
    const asked: string[] = [];
    mockFetch((url) => {
      asked.push(url);
      const date = new URL(url, 'http://hub.test').searchParams.get('month_end_date') ?? '';
      const lines =
        date === '2031-01-15'
          ? [line(7, 1, { month_end_date: date, loss_total: '12.50', notes: 'mid-month loss' })]
          : [line(9, 1, { month_end_date: date, loss_total: '7.25', notes: 'month-end loss' })];
      return new Response(JSON.stringify({ ...ANSWER, month_end_date: date, lines }));
    });
    renderWithProviders(
      <ChargeReport kind="losses" />,
      `/reports/losses?month_end_date=2031-01-31&period_start=2031-01-01&employee_uuid=${U(1)}`,
    );
    const table = await screen.findByRole('table', { name: 'Loss Charges' });
    await waitFor(() => expect(within(table).getByText('month-end loss')).toBeTruthy());
    expect(within(table).getByText('mid-month loss')).toBeTruthy();
    expect(asked.sort()).toEqual([
      `/api/charges/monthly?month_end_date=2031-01-15&employee_uuid=${U(1)}`,
      `/api/charges/monthly?month_end_date=2031-01-31&employee_uuid=${U(1)}`,
    ]);
    expect(screen.getByText(/01\/15\/2031 and 01\/31\/2031/)).toBeTruthy();
  });

  it('a half month (16th to the end) shows the month end only', async () => {
    storeToken({ roles: ['Super User'] });
    const { fetchMock } = serve();
    renderWithProviders(
      <ChargeReport kind="losses" />,
      `/reports/losses?month_end_date=2031-01-31&period_start=2031-01-16&employee_uuid=${U(1)}`,
    );
    await screen.findByRole('table', { name: 'Loss Charges' });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      `/api/charges/monthly?month_end_date=2031-01-31&employee_uuid=${U(1)}`,
    ]);
  });
});
