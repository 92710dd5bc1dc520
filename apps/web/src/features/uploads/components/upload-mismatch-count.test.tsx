import type { GetUploadMismatchesResponse, UploadMismatch } from '@hub/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { uploadJob } from './upload-job.fixture';
import { UploadMismatches } from './upload-mismatches';
import { UploadProgress } from './upload-progress';

// Two rows were not stored; one of them had two problems.
const JOB = uploadJob({ upload_id: 9, rows_read: 5, rows_inserted: 3, rows_mismatched: 2 });

const problem = (mismatch_id: number, row_number: number, field_name: string): UploadMismatch => ({
  mismatch_id,
  row_number,
  field_name,
  field_value: 'x',
  problem: `${field_name} is wrong`,
  resolved: mismatch_id === 1,
  row_data: null,
});
const MISMATCHES = [problem(1, 2, 'branch'), problem(2, 2, 'escrow_officer'), problem(3, 4, 'branch')];
/** The server counts the whole upload: the rows not stored as the job does, their problems, the resolved ones. */
const PAGE: GetUploadMismatchesResponse = {
  rows: MISMATCHES,
  total: 3,
  page: 1,
  page_size: 100,
  counts: { rows: 2, problems: 3, resolved: 1 },
};

afterEach(() => vi.unstubAllGlobals());

describe("an upload's card and its details page count the same thing", () => {
  it('both say how many rows were not stored; the details add how many problems they had', async () => {
    storeToken();
    mockFetch((url) =>
      url.startsWith('/api/uploads/upload-mismatches/') ? jsonResponse(PAGE) : jsonResponse(JOB),
    );
    renderWithProviders(
      <>
        <UploadProgress uploadId={9} />
        <UploadMismatches uploadId={9} finished />
      </>,
    );
    expect(await screen.findByRole('link', { name: 'View 2 rows not stored' })).toBeTruthy();
    expect(await screen.findByText('2 rows not stored: 3 problems, 1 resolved')).toBeTruthy();
    expect(
      screen.getByRole('table', { name: 'Mismatches' }).querySelectorAll('tbody tr').length,
    ).toBeGreaterThanOrEqual(3);
  });
});
