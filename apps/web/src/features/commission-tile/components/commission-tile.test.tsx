import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, liveRoles, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { CommissionTile, EMAIL_FAILED, EMAIL_QUEUED } from './commission-tile';
import { commissionResponse, commissionRow, PAYER_UUID } from './tile-fixtures';

// 2026-03-24 12:00 and 2026-03-25 00:30 in Los Angeles: the tile's period is February 2026.
const THE_24TH = new Date('2026-03-24T19:00:00Z');
const THE_25TH = new Date('2026-03-25T07:30:00Z');

type Serve = { finalized?: boolean; rows?: ReturnType<typeof commissionRow>[]; xlsStatus?: number };

function serve({ finalized = true, rows = [commissionRow()], xlsStatus = 202 }: Serve = {}) {
  return mockFetch((url) => {
    if (url.startsWith('/api/users/roles/live')) return liveRoles({ roles: 'Sales' });
    if (url.startsWith('/api/commissions/periods/finalized/check'))
      return jsonResponse({ finalized, frequency: 'MONTHLY', finalized_at: null, pf_uuid: null });
    if (url.startsWith('/api/commission/xls'))
      return xlsStatus === 202
        ? jsonResponse({ queued: true, to: 'sam@hub.test', workbooks: 1 }, 202)
        : jsonResponse({ detail: 'mail down' }, xlsStatus);
    if (url.startsWith('/api/commission?')) return jsonResponse(commissionResponse(rows));
    return jsonResponse({ detail: `unexpected ${url}` }, 404);
  });
}

const calls = (fetchMock: ReturnType<typeof serve>, prefix: string) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(prefix));

describe('CommissionTile (spec 000 §4, §9)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it("shows the previous month's row on the 24th when the month is finalised", async () => {
    storeToken({ roles: ['Sales'], employee_uuid: PAYER_UUID });
    const fetchMock = serve();
    renderWithProviders(<CommissionTile employeeUuid={PAYER_UUID} impersonating={false} now={THE_24TH} />);
    expect(await screen.findByText('February 2026')).toBeTruthy();
    for (const [label, value] of [
      ['Comm. Revenue', '$8,000.05'],
      ['Base', '$1,500.00'],
      ['Commission', '$2,800.02'],
      ['Paid Out', '$300.00'],
      ['End Balance', '$1,000.02'],
    ]) {
      expect(screen.getByText(label as string, { selector: 'dt' }).nextElementSibling?.textContent).toBe(
        value,
      );
    }
    expect(screen.getByRole('button', { name: 'Email spreadsheet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Distribute Commission' })).toBeTruthy();
    expect(calls(fetchMock, '/api/commissions/periods/finalized/check')[0]).toBe(
      '/api/commissions/periods/finalized/check?period_start=2026-02-01&period_end=2026-02-28&frequency=MONTHLY',
    );
    expect(calls(fetchMock, '/api/commission?')[0]).toBe(
      `/api/commission?start_date=2026-02-01&end_date=2026-02-28&employee_uuid=${PAYER_UUID}`,
    );
  });

  it('is hidden on the 25th and asks nothing', async () => {
    storeToken({ roles: ['Sales'], employee_uuid: PAYER_UUID, demo_rep: true });
    const fetchMock = serve();
    renderWithProviders(
      <div data-testid="host">
        <CommissionTile employeeUuid={PAYER_UUID} impersonating={false} now={THE_25TH} />
      </div>,
    );
    await screen.findByTestId('host');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Comm. Revenue')).toBeNull();
    expect(calls(fetchMock, '/api/commission')).toEqual([]);
  });

  it('is hidden while the month is not finalised', async () => {
    storeToken({ roles: ['Sales'], employee_uuid: PAYER_UUID });
    const fetchMock = serve({ finalized: false });
    renderWithProviders(<CommissionTile employeeUuid={PAYER_UUID} impersonating={false} now={THE_24TH} />);
    await waitFor(() => expect(calls(fetchMock, '/api/commissions/periods/finalized/check')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Comm. Revenue')).toBeNull();
    expect(calls(fetchMock, '/api/commission?')).toEqual([]);
  });

  it('shows a demo rep their row even when the month is not finalised', async () => {
    storeToken({ roles: ['Sales'], employee_uuid: PAYER_UUID, demo_rep: true });
    serve({ finalized: false });
    renderWithProviders(<CommissionTile employeeUuid={PAYER_UUID} impersonating={false} now={THE_24TH} />);
    expect(await screen.findByText('Comm. Revenue')).toBeTruthy();
  });

  it('is hidden without a commission row', async () => {
    storeToken({ roles: ['Sales'], employee_uuid: PAYER_UUID });
    const fetchMock = serve({ rows: [] });
    renderWithProviders(<CommissionTile employeeUuid={PAYER_UUID} impersonating={false} now={THE_24TH} />);
    await waitFor(() => expect(calls(fetchMock, '/api/commission?')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Comm. Revenue')).toBeNull();
  });

  it('hides the distribution while impersonating', async () => {
    storeToken({ roles: ['Sales-Assistant'], view_employee_uuid: PAYER_UUID });
    serve();
    renderWithProviders(<CommissionTile employeeUuid={PAYER_UUID} impersonating now={THE_24TH} />);
    expect(await screen.findByRole('button', { name: 'Email spreadsheet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Distribute Commission' })).toBeNull();
  });

  it('queues the spreadsheet e-mail and says so', async () => {
    storeToken({ roles: ['Sales'], employee_uuid: PAYER_UUID });
    const fetchMock = serve();
    renderWithProviders(<CommissionTile employeeUuid={PAYER_UUID} impersonating={false} now={THE_24TH} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Email spreadsheet' }));
    expect(await screen.findByText(EMAIL_QUEUED)).toBeTruthy();
    expect(EMAIL_QUEUED).toBe('Commission spreadsheet queued for to your email');
    expect(calls(fetchMock, '/api/commission/xls')).toEqual([
      `/api/commission/xls?start_date=2026-02-01&end_date=2026-02-28&employee_uuid=${PAYER_UUID}&email=true`,
    ]);
  });

  it("says 'Failed to queue email.' when the e-mail fails", async () => {
    storeToken({ roles: ['Sales'], employee_uuid: PAYER_UUID });
    serve({ xlsStatus: 500 });
    renderWithProviders(<CommissionTile employeeUuid={PAYER_UUID} impersonating={false} now={THE_24TH} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Email spreadsheet' }));
    expect(await screen.findByText(EMAIL_FAILED)).toBeTruthy();
  });
});
