import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '@/test/downloads';
import { jsonResponse, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { ExportButtons } from './export-buttons';

describe('ExportButtons', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("downloads the server's export of the list's current filters, with the bearer token", async () => {
    const token = storeToken();
    const fetchMock = mockFetch(
      () =>
        new Response('Company,State\n', {
          headers: { 'content-disposition': 'attachment; filename="cost-centers-2026-11-24.csv"' },
        }),
    );
    const saved = captureDownloads();

    renderWithProviders(
      <ExportButtons
        label="Cost Centers"
        path="/cost-centers/export"
        query={{ state: 'NV' }}
        fileName="cost-centers"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toEqual(['cost-centers-2026-11-24.csv']));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/cost-centers/export?state=NV&format=csv');
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${token}`);
  });

  it("shows the server's detail when the export fails", async () => {
    storeToken();
    mockFetch(() => jsonResponse({ detail: 'format: must be csv or xlsx' }, 400));
    renderWithProviders(<ExportButtons label="Users" path="/users/export" fileName="users" />);
    fireEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
    expect(await screen.findByText('format: must be csv or xlsx')).toBeTruthy();
  });
});
