import type { UploadJob } from '@hub/contract';

/** An upload as the server answers it, for the tests: a finished escrow-files upload of 3 rows, 1 not stored. */
export function uploadJob(overrides: Partial<UploadJob> = {}): UploadJob {
  return {
    upload_id: 7,
    filename: 'files.csv',
    upload_type: 'esc_files',
    status: 'done',
    create_dt: '2026-03-14T20:05:00.000Z',
    started_at: '2026-03-14T20:05:01.000Z',
    finished_at: '2026-03-14T20:05:02.400Z',
    size_bytes: 812,
    rows_read: 3,
    rows_inserted: 2,
    rows_updated: 0,
    rows_unchanged: 0,
    rows_mismatched: 1,
    error_detail: null,
    uploaded_by: 'Sam Super',
    ...overrides,
  };
}
