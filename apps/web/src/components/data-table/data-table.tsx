import { pageCount } from '@hub/contract';
import { fromCents } from '@hub/domain/money';
import { Group, Pagination, Stack, Table, type TableTrProps, Text, UnstyledButton } from '@mantine/core';
import {
  type CellContext,
  type ColumnDef,
  type ColumnMeta,
  flexRender,
  getCoreRowModel,
  getExpandedRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type PaginationState,
  type Row,
  type RowData,
  type SortingFn,
  type SortingState,
  type Updater,
  useReactTable,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import classes from './data-table.module.css';
import { ExportButtons, type ExportSource } from './export-buttons';
import { ScrollRegion } from './scroll-region';
import { TableEmpty, type TableQueryStatus, TableStatus } from './table-status';
import { formatMoneyCell, isNegativeMoney, type MoneyValue, moneyCents, sumCounts, sumMoney } from './totals';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** 'money': right-aligned, '$1,234.50', negatives red in parentheses; 'number': right-aligned. */
    kind?: 'text' | 'number' | 'money';
    /** The totals row's cell: 'sum' adds the column up (money to the cent), or the screen's own. */
    total?: 'sum' | ((rows: TData[]) => ReactNode);
    /** Keeps the cell on one line (dates, times). */
    nowrap?: boolean;
    /** Wraps long words anywhere (file names, free text) instead of widening the table. */
    breakAnywhere?: boolean;
    width?: number | string;
  }
}

/** A column of a DataTable: TanStack Table's column definition (columns of any value type). */
// biome-ignore lint/suspicious/noExplicitAny: a table's columns hold values of different types.
export type DataTableColumn<T> = ColumnDef<T, any>;

/** The sorted column and its direction, as the address keeps it. */
export type SortValue = { id: string; desc: boolean };

/** Lists longer than this render only the rows in view (spec: a few hundred rows). */
export const VIRTUALIZE_ABOVE = 300;
const ROW_HEIGHT = 41;

export type DataTableProps<T> = {
  /** The table's accessible name ('Employees'). */
  label: string;
  columns: DataTableColumn<T>[];
  /** The rows; undefined while the first load is under way. */
  data: readonly T[] | undefined;
  getRowId: (row: T) => string;
  /** The list's query: loading and error show in place of the table. */
  status?: TableQueryStatus;
  loadingLabel?: string;
  /** Shown when loading fails and the server sent no `detail`. */
  errorText?: string;
  /** false: `errorText` even when the server sent a `detail` (a screen whose spec names its message). */
  serverDetail?: boolean;
  /** Shown instead of the table when there are no rows. */
  emptyText: ReactNode;
  /** The sort, when the screen keeps it (in the address); otherwise the table keeps its own. */
  sort?: SortValue | null;
  onSortChange?: (sort: SortValue | null) => void;
  /** Spec 001 §4: a newly sorted column starts descending; false makes them start ascending. */
  sortDescFirst?: boolean;
  /** Rows per page; without it every row is shown (virtualised above {@link VIRTUALIZE_ABOVE}). */
  pageSize?: number;
  /** The 1-based page, when the screen keeps it (in the address). */
  page?: number;
  onPageChange?: (page: number) => void;
  /** Long lists: `data` is one page, already sorted and filtered by the server, of `rowCount` rows. */
  server?: { rowCount: number };
  /** A last row with each column's `meta.total`. */
  totals?: boolean;
  totalsLabel?: string;
  virtualizeAbove?: number;
  /** The scroll box's height limit (the header stays in view above the rows). */
  maxHeight?: number | string;
  /** Columns keep at least this width; a narrow screen scrolls the table, never the page. */
  minWidth?: number;
  rowProps?: (row: T) => TableTrProps & { [data: `data-${string}`]: string | undefined };
  /** A row's details, shown under it once expanded (row.toggleExpanded() from a cell). */
  renderExpanded?: (row: T) => ReactNode;
  /** The server's CSV and XLSX export of the list's current filters. */
  exportSource?: ExportSource;
};

const moneySort: SortingFn<unknown> = (a, b, columnId) =>
  Math.sign(moneyCents(a.getValue<MoneyValue>(columnId)) - moneyCents(b.getValue<MoneyValue>(columnId)));

/** A money figure as every table shows it: accounting style, negatives red. */
export function MoneyText({ value }: { value: MoneyValue }) {
  return (
    <Text span inherit c={isNegativeMoney(value) ? 'red.9' : undefined}>
      {formatMoneyCell(value)}
    </Text>
  );
}

