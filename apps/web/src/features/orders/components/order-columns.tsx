import type { OrderFile, OrderListKind, OrderPerson, OrderTotals } from '@hub/contract';
import { stripAgencySuffix } from '@hub/domain/branch-names';
import { formatUsDate } from '@hub/domain/time';
import { Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Row } from '@tanstack/react-table';
import { type DataTableColumn, ExpandToggle, MoneyText } from '@/components/data-table';

/** 'First Last' of an employee on a file. */
export const personName = (person: OrderPerson | null): string =>
  person ? [person.first_name, person.last_name].filter(Boolean).join(' ') : '';

export const STATUS_LABELS: Record<OrderFile['order_status'], string> = {
  OPEN: 'Open',
  CLOSED: 'Closed',
  CANCELLED: 'Cancelled',
};

/** What a closed-order badge says (spec 001 §2). */
export const BADGE_MEANINGS = {
  T: 'posted title date differs from the close date',
  S: 'posted settlement date differs from the close date',
} as const;

export const orderRowId = (file: OrderFile) => `order-${file.file_id}`;

/** The order number, a button that shows or hides the file's revenue breakdown under its row. */
function OrderToggle({ row }: { row: Row<OrderFile> }) {
  return (
    <ExpandToggle row={row} fw={500} style={{ whiteSpace: 'nowrap' }}>
      {(expanded) => (
        <>
          <span aria-hidden="true">{expanded ? '▾ ' : '▸ '}</span>
          {row.original.order_number}
        </>
      )}
    </ExpandToggle>
  );
}

function CloseDate({ file, withBadge }: { file: OrderFile; withBadge: boolean }) {
  const badge = withBadge ? file.close_badge : null;
  // Positioned, so the hidden words stay inside the table's scroll box (a phone's page never widens).
  return (
    <Group gap={6} wrap="nowrap" style={{ position: 'relative' }}>
      <span>{formatUsDate(file.calc_close_date)}</span>
      {badge && (
        <>
          <Badge size="md" circle variant="light" color={badge === 'T' ? 'grape' : 'orange'}>
            {badge}
          </Badge>
          <VisuallyHidden>: {BADGE_MEANINGS[badge]}</VisuallyHidden>
        </>
      )}
    </Group>
  );
}

function DirectingClient({ file }: { file: OrderFile }) {
  const client = file.directing_client;
  if (!client) return null;
  const name = client.name ?? client.company;
  return (
    <Stack gap={0}>
      <Text size="sm">{name}</Text>
      {client.name && client.company && (
        <Text size="xs" c="dimmed">
          {client.company}
        </Text>
      )}
    </Stack>
  );
}

type MoneyColumn = {
  id: string;
  header: string;
  value: (file: OrderFile) => string | null;
  total: (totals: OrderTotals) => string;
};

/** A figure of the file's revenue breakdown, totalled by the server's figure of the same name. */
const breakdownColumn = (
  id: keyof OrderFile['calc']['revenue_breakdown'] & keyof OrderTotals,
  header: string,
): MoneyColumn => ({
  id,
  header,
  value: (f) => f.calc.revenue_breakdown[id],
  total: (t) => t[id],
});

const MONEY_COLUMNS: readonly MoneyColumn[] = [
  { id: 'sales_price', header: 'Sales Price', value: (f) => f.sales_price, total: (t) => t.sales_price },
  { id: 'loan_amt', header: 'Loan Amt', value: (f) => f.loan_amt, total: (t) => t.loan_amt },
  breakdownColumn('escrow_revenue', 'Escrow'),
  breakdownColumn('title_revenue', 'Title'),
  breakdownColumn('magnus_title_revenue', 'Magnus Title'),
  breakdownColumn('partner_title_revenue', 'Partner Title'),
  {
    id: 'total_revenue',
    header: 'Total Revenue',
    value: (f) => f.calc.total_revenue,
    total: (t) => t.total_revenue,
  },
];

/** The header of one of the list's money columns ('Escrow', 'Magnus Title'). */
export function orderMoneyHeader(id: string): string {
  return MONEY_COLUMNS.find((column) => column.id === id)?.header ?? id;
}

/**
 * The order reports' columns (spec 001 §2, §3): Order # (shows the revenue breakdown), Open Date,
 * Status, Close Date (with the 'T'/'S' badge on closed orders), Branch, EO, Rep, Directing Client and
 * the money: Sales Price, Loan Amt, Escrow, Title, Magnus Title, Partner Title, Total Revenue. The
 * totals row shows the server's totals of the whole filter (every page). The ids of sortable
 * columns are the server's sorts.
 */
export function orderColumns(
  kind: OrderListKind,
  totals: OrderTotals | undefined,
): DataTableColumn<OrderFile>[] {
  return [
    {
      id: 'order_number',
      header: 'Order #',
      accessorKey: 'order_number',
      cell: ({ row }) => <OrderToggle row={row} />,
    },
    {
      id: 'open_date',
      header: 'Open Date',
      accessorKey: 'open_date',
      meta: { nowrap: true },
      cell: ({ row }) => formatUsDate(row.original.open_date),
    },
    {
      id: 'order_status',
      header: 'Status',
      accessorKey: 'order_status',
      cell: ({ row }) => STATUS_LABELS[row.original.order_status],
    },
    {
      id: 'calc_close_date',
      header: 'Close Date',
      accessorKey: 'calc_close_date',
      meta: { nowrap: true },
      cell: ({ row }) => <CloseDate file={row.original} withBadge={kind === 'closed'} />,
    },
    {
      id: 'branch',
      header: 'Branch',
      enableSorting: false,
      accessorFn: (file) => (file.settlement_agency ? stripAgencySuffix(file.settlement_agency.name) : ''),
    },
    {
      id: 'escrow_officer',
      header: 'EO',
      enableSorting: false,
      accessorFn: (file) => personName(file.escrow_officer),
    },
    {
      id: 'marketing_rep',
      header: 'Rep',
      enableSorting: false,
      accessorFn: (file) => personName(file.marketing_rep),
    },
    {
      id: 'directing_client',
      header: 'Directing Client',
      enableSorting: false,
      accessorFn: (file) => file.directing_client?.name ?? file.directing_client?.company ?? '',
      cell: ({ row }) => <DirectingClient file={row.original} />,
    },
    ...MONEY_COLUMNS.map(
      (column): DataTableColumn<OrderFile> => ({
        id: column.id,
        header: column.header,
        accessorFn: column.value,
        meta: {
          kind: 'money',
          nowrap: true,
          total: () => (totals ? <MoneyText value={column.total(totals)} /> : null),
        },
      }),
    ),
  ];
}
