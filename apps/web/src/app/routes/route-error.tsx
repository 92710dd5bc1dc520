import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when a screen throws while rendering: a short message instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl">
        <Stack gap="sm">
          <Title order={1} size="h2">
            Something went wrong
          </Title>
          <Text>This screen could not be shown.{detail ? ` (${detail})` : ''}</Text>
          <Anchor href="/">Back to home</Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
