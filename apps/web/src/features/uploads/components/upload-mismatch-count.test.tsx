import type { UploadJob, UploadMismatch } from '@hub/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { UploadMismatches } from './upload-mismatches';
import { UploadProgress } from './upload-progress';

const JOB: UploadJob = {
  upload_id: 9,
  filename: 'files.csv',
  upload_type: 'esc_files',
  status: 'done',
  create_dt: '2026-03-14T20:05:00.000Z',
  started_at: '2026-03-14T20:05:01.000Z',
  finished_at: '2026-03-14T20:05:02.000Z',
  size_bytes: 812,
  rows_read: 5,
  rows_inserted: 3,
  rows_updated: 0,
  rows_unchanged: 0,
  // Two rows were not stored; one of them had two problems.
  rows_mismatched: 2,
  error_detail: null,
  uploaded_by: 'Sam Super',
};

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

afterEach(() => vi.unstubAllGlobals());

describe("an upload's card and its details page count the same thing", () => {
  it('both say how many rows were not stored; the details add how many problems they had', async () => {
    storeToken();
    mockFetch((url) =>
      url.startsWith('/api/uploads/upload-mismatches/') ? jsonResponse(MISMATCHES) : jsonResponse(JOB),
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
