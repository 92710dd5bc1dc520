import type { UploadJob } from '@hub/contract';
import { Alert, Box, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  countText,
  formatFileSize,
  formatUploadTime,
  isJobActive,
  jobCounts,
  jobDuration,
  statusNote,
  uploadTypeLabel,
} from './upload-job-status';
import { UploadStatusBadge } from './upload-status-badge';

export type UploadJobSummaryProps = {
  job: UploadJob;
  /** Hide the file facts (the progress panel on /upload names the file in its own heading). */
  compact?: boolean;
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children || '—'}</Text>
    </div>
  );
}

/** One upload: its status (live while it runs), its times in Phoenix time, and its row counts. */
export function UploadJobSummary({ job, compact = false }: UploadJobSummaryProps) {
  const active = isJobActive(job.status);
  const counts = jobCounts(job);
  return (
    <Stack gap="sm">
      <Group gap="sm" aria-live="polite" role="status" aria-label="Upload status">
        <UploadStatusBadge status={job.status} />
        {job.status !== 'failed' && (
          <Text size="sm" c={active ? 'blue' : 'dimmed'}>
            {statusNote(job)}
          </Text>
        )}
      </Group>
      {job.status === 'failed' && (
        <Alert color="red" title="The upload failed" role="alert">
          {statusNote(job)}
        </Alert>
      )}
      {!compact && (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
          <Fact label="File">{job.filename}</Fact>
          <Fact label="Type">{uploadTypeLabel(job.upload_type)}</Fact>
          <Fact label="Size">{formatFileSize(job.size_bytes)}</Fact>
          <Fact label="Uploaded At">{formatUploadTime(job.create_dt)}</Fact>
          <Fact label="Uploaded By">{job.uploaded_by}</Fact>
          <Fact label="Started">{formatUploadTime(job.started_at)}</Fact>
          <Fact label="Finished">{formatUploadTime(job.finished_at)}</Fact>
          <Fact label="Took">{jobDuration(job.started_at, job.finished_at)}</Fact>
        </SimpleGrid>
      )}
      {/* On a phone the five counts are wider than the card: they scroll in their own box (reachable by
          keyboard, as DataTable's), so the last ones are not cut off. */}
      <Box
        component="section"
        aria-label="Row counts (scrolls)"
        tabIndex={0}
        style={{ overflowX: 'auto', maxWidth: '100%' }}
      >
        <Table withTableBorder withColumnBorders w="auto" aria-label="Row counts">
          <Table.Thead>
            <Table.Tr>
              {counts.map((cell) => (
                <Table.Th key={cell.key} ta="right">
                  {cell.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              {counts.map((cell) => (
                <Table.Td key={cell.key} ta="right">
                  {countText(cell.value)}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Box>
    </Stack>
  );
}
