import { Anchor, Badge, Button, Checkbox, Group, Switch } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page';

export type RecordLinkProps = {
  to: string;
  children: ReactNode;
  /** Marks an inactive record with a grey 'Inactive' badge beside its link. */
  inactive?: boolean;
};

/** A record's name in a list: the link to its page, in the tables' one link size. */
export function RecordLink({ to, children, inactive = false }: RecordLinkProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Anchor component={Link} to={to} size="sm" fw={500}>
        {children}
      </Anchor>
      {inactive && (
        <Badge color="gray" variant="light" size="sm">
          Inactive
        </Badge>
      )}
    </Group>
  );
}

export type ListHeaderProps = {
  title: string;
  /** The list's create action: a button, never a bare text link. */
  create: { to: string; label: string };
  /** More actions beside it (the export buttons of a page with several tables). */
  actions?: ReactNode;
};

/** The top of every list page: its h1 and its create button. */
export function ListHeader({ title, create, actions }: ListHeaderProps) {
  return (
    <PageHeader
      title={title}
      actions={
        <>
          {actions}
          <Button component={Link} to={create.to}>
            {create.label}
          </Button>
        </>
      }
    />
  );
}

export type ShowInactiveProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The spec names a checkbox for users and a toggle elsewhere. */
  control?: 'switch' | 'checkbox';
};

/** 'Show Inactive': inactive records are hidden until it is on (kept in the address by the list). */
export function ShowInactive({ checked, onChange, control = 'switch' }: ShowInactiveProps) {
  const Control = control === 'switch' ? Switch : Checkbox;
  return (
    <Control
      label="Show Inactive"
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
