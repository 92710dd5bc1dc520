import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '@/test/downloads';
import { jsonResponse, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { RecentUploads } from './recent-uploads';
import { uploadJob } from './upload-job.fixture';

const JOB = uploadJob({ upload_id: 12 });

describe('RecentUploads', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the uploads and exports the same list (the latest 25) as CSV or XLSX', async () => {
    storeToken();
    const fetchMock = mockFetch((url) =>
      url.includes('/export')
        ? new Response('csv', {
            headers: { 'content-disposition': 'attachment; filename="Recent-Uploads.csv"' },
          })
        : jsonResponse([JOB]),
    );
    const saved = captureDownloads();
    renderWithProviders(<RecentUploads />);
    const table = await screen.findByRole('table', { name: 'Recent Uploads' });
    expect(within(table).getByRole('link', { name: 'files.csv' })).toBeTruthy();
    const exports = screen.getByRole('group', { name: 'Export Recent Uploads' });
    fireEvent.click(within(exports).getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
        '/api/uploads/upload-jobs/recent/export?limit=25&format=csv',
      ),
    );
    await waitFor(() => expect(saved).toEqual(['Recent-Uploads.csv']));
    fireEvent.click(within(exports).getByRole('button', { name: 'Export XLSX' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
        '/api/uploads/upload-jobs/recent/export?limit=25&format=xlsx',
      ),
    );
  });
});
