import type { UploadJob } from '@hub/contract';
import { describe, expect, it } from 'vitest';
import { uploadJob } from './upload-job.fixture';
import {
  countText,
  formatFileSize,
  formatUploadTime,
  isJobActive,
  JOB_POLL_MS,
  jobCounts,
  jobDuration,
  jobPollInterval,
  mismatchLinkText,
  parseUploadId,
  recentPollInterval,
  statusColor,
  statusLabel,
  statusNote,
  uploadErrorMessage,
  uploadSuccessMessage,
  uploadTypeLabel,
} from './upload-job-status';

const job = uploadJob;

const countsOf = (j: UploadJob) => Object.fromEntries(jobCounts(j).map((c) => [c.key, c.value]));

describe('upload messages (spec 000 §8)', () => {
  it('says success with the Job ID', () => {
    expect(uploadSuccessMessage(42)).toBe('✅ Upload successful. Job ID: 42');
  });

  it("says '❌' plus the server detail, else 'Upload failed'", () => {
    expect(uploadErrorMessage('The workbook is password-protected.')).toBe(
      '❌ The workbook is password-protected.',
    );
    expect(uploadErrorMessage(null)).toBe('❌ Upload failed');
    expect(uploadErrorMessage('')).toBe('❌ Upload failed');
    expect(uploadErrorMessage('   ')).toBe('❌ Upload failed');
  });
});

describe('status', () => {
  it('labels and colours each status', () => {
    expect(
      ['queued', 'processing', 'done', 'failed'].map((s) => statusLabel(s as UploadJob['status'])),
    ).toEqual(['Queued', 'Processing', 'Done', 'Failed']);
    expect(statusColor('done')).toBe('green');
    expect(statusColor('failed')).toBe('red');
  });

  it('names the upload types as the form does', () => {
    expect(uploadTypeLabel('employees')).toBe('Employees');
    expect(uploadTypeLabel('esc_files')).toBe('Escrow Files');
  });

  it('treats only queued and processing as still running', () => {
    expect(isJobActive('queued')).toBe(true);
    expect(isJobActive('processing')).toBe(true);
    expect(isJobActive('done')).toBe(false);
    expect(isJobActive('failed')).toBe(false);
  });
});

describe('polling', () => {
  it('polls one job until it is done or failed', () => {
    expect(jobPollInterval(job({ status: 'queued' }))).toBe(JOB_POLL_MS);
    expect(jobPollInterval(job({ status: 'processing' }))).toBe(JOB_POLL_MS);
    expect(jobPollInterval(job({ status: 'done' }))).toBe(false);
    expect(jobPollInterval(job({ status: 'failed' }))).toBe(false);
    expect(jobPollInterval(undefined)).toBe(false);
  });

  it('polls the recent list while any of its jobs runs', () => {
    expect(recentPollInterval([job(), job({ status: 'processing' })])).toBe(JOB_POLL_MS);
    expect(recentPollInterval([job(), job({ status: 'failed' })])).toBe(false);
    expect(recentPollInterval([])).toBe(false);
    expect(recentPollInterval(undefined)).toBe(false);
  });
});

describe('jobCounts', () => {
  it('shows every count once the job is done', () => {
    expect(countsOf(job())).toEqual({ read: 3, inserted: 2, updated: 0, unchanged: 0, mismatched: 1 });
    expect(jobCounts(job()).map((c) => c.label)).toEqual([
      'Read',
      'Inserted',
      'Updated',
      'Unchanged',
      'Mismatched',
    ]);
  });

  it('shows only the rows read while it runs, and nothing before the file is read', () => {
    const running = job({ status: 'processing', rows_read: 250, rows_inserted: 0, rows_mismatched: 0 });
    expect(countsOf(running)).toEqual({
      read: 250,
      inserted: null,
      updated: null,
      unchanged: null,
      mismatched: null,
    });
    expect(countsOf(job({ status: 'queued', rows_read: 0 })).read).toBeNull();
    expect(countsOf(job({ status: 'processing', rows_read: 0 })).read).toBeNull();
  });

  it('shows no outcome for a failed upload (it stored nothing)', () => {
    const failed = job({ status: 'failed', rows_read: 0, rows_inserted: 0, rows_mismatched: 0 });
    expect(countsOf(failed)).toEqual({
      read: null,
      inserted: null,
      updated: null,
      unchanged: null,
      mismatched: null,
    });
    expect(countsOf(job({ status: 'failed', rows_read: 12 })).read).toBe(12);
  });

  it('writes counts for people, a dash when unknown', () => {
    expect(countText(null)).toBe('—');
    expect(countText(0)).toBe('0');
    expect(countText(100000)).toBe('100,000');
  });
});

