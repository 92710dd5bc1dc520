import {
  formatPercentCell,
  type ReportColumnKind,
  type ReportDeclaration,
  type ReportValue,
  reportValue,
} from '@hub/contract';
import { formatUsDate } from '@hub/domain';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { type DataTableColumn, MoneyText } from './data-table';

/** A percent as the reports show it: negatives red in parentheses (spec 001 §2), none as a dash. */
export function PercentText({ value }: { value: number | null }) {
  return (
    <Text span inherit c={value !== null && value < 0 ? 'red.9' : undefined}>
      {formatPercentCell(value)}
    </Text>
  );
}

const percentOf = (value: ReportValue) => (value === null ? null : Number(value));

/**
 * A cell by its column's kind (a count in the totals row with its thousands separators); none is
 * empty, as in the e-mail, but a percent's dash.
 */
function kindCell(kind: ReportColumnKind, value: ReportValue, inTotals: boolean): ReactNode {
  if (kind === 'percent') return <PercentText value={percentOf(value)} />;
  if (value === null) return '';
  if (kind === 'money') return <MoneyText value={value} />;
  if (kind === 'date') return formatUsDate(String(value));
  if (kind === 'count' && inTotals) return Number(value).toLocaleString('en-US');
  return String(value);
}

export type ReportColumnsOptions<Row, Key extends string> = {
  /**
   * The server's TOTAL row (`reportRows(report, rows).total`): the totals row shows its figures, null
   * while there is none. Without it, the 'sum' columns add the rows up (money to the cent).
   */
  total?: Row | null;
  /** The screen's own cells by column key (links, a colour), for the rows and the TOTAL row alike. */
  cells?: Partial<Record<Key, (row: Row) => ReactNode>>;
};

/**
 * A declared report's columns as DataTable columns, in its order: the key is the column id (its sort
 * in the address), money right-aligned with negatives red in parentheses, counts right-aligned, a
 * percent as `PercentText` (sorted with no change last), a date as MM/DD/YYYY.
 */
export function reportColumns<Row, Key extends string>(
  report: Pick<ReportDeclaration<Row, Key>, 'columns'>,
  { total, cells = {} }: ReportColumnsOptions<Row, Key> = {},
): DataTableColumn<Row>[] {
  return report.columns.map((column) => {
    const own: ((row: Row) => ReactNode) | undefined = cells[column.key as Key];
    const render = (row: Row, inTotals: boolean) =>
      own ? own(row) : kindCell(column.kind, reportValue(column, row), inTotals);
    const totalCell =
      column.total === 'none'
        ? undefined
        : total !== undefined
          ? () => (total ? render(total, true) : null)
          : column.total === 'sum'
            ? ('sum' as const)
            : undefined;
    const percent = column.kind === 'percent';
    return {
      id: column.key,
      header: column.header,
      accessorFn: percent
        ? (row: Row) => percentOf(reportValue(column, row)) ?? Number.NEGATIVE_INFINITY
        : (row: Row) => reportValue(column, row),
      ...(own || percent || column.kind === 'date' || column.kind === 'money'
        ? { cell: ({ row }: { row: { original: Row } }) => render(row.original, false) }
        : {}),
      meta: {
        kind: column.kind === 'money' ? 'money' : column.kind === 'count' || percent ? 'number' : 'text',
        ...(column.kind === 'money' || percent || column.kind === 'date' ? { nowrap: true } : {}),
        ...(totalCell ? { total: totalCell } : {}),
      },
    } satisfies DataTableColumn<Row>;
  });
}
