import type { JvClientTrendResponse } from '@hub/contract';
import { formatLosAngelesDateTime, monthName, safeCellText } from '@hub/domain';
import ExcelJS from 'exceljs';
import { exportFilename } from '../../exports/export-rows.ts';

const COUNT_FORMAT = '#,##0';
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9ECEF' } };
const GROUP_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF3F8FF' } };
const THIN: ExcelJS.Border = { style: 'thin', color: { argb: 'FFBFBFBF' } };

/** `jv_client_trend_<jv name>_<first month>_to_<last month>.xlsx`. */
export const trendWorkbookFilename = (trend: JvClientTrendResponse) =>
  exportFilename(
    {
      title: `JV Client Trend ${trend.jv_name}`,
      dates: [trend.months[0] ?? trend.as_of_month, trend.as_of_month],
    },
    'xlsx',
  );

/**
 * The JV client trend as one formatted sheet: the title, the months and the generation time (Los
 * Angeles), then a header of two rows (each month over its Opens and Closes, then the totals), one row
 * per client or group (a group marked 'Group'), and the TOTAL row, the answer's `totals`.
 */
export async function trendWorkbook(
  trend: JvClientTrendResponse,
  options: { includeUnknown: boolean; generatedAt: Date },
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = options.generatedAt;
  const sheet = workbook.addWorksheet('JV Client Trend');
  const { months } = trend;
  const width = 2 + months.length * 2 + 2;

  sheet.addRow([safeCellText(`JV Client Trend: ${trend.jv_name}`)]).font = { bold: true, size: 14 };
  const first = months[0] ?? trend.as_of_month;
  sheet.addRow([`Months: ${monthName(first)} to ${monthName(trend.as_of_month)} (${months.length})`]);
  sheet.addRow([`Unknown clients: ${options.includeUnknown ? 'included' : 'left out'}`]);
  sheet.addRow([`Generated: ${formatLosAngelesDateTime(options.generatedAt)} (Los Angeles)`]);
  sheet.addRow([]);

  const top = sheet.addRow(['Client', 'Type', ...months.flatMap((m) => [monthName(m), '']), 'Total', '']);
  const sub = sheet.addRow(['', '', ...months.flatMap(() => ['Opens', 'Closes']), 'Opens', 'Closes']);
  const topIndex = top.number;
  sheet.mergeCells(topIndex, 1, topIndex + 1, 1);
  sheet.mergeCells(topIndex, 2, topIndex + 1, 2);
  for (let i = 0; i <= months.length; i++) sheet.mergeCells(topIndex, 3 + i * 2, topIndex, 4 + i * 2);
  for (const row of [top, sub]) {
    row.font = { bold: true };
    row.alignment = { horizontal: 'center', vertical: 'middle' };
    for (let c = 1; c <= width; c++) {
      const cell = row.getCell(c);
      cell.fill = HEADER_FILL;
      cell.border = { top: THIN, bottom: THIN, left: THIN, right: THIN };
    }
  }

  const addFigures = (
    label: string,
    type: string,
    figures: Pick<
      JvClientTrendResponse['totals'],
      'open_counts' | 'close_counts' | 'open_total' | 'close_total'
    >,
  ) => {
    const row = sheet.addRow([
      safeCellText(label),
      type,
      ...months.flatMap((m) => [figures.open_counts[m] ?? 0, figures.close_counts[m] ?? 0]),
      figures.open_total,
      figures.close_total,
    ]);
    for (let c = 3; c <= width; c++) row.getCell(c).numFmt = COUNT_FORMAT;
    return row;
  };
  for (const r of trend.rows) {
    const row = addFigures(r.label, r.is_group ? 'Group' : 'Client', r);
    if (r.is_group) for (let c = 1; c <= width; c++) row.getCell(c).fill = GROUP_FILL;
  }
  const total = addFigures('TOTAL', '', trend.totals);
  total.font = { bold: true };
  for (let c = 1; c <= width; c++) total.getCell(c).border = { top: THIN, bottom: { style: 'double' } };

  sheet.getColumn(1).width = Math.min(60, Math.max(24, ...trend.rows.map((r) => r.label.length + 2)));
  sheet.getColumn(2).width = 8;
  for (let c = 3; c <= width; c++) sheet.getColumn(c).width = 9;
  sheet.views = [{ state: 'frozen', xSplit: 2, ySplit: topIndex + 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