function DefaultCell<T>({ getValue, column }: CellContext<T, unknown>): ReactNode {
  const value = getValue();
  if (column.columnDef.meta?.kind === 'money') return <MoneyText value={value as MoneyValue} />;
  if (value === null || value === undefined) return '';
  return String(value);
}

function align(meta: ColumnMeta<never, unknown> | undefined) {
  return meta?.kind === 'money' || meta?.kind === 'number' ? 'right' : undefined;
}

function cellStyle(meta: ColumnMeta<never, unknown> | undefined) {
  if (meta?.nowrap) return { whiteSpace: 'nowrap' as const };
  if (meta?.breakAnywhere) return { overflowWrap: 'anywhere' as const };
  return undefined;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const SORT_MARK = { asc: '▲', desc: '▼' } as const;

function resolve<V>(updater: Updater<V>, current: V): V {
  return typeof updater === 'function' ? (updater as (old: V) => V)(current) : updater;
}

/**
 * The one table of the app (STYLE.md 13): sortable headers (buttons with aria-sort), paging, the
 * server's sorting and paging for long lists, a sticky header, a totals row, virtual rows for long
 * lists, money right-aligned with negatives red in parentheses, one loading / empty / error state
 * and the export buttons. It scrolls inside its own box, so a phone's page never widens.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    label,
    columns,
    data,
    getRowId,
    status,
    loadingLabel = `Loading ${label.toLowerCase()}`,
    errorText = `Could not load ${label.toLowerCase()}.`,
    serverDetail = true,
    emptyText,
    sortDescFirst = true,
    pageSize,
    server,
    totals = false,
    totalsLabel = 'Total',
    virtualizeAbove = VIRTUALIZE_ABOVE,
    maxHeight = '75vh',
    minWidth,
    rowProps,
    renderExpanded,
    exportSource,
  } = props;

  const [ownSort, setOwnSort] = useState<SortValue | null>(null);
  const [ownPage, setOwnPage] = useState(1);
  const sort = props.sort !== undefined ? props.sort : ownSort;
  const rowsIn = useMemo(() => (data ? [...data] : []), [data]);
  const totalRows = server?.rowCount ?? rowsIn.length;
  // A page past the end (rows filtered away, a stale link) shows the last page.
  const page = pageSize ? Math.min(Math.max(1, props.page ?? ownPage), pageCount(totalRows, pageSize)) : 1;
  const sorting: SortingState = sort ? [sort] : [];
  const pagination: PaginationState = { pageIndex: page - 1, pageSize: pageSize ?? 0 };

  const changeSort = (next: SortValue | null) => {
    setOwnSort(next);
    props.onSortChange?.(next);
    changePage(1);
  };
  const changePage = (next: number) => {
    setOwnPage(next);
    props.onPageChange?.(next);
  };

  const preparedColumns = useMemo(
    () =>
      columns.map((column) =>
        column.meta?.kind === 'money' && !column.sortingFn
          ? { ...column, sortingFn: moneySort as SortingFn<T> }
          : column,
      ),
    [columns],
  );

  const table = useReactTable<T>({
    data: rowsIn,
    columns: preparedColumns,
    defaultColumn: { cell: DefaultCell },
    getRowId: (row) => getRowId(row),
    state: { sorting, ...(pageSize ? { pagination } : {}) },
    onSortingChange: (updater) => {
      const next = resolve(updater, sorting)[0];
      changeSort(next ? { id: next.id, desc: next.desc } : null);
    },
    onPaginationChange: (updater) => changePage(resolve(updater, pagination).pageIndex + 1),
    sortDescFirst,
    enableSortingRemoval: false,
    enableMultiSort: false,
    manualSorting: server !== undefined,
    manualPagination: server !== undefined,
    rowCount: server?.rowCount,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    ...(pageSize ? { getPaginationRowModel: getPaginationRowModel() } : {}),
    getRowCanExpand: () => renderExpanded !== undefined,
    getExpandedRowModel: getExpandedRowModel(),
    autoResetPageIndex: false,
    // A row stays open while the rows refresh (a mismatch marked resolved).
    autoResetExpanded: false,
  });

  const rows = table.getRowModel().rows;
  const virtual = !pageSize && !server && rows.length > virtualizeAbove;
  const scrollRef = useRef<HTMLElement>(null);
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    enabled: virtual,
    initialRect: { width: 0, height: typeof maxHeight === 'number' ? maxHeight : 600 },
  });

  if (status && (status.isPending || (status.isError && status.data === undefined))) {
    return (
      <TableStatus
        status={status}
        loadingLabel={loadingLabel}
        errorText={errorText}
        serverDetail={serverDetail}
      />
    );
  }
  if (rowsIn.length === 0 && !(server && server.rowCount > 0)) return <TableEmpty>{emptyText}</TableEmpty>;

  const leafColumns = table.getVisibleLeafColumns();
  const columnCount = leafColumns.length;

  const renderRow = (row: Row<T>) => [
    <Table.Tr key={row.id} aria-rowindex={virtual ? row.index + 2 : undefined} {...rowProps?.(row.original)}>
      {row.getVisibleCells().map((cell) => {
        const meta = cell.column.columnDef.meta;
        return (
          <Table.Td key={cell.id} ta={align(meta)} style={cellStyle(meta)}>
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </Table.Td>
        );
      })}
    </Table.Tr>,
    row.getIsExpanded() && renderExpanded ? (
      <Table.Tr key={`${row.id}-expanded`} id={`${row.id}-expanded`}>
        <Table.Td colSpan={columnCount} bg="gray.0">
          {renderExpanded(row.original)}
        </Table.Td>
      </Table.Tr>
    ) : null,
  ];

  let body: ReactNode;
  if (virtual) {
    const items = virtualizer.getVirtualItems();
    const before = items[0]?.start ?? 0;
    const after = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
    body = (
      <>
        {before > 0 && (
          // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row, not a row of data; nothing in it takes focus.
          <tr aria-hidden="true" style={{ height: before }}>
            <td colSpan={columnCount} />
          </tr>
        )}
        {items.map((item) => {
          const row = rows[item.index];
          return row ? renderRow(row) : null;
        })}
        {after > 0 && (
          // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row, not a row of data; nothing in it takes focus.
          <tr aria-hidden="true" style={{ height: after }}>
            <td colSpan={columnCount} />
          </tr>
        )}
      </>
    );
  } else {
    body = rows.map(renderRow);
  }

  const allRows = table.getPrePaginationRowModel().rows;
  const pages = pageSize ? table.getPageCount() : 1;

  return (
    <Stack gap="xs">
      {exportSource && (
        <Group justify="flex-end">
          <ExportButtons {...exportSource} label={label} />
        </Group>
      )}
      <ScrollRegion ref={scrollRef} className={classes.scroll} style={{ maxHeight }} label={label}>
        <Table
          striped
          highlightOnHover
          withTableBorder
          stickyHeader
          miw={minWidth}
          aria-label={label}
          aria-rowcount={virtual ? rows.length + 1 : undefined}
        >
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => {
                  const meta = header.column.columnDef.meta;
                  const content = header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext());
                  const sorted = header.column.getIsSorted();
                  if (!header.column.getCanSort()) {
                    return (
                      <Table.Th key={header.id} ta={align(meta)} w={meta?.width}>
                        {content}
                      </Table.Th>
                    );
                  }
                  return (
                    <Table.Th
                      key={header.id}
                      ta={align(meta)}
                      w={meta?.width}
                      aria-sort={sorted ? ARIA_SORT[sorted] : 'none'}
                    >
                      <UnstyledButton
                        className={classes.sortButton}
                        onClick={header.column.getToggleSortingHandler()}
                      >
                        {content}
                        <span
                          aria-hidden="true"
                          className={classes.sortMark}
                          data-active={sorted || undefined}
                        >
                          {sorted ? SORT_MARK[sorted] : '↕'}
                        </span>
                      </UnstyledButton>
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>{body}</Table.Tbody>
          {totals && (
            <Table.Tfoot>
              <Table.Tr className={classes.totals}>
                {leafColumns.map((column, index) => {
                  const meta = column.columnDef.meta;
                  let content: ReactNode = index === 0 ? totalsLabel : null;
                  if (meta?.total === 'sum') {
                    const values = allRows.map((row) => row.getValue(column.id));
                    content =
                      meta.kind === 'money' ? (
                        <MoneyText value={fromCents(sumMoney(values as MoneyValue[]))} />
                      ) : (
                        sumCounts(values).toLocaleString('en-US')
                      );
                  } else if (typeof meta?.total === 'function') {
                    content = meta.total(allRows.map((row) => row.original));
                  }
                  // The row's name heads it; the figures are data cells (an empty header cell is not allowed).
                  return index === 0 ? (
                    <Table.Th key={column.id} scope="row" ta={align(meta)}>
                      {content}
                    </Table.Th>
                  ) : (
                    <Table.Td key={column.id} ta={align(meta)}>
                      {content}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </ScrollRegion>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={changePage}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          aria-label={`${label} pages`}
        />
      )}
    </Stack>
  );
}
