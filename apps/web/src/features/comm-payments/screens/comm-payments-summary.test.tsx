import type { CommPaymentsSummaryResponse } from '@hub/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, liveRoles, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { CommPaymentsSummary } from './comm-payments-summary';

// 2031-03-01 06:30 UTC: February 28 in Los Angeles.
const NOW = () => new Date('2031-03-01T06:30:00Z');

const SUMMARY: CommPaymentsSummaryResponse = {
  period_start: '2031-02-01',
  period_end: '2031-02-28',
  rows: [
    {
      employee_uuid: '11111111-1111-4111-8111-111111111111',
      first_name: 'Pat',
      last_name: 'Payer',
      payroll_id: 'P-100',
      total_num_of_payments: 2,
      sum_of_payments: '100.35',
    },
    {
      employee_uuid: '22222222-2222-4222-8222-222222222222',
      first_name: 'Rae',
      last_name: 'Rep',
      payroll_id: null,
      total_num_of_payments: 1,
      sum_of_payments: '5.00',
    },
    {
      employee_uuid: null,
      first_name: 'TOTAL',
      last_name: '',
      payroll_id: null,
      total_num_of_payments: 3,
      sum_of_payments: '105.35',
    },
  ],
};

const summaryQueries = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith('/api/reports/comm-payments?'))
    .map(([url]) => Object.fromEntries(new URL(String(url), 'http://hub.test').searchParams));

function serve(answer: (url: string) => Response = () => jsonResponse(SUMMARY)) {
  return mockFetch((url) => (url.startsWith('/api/users/roles/live') ? liveRoles() : answer(url)));
}

describe('CommPaymentsSummary', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each payer and the TOTAL footer for the current month (Los Angeles) by default, the call cancellable', async () => {
    storeToken({ roles: ['Super User'] });
    const fetchMock = serve();
    renderWithProviders(<CommPaymentsSummary now={NOW} />, '/reports/comm-payments');
    expect(await screen.findByRole('heading', { name: 'Commission Payments Summary' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Commission Payments Summary' });
    expect(summaryQueries(fetchMock)).toEqual([{ period_start: '2031-02-01', period_end: '2031-02-28' }]);
    const headers = within(table)
      .getAllByRole('columnheader')
      .slice(0, 4)
      .map((h) => h.textContent?.replace(/[↕↑↓]/g, '').trim());
    expect(headers).toEqual(['Employee', 'Payroll ID', '# Payments', 'Total Paid']);
    expect(within(table).getByText('Pat Payer')).toBeTruthy();
    expect(within(table).getByText('P-100')).toBeTruthy();
    expect(table.querySelector('tfoot')?.textContent).toBe('TOTAL3$105.35');
    const init = fetchMock.mock.calls.find(([url]) =>
      String(url).startsWith('/api/reports/comm-payments'),
    )?.[1];
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('falls back to the current month for dates not in YYYY-MM-DD, each on its own', async () => {
    storeToken({ roles: ['Admin'] });
    const fetchMock = serve();
    renderWithProviders(
      <CommPaymentsSummary now={NOW} />,
      '/reports/comm-payments?period_start=02/01/2031&period_end=2031-01-15',
    );
    await screen.findByRole('table', { name: 'Commission Payments Summary' });
    expect(summaryQueries(fetchMock)).toEqual([{ period_start: '2031-02-01', period_end: '2031-01-15' }]);
  });

  it('This Month, Last Month and Apply put the period in the address and ask for it; Apply needs both dates', async () => {
    storeToken({ roles: ['Super User'] });
    const fetchMock = serve();
    const { router } = renderWithProviders(
      <CommPaymentsSummary now={NOW} />,
      '/reports/comm-payments?period_start=2030-07-01&period_end=2030-07-15',
    );
    await screen.findByRole('table', { name: 'Commission Payments Summary' });
    fireEvent.click(screen.getByRole('button', { name: 'Last Month' }));
    await waitFor(() =>
      expect(summaryQueries(fetchMock).at(-1)).toEqual({
        period_start: '2031-01-01',
        period_end: '2031-01-31',
      }),
    );
    expect(router.state.location.search).toBe('?period_start=2031-01-01&period_end=2031-01-31');
    fireEvent.click(screen.getByRole('button', { name: 'This Month' }));
    await waitFor(() =>
      expect(summaryQueries(fetchMock).at(-1)).toEqual({
        period_start: '2031-02-01',
        period_end: '2031-02-28',
      }),
    );

    const start = screen.getByLabelText('Period Start');
    fireEvent.change(start, { target: { value: '2030-11-16' } });
    fireEvent.blur(start);
    const apply = screen.getByRole('button', { name: 'Apply' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear Period End' }));
    await waitFor(() => expect(apply.hasAttribute('disabled')).toBe(true));
    const end = screen.getByLabelText('Period End');
    fireEvent.change(end, { target: { value: '2030-11-30' } });
    fireEvent.blur(end);
    await waitFor(() => expect(apply.hasAttribute('disabled')).toBe(false));
    fireEvent.click(apply);
    await waitFor(() =>
      expect(summaryQueries(fetchMock).at(-1)).toEqual({
        period_start: '2030-11-16',
        period_end: '2030-11-30',
      }),
    );
    expect(router.state.location.search).toBe('?period_start=2030-11-16&period_end=2030-11-30');
  });

  it("shows the server's detail when the call fails, else 'Error'", async () => {
    storeToken({ roles: ['Super User'] });
    serve(() => jsonResponse({ detail: 'query.period_end: must be on or after period_start' }, 400));
    renderWithProviders(
      <CommPaymentsSummary now={NOW} />,
      '/reports/comm-payments?period_start=2031-02-10&period_end=2031-02-01',
    );
    expect(await screen.findByText('query.period_end: must be on or after period_start')).toBeTruthy();
  });
});
