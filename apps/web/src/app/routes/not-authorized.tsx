import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page';
import { paths } from '@/config/paths';

export const NOT_AUTHORIZED_MESSAGE = 'You do not have permission to access this page.';

export function NotAuthorizedRoute() {
  return (
    <>
      <PageHeader title="Not Authorized" />
      <Paper withBorder p="xl" maw={560}>
        <Stack gap="sm">
          <Text>{NOT_AUTHORIZED_MESSAGE}</Text>
          <Anchor component={Link} to={paths.home.getHref()}>
            Back to home
          </Anchor>
        </Stack>
      </Paper>
    </>
  );
}
