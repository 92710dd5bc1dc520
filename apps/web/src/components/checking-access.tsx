import { Center, Loader, Stack, Text } from '@mantine/core';

export const CHECKING_ACCESS = 'Checking access…';

/** What a guarded page shows while the live role check is pending. */
export function CheckingAccess() {
  return (
    <Center py="xl">
      <Stack align="center" gap="xs">
        <Loader size="sm" />
        <Text c="dimmed">{CHECKING_ACCESS}</Text>
      </Stack>
    </Center>
  );
}
