import type { CommissionResponse, CommissionTrace } from '@hub/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LARA_UUID } from '@/test/commissions';
import { jsonResponse, liveRoles, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { CommissionSummary } from '../screens/commission-summary';
import { OCTOBER } from './commission-fixtures';
import { EMAIL_SPREADSHEET_TEXTS } from './email-spreadsheets';

const ADDRESS = '/reports/commissions?start_date=2026-10-01&end_date=2026-10-31';
const OPEN = { finalized: false, frequency: 'MONTHLY', finalized_at: null, pf_uuid: null };

/** Lara's trace: two files and one adjustment summing to her Comm. Revenue 9000.05, to the cent. */
const TRACE: CommissionTrace = {
  files: [
    {
      file_uuid: '44444444-4444-4444-8444-444444444444',
      order_number: 'F-1001',
      calc_close_date: '2026-10-05',
      esc_rev: '3500.01',
      title_rev: '2500.04',
      underwriter_amt: '300.00',
      commable_rev: '5000.02',
    },
    {
      file_uuid: '55555555-5555-4555-8555-555555555555',
      order_number: 'F-1002',
      calc_close_date: '2026-10-20',
      esc_rev: '3000.02',
      title_rev: '1700.03',
      underwriter_amt: '200.01',
      commable_rev: '4500.03',
    },
  ],
  adjustments: [
    {
      adj_id: 7,
      order_number: 'F-0999',
      posting_date: '2026-10-12',
      esc_rev: '-500.00',
      title_rev: '-200.00',
      underwriter_amt: '-20.00',
      commable_rev: '-500.00',
    },
  ],
  charges: [
    {
      month_end_date: '2026-10-31',
      loss_total: '50.00',
      other_against_rev: '100.00',
      other_against_commission: '25.50',
    },
  ],
  guarantee: {
    period_beg_dt: '2026-10-01',
    period_end_dt: '2026-12-31',
    guarantee_amount: '3000.00',
    override_if_comm_greater: true,
  },
  base_amt: '2500.00',
  base_source: 'override',
  base_desc: 'October ramp-up',
  rep_combo_revenue: null,
  steps: [
    { field: 'comable_rev', value: '9000.05', rule: 'files 9500.05 + adjustments -500.00' },
    { field: 'comm_amt', value: '3000.00', rule: 'guarantee 3000.00 above 1234.56' },
  ],
};

const LARA_TRACED: CommissionResponse = { ...OCTOBER, rows: [OCTOBER.rows[0] as never], trace: TRACE };

function serve(xls: 'ok' | 'fail' = 'ok') {
  return mockFetch((url) => {
    if (url.startsWith('/api/users/roles/live')) return liveRoles();
    if (url.startsWith('/api/commissions/periods/finalized/check')) return jsonResponse(OPEN);
    if (url.startsWith('/api/commission/xls'))
      return xls === 'ok'
        ? jsonResponse({ queued: true, to: 'me@hub.test', workbooks: 2 }, 202)
        : jsonResponse({ detail: 'down' }, 500);
    if (url.startsWith('/api/commission?') && url.includes('trace=1')) return jsonResponse(LARA_TRACED);
    if (url.startsWith('/api/commission?')) return jsonResponse(OCTOBER);
    return jsonResponse({ detail: `unexpected ${url}` }, 404);
  });
}

const urls = (fetchMock: ReturnType<typeof mockFetch>, start: string) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(start));

