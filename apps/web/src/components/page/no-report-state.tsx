import { Alert, Stack } from '@mantine/core';
import { PageHeader } from './page-header';

/** Spec 001 §2 (report hub): what a report says when the user has no state to report on. */
export const NO_STATE_TEXT = 'Access denied or invalid token.';

/** A report screen, titled, for a user with no state: the spec's text instead of the report. */
export function NoReportState({ title }: { title: string }) {
  return (
    <Stack gap="md">
      <PageHeader title={title} />
      <Alert color="red" role="alert">
        {NO_STATE_TEXT}
      </Alert>
    </Stack>
  );
}
