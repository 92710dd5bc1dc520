import { Alert, Anchor, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { errorDetail } from '@/lib/api-client';
import { useRecentUploads } from '../api/get-recent-uploads';
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

/** Spec 000 §2 'Recent Uploads': each entry links to its details page; refreshed while any is running. */
export function RecentUploads() {
  const recent = useRecentUploads();
  const jobs = recent.data ?? [];
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="baseline">
        <Title order={3}>Recent Uploads</Title>
        <Text size="xs" c="dimmed">
          Times in Arizona (America/Phoenix)
        </Text>
      </Group>
      {recent.isPending ? (
        <Loader size="sm" aria-label="Loading recent uploads" />
      ) : recent.isError && !recent.data ? (
        <Alert color="red" role="alert">
          {errorDetail(recent.error, RECENT_LOAD_FAILED)}
        </Alert>
      ) : jobs.length === 0 ? (
        <Text c="dimmed">{NO_RECENT_UPLOADS}</Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover withTableBorder aria-label="Recent Uploads">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Job ID</Table.Th>
                <Table.Th>File</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Uploaded At</Table.Th>
                <Table.Th>Uploaded By</Table.Th>
                {COUNT_COLUMNS.map((column) => (
                  <Table.Th key={column.key} ta="right">
                    {column.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {jobs.map((job) => (
                <Table.Tr key={job.upload_id}>
                  <Table.Td>{job.upload_id}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Anchor component={Link} to={paths.uploadDetails.getHref(job.upload_id)}>
                      {job.filename || `Upload #${job.upload_id}`}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{uploadTypeLabel(job.upload_type)}</Table.Td>
                  <Table.Td>
                    <UploadStatusBadge status={job.status} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatUploadTime(job.create_dt)}</Table.Td>
                  <Table.Td>{job.uploaded_by ?? ''}</Table.Td>
                  {jobCounts(job).map((cell) => (
                    <Table.Td key={cell.key} ta="right">
                      {countText(cell.value)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
