import { Alert, Loader, Paper, Stack } from '@mantine/core';
import { PageHeader } from '@/components/page';
import { paths } from '@/config/paths';
import { errorDetail } from '@/lib/api-client';
import { useUploadJob } from '../api/get-upload-job';
import { isJobActive } from './upload-job-status';
import { UploadJobSummary } from './upload-job-summary';
import { UploadMismatches } from './upload-mismatches';

export const UPLOAD_LOAD_FAILED = 'Could not load this upload.';

/** The page's answer to an address that names no upload (not a positive whole number). */
export const badUploadIdMessage = (param: string) => `'${param}' is not an upload number.`;

export type UploadDetailsProps = {
  /** null when the address does not hold an upload number; `param` is what it held. */
  uploadId: number | null;
  param: string;
};

const BACK = { to: paths.upload.getHref(), label: 'Back to Upload' };

/** Spec 000 §2 /uploads/{upload_id}: the upload's summary (live while it runs) and its mismatches. */
export function UploadDetails({ uploadId, param }: UploadDetailsProps) {
  const job = useUploadJob(uploadId);

  if (uploadId === null) {
    return (
      <Stack gap="md">
        <PageHeader title="Upload" back={BACK} />
        <Alert color="red" role="alert">
          {badUploadIdMessage(param)}
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader title={`Upload #${uploadId}`} back={BACK} description={job.data?.filename} />
      {job.data ? (
        <>
          <Paper withBorder p="md" component="section" aria-label="Upload summary">
            <UploadJobSummary job={job.data} />
          </Paper>
          <UploadMismatches uploadId={uploadId} finished={!isJobActive(job.data.status)} />
        </>
      ) : job.isError ? (
        <Alert color="red" role="alert">
          {errorDetail(job.error, UPLOAD_LOAD_FAILED)}
        </Alert>
      ) : (
        <Loader size="sm" aria-label="Loading the upload" />
      )}
    </Stack>
  );
}
