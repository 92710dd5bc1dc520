import type { FileSearchRow } from '@hub/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MISSING_PARAMETERS } from '@/components/page';
import { captureDownloads } from '@/test/downloads';
import { jsonResponse, mockFetch, renderApp, storeToken } from '@/test/utils';
import { NO_FILES } from './file-columns';
import { FILE, FILE_HEADERS } from './test-fixtures';

const headersOf = (table: HTMLElement) =>
  Array.from(table.querySelectorAll('thead th')).map((th) => th.textContent?.replace(/[↕▲▼]/g, '').trim());

/** Answers the file search with `rows`, and anything else (the header's calls) with nothing. */
function answerSearch(rows: FileSearchRow[]) {
  return mockFetch((url) => (url.includes('/api/files/file-search') ? jsonResponse(rows) : jsonResponse({})));
}

describe('/reports/file-search', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says 'Missing required parameters.' without an order number, and searches once one is typed", async () => {
    storeToken({ roles: ['Admin'] });
    const fetch = answerSearch([FILE]);
    const { router } = renderApp('/reports/file-search');
    expect(await screen.findByText(MISSING_PARAMETERS)).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Search by order number' });
    const search = within(form).getByRole('button', { name: 'Search' }) as HTMLButtonElement;
    expect(search.disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText('Order number'), { target: { value: '  101-26 ' } });
    expect(search.disabled).toBe(false);
    fireEvent.click(search);
    await waitFor(() => expect(router.state.location.search).toBe('?order_number=101-26'));
    await screen.findByRole('table', { name: 'Files' });
    const call = fetch.mock.calls.find(([url]) => String(url).includes('/files/file-search'));
    expect(String(call?.[0])).toContain('order_number=101-26');
  });

  it('shows the columns of spec 001 §2 with JV, the order number as text for a user who is not super', async () => {
    storeToken({ roles: ['Admin'] });
    answerSearch([FILE]);
    renderApp('/reports/file-search?order_number=101-2600001');
    const table = await screen.findByRole('table', { name: 'Files' });
    expect(headersOf(table)).toEqual([...FILE_HEADERS, 'JV']);
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      '101-2600001',
      '02/01/2026',
      '03/02/2026',
      'Eddie Officer',
      'Rita Rep',
      '101 Scottsdale',
      'Acme Lending',
      'Lucy ListerListo Realty',
      'Sal SellertonSello Realty',
      'Firstline Lending',
      'Desert Title JV',
    ]);
    expect(within(table).queryByRole('button', { name: '101-2600001' })).toBeNull();
  });

  it('exports the files of the order number searched', async () => {
    storeToken({ roles: ['Admin'] });
    const fetch = answerSearch([FILE]);
    renderApp('/reports/file-search?order_number=101-26');
    await screen.findByRole('table', { name: 'Files' });
    captureDownloads();
    fireEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([url]) => url === '/api/files/file-search/export?order_number=101-26&format=xlsx',
        ),
      ).toBe(true),
    );
  });

  it('lets a super user open the override dialog from the order number', async () => {
    storeToken({ roles: ['State Super User'] });
    answerSearch([FILE]);
    renderApp('/reports/file-search?order_number=101-2600001');
    const table = await screen.findByRole('table', { name: 'Files' });
    fireEvent.click(within(table).getByRole('button', { name: '101-2600001' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it(`says '${NO_FILES}' when nothing matches`, async () => {
    storeToken({ roles: ['Sales'] });
    answerSearch([]);
    renderApp('/reports/file-search?order_number=zz');
    expect(await screen.findByText(NO_FILES)).toBeTruthy();
  });
});
