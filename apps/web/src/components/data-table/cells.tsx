import { Anchor, type AnchorProps, Badge, Button, Checkbox, Group, Switch } from '@mantine/core';
import type { Row } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page';

export type SmallLinkProps = {
  to: string;
  children: ReactNode;
  /** The link's accessible name, where its words do not say which row it is for. */
  label?: string;
};

/** A link to a page of the app in the tables' one link size (a cell's figure, 'Edit', a header's link). */
export function SmallLink({ to, children, label }: SmallLinkProps) {
  return (
    <Anchor component={Link} to={to} size="sm" aria-label={label}>
      {children}
    </Anchor>
  );
}

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

export type ExpandToggleProps<T> = {
  row: Row<T>;
  /** What the button shows, the row's part shown or not. */
  children: (expanded: boolean) => ReactNode;
  /** The button's name, where the words it shows do not say which row. */
  label?: (expanded: boolean) => string;
} & Pick<AnchorProps, 'fw' | 'style'>;

/**
 * A button that shows or hides the part of its row that `DataTable`'s `renderExpanded` draws under
 * it, and names that part (aria-controls) while it is shown.
 */
export function ExpandToggle<T>({ row, children, label, ...anchor }: ExpandToggleProps<T>) {
  const expanded = row.getIsExpanded();
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      {...anchor}
      aria-expanded={expanded}
      aria-controls={expanded ? `${row.id}-expanded` : undefined}
      aria-label={label?.(expanded)}
      onClick={() => row.toggleExpanded()}
    >
      {children(expanded)}
    </Anchor>
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
