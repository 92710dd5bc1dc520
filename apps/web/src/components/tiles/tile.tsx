import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './tile.module.css';

export type TileProps = {
  title: string;
  description?: ReactNode;
  /** The whole tile links here. */
  to?: string;
  /** Greyed out and not clickable. */
  disabled?: boolean;
  /** A 'Coming Soon' badge; implies disabled. */
  comingSoon?: boolean;
  children?: ReactNode;
};

/** A dashboard tile: a card with a title, a line of text and either a link or its own controls. */
export function Tile({ title, description, to, disabled = false, comingSoon = false, children }: TileProps) {
  const body = (
    <Stack gap="xs" h="100%">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={650} size="lg">
          {title}
        </Text>
        {comingSoon && (
          // Never shrunk: a long title wraps on a phone, the badge stays whole.
          <Badge color="gray" variant="light" style={{ flex: 'none' }}>
            Coming Soon
          </Badge>
        )}
      </Group>
      {description && (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      )}
      {children}
    </Stack>
  );

  if (disabled || comingSoon) {
    return (
      <Card withBorder padding="lg" className={classes.tile} data-disabled aria-disabled="true">
        {body}
      </Card>
    );
  }
  if (to) {
    return (
      <Card withBorder padding="lg" className={classes.tile} data-link component={Link} to={to}>
        {body}
      </Card>
    );
  }
  return (
    <Card withBorder padding="lg" className={classes.tile}>
      {body}
    </Card>
  );
}