describe('statusNote', () => {
  it('says where the job is', () => {
    expect(statusNote(job({ status: 'queued' }))).toBe('Waiting to start…');
    expect(statusNote(job({ status: 'processing', rows_read: 0 }))).toBe('Reading the file…');
    expect(statusNote(job({ status: 'processing', rows_read: 1 }))).toBe('Storing 1 row…');
    expect(statusNote(job({ status: 'processing', rows_read: 1500 }))).toBe('Storing 1,500 rows…');
    expect(statusNote(job({ rows_mismatched: 0 }))).toBe('Finished: every row was stored.');
    expect(statusNote(job({ rows_mismatched: 1 }))).toBe('Finished: 1 row was not stored.');
    expect(statusNote(job({ rows_mismatched: 4 }))).toBe('Finished: 4 rows were not stored.');
  });

  it('gives the reason of a failed job', () => {
    expect(
      statusNote(job({ status: 'failed', error_detail: 'The file is missing required column: branch.' })),
    ).toBe('The file is missing required column: branch.');
    expect(statusNote(job({ status: 'failed', error_detail: null }))).toBe(
      'The upload failed; nothing was stored.',
    );
  });

  it('links to the mismatches with the count of rows not stored (what the details page counts too)', () => {
    expect(mismatchLinkText(1)).toBe('View 1 row not stored');
    expect(mismatchLinkText(2)).toBe('View 2 rows not stored');
  });
});

describe('times and sizes', () => {
  it('shows upload times in Phoenix time (spec 000 §9)', () => {
    expect(formatUploadTime('2026-03-14T20:05:00.000Z')).toBe('03/14/2026 1:05 PM');
    // Phoenix keeps MST in summer: Los Angeles would say 1:05 PM here too, New York 4:05 PM.
    expect(formatUploadTime('2026-07-01T20:05:00.000Z')).toBe('07/01/2026 1:05 PM');
    expect(formatUploadTime(null)).toBe('');
    expect(formatUploadTime('not a time')).toBe('not a time');
  });

  it('says how long a job ran', () => {
    expect(jobDuration('2026-03-14T20:05:01.000Z', '2026-03-14T20:05:02.440Z')).toBe('1.4 s');
    expect(jobDuration('2026-03-14T20:05:00.000Z', '2026-03-14T20:07:05.000Z')).toBe('2 min 5 s');
    expect(jobDuration('2026-03-14T20:05:00.000Z', '2026-03-14T20:05:00.040Z')).toBe('under 0.1 s');
    expect(jobDuration('2026-03-14T20:05:00.000Z', null)).toBe('');
    expect(jobDuration(null, null)).toBe('');
    expect(jobDuration('2026-03-14T20:05:02.000Z', '2026-03-14T20:05:00.000Z')).toBe('');
  });

  it('writes file sizes', () => {
    expect(formatFileSize(812)).toBe('812 B');
    expect(formatFileSize(14540)).toBe('14.2 KB');
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3.0 MB');
    expect(formatFileSize(null)).toBe('');
  });
});

describe('parseUploadId', () => {
  it('takes a positive whole number only', () => {
    expect(parseUploadId('12')).toBe(12);
    expect(parseUploadId('0')).toBeNull();
    expect(parseUploadId('-3')).toBeNull();
    expect(parseUploadId('1.5')).toBeNull();
    expect(parseUploadId('abc')).toBeNull();
    expect(parseUploadId('12abc')).toBeNull();
    expect(parseUploadId('')).toBeNull();
    expect(parseUploadId(undefined)).toBeNull();
    expect(parseUploadId('9999999999999999999')).toBeNull();
  });
});
