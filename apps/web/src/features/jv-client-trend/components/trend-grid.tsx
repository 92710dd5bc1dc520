import type { JvClientTrendResponse, JvClientTrendRow } from '@hub/contract';
import { Badge, Box, Button, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { DataTableColumn } from '@/components/data-table';
import { ReportTable } from '@/components/report';
import { isClientRow, monthLabel, trendRowId } from '../utils/trend-view';

const count = (value: number | undefined) => (value ?? 0).toLocaleString('en-US');

/** A month's column header: the month above the measure ('May 2031' / 'Open'), read as 'May 2031 Open'. */
function MonthHeader({ month, measure }: { month: string; measure: 'Open' | 'Close' }) {
  return (
    <Stack gap={0} align="flex-end">
      <Text span size="xs" fw={400} style={{ whiteSpace: 'nowrap' }}>
        {`${monthLabel(month)} `}
      </Text>
      <span>{measure}</span>
    </Stack>
  );
}

/**
 * The grid's columns: the client or group (a group's row marked 'Group'), each month's opens and
 * closes (oldest first, as the answer lists them), the totals, and 'Add to group' on a client's row.
 * The rows keep the server's order (most files first); the footer is the answer's totals, never a
 * sum of the screen's own.
 */
export function trendColumns(
  answer: Pick<JvClientTrendResponse, 'months' | 'totals'>,
  onAddToGroup: ((row: JvClientTrendRow) => void) | null,
): DataTableColumn<JvClientTrendRow>[] {
  const { months, totals } = answer;
  const columns: DataTableColumn<JvClientTrendRow>[] = [
    {
      id: 'label',
      accessorFn: (row) => row.label,
      header: 'Client / Group',
      enableSorting: false,
      cell: ({ row: { original } }) =>
        original.is_group ? (
          <Group gap={6} wrap="nowrap" miw={200}>
            <Text span inherit fw={700}>
              {original.label}
            </Text>
            <Badge size="xs" variant="light" color="blue.9">
              Group
            </Badge>
          </Group>
        ) : (
          <Box miw={200}>{original.label}</Box>
        ),
      meta: { width: 220 },
    },
    ...months.flatMap((month): DataTableColumn<JvClientTrendRow>[] => [
      {
        id: `open-${month}`,
        accessorFn: (row) => row.open_counts[month] ?? 0,
        header: () => <MonthHeader month={month} measure="Open" />,
        enableSorting: false,
        cell: ({ getValue }) => count(getValue<number>()),
        meta: { kind: 'number', total: () => count(totals.open_counts[month]) },
      },
      {
        id: `close-${month}`,
        accessorFn: (row) => row.close_counts[month] ?? 0,
        header: () => <MonthHeader month={month} measure="Close" />,
        enableSorting: false,
        cell: ({ getValue }) => count(getValue<number>()),
        meta: { kind: 'number', total: () => count(totals.close_counts[month]) },
      },
    ]),
    {
      id: 'open_total',
      accessorFn: (row) => row.open_total,
      header: 'Open Total',
      enableSorting: false,
      cell: ({ getValue }) => count(getValue<number>()),
      meta: { kind: 'number', nowrap: true, total: () => count(totals.open_total) },
    },
    {
      id: 'close_total',
      accessorFn: (row) => row.close_total,
      header: 'Close Total',
      enableSorting: false,
      cell: ({ getValue }) => count(getValue<number>()),
      meta: { kind: 'number', nowrap: true, total: () => count(totals.close_total) },
    },
  ];
  if (onAddToGroup) {
    columns.push({
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      cell: ({ row: { original } }) =>
        isClientRow(original) ? (
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => onAddToGroup(original)}
            aria-label={`Add to group: ${original.label}`}
          >
            Add to group
          </Button>
        ) : null,
      meta: { nowrap: true },
    });
  }
  return columns;
}

export type TrendGridProps = {
  answer: JvClientTrendResponse | undefined;
  status: { isPending: boolean; isError: boolean; error: unknown; data?: unknown };
  /** 'Add to group' on a client's row; none when groups cannot be changed. */
  onAddToGroup: ((row: JvClientTrendRow) => void) | null;
  errorText: string;
  emptyText: string;
};

/**
 * The JV client trend's grid on the kit's table: clients and groups down, months across, a TOTAL
 * footer; it scrolls in its own box (a phone's page never widens) and renders only the rows in view
 * when there are many.
 */
export function TrendGrid({ answer, status, onAddToGroup, errorText, emptyText }: TrendGridProps) {
  const columns = useMemo(() => (answer ? trendColumns(answer, onAddToGroup) : []), [answer, onAddToGroup]);
  return (
    <ReportTable
      label="JV Client Trend"
      columns={columns}
      data={answer?.rows}
      getRowId={trendRowId}
      status={status}
      errorText={errorText}
      emptyText={emptyText}
      rowProps={(row) => ({ 'data-group': row.is_group ? 'true' : undefined })}
      minWidth={(answer?.months.length ?? 0) * 150 + 420}
    />
  );
}
