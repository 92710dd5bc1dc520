import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LARA_UUID } from '@/test/commissions';
import { jsonResponse, liveRoles, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import {
  ADJUSTMENTS,
  END,
  F1001,
  F1002,
  filesPage,
  orderFile,
  ROW,
  START,
  SUMMARY,
} from './commission-detail.fixtures';
import { EoCommReport } from './eo-comm-report';
import { RepCommReport } from './rep-comm-report';

const QUERY = `employee_uuid=${LARA_UUID}&start_date=${START}&end_date=${END}`;
const EO_ADDRESS = `/reports/eo-comm-report?${QUERY}`;
const REP_ADDRESS = `/reports/rep-comm-report?${QUERY}`;

type Options = { files?: (url: URL) => Response; adjustments?: typeof ADJUSTMENTS };

function serve({ files, adjustments = ADJUSTMENTS }: Options = {}) {
  return mockFetch((url) => {
    if (url.startsWith('/api/users/roles/live')) return liveRoles();
    if (url.startsWith('/api/commission?')) return jsonResponse(SUMMARY);
    if (url.startsWith('/api/files?'))
      return files ? files(new URL(url, 'http://hub')) : jsonResponse(filesPage([F1001, F1002]));
    if (url.startsWith('/api/file-adjustments?')) return jsonResponse(adjustments);
    return jsonResponse({ detail: `unexpected ${url}` }, 404);
  });
}

const asked = (fetchMock: ReturnType<typeof mockFetch>, start: string) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(start));

const params = (url: string) => Object.fromEntries(new URL(url, 'http://hub').searchParams);

/** A row's cells as read, without the headers' sort marks. */
const cellTexts = (row: HTMLElement | undefined) => {
  if (!row) throw new Error('no such row');
  return [...row.querySelectorAll('th, td')].map((cell) => cell.textContent.replace(/[↕↑↓]/g, ''));
};

const firstFiles = (fetchMock: ReturnType<typeof mockFetch>) => {
  const [url] = asked(fetchMock, '/api/files?');
  if (!url) throw new Error('GET /files was not asked');
  return params(url);
};

