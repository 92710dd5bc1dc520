import { Alert, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorDetail } from '@/lib/api-client';

/** What a list's query is doing: a TanStack Query result fits as is. */
export type TableQueryStatus = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  /** Rows already shown stay on screen when a refresh fails. */
  data?: unknown;
};

export type TableStatusProps = {
  status: TableQueryStatus;
  /** Read aloud while loading ('Loading employees'). */
  loadingLabel: string;
  /** Shown when the call fails and the server sent no `detail`. */
  errorText: string;
};

/**
 * The one loading and error state of every list: a small loader, or the server's `detail` in a red
 * alert. Null when the rows can be shown.
 */
export function TableStatus({ status, loadingLabel, errorText }: TableStatusProps): ReactNode {
  if (status.isPending) return <Loader size="sm" aria-label={loadingLabel} />;
  if (status.isError && status.data === undefined) {
    return (
      <Alert color="red" role="alert">
        {errorDetail(status.error, errorText)}
      </Alert>
    );
  }
  return null;
}

/** The one empty state: a dimmed line of the screen's own words. */
export function TableEmpty({ children }: { children: ReactNode }) {
  return <Text c="dimmed">{children}</Text>;
}
