import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
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

export type SearchFormTileProps = {
  /** The tile's title, and the form's name. */
  title: string;
  description: string;
  onSubmit: () => void;
  /** Search is disabled while the search cannot run. */
  ready: boolean;
  /** The fields in rows above Search's. */
  fields?: ReactNode;
  /** The fields beside Search, in its row. */
  children: ReactNode;
  /** Whether Search's row wraps on a narrow tile. */
  wrap?: 'wrap' | 'nowrap';
};

/** A dashboard tile that is one search form: its fields, and Search in the last row. */
export function SearchFormTile({
  title,
  description,
  onSubmit,
  ready,
  fields,
  children,
  wrap = 'nowrap',
}: SearchFormTileProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ready) onSubmit();
  };
  return (
    <Tile title={title} description={description}>
      <form onSubmit={handleSubmit} aria-label={title}>
        <Stack gap="xs">
          {fields}
          <Group gap="xs" align="flex-end" wrap={wrap}>
            {children}
            <Button type="submit" disabled={!ready}>
              Search
            </Button>
          </Group>
        </Stack>
      </form>
    </Tile>
  );
}
