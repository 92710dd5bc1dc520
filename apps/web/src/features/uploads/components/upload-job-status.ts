import {
  UPLOAD_COUNT_COLUMNS,
  UPLOAD_STATUS_LABELS,
  UPLOAD_TYPE_LABELS,
  type UploadCountCell,
  type UploadCountKey,
  type UploadJob,
  type UploadStatus,
  type UploadType,
  uploadJobCounts,
} from '@hub/contract';
import { formatPhoenixDateTime } from '@hub/domain/time';

/** Spec 000 §8 Upload messages. */
export const SELECT_A_FILE = 'Please select a file.';
export const UPLOAD_FAILED = 'Upload failed';
export const NO_RECENT_UPLOADS = 'No recent uploads found.';
export const NO_MISMATCHES = 'No mismatches found.';

/** The file types the upload accepts (spec 000 §5), for the file input's `accept`. */
export const UPLOAD_ACCEPT = '.csv,.xls,.xlsx';

/** How often a screen asks for a job's progress while it is queued or processing. */
export const JOB_POLL_MS = 1000;

export const UPLOAD_TYPE_OPTIONS: readonly { value: UploadType; label: string }[] = (
  ['employees', 'esc_files'] as const
).map((value) => ({ value, label: UPLOAD_TYPE_LABELS[value] }));

export const uploadTypeLabel = (type: UploadType): string => UPLOAD_TYPE_LABELS[type];

const STATUS_COLORS: Record<UploadStatus, string> = {
  queued: 'gray',
  processing: 'blue',
  done: 'green',
  failed: 'red',
};

export const statusLabel = (status: UploadStatus): string => UPLOAD_STATUS_LABELS[status];
export const statusColor = (status: UploadStatus): string => STATUS_COLORS[status];

/** Queued or processing: the job has not ended, so its screen keeps asking. */
export const isJobActive = (status: UploadStatus): boolean => status === 'queued' || status === 'processing';

/** TanStack Query `refetchInterval` for one job: poll until it is done or failed. */
export function jobPollInterval(job: Pick<UploadJob, 'status'> | undefined): number | false {
  return job && isJobActive(job.status) ? JOB_POLL_MS : false;
}

/** `refetchInterval` for the recent list: poll while any of its jobs is still running. */
export function recentPollInterval(jobs: readonly Pick<UploadJob, 'status'>[] | undefined): number | false {
  return jobs?.some((job) => isJobActive(job.status)) ? JOB_POLL_MS : false;
}

type Counts = Pick<
  UploadJob,
  'status' | 'rows_read' | 'rows_inserted' | 'rows_updated' | 'rows_unchanged' | 'rows_mismatched'
>;

export type CountKey = UploadCountKey;
export type CountCell = UploadCountCell;

/** The row counts of a job, in the order the screens (and the recent list's export) show them. */
export const COUNT_COLUMNS = UPLOAD_COUNT_COLUMNS;

/** The row counts a job can show now (`null` shows as a dash): the contract's, as the export writes them. */
export const jobCounts = (job: Counts): CountCell[] => uploadJobCounts(job);

export const countText = (value: number | null): string =>
  value === null ? '—' : value.toLocaleString('en-US');

/** '1 row', '1,200 rows'. */
export const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** One line about where the job is, shown beside its status. */
export function statusNote(job: Counts & Pick<UploadJob, 'error_detail'>): string {
  switch (job.status) {
    case 'queued':
      return 'Waiting to start…';
    case 'processing':
      return job.rows_read > 0 ? `Storing ${plural(job.rows_read, 'row', 'rows')}…` : 'Reading the file…';
    case 'done':
      return job.rows_mismatched > 0
        ? `Finished: ${plural(job.rows_mismatched, 'row was', 'rows were')} not stored.`
        : 'Finished: every row was stored.';
    case 'failed':
      return job.error_detail || 'The upload failed; nothing was stored.';
  }
}

/**
 * The link from a finished upload to its mismatches: it counts rows not stored (`rows_mismatched`), as the
 * details page's summary does; one row can have several problems, each listed there.
 */
export const mismatchLinkText = (rowsNotStored: number): string =>
  `View ${plural(rowsNotStored, 'row', 'rows')} not stored`;

/** Spec 000 §8: the result line after a successful upload. */
export const uploadSuccessMessage = (uploadId: number): string => `✅ Upload successful. Job ID: ${uploadId}`;

/** Spec 000 §8: '❌' plus the server's detail, else 'Upload failed'. */
export const uploadErrorMessage = (detail: string | null | undefined): string =>
  `❌ ${detail?.trim() || UPLOAD_FAILED}`;

/** An ISO instant in Phoenix time (spec 000 §9); empty when there is none. */
export function formatUploadTime(instant: string | null | undefined): string {
  if (!instant) return '';
  try {
    return formatPhoenixDateTime(instant);
  } catch {
    return instant;
  }
}

/** How long the job ran, e.g. '1.4 s' or '2 min 5 s'; empty until it has both ends. */
export function jobDuration(startedAt: string | null, finishedAt: string | null): string {
  if (!startedAt || !finishedAt) return '';
  const ms = Date.parse(finishedAt) - Date.parse(startedAt);
  if (!Number.isFinite(ms) || ms < 0) return '';
  if (ms < 100) return 'under 0.1 s';
  if (ms < 60_000) return `${(Math.round(ms / 100) / 10).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** The `:uploadId` of /uploads/{uploadId}: a positive whole number, else null. */
export function parseUploadId(param: string | undefined): number | null {
  if (!param || !/^\d{1,15}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A file size for people: '812 B', '14.2 KB', '3.1 MB'. */
export function formatFileSize(bytes: number | null): string {
  if (bytes === null || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
