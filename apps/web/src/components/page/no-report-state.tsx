import { Alert, Stack } from '@mantine/core';
import { PageHeader } from './page-header';
import { NO_STATE_TEXT } from './report-texts';

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