const cellTexts = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('the trace drawer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("opens from the row's Commission with the employee's trace, and closes by Escape", async () => {
    storeToken({ roles: ['Admin'] });
    const fetchMock = serve();
    renderWithProviders(<CommissionSummary />, ADDRESS);
    const table = await screen.findByRole('table', { name: 'Commission Summary' });
    const open = within(table).getByRole('button', { name: 'Trace of Ortiz, Lara: $3,000.00' });
    open.focus();
    fireEvent.click(open);

    const drawer = await screen.findByRole('dialog', { name: 'Trace: Ortiz, Lara' });
    const files = await within(drawer).findByRole('table', { name: 'Credited files' });
    expect(urls(fetchMock, '/api/commission?')).toContain(
      `/api/commission?start_date=2026-10-01&end_date=2026-10-31&employee_uuid=${LARA_UUID}&trace=1`,
    );

    const steps = within(drawer).getByRole('table', { name: 'Steps' });
    expect(within(steps).getAllByRole('row').map(cellTexts)).toEqual([
      ['Field', 'Value', 'Rule'],
      ['comable_rev', '9000.05', 'files 9500.05 + adjustments -500.00'],
      ['comm_amt', '3000.00', 'guarantee 3000.00 above 1234.56'],
    ]);
    expect(within(files).getAllByRole('row').map(cellTexts)).toEqual([
      ['Order #', 'Close Date', 'Escrow', 'Title', 'Underwriter', 'Comm. Revenue'],
      ['F-1001', '10/05/2026', '$3,500.01', '$2,500.04', '$300.00', '$5,000.02'],
      ['F-1002', '10/20/2026', '$3,000.02', '$1,700.03', '$200.01', '$4,500.03'],
      ['TOTAL', '2', '$6,500.03', '$4,200.07', '$500.01', '$9,500.05'],
    ]);
    const adjustments = within(drawer).getByRole('table', { name: 'Adjustments' });
    expect(within(adjustments).getAllByRole('row').map(cellTexts)).toEqual([
      ['Order #', 'Posting Date', 'Escrow', 'Title', 'Underwriter', 'Comm. Revenue'],
      ['F-0999', '10/12/2026', '($500.00)', '($200.00)', '($20.00)', '($500.00)'],
      ['TOTAL', '1', '($500.00)', '($200.00)', '($20.00)', '($500.00)'],
    ]);
    // Files and adjustments together are the row's Comm. Revenue, to the cent.
    expect(drawer.textContent).toContain('Comm. Revenue $9,000.05 (files and adjustments: $9,000.05).');
    const charges = within(drawer).getByRole('table', { name: 'Charges' });
    expect(cellTexts(within(charges).getAllByRole('row')[1] as HTMLElement)).toEqual([
      '10/31/2026',
      '$50.00',
      '$100.00',
      '$25.50',
    ]);
    expect(
      within(drawer).getByText('$3,000.00 for 10/01/2026 – 12/31/2026; override if commission greater: Yes.'),
    ).toBeTruthy();
    expect(
      within(drawer).getByText('$2,500.00: set for this period (Edit Base) (October ramp-up).'),
    ).toBeTruthy();

    fireEvent.keyDown(drawer, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Trace: Ortiz, Lara' })).toBeNull());
  });
});

describe('email all spreadsheets', () => {
  afterEach(() => vi.unstubAllGlobals());

  const start = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Email All Spreadsheets' }));
    return screen.findByRole('dialog', { name: EMAIL_SPREADSHEET_TEXTS.question });
  };

  it('asks first; Cancel sends nothing, Email queues them and says so', async () => {
    storeToken({ roles: ['Super User'] });
    const fetchMock = serve();
    renderWithProviders(<CommissionSummary />, ADDRESS);
    await screen.findByRole('table', { name: 'Commission Summary' });

    fireEvent.click(within(await start()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: EMAIL_SPREADSHEET_TEXTS.question })).toBeNull(),
    );
    expect(urls(fetchMock, '/api/commission/xls')).toEqual([]);

    fireEvent.click(within(await start()).getByRole('button', { name: 'Email' }));
    expect(await screen.findByText('Commission spreadsheets are being emailed to you.')).toBeTruthy();
    expect(urls(fetchMock, '/api/commission/xls')).toEqual([
      '/api/commission/xls?start_date=2026-10-01&end_date=2026-10-31&eml_all_items=true',
    ]);
  });

  it('says so when the spreadsheets could not be queued', async () => {
    storeToken({ roles: ['Admin'] });
    serve('fail');
    renderWithProviders(<CommissionSummary />, ADDRESS);
    await screen.findByRole('table', { name: 'Commission Summary' });
    fireEvent.click(within(await start()).getByRole('button', { name: 'Email' }));
    expect(await screen.findByText('Failed to queue commission spreadsheets.')).toBeTruthy();
  });
});
