import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/data-table';
import { paths } from '@/config/paths';

/** A report's 'Order #' column: the order number, sorted as text, opening the file search for it. */
export function orderNumberColumn<T extends { order_number: string }>(): DataTableColumn<T> {
  return {
    id: 'order_number',
    header: 'Order #',
    accessorFn: (row) => row.order_number,
    cell: ({ row: { original } }) => (
      <Anchor
        component={Link}
        to={paths.reports.fileSearch.getHref({ order_number: original.order_number })}
        size="sm"
      >
        {original.order_number}
      </Anchor>
    ),
    meta: { nowrap: true },
  };
}
