import { Alert, Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { errorDetail } from '@/lib/api-client';
import { useUploadJob } from '../api/get-upload-job';
import { mismatchLinkText, uploadTypeLabel } from './upload-job-status';
import { UploadJobSummary } from './upload-job-summary';

export const PROGRESS_LOAD_FAILED = 'Could not load the upload’s progress.';

/** The progress of the upload just sent: polled until it is done or failed. */
export function UploadProgress({ uploadId }: { uploadId: number }) {
  const job = useUploadJob(uploadId);
  return (
    <Paper withBorder p="md" component="section" aria-label="Upload progress">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Group gap="sm" align="baseline">
            <Title order={3}>Upload #{uploadId}</Title>
            {job.data && (
              <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {job.data.filename} · {uploadTypeLabel(job.data.upload_type)}
              </Text>
            )}
          </Group>
          <Anchor component={Link} to={paths.uploadDetails.getHref(uploadId)}>
            Details
          </Anchor>
        </Group>
        {job.data ? (
          <>
            <UploadJobSummary job={job.data} compact />
            {job.data.status === 'done' && job.data.rows_mismatched > 0 && (
              <Anchor component={Link} to={paths.uploadDetails.getHref(uploadId)} fw={600}>
                {mismatchLinkText(job.data.rows_mismatched)}
              </Anchor>
            )}
          </>
        ) : job.isError ? (
          <Alert color="red" role="alert">
            {errorDetail(job.error, PROGRESS_LOAD_FAILED)}
          </Alert>
        ) : (
          <Loader size="sm" aria-label="Loading the upload’s progress" />
        )}
      </Stack>
    </Paper>
  );
}
