import type { ClientHistoryRow } from '@hub/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_HISTORY_FAILED, NO_RESULTS } from '@/components/page';
import { jsonResponse, mockFetch, renderApp, storeToken } from '@/test/utils';
import { appliedFilters, clientHistoryQuery, MISSING_RANGE } from './client-history-summary';

const ROW: ClientHistoryRow = {
  client_id: 4,
  company_name: 'Acme Lending',
  first_name: 'Ann',
  last_name: 'Acme',
  total_files: 12,
  last_marketing_rep: 'Rita Rep',
  last_jv: 'Desert Title JV',
  last_file_date: '2026-02-05',
};
const PAGE = { rows: [ROW], total: 1, page: 1, page_size: 50 };
const PATH = '/reports/client-history-summary?start=2025-01-01&end=2025-12-31';

const historyCalls = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([url]) => String(url).includes('/api/files/client-history'));
const paramsOf = (url: unknown) => Object.fromEntries(new URL(String(url), 'http://x').searchParams);

describe('clientHistoryQuery and appliedFilters', () => {
  it('trims the client search and asks nothing without both dates', () => {
    const view = {
      start: '2025-01-01',
      end: '2025-12-31',
      client_search: '  acme ',
      min_files: 1,
      page: 1,
      sort: 'total_files',
      dir: 'desc',
    } as const;
    expect(clientHistoryQuery(view)).toMatchObject({ client_search: 'acme', min_files: 1, page_size: 50 });
    expect(clientHistoryQuery({ ...view, client_search: '  ' })?.client_search).toBeUndefined();
    expect(clientHistoryQuery({ ...view, start: undefined })).toBeNull();
    expect(clientHistoryQuery({ ...view, end: undefined })).toBeNull();
  });

  it('applies a trimmed search and a whole Min Files of at least 1, from the first page', () => {
    expect(appliedFilters({ start: '2025-01-01', end: '', client_search: ' x ', min_files: 3 })).toEqual({
      start: '2025-01-01',
      end: undefined,
      client_search: 'x',
      min_files: 3,
      page: 1,
    });
    expect(appliedFilters({ start: 'a', end: 'b', client_search: '', min_files: 0 }).min_files).toBe(1);
    expect(appliedFilters({ start: 'a', end: 'b', client_search: '', min_files: Number.NaN }).min_files).toBe(
      1,
    );
  });
});

describe('/reports/client-history-summary', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the dates when the address lacks one, and asks the server nothing', async () => {
    storeToken();
    const fetch = mockFetch(() => jsonResponse(PAGE));
    renderApp('/reports/client-history-summary?start=2025-01-01');
    expect(await screen.findByText(MISSING_RANGE)).toBeTruthy();
    expect(MISSING_RANGE).toBe('Please provide start and end query parameters (YYYY-MM-DD).');
    expect(historyCalls(fetch)).toHaveLength(0);
  });

  it('lists the clients with the columns of spec 001 §2', async () => {
    storeToken();
    mockFetch(() => jsonResponse(PAGE));
    renderApp(PATH);
    const table = await screen.findByRole('table', { name: 'Client History' });
    const headers = Array.from(table.querySelectorAll('thead th')).map((th) =>
      th.textContent?.replace(/[↕▲▼]/g, '').trim(),
    );
    expect(headers).toEqual([
      'Company',
      'First',
      'Last',
      'Total Files',
      'Last Marketing Rep',
      'Last JV',
      'Last File Date',
    ]);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Acme Lending', 'Ann', 'Acme', '12', 'Rita Rep', 'Desert Title JV', '02/05/2026']);
    // Company, Total Files and Last File Date sort; the others do not.
    const sortable = Array.from(table.querySelectorAll('thead th[aria-sort]')).map((th) =>
      th.textContent?.replace(/[↕▲▼]/g, '').trim(),
    );
    expect(sortable).toEqual(['Company', 'Total Files', 'Last File Date']);
  });

  it('starts the Company column ascending and the others descending (spec 001 §4)', async () => {
    storeToken();
    const fetch = mockFetch(() => jsonResponse(PAGE));
    const { router } = renderApp(PATH);
    const table = await screen.findByRole('table', { name: 'Client History' });
    fireEvent.click(within(table).getByRole('button', { name: /Company/ }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=company_name&dir=asc'));
    await waitFor(() =>
      expect(paramsOf(historyCalls(fetch).at(-1)?.[0])).toMatchObject({ sort: 'company_name', dir: 'asc' }),
    );
    fireEvent.click(within(table).getByRole('button', { name: /Last File Date/ }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=last_file_date'));
    expect(router.state.location.search).not.toContain('dir=asc');
    await waitFor(() =>
      expect(paramsOf(historyCalls(fetch).at(-1)?.[0])).toMatchObject({
        sort: 'last_file_date',
        dir: 'desc',
      }),
    );
  });

  it('applies the filters: Min Files in the address only above 1, the client search trimmed', async () => {
    storeToken();
    const fetch = mockFetch(() => jsonResponse(PAGE));
    const { router } = renderApp(`${PATH}&min_files=3`);
    const form = await screen.findByRole('form', { name: 'Filters' });
    expect((within(form).getByLabelText('Min Files') as HTMLInputElement).value).toBe('3');
    fireEvent.change(within(form).getByLabelText('Client Search'), { target: { value: '  acme  ' } });
    fireEvent.change(within(form).getByLabelText('Min Files'), { target: { value: '1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        start: '2025-01-01',
        end: '2025-12-31',
        client_search: 'acme',
      }),
    );
    await waitFor(() =>
      expect(paramsOf(historyCalls(fetch).at(-1)?.[0])).toMatchObject({
        client_search: 'acme',
        min_files: '1',
      }),
    );
    fireEvent.change(within(form).getByLabelText('Min Files'), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toContain('min_files=2'));
  });

  it('cancels the call under way when the filters change', async () => {
    storeToken();
    const signals: AbortSignal[] = [];
    mockFetch((url, init) => {
      if (!url.includes('/api/files/client-history')) return jsonResponse({});
      if (init.signal) signals.push(init.signal);
      // The first call never answers; the next one does.
      return signals.length === 1 ? new Promise<Response>(() => {}) : jsonResponse(PAGE);
    });
    renderApp(PATH);
    const form = await screen.findByRole('form', { name: 'Filters' });
    await waitFor(() => expect(signals).toHaveLength(1));
    fireEvent.change(within(form).getByLabelText('Client Search'), { target: { value: 'acme' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    await screen.findByRole('table', { name: 'Client History' });
    expect(signals[0]?.aborted).toBe(true);
    expect(signals.at(-1)?.aborted).toBe(false);
  });

  it(`says '${NO_RESULTS}' for no rows and '${CLIENT_HISTORY_FAILED}' on a failure`, async () => {
    storeToken();
    mockFetch(() => jsonResponse({ rows: [], total: 0, page: 1, page_size: 50 }));
    renderApp(PATH);
    expect(await screen.findByText(NO_RESULTS)).toBeTruthy();
    vi.unstubAllGlobals();
    mockFetch(() => jsonResponse({ detail: 'Internal server error' }, 500));
    renderApp(`${PATH}&client_search=zz`);
    expect(await screen.findByText(CLIENT_HISTORY_FAILED)).toBeTruthy();
  });
});
