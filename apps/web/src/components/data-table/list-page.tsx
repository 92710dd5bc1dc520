import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListHeader, type ListHeaderProps, RecordLink } from './cells';
import { DataTable, type DataTableColumn, type DataTableProps } from './data-table';

export type ListPageProps<T> = Omit<DataTableProps<T>, 'label'> &
  Pick<ListHeaderProps, 'title' | 'create'> & {
    /** The table's accessible name; the page's title unless said. */
    label?: string;
    /** What narrows the list, between the header and the table (a search box, 'Show Inactive'). */
    filters?: ReactNode;
  };

/** A list page: its h1 and create button, its filters, and the one table. */
export function ListPage<T>({ title, create, filters, label = title, ...table }: ListPageProps<T>) {
  return (
    <Stack gap="md">
      <ListHeader title={title} create={create} />
      {filters}
      <DataTable label={label} {...table} />
    </Stack>
  );
}

export type LinkColumnOptions<T> = {
  id?: string;
  header?: string;
  /** The record's name: the link's text, and what the column sorts by. */
  text: (row: T) => string;
  /** The record's page. */
  to: (row: T) => string;
  /** Marks an inactive record with its badge. */
  inactive?: (row: T) => boolean;
};

/** The column that names each record and links to its page (sorted by the name). */
export function linkColumn<T>({
  id = 'name',
  header = 'Name',
  text,
  to,
  inactive,
}: LinkColumnOptions<T>): DataTableColumn<T> {
  return {
    id,
    header,
    accessorFn: text,
    cell: ({ row: { original } }) => (
      <RecordLink to={to(original)} inactive={inactive?.(original)}>
        {text(original)}
      </RecordLink>
    ),
  };
}
