import type { GetUploadMismatchesResponse, UploadMismatch } from '@hub/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '@/test/downloads';
import { jsonResponse, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { UploadMismatches } from './upload-mismatches';

const MISMATCH: UploadMismatch = {
  mismatch_id: 5,
  row_number: 4,
  field_name: 'branch',
  field_value: '999',
  problem: "branch '999' matches no branch",
  resolved: false,
  row_data: { order_number: 'A-3', branch: '999' },
};

/** The server's answer: one page of `rows` out of `total`, and the upload's counts. */
function answer(
  rows: UploadMismatch[],
  more: Partial<GetUploadMismatchesResponse> = {},
): GetUploadMismatchesResponse {
  return {
    rows,
    total: rows.length,
    page: 1,
    page_size: 100,
    counts: { rows: rows.length, problems: rows.length, resolved: rows.filter((m) => m.resolved).length },
    ...more,
  };
}

/** A few made-up mismatches starting at row `first` (a real page has 100; a few keep the test quick). */
const pageOfRows = (first: number) =>
  Array.from({ length: 5 }, (_, i) => ({ ...MISMATCH, mismatch_id: first + i, row_number: first + i }));

/** The query of each GET of the list, as the server got it. */
const listQueries = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(
      ([url, init]) =>
        String(url).startsWith('/api/uploads/upload-mismatches/9?') && init?.method !== 'PATCH',
    )
    .map(([url]) => Object.fromEntries(new URL(String(url), 'http://hub.test').searchParams));

describe('UploadMismatches', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says 'No mismatches found.' for a clean upload", async () => {
    storeToken();
    mockFetch(() => jsonResponse(answer([])));
    renderWithProviders(<UploadMismatches uploadId={9} finished />);
    expect(await screen.findByText('No mismatches found.')).toBeTruthy();
    expect(screen.queryByLabelText('Hide resolved')).toBeNull();
  });

  it('does not ask for mismatches before the upload has finished', () => {
    storeToken();
    const fetchMock = mockFetch(() => jsonResponse(answer([MISMATCH])));
    renderWithProviders(<UploadMismatches uploadId={9} finished={false} />);
    expect(screen.getByText('The mismatches show here once the upload has finished.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists a mismatch, shows its row data, and marks it resolved through the PATCH', async () => {
    storeToken();
    let resolved = false;
    const fetchMock = mockFetch((_url, init) => {
      if (init.method === 'PATCH') {
        resolved = true;
        return jsonResponse({ ...MISMATCH, resolved: true });
      }
      return jsonResponse(answer([{ ...MISMATCH, resolved }]));
    });
    renderWithProviders(<UploadMismatches uploadId={9} finished />);
    const table = await screen.findByRole('table', { name: 'Mismatches' });
    expect(table.textContent).toContain("branch '999' matches no branch");
    expect(screen.getByText('1 row not stored: 1 problem, 0 resolved')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show row 4, branch' }));
    expect(screen.getByText('A-3')).toBeTruthy();

    const checkbox = screen.getByRole('checkbox', { name: 'Resolved: row 4, branch' }) as HTMLInputElement;
    expect(checkbox.checked).toBe(false);
    fireEvent.click(checkbox);
    expect(checkbox.checked).toBe(true);
    // The counts are the server's: the list is asked again after the save.
    await screen.findByText('1 row not stored: 1 problem, 1 resolved');
    expect(checkbox.checked).toBe(true);

    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(patch?.[0]).toBe('/api/uploads/upload-mismatches/9/5');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ resolved: true });
  });

  it('goes back to the saved value when the save fails', async () => {
    storeToken();
    mockFetch((_url, init) => {
      if (init.method === 'PATCH') return jsonResponse({ detail: 'Mismatch not found.' }, 404);
      return jsonResponse(answer([MISMATCH]));
    });
    renderWithProviders(<UploadMismatches uploadId={9} finished />);
    const checkbox = (await screen.findByRole('checkbox', {
      name: 'Resolved: row 4, branch',
    })) as HTMLInputElement;
    fireEvent.click(checkbox);
    expect(checkbox.checked).toBe(true);
    await waitFor(() => expect(checkbox.checked).toBe(false));
    expect(await screen.findByText('Mismatch not found.')).toBeTruthy();
  });
});

describe('UploadMismatches on a long list: the server pages, sorts and filters', () => {
  afterEach(() => vi.unstubAllGlobals());

  const counts = { rows: 230, problems: 250, resolved: 20 };

  it('asks for the page and sort of the address, and keeps each change in the address', async () => {
    storeToken();
    const fetchMock = mockFetch((url) => {
      const query = new URL(url, 'http://hub.test').searchParams;
      const page = Number(query.get('page'));
      return jsonResponse(answer(pageOfRows(page * 100 - 99), { total: 250, page, counts }));
    });
    const { router } = renderWithProviders(
      <UploadMismatches uploadId={9} finished />,
      '/uploads/9?sort=field&dir=asc&page=2',
    );
    const table = await screen.findByRole('table', { name: 'Mismatches' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    expect(listQueries(fetchMock)[0]).toEqual({ page: '2', page_size: '100', sort: 'field', dir: 'asc' });
    // The counts are the whole upload's, not the page's.
    expect(screen.getByText('230 rows not stored: 250 problems, 20 resolved')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: /Field/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );

    // Page 3 of 3, from the pager.
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toMatchObject({ page: '3', sort: 'field' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=field&dir=asc&page=3'));

    // Another column: it starts descending (spec 001 §4), from page 1.
    fireEvent.click(within(table).getByRole('button', { name: /Problem/ }));
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({
        page: '1',
        page_size: '100',
        sort: 'problem',
        dir: 'desc',
      }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?sort=problem'));

    // Hide resolved: the server filters, from page 1, and the export takes the same filter.
    fireEvent.click(screen.getByLabelText('Hide resolved'));
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toMatchObject({ page: '1', sort: 'problem', resolved: 'false' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?sort=problem&hide_resolved=1'));
    captureDownloads();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url]) => url === '/api/uploads/upload-mismatches/9/export?resolved=false&format=csv',
        ),
      ).toBe(true),
    );
  });

  it('shows the last page for a link past the end, and the address says so', async () => {
    storeToken();
    mockFetch(() => jsonResponse(answer(pageOfRows(201), { total: 250, page: 3, counts })));
    const { router } = renderWithProviders(<UploadMismatches uploadId={9} finished />, '/uploads/9?page=40');
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    expect(screen.getByRole('button', { name: '3' }).getAttribute('aria-current')).toBe('page');
  });

  it('says every mismatch is resolved when the filter leaves none', async () => {
    storeToken();
    mockFetch(() => jsonResponse(answer([], { total: 0, counts: { rows: 1, problems: 1, resolved: 1 } })));
    renderWithProviders(<UploadMismatches uploadId={9} finished />, '/uploads/9?hide_resolved=1');
    expect(await screen.findByText('Every mismatch is resolved.')).toBeTruthy();
    expect((screen.getByLabelText('Hide resolved') as HTMLInputElement).checked).toBe(true);
  });
});
