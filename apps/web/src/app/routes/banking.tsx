import { Badge, Paper, Text } from '@mantine/core';
import { PageHeader } from '@/components/page';

/** `/banking`: the spec's placeholder (spec 000 §1): the banking module is coming soon. */
export function BankingRoute() {
  return (
    <>
      <PageHeader
        title="Banking"
        actions={
          <Badge color="gold" variant="light">
            Coming Soon
          </Badge>
        }
      />
      <Paper withBorder p="xl" maw={560}>
        <Text>The banking module is coming soon.</Text>
      </Paper>
    </>
  );
}
