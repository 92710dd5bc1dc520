import {
  COMMISSION_REPORT,
  type CommissionRow,
  type CommissionTrace,
  commissionEmployeeName,
} from '@hub/contract';
import {
  addCents,
  type Cents,
  formatLosAngelesDateTime,
  formatUsDate,
  fromCents,
  safeCellText,
  toCents,
  ZERO_CENTS,
} from '@hub/domain';
import ExcelJS from 'exceljs';
import { type CellValue, type ColumnKind, type ExportColumn, toCell } from '../../../exports/columns.ts';
import { DATE_FORMAT, exportFilename, MONEY_FORMAT } from '../../../exports/export-rows.ts';
import { exportColumnsOf } from '../../../exports/report-columns.ts';

/** One employee's commission of a period: the summary row and its trace. */
export type CommissionWorkbookInput = {
  start_date: string;
  end_date: string;
  row: CommissionRow;
  trace: CommissionTrace;
};

/** The Summary sheet's columns: the Commission Summary's, then the row's other figures and dates. */
export const SUMMARY_COLUMNS: readonly ExportColumn<CommissionRow>[] = [
  ...exportColumnsOf(COMMISSION_REPORT),
  { key: 'comm_only_rev', header: 'Comm. Only Revenue', kind: 'money' },
  { key: 'base_desc', header: 'Base Description', kind: 'text' },
  { key: 'frequency', header: 'Frequency', kind: 'text' },
  { key: 'comm_beg_dt', header: 'Comm. Start', kind: 'date' },
  { key: 'comm_end_dt', header: 'Comm. End', kind: 'date' },
];

/** The Files sheet's credited files, as the trace drawer shows them. */
export const FILE_HEADERS = [
  'Order #',
  'Close Date',
  'Escrow',
  'Title',
  'Underwriter',
  'Comm. Revenue',
] as const;
/** The Files sheet's adjustments. */
export const ADJUSTMENT_HEADERS = [
  'Order #',
  'Posting Date',
  'Escrow',
  'Title',
  'Underwriter',
  'Comm. Revenue',
] as const;
/** The Steps sheet's formula steps. */
export const STEP_HEADERS = ['Field', 'Value', 'Rule'] as const;

/** The base's source in words (the trace's `base_source`). */
export const BASE_SOURCE_TEXT: Readonly<Record<CommissionTrace['base_source'], string>> = {
  override: 'Set for this period (Edit Base)',
  monthly: "The employee's monthly base",
  half_monthly: "Half the employee's monthly base (a half-month period)",
  commission_only: 'Commission only: no base',
  none: 'No base',
};

const FIGURES = ['esc_rev', 'title_rev', 'underwriter_amt', 'commable_rev'] as const;

/** A cell's value as exceljs writes it: money a number of cents over 100 (exact to the cent), dates as UTC days. */
function cellOf(kind: ColumnKind, value: CellValue): { value: ExcelJS.CellValue; numFmt?: string } {
  const cell = toCell(kind, value);
  switch (cell.kind) {
    case 'empty':
      return { value: null };
    case 'text':
      return { value: safeCellText(cell.text) };
    case 'money':
      return { value: cell.cents / 100, numFmt: MONEY_FORMAT };
    case 'percent':
      return { value: safeCellText(cell.text) };
    case 'date': {
      const [y, m, d] = cell.date.split('-').map(Number) as [number, number, number];
      return { value: new Date(Date.UTC(y, m - 1, d)), numFmt: DATE_FORMAT };
    }
    case 'integer':
      return { value: cell.value };
  }
}

type Typed = readonly [ColumnKind, CellValue];

/** Adds a row of typed cells, each with its number format. */
function addTypedRow(sheet: ExcelJS.Worksheet, cells: readonly Typed[], bold = false): void {
  const written = cells.map(([kind, value]) => cellOf(kind, value));
  const row = sheet.addRow(written.map((cell) => cell.value));
  written.forEach((cell, index) => {
    if (cell.numFmt) row.getCell(index + 1).numFmt = cell.numFmt;
  });
  if (bold) row.font = { bold: true };
}

function addHeader(sheet: ExcelJS.Worksheet, headers: readonly string[]): void {
  sheet.addRow(headers.map(safeCellText)).font = { bold: true };
}

function addTitle(sheet: ExcelJS.Worksheet, title: string): void {
  sheet.addRow([safeCellText(title)]).font = { bold: true, size: 14 };
}

/** The sum of one figure over the entries, as money text. */
function total(
  entries: readonly Record<(typeof FIGURES)[number], string>[],
  figure: (typeof FIGURES)[number],
) {
  return fromCents(entries.reduce<Cents>((sum, entry) => addCents(sum, toCents(entry[figure])), ZERO_CENTS));
}

const figureCells = (entry: Record<(typeof FIGURES)[number], string>): Typed[] =>
  FIGURES.map((figure) => ['money', entry[figure]] as const);

