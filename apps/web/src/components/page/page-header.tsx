import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type PageHeaderProps = {
  /** The page's title, as the spec names it: the one level-one heading of the screen. */
  title: ReactNode;
  /** A link back to where the page belongs, shown above the title (e.g. 'Back to Branches'). */
  back?: { to: string; label: string };
  /** Buttons or links beside the title (e.g. the list's create button); they wrap below it on a phone. */
  actions?: ReactNode;
  /** One line under the title. */
  description?: ReactNode;
};

/** The top of every screen: optional back link, the h1, and the page's actions. */
export function PageHeader({ title, back, actions, description }: PageHeaderProps) {
  return (
    <Stack gap={4} mb="md">
      {back && (
        <Anchor component={Link} to={back.to} size="sm" w="fit-content">
          <span aria-hidden="true">← </span>
          {back.label}
        </Anchor>
      )}
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {actions && (
          <Group gap="sm" wrap="wrap">
            {actions}
          </Group>
        )}
      </Group>
      {description && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {description}
        </Text>
      )}
    </Stack>
  );
}
