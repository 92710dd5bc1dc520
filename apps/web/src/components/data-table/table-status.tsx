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
  /** false: `errorText` even when the server sent a `detail` (a screen whose spec names its message). */
  serverDetail?: boolean;
};

/**
 * The one loading and error state of every list: a small loader, or the server's `detail` in a red
 * alert. Null when the rows can be shown.
 */
export function TableStatus({
  status,
  loadingLabel,
  errorText,
  serverDetail = true,
}: TableStatusProps): ReactNode {
  if (status.isPending) return <Loader size="sm" aria-label={loadingLabel} />;
  if (status.isError && status.data === undefined) {
    return (
      <Alert color="red" role="alert">
        {serverDetail ? errorDetail(status.error, errorText) : errorText}
      </Alert>
    );
  }
  return null;
}

export type QueryStateProps = TableStatusProps & {
  /** No rows: `emptyText` is shown instead of the children. */
  empty?: boolean;
  emptyText?: ReactNode;
  children: ReactNode;
};

/** What a query shows, the one way: loading, its failure, its empty state, or the children. */
export function QueryState({ empty = false, emptyText, children, ...status }: QueryStateProps): ReactNode {
  const pending = status.status.isPending || (status.status.isError && status.status.data === undefined);
  if (pending) return <TableStatus {...status} />;
  if (empty) return <TableEmpty>{emptyText}</TableEmpty>;
  return children;
}

/** The one empty state: a dimmed line of the screen's own words. */
export function TableEmpty({ children }: { children: ReactNode }) {
  return <Text c="dimmed">{children}</Text>;
}
