import { Button, Group, Text } from '@mantine/core';
import { useEmailTrendXls } from '../api/email-trend-xls';
import { useTimedStatus } from '../hooks/use-timed-status';
import { EMAIL_QUEUED, EMAIL_STATUS_MS, emailFailureText } from '../utils/trend-texts';
import type { TrendQuery } from '../utils/trend-view';

export type EmailXlsActionProps = {
  /** The trend's query as the screen asks it (the workbook holds the same rows). */
  query: TrendQuery;
};

/**
 * Email XLS (spec 001 §2, §4, §8): queues the trend's workbook to the signed-in user, then says 'Email
 * queued' or the error (the server's detail, else the error's message, else 'Failed to queue email')
 * for 4 seconds.
 */
export function EmailXlsAction({ query }: EmailXlsActionProps) {
  const email = useEmailTrendXls();
  const [status, show] = useTimedStatus(EMAIL_STATUS_MS);

  const handleClick = () =>
    email.mutate(query, {
      onSuccess: () => show({ kind: 'success', text: EMAIL_QUEUED }),
      onError: (error) => show({ kind: 'error', text: emailFailureText(error) }),
    });

  return (
    <Group gap="xs" wrap="wrap">
      <Button variant="default" onClick={handleClick} loading={email.isPending}>
        Email XLS
      </Button>
      <Text
        size="sm"
        role={status?.kind === 'error' ? 'alert' : 'status'}
        c={status?.kind === 'error' ? 'red.9' : 'green.9'}
        aria-live="polite"
      >
        {status?.text ?? ''}
      </Text>
    </Group>
  );
}
