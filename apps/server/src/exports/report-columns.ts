import type { ReportColumnKind, ReportDeclaration } from '@hub/contract';
import { reportValue } from '@hub/contract';
import { percentToFraction } from '@hub/domain';
import type { ColumnKind, ExportColumn } from './columns.ts';

/** How each kind of a report's column is written in a file (a link is its text). */
const EXPORT_KIND: Record<ReportColumnKind, ColumnKind> = {
  money: 'money',
  count: 'integer',
  percent: 'percent',
  date: 'date',
  text: 'text',
  link: 'text',
};

/**
 * A declared report's columns as the export writes them (`registerExport`, the e-mail's workbook):
 * the same keys, headers and order; a percent (10.5 = +10.5%) becomes the file's fraction.
 */
export function exportColumnsOf<Row, Key extends string>(
  report: Pick<ReportDeclaration<Row, Key>, 'columns'>,
): ExportColumn<Row>[] {
  return report.columns.map((column) => ({
    key: column.key,
    header: column.fileHeader ?? column.header,
    kind: EXPORT_KIND[column.kind],
    value:
      column.kind === 'percent'
        ? (row: Row) => {
            const percent = reportValue(column, row);
            return percent === null ? null : percentToFraction(String(percent));
          }
        : (row: Row) => reportValue(column, row),
  }));
}
