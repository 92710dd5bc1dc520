import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MISSING_PARAMETERS } from '@/components/page';
import { jsonResponse, mockFetch, renderApp, storeToken } from '@/test/utils';
import { clientSearchQuery, matchCountText, orderReportLinks } from './client-search-results';
import { FILE, FILE_HEADERS } from './test-fixtures';

function answerSearch(total = 1, capped = false) {
  return mockFetch((url) =>
    url.includes('/api/files/client-search')
      ? jsonResponse({
          rows: total > 0 ? [FILE] : [],
          total,
          total_is_capped: capped,
          page: 1,
          page_size: 50,
        })
      : jsonResponse({}),
  );
}

describe('clientSearchQuery', () => {
  const view = {
    start: '2025-03-15',
    end: '2026-03-15',
    client_search: ' Acme ',
    page: 2,
    sort: 'open_date',
    dir: 'desc',
  } as const;

  it('asks for the trimmed name, the dates, the page and the sort', () => {
    expect(clientSearchQuery(view)).toEqual({
      start: '2025-03-15',
      end: '2026-03-15',
      client_search: 'Acme',
      page: 2,
      page_size: 50,
      sort: 'open_date',
      dir: 'desc',
    });
  });

  it('asks nothing while a required parameter is missing', () => {
    expect(clientSearchQuery({ ...view, start: undefined })).toBeNull();
    expect(clientSearchQuery({ ...view, end: undefined })).toBeNull();
    expect(clientSearchQuery({ ...view, client_search: '  ' })).toBeNull();
  });
});

describe('orderReportLinks', () => {
  it('passes the name to the order reports only with at least 2 characters (spec 001 §5)', () => {
    const range = { start: '2025-03-15', end: '2026-03-15' };
    expect(orderReportLinks({ ...range, client_search: 'Al' })).toEqual({
      open: '/reports/open-orders?open_start=2025-03-15&open_end=2026-03-15&client_search=Al',
      closed: '/reports/closed-orders?close_start=2025-03-15&close_end=2026-03-15&client_search=Al',
    });
    expect(orderReportLinks({ ...range, client_search: ' A ' })).toEqual({
      open: '/reports/open-orders?open_start=2025-03-15&open_end=2026-03-15',
      closed: '/reports/closed-orders?close_start=2025-03-15&close_end=2026-03-15',
    });
  });
});

describe('matchCountText', () => {
  it('says how many files match, or past the server’s count that more do and what the list holds', () => {
    expect(matchCountText({ total: 1, total_is_capped: false })).toBe('1 file');
    expect(matchCountText({ total: 999, total_is_capped: false })).toBe('999 files');
    expect(matchCountText({ total: 1000, total_is_capped: false })).toBe('1,000 files');
    expect(matchCountText({ total: 1000, total_is_capped: true })).toBe(
      '1,000+ files match. The list holds the first 1,000 in its order: narrow the name or the dates to see the rest, or export them all.',
    );
  });
});

describe('/reports/client-search', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    '/reports/client-search',
    '/reports/client-search?start=2025-03-15&end=2026-03-15',
    '/reports/client-search?end=2026-03-15&client_search=acme',
    '/reports/client-search?start=2025-03-15&client_search=acme',
    '/reports/client-search?start=someday&end=2026-03-15&client_search=acme',
  ])("says 'Missing required parameters.' at %s", async (path) => {
    storeToken();
    const fetch = answerSearch();
    renderApp(path);
    expect(await screen.findByText(MISSING_PARAMETERS)).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/files/client-search'))).toBe(false);
  });

  it('lists the files with the columns of spec 001 §2 and links to the order reports', async () => {
    storeToken();
    const fetch = answerSearch();
    renderApp('/reports/client-search?start=2025-03-15&end=2026-03-15&client_search=acme');
    const table = await screen.findByRole('table', { name: 'Files' });
    const headers = Array.from(table.querySelectorAll('thead th')).map((th) =>
      th.textContent?.replace(/[↕▲▼]/g, '').trim(),
    );
    expect(headers).toEqual(FILE_HEADERS);
    const call = fetch.mock.calls.find(([url]) => String(url).includes('/files/client-search'));
    expect(Object.fromEntries(new URL(String(call?.[0]), 'http://x').searchParams)).toEqual({
      start: '2025-03-15',
      end: '2026-03-15',
      client_search: 'acme',
      page: '1',
      page_size: '50',
      sort: 'open_date',
      dir: 'desc',
    });
    expect(screen.getByRole('link', { name: 'Open Orders' }).getAttribute('href')).toBe(
      '/reports/open-orders?open_start=2025-03-15&open_end=2026-03-15&client_search=acme',
    );
    expect(screen.getByRole('link', { name: 'Closed Orders' }).getAttribute('href')).toBe(
      '/reports/closed-orders?close_start=2025-03-15&close_end=2026-03-15&client_search=acme',
    );
  });

  it('says how many files match: exactly, or past the count that more do', async () => {
    storeToken();
    answerSearch(2);
    renderApp('/reports/client-search?start=2025-03-15&end=2026-03-15&client_search=acme');
    expect(await screen.findByText('2 files')).toBeTruthy();
  });

  it('shows a capped count as 1,000+ files, with the 20 pages of the first 1,000', async () => {
    storeToken();
    answerSearch(1000, true);
    renderApp('/reports/client-search?start=2025-03-15&end=2026-03-15&client_search=realty');
    expect(await screen.findByText(/^1,000\+ files match\. The list holds the first 1,000/)).toBeTruthy();
    expect(screen.queryByText('1,000 files')).toBeNull();
    const pages = screen.getByLabelText('Files pages');
    expect(within(pages).getByRole('button', { name: '20' })).toBeTruthy();
    expect(within(pages).queryByRole('button', { name: '21' })).toBeNull();
  });

  it('searches again from its own form, Search disabled until a name is typed', async () => {
    storeToken();
    answerSearch(0);
    const { router } = renderApp('/reports/client-search');
    const form = await screen.findByRole('form', { name: 'Search by client' });
    const search = within(form).getByRole('button', { name: 'Search' }) as HTMLButtonElement;
    expect(search.disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText('Client name'), { target: { value: ' José ' } });
    expect(search.disabled).toBe(false);
    fireEvent.click(search);
    await waitFor(() => expect(router.state.location.search).toContain('client_search=Jos%C3%A9'));
    expect(await screen.findByText('No files found.')).toBeTruthy();
    const params = new URLSearchParams(router.state.location.search);
    // The default range: a year back to today.
    expect(params.get('start')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number(params.get('end')?.slice(0, 4)) - Number(params.get('start')?.slice(0, 4))).toBe(1);
  });
});
