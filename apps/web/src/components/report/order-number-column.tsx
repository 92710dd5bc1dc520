import { type DataTableColumn, SmallLink } from '@/components/data-table';
import { paths } from '@/config/paths';

/** An order number, opening the file search for it. */
export function OrderNumberLink({ orderNumber }: { orderNumber: string }) {
  return (
    <SmallLink to={paths.reports.fileSearch.getHref({ order_number: orderNumber })}>{orderNumber}</SmallLink>
  );
}

/** A report's 'Order #' column: the order number, sorted as text, opening the file search for it. */
export function orderNumberColumn<T extends { order_number: string }>(): DataTableColumn<T> {
  return {
    id: 'order_number',
    header: 'Order #',
    accessorFn: (row) => row.order_number,
    cell: ({ row: { original } }) => <OrderNumberLink orderNumber={original.order_number} />,
    meta: { nowrap: true },
  };
}
