import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';

/** `/banking`: the spec's placeholder (spec 000 §1): the banking module is coming soon. */
export function BankingRoute() {
  return (
    <Paper withBorder p="xl" maw={560}>
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={2}>Banking</Title>
          <Badge color="gold" variant="light">
            Coming Soon
          </Badge>
        </Group>
        <Text>The banking module is coming soon.</Text>
      </Stack>
    </Paper>
  );
}
