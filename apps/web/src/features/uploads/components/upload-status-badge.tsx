import type { UploadStatus } from '@hub/contract';
import { Badge, Loader } from '@mantine/core';
import { isJobActive, statusColor, statusLabel } from './upload-job-status';

/** The job's status as a coloured badge, with a spinner while it runs. */
export function UploadStatusBadge({ status }: { status: UploadStatus }) {
  return (
    <Badge
      color={statusColor(status)}
      variant="light"
      leftSection={isJobActive(status) ? <Loader size={10} color={statusColor(status)} /> : undefined}
    >
      {statusLabel(status)}
    </Badge>
  );
}