describe('Rep and Escrow Officer Commission Reports', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['/reports/eo-comm-report?start_date=2026-10-01&end_date=2026-10-31'],
    [`/reports/eo-comm-report?employee_uuid=${LARA_UUID}&end_date=2026-10-31`],
    [`/reports/eo-comm-report?employee_uuid=${LARA_UUID}&start_date=2026-10-01`],
  ])("%s says 'Missing required parameters.' and asks nothing", async (address) => {
    storeToken({ roles: ['Admin'] });
    const fetchMock = serve();
    renderWithProviders(<EoCommReport />, address);
    expect(await screen.findByText('Missing required parameters.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Escrow Officer Commission Report' })).toBeTruthy();
    expect(asked(fetchMock, '/api/')).toEqual([]);
  });

  it("the officer's report: header, the row's figures, the rolled-up files with their TOTAL, the check", async () => {
    storeToken({ roles: ['Admin'] });
    const fetchMock = serve();
    renderWithProviders(<EoCommReport />, EO_ADDRESS);
    const table = await screen.findByRole('table', { name: 'Escrow Officer Commission Report: files' });
    expect(screen.getByRole('heading', { name: 'Escrow Officer Commission Report' })).toBeTruthy();
    expect(screen.getByText('Ortiz, Lara, 10/01/2026 – 10/31/2026')).toBeTruthy();

    expect(asked(fetchMock, '/api/commission?').map(params)).toEqual([
      { start_date: START, end_date: END, employee_uuid: LARA_UUID, trace: '1' },
    ]);
    expect(asked(fetchMock, '/api/files?').map(params)).toEqual([
      {
        state: 'AZ',
        close_start: START,
        close_end: END,
        escrow_officer_id: '7',
        roll_up_linked: '1',
        sort: 'calc_close_date',
        dir: 'asc',
        page: '1',
        page_size: '200',
      },
    ]);
    expect(asked(fetchMock, '/api/file-adjustments?').map(params)).toEqual([
      { state: 'AZ', start_date: START, end_date: END, escrow_officer_id: '7' },
    ]);

    const figures = Object.fromEntries(
      [...document.querySelectorAll('dd[data-figure]')].map((dd) => [
        dd.getAttribute('data-figure'),
        dd.textContent,
      ]),
    );
    expect(figures).toEqual({
      comable_rev: '$1,770.29',
      esc_rev_tot: '$1,350.25',
      title_rev_tot: '$477.32',
      underwriter_amt: '$57.28',
      base_amt: '$2,500.00',
      rev_subtotal: '($729.71)',
      comm_amt: '$0.00',
      comm_paid_out: '$150.25',
      comm_end_balance: '($150.25)',
    });
    expect([...document.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Comm. Revenue',
      'Escrow',
      'Title',
      'Underwriter',
      'Base',
      'Subtotal',
      'Commission',
      'Paid Out',
      'End Balance',
    ]);

    const [header, f1001, f1002, total] = within(table).getAllByRole('row');
    expect(cellTexts(header)).toEqual([
      'Order #',
      'Close Date',
      'Escrow',
      'Title',
      'Underwriter',
      'Comm. Revenue',
    ]);
    expect(cellTexts(f1001)).toEqual(['F1001', '10/05/2026', '$1,000.00', '$500.10', '$60.01', '$1,440.09']);
    expect(cellTexts(f1002)).toEqual(['F1002', '10/20/2026', '$250.25', '$0.00', '$0.00', '$250.25']);
    expect(cellTexts(total)).toEqual(['TOTAL', '', '$1,250.25', '$500.10', '$60.01', '$1,690.34']);
    expect(within(table).getByRole('link', { name: 'F1001' }).getAttribute('href')).toBe(
      '/reports/file-search?order_number=F1001',
    );

    expect(
      screen.getByText('Files + adjustments = Comm. Revenue of the summary: $1,690.34 + $79.95 = $1,770.29'),
    ).toBeTruthy();
  });

  it("the rep's report: the rep's files and, GET /file-adjustments having no rep filter, the state's narrowed to the trace's", async () => {
    storeToken({ roles: ['Admin'] });
    const fetchMock = serve();
    renderWithProviders(<RepCommReport />, REP_ADDRESS);
    const table = await screen.findByRole('table', { name: 'Rep Commission Report: files' });
    expect(firstFiles(fetchMock)).toMatchObject({ marketing_rep_id: '7' });
    expect(firstFiles(fetchMock)).not.toHaveProperty('roll_up_linked');
    expect(asked(fetchMock, '/api/file-adjustments?').map(params)).toEqual([
      { state: 'AZ', start_date: START, end_date: END },
    ]);
    const rows = within(table).getAllByRole('row');
    expect(cellTexts(rows.at(-1))).toEqual(['TOTAL', '', '$1,250.25', '$800.00', '$96.00', '$1,954.25']);
    // The rep's files (1954.25) and adjustments (79.95) are not the summary row's 1770.29: said with the difference.
    expect(
      screen.getByText(
        'Files + adjustments: $1,954.25 + $79.95 = $2,034.20; Comm. Revenue of the summary: $1,770.29 (difference ($263.91))',
      ),
    ).toBeTruthy();
    // #9 is not the employee's: the escrow button has #7 only.
    expect(await screen.findByRole('button', { name: 'escrow (1): $100.00' })).toBeTruthy();
  });

  it('asks every page of the files', async () => {
    storeToken({ roles: ['Admin'] });
    const many = Array.from({ length: 201 }, (_, i) => orderFile(3000 + i, `G${3000 + i}`, '2026-10-10', []));
    const fetchMock = serve({
      files: (url) => {
        const page = Number(url.searchParams.get('page'));
        return jsonResponse(filesPage(page === 1 ? many.slice(0, 200) : many.slice(200), 201, page));
      },
    });
    renderWithProviders(<EoCommReport />, EO_ADDRESS);
    const table = await screen.findByRole('table', { name: 'Escrow Officer Commission Report: files' });
    await waitFor(() =>
      expect(asked(fetchMock, '/api/files?').map((url) => params(url).page)).toEqual(['1', '2']),
    );
    expect(table).toBeTruthy();
  });

  it('the adjustments by category, each a dialog of its lines closed by Close or the backdrop', async () => {
    storeToken({ roles: ['Admin'] });
    serve();
    renderWithProviders(<EoCommReport />, EO_ADDRESS);
    const escrow = await screen.findByRole('button', { name: 'escrow (1): $100.00' });
    expect(screen.getByRole('button', { name: 'mag_title (1): ($27.83)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'endorsements (1): $5.05' })).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'partner_title (0): $0.00' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    fireEvent.click(escrow);
    const dialog = await screen.findByRole('dialog', { name: 'escrow adjustments' });
    const lines = within(within(dialog).getByRole('table', { name: 'escrow adjustments' })).getAllByRole(
      'row',
    );
    expect(lines.map(cellTexts)).toEqual([
      ['Order #', 'Posting Date', 'Amount', 'Reason', 'Note'],
      ['F1001', '10/15/2026', '$100.00', 'Refund', ''],
      ['TOTAL', '', '$100.00', '', ''],
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'mag_title (1): ($27.83)' }));
    await screen.findByRole('dialog', { name: 'mag_title adjustments' });
    const overlay = document.querySelector('.mantine-Modal-overlay');
    if (!overlay) throw new Error('no backdrop');
    fireEvent.mouseDown(overlay);
    fireEvent.click(overlay);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("says 'No adjustments in the selected range.' when there are none", async () => {
    storeToken({ roles: ['Admin'] });
    serve({ adjustments: { ...ADJUSTMENTS, rows: [] } });
    renderWithProviders(<EoCommReport />, EO_ADDRESS);
    expect(await screen.findByText('No adjustments in the selected range.')).toBeTruthy();
  });

  it("an employee the summary has no row for: 'No data.', nothing else asked", async () => {
    storeToken({ roles: ['Admin'] });
    const fetchMock = mockFetch((url) => {
      if (url.startsWith('/api/users/roles/live')) return liveRoles();
      if (url.startsWith('/api/commission?')) return jsonResponse({ ...SUMMARY, rows: [], trace: undefined });
      return jsonResponse({ detail: 'unexpected' }, 404);
    });
    renderWithProviders(<EoCommReport />, EO_ADDRESS);
    expect(await screen.findByText('No data.')).toBeTruthy();
    expect(asked(fetchMock, '/api/files')).toEqual([]);
    expect(ROW.uuid).toBe(LARA_UUID);
  });
});
