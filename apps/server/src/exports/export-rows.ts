import { once } from 'node:events';
import { PassThrough, Readable, type Writable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import type { ExportFormat } from '@hub/contract';
import { csvField, formatLosAngelesDateTime, safeCellText, todayInLA } from '@hub/domain';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { type Cell, cellValue, type ExportColumn, toCell } from './columns.ts';

/** One export: a report's rows with its title, its filters and when it was made. */
export type ExportSpec<Row> = {
  format: ExportFormat;
  title: string;
  /** The filters the rows were chosen by, in words: [label, value]. */
  filters: readonly (readonly [string, string])[];
  generatedAt: Date;
  columns: readonly ExportColumn<Row>[];
  /** Read as the file is written, so a long report never sits in memory whole. */
  rows: AsyncIterable<Row> | Iterable<Row>;
};

export const EXPORT_CONTENT_TYPES: Readonly<Record<ExportFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Excel's formats: money with two decimals and negatives in parentheses, dates as 03/14/2026. */
export const MONEY_FORMAT = '#,##0.00;(#,##0.00)';
export const PERCENT_FORMAT = '0.00%';
export const DATE_FORMAT = 'mm/dd/yyyy';

/** `<title>-<yyyy-mm-dd>.<format>` with only letters, digits, dashes and underscores in the title. */
export function exportFilename(title: string, format: ExportFormat, generatedAt: Date): string {
  const safeTitle = title
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return `${safeTitle || 'export'}-${todayInLA(generatedAt)}.${format}`;
}

/** The lines above the header row: title, each filter, the generation time (Los Angeles), a blank. */
function preamble(spec: Pick<ExportSpec<unknown>, 'title' | 'filters' | 'generatedAt'>): string[][] {
  return [
    [spec.title],
    ...spec.filters.map(([label, value]) => [label, value]),
    ['Generated', `${formatLosAngelesDateTime(spec.generatedAt)} (Los Angeles time)`],
    [],
  ];
}

// ---- CSV ---------------------------------------------------------------------------------------------

/** A CSV cell: text neutralised and quoted; numbers and dates as exact, plain text. */
function csvCell(cell: Cell): string {
  switch (cell.kind) {
    case 'empty':
      return '';
    case 'text':
      return csvField(cell.text);
    case 'money':
    case 'percent':
      return cell.text;
    case 'date':
      return cell.date;
    case 'integer':
      return String(cell.value);
  }
}

const CSV_CHUNK = 64 * 1024;

/** The CSV as text chunks, read from the rows as the reader asks for more (UTF-8 with a BOM, CRLF). */
async function* csvChunks<Row>(spec: ExportSpec<Row>): AsyncGenerator<string> {
  const line = (cells: readonly string[]) => `${cells.join(',')}\r\n`;
  let chunk = `\uFEFF${preamble(spec)
    .map((cells) => line(cells.map(csvField)))
    .join('')}${line(spec.columns.map((column) => csvField(column.header)))}`;
  for await (const row of spec.rows) {
    chunk += line(spec.columns.map((column) => csvCell(toCell(column.kind, cellValue(column, row)))));
    if (chunk.length >= CSV_CHUNK) {
      yield chunk;
      chunk = '';
    }
  }
  yield chunk;
}

export function csvStream<Row>(spec: ExportSpec<Row>): Readable {
  return Readable.from(csvChunks(spec), { objectMode: false });
}

// ---- XLSX --------------------------------------------------------------------------------------------

/** A sheet name Excel accepts: at most 31 characters, none of : \ / ? * [ ]. */
function sheetName(title: string): string {
  return title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Export';
}

function xlsxValue(cell: Cell): ExcelJS.CellValue {
  switch (cell.kind) {
    case 'empty':
      return null;
    case 'text':
      return safeCellText(cell.text);
    case 'money':
      // A number only so that Excel can add it up; the file's figure is exact to the cent.
      return cell.cents / 100;
    case 'percent':
      return Number(cell.fraction);
    case 'date': {
      const [y, m, d] = cell.date.split('-').map(Number) as [number, number, number];
      return new Date(Date.UTC(y, m - 1, d));
    }
    case 'integer':
      return cell.value;
  }
}

const CELL_FORMATS: Partial<Record<Cell['kind'], string>> = {
  money: MONEY_FORMAT,
  percent: PERCENT_FORMAT,
  date: DATE_FORMAT,
};

/** Rows written between two looks at the reader (a slow reader pauses the writing). */
const ROWS_PER_CHECK = 500;

/**
 * Lets the zip compress what was written (it works between turns of the event loop), then waits
 * until the reader has taken what is buffered (or has gone away).
 */
async function drained(stream: Writable): Promise<void> {
  await setImmediate();
  if (!stream.writableNeedDrain || stream.destroyed) return;
  await Promise.race([once(stream, 'drain'), once(stream, 'close')]);
}

async function writeWorkbook<Row>(spec: ExportSpec<Row>, out: PassThrough): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const lines = preamble(spec);
  const headerRow = lines.length + 1;
  const sheet = workbook.addWorksheet(sheetName(spec.title), {
    views: [{ state: 'frozen', ySplit: headerRow }],
  });
  sheet.columns = spec.columns.map((column) => ({
    width: Math.max(12, Math.min(40, column.header.length + 4)),
  }));
  for (const [index, cells] of lines.entries()) {
    const row = sheet.addRow(cells.map(safeCellText));
    if (index === 0) row.font = { bold: true, size: 14 };
    row.commit();
  }
  const header = sheet.addRow(spec.columns.map((column) => safeCellText(column.header)));
  header.font = { bold: true };
  header.commit();

  let written = 0;
  for await (const source of spec.rows) {
    if (out.destroyed) break;
    const cells = spec.columns.map((column) => toCell(column.kind, cellValue(column, source)));
    const row = sheet.addRow(cells.map(xlsxValue));
    cells.forEach((cell, index) => {
      const numFmt = CELL_FORMATS[cell.kind];
      if (numFmt) row.getCell(index + 1).numFmt = numFmt;
    });
    row.commit();
    written += 1;
    if (written % ROWS_PER_CHECK === 0) await drained(out);
  }
  sheet.commit();
  await workbook.commit();
}

export function xlsxStream<Row>(spec: ExportSpec<Row>): Readable {
  const out = new PassThrough();
  writeWorkbook(spec, out).catch((error: unknown) => out.destroy(error as Error));
  return out;
}

// ---- the answer --------------------------------------------------------------------------------------

/** Streams the export to the reply as a download: content type, attachment with a safe file name. */
export function exportRows<Row>(reply: FastifyReply, spec: ExportSpec<Row>): FastifyReply {
  const filename = exportFilename(spec.title, spec.format, spec.generatedAt);
  return reply
    .header('content-type', EXPORT_CONTENT_TYPES[spec.format])
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(spec.format === 'csv' ? csvStream(spec) : xlsxStream(spec));
}
