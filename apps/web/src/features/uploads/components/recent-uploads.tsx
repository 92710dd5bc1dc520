import { type UploadJob, ZSort } from '@hub/contract';
import { Group, Stack, Text, Title } from '@mantine/core';
import { addressSort, DataTable, type DataTableColumn, SmallLink } from '@/components/data-table';
import { paths } from '@/config/paths';
import { useSearchState } from '@/lib/search-params';
import { RECENT_UPLOADS_LIMIT, useRecentUploads } from '../api/get-recent-uploads';
import {
  COUNT_COLUMNS,
  countText,
  formatUploadTime,
  jobCounts,
  NO_RECENT_UPLOADS,
  uploadTypeLabel,
} from './upload-job-status';
import { UploadStatusBadge } from './upload-status-badge';

export const RECENT_LOAD_FAILED = 'Could not load the recent uploads.';

/** The address of the upload page keeps the list's sort: ?sort=uploaded_at&dir=asc. */
const ZRecentUploadsView = ZSort([
  'job_id',
  'file',
  'type',
  'status',
  'uploaded_at',
  'uploaded_by',
  ...COUNT_COLUMNS.map((column) => column.key),
]);

const columns: DataTableColumn<UploadJob>[] = [
  { id: 'job_id', header: 'Job ID', accessorKey: 'upload_id' },
  {
    id: 'file',
    header: 'File',
    accessorKey: 'filename',
    meta: { breakAnywhere: true },
    cell: ({ row: { original: job } }) => (
      <SmallLink to={paths.uploadDetails.getHref(job.upload_id)}>
        {job.filename || `Upload #${job.upload_id}`}
      </SmallLink>
    ),
  },
  { id: 'type', header: 'Type', accessorFn: (job) => uploadTypeLabel(job.upload_type) },
  {
    id: 'status',
    header: 'Status',
    accessorKey: 'status',
    cell: ({ row: { original: job } }) => <UploadStatusBadge status={job.status} />,
  },
  {
    id: 'uploaded_at',
    header: 'Uploaded At',
    accessorKey: 'create_dt',
    cell: ({ row: { original: job } }) => formatUploadTime(job.create_dt),
    meta: { nowrap: true },
  },
  { id: 'uploaded_by', header: 'Uploaded By', accessorKey: 'uploaded_by' },
  ...COUNT_COLUMNS.map(
    (column, index): DataTableColumn<UploadJob> => ({
      id: column.key,
      header: column.label,
      accessorFn: (job) => jobCounts(job)[index]?.value ?? null,
      cell: ({ getValue }) => countText(getValue<number | null>()),
      meta: { kind: 'number' },
    }),
  ),
];

/** Spec 000 §2 'Recent Uploads': each entry links to its details page; refreshed while any is running. */
export function RecentUploads() {
  const [view, setView] = useSearchState(ZRecentUploadsView);
  const recent = useRecentUploads();

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3">
          Recent Uploads
        </Title>
        <Text size="xs" c="dimmed">
          Times in Arizona (America/Phoenix)
        </Text>
      </Group>
      <DataTable
        label="Recent Uploads"
        columns={columns}
        data={recent.data}
        getRowId={(job) => String(job.upload_id)}
        status={recent}
        loadingLabel="Loading recent uploads"
        errorText={RECENT_LOAD_FAILED}
        emptyText={NO_RECENT_UPLOADS}
        {...addressSort(view, setView)}
        exportSource={{
          path: '/uploads/upload-jobs/recent/export',
          query: { limit: RECENT_UPLOADS_LIMIT },
          fileName: 'recent-uploads',
        }}
        minWidth={900}
      />
    </Stack>
  );
}
