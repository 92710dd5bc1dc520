import {
  formatPercentCell,
  type ReportColumn,
  type ReportColumnKind,
  type ReportDeclaration,
  type ReportValue,
  reportValue,
} from '@hub/contract';
import { formatUsDate, formatUsdAccounting } from '@hub/domain';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A cell's text in an e-mail, by its column's kind: money in accounting style, a percent as the screens write it. */
export function reportCellText(kind: ReportColumnKind, value: ReportValue): string {
  if (kind === 'percent') return formatPercentCell(value === null ? null : Number(value));
  if (value === null) return '';
  if (kind === 'money') return formatUsdAccounting(String(value));
  if (kind === 'date') return formatUsDate(String(value));
  return String(value);
}

/** A negative percent is red, as on the screen. */
const isNegative = <Row, Key extends string>(column: ReportColumn<Row, Key>, row: Row) => {
  const value = reportValue(column, row);
  return column.kind === 'percent' && value !== null && Number(value) < 0;
};

const TH = 'style="border:1px solid #ccc;padding:4px 8px;background:#f1f3f5;text-align:left"';
const td = (index: number, negative: boolean, total: boolean) =>
  `style="border:1px solid #ccc;padding:4px 8px;text-align:${index === 0 ? 'left' : 'right'}${
    negative ? ';color:#c92a2a' : ''
  }${total ? ';font-weight:bold' : ''}"`;

/** A declared report's rows as an e-mail's HTML table: its headers, negative percents red, the TOTAL row bold. */
export function reportTableHtml<Row, Key extends string>(
  report: Pick<ReportDeclaration<Row, Key>, 'columns' | 'isTotal'>,
  rows: readonly Row[],
): string {
  const head = report.columns.map((c) => `<th ${TH}>${escapeHtml(c.header)}</th>`).join('');
  const body = rows
    .map((row) => {
      const total = report.isTotal?.(row) ?? false;
      const cells = report.columns
        .map(
          (c, i) =>
            `<td ${td(i, isNegative(c, row), total)}>${escapeHtml(reportCellText(c.kind, reportValue(c, row)))}</td>`,
        )
        .join('');
      return `<tr>${cells}</tr>`;
    })
    .join('\n');
  return [
    `<table style="border-collapse:collapse">`,
    `<thead><tr>${head}</tr></thead>`,
    `<tbody>\n${body}\n</tbody></table>`,
  ].join('\n');
}

/** The same rows as plain text, a line a row ('Header: text | …'), for mail readers without HTML. */
export function reportTableText<Row, Key extends string>(
  report: Pick<ReportDeclaration<Row, Key>, 'columns'>,
  rows: readonly Row[],
): string[] {
  return rows.map((row) =>
    report.columns.map((c) => `${c.header}: ${reportCellText(c.kind, reportValue(c, row))}`).join(' | '),
  );
}