/** The workbook's title: the employee and the period. */
export const workbookTitle = ({ row, start_date, end_date }: CommissionWorkbookInput) =>
  `Commission ${commissionEmployeeName(row)}: ${formatUsDate(start_date)} to ${formatUsDate(end_date)}`;

/** `commission_<last>_<first>_<start>_to_<end>.xlsx`. */
export const workbookFilename = ({ row, start_date, end_date }: CommissionWorkbookInput) =>
  exportFilename(
    { title: `Commission ${row.last_name} ${row.first_name}`, dates: [start_date, end_date] },
    'xlsx',
  );

/**
 * One employee's commission workbook (issue 19): Summary (the row's fields under their headers), Steps
 * (each step of the formula, then the charge lines, the guarantee used and the base with its source),
 * Files (the credited files and the adjustments, each with a TOTAL equal to the row's figures).
 */
export async function commissionWorkbook(input: CommissionWorkbookInput, generatedAt: Date): Promise<Buffer> {
  const { row, trace } = input;
  const workbook = new ExcelJS.Workbook();
  workbook.created = generatedAt;

  const summary = workbook.addWorksheet('Summary');
  addTitle(summary, workbookTitle(input));
  summary.addRow(['Period', `${formatUsDate(input.start_date)} to ${formatUsDate(input.end_date)}`]);
  summary.addRow(['Generated', `${formatLosAngelesDateTime(generatedAt)} (Los Angeles time)`]);
  summary.addRow([]);
  addHeader(
    summary,
    SUMMARY_COLUMNS.map((column) => column.header),
  );
  addTypedRow(
    summary,
    SUMMARY_COLUMNS.map((column) => [
      column.kind,
      column.value ? column.value(row) : (row as unknown as Record<string, CellValue>)[column.key],
    ]),
  );
  summary.columns.forEach((column, index) => {
    column.width = Math.max(12, Math.min(40, (SUMMARY_COLUMNS[index]?.header.length ?? 8) + 4));
  });

  const steps = workbook.addWorksheet('Steps');
  addTitle(steps, `Trace: ${commissionEmployeeName(row)}`);
  steps.addRow([]);
  addHeader(steps, STEP_HEADERS);
  for (const step of trace.steps) steps.addRow([step.field, step.value, step.rule].map(safeCellText));
  steps.addRow([]);
  addHeader(steps, ['Base', 'Source', 'Description']);
  addTypedRow(steps, [
    ['money', trace.base_amt],
    ['text', BASE_SOURCE_TEXT[trace.base_source]],
    ['text', trace.base_desc],
  ]);
  steps.addRow([]);
  addHeader(steps, ['Guarantee', 'From', 'To', 'Override If Comm. Greater']);
  if (trace.guarantee)
    addTypedRow(steps, [
      ['money', trace.guarantee.guarantee_amount],
      ['date', trace.guarantee.period_beg_dt],
      ['date', trace.guarantee.period_end_dt],
      ['text', trace.guarantee.override_if_comm_greater],
    ]);
  else steps.addRow(['None']);
  steps.addRow([]);
  addHeader(steps, ['Charges: Month End', 'Loss Total', 'Other Against Rev', 'Other Against Commission']);
  for (const charge of trace.charges)
    addTypedRow(steps, [
      ['date', charge.month_end_date],
      ['money', charge.loss_total],
      ['money', charge.other_against_rev],
      ['money', charge.other_against_commission],
    ]);
  if (trace.charges.length === 0) steps.addRow(['None']);
  if (trace.rep_combo_revenue !== null) {
    steps.addRow([]);
    addTypedRow(steps, [
      ['text', 'Rep Combo Revenue'],
      ['money', trace.rep_combo_revenue],
    ]);
  }
  steps.getColumn(1).width = 24;
  steps.getColumn(2).width = 16;
  steps.getColumn(3).width = 60;

  const files = workbook.addWorksheet('Files');
  addTitle(files, `Credited files: ${commissionEmployeeName(row)}`);
  addHeader(files, FILE_HEADERS);
  for (const file of trace.files)
    addTypedRow(files, [['text', file.order_number], ['date', file.calc_close_date], ...figureCells(file)]);
  addTypedRow(
    files,
    [['text', 'TOTAL'], ['text', null], ...FIGURES.map((f) => ['money', total(trace.files, f)] as const)],
    true,
  );
  files.addRow([]);
  addTitle(files, 'Adjustments');
  addHeader(files, ADJUSTMENT_HEADERS);
  for (const adjustment of trace.adjustments)
    addTypedRow(files, [
      ['text', adjustment.order_number],
      ['date', adjustment.posting_date],
      ...figureCells(adjustment),
    ]);
  addTypedRow(
    files,
    [
      ['text', 'TOTAL'],
      ['text', null],
      ...FIGURES.map((f) => ['money', total(trace.adjustments, f)] as const),
    ],
    true,
  );
  for (let index = 1; index <= FILE_HEADERS.length; index += 1) files.getColumn(index).width = 16;

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
