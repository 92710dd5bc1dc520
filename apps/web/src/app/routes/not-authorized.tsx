import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export const NOT_AUTHORIZED_MESSAGE = 'You do not have permission to access this page.';

export function NotAuthorizedRoute() {
  return (
    <Paper withBorder p="xl" maw={560}>
      <Stack gap="sm">
        <Title order={2}>Not Authorized</Title>
        <Text>{NOT_AUTHORIZED_MESSAGE}</Text>
        <Anchor component={Link} to={paths.home.getHref()}>
          Back to home
        </Anchor>
      </Stack>
    </Paper>
  );
}
