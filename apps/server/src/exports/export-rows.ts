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
  /** Lines under the title saying what the figures are, from the report's answer (the dates it compares). */
  notes?: readonly string[];
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

/** What a download's file name says: the report, its state (if it has one) and its dates. */
export type ExportFileName = {
  title: string;
  state?: string | undefined;
  /**
   * The report's dates as its query asks them (a day, a year, or a range's first and last day); a
   * report with no date in its query is named by the day it was made (Los Angeles).
   */
  dates: readonly string[];
};

/**
 * `<title>_<state>_<begin>_to_<end>.<format>` in the pattern of spec 001's
 * `to_turnaround_{state}_{begin}_to_{end}.csv`: the title's words in lower case joined by
 * underscores (letters and digits only), the state as written, then one date or the range's first
 * and last: `closed_orders_2026-11-01_to_2026-11-27.csv`, `branch_escrow_summary_AZ_2026-11-27.xlsx`.
 */
export function exportFilename(name: ExportFileName, format: ExportFormat): string {
  const state = name.state && /^[A-Za-z]{2}$/.test(name.state) ? name.state : undefined;
  const words = name.title
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word !== '' && word.toUpperCase() !== state?.toUpperCase())
    .map((word) => word.toLowerCase());
  const dates = name.dates.filter((date) => /^\d{4}(-\d{2}){0,2}$/.test(date));
  const span = dates.length > 1 ? `${dates[0]}_to_${dates.at(-1)}` : dates[0];
  return `${[words.length > 0 ? words.join('_') : 'export', state, span].filter(Boolean).join('_')}.${format}`;
}

/** A query's dates in its own order: days (YYYY-MM-DD), months (YYYY-MM) and a `year`; repeats once. */
export function queryDates(query: Readonly<Record<string, unknown>>): string[] {
  const dates = Object.entries(query).flatMap(([key, value]) => {
    if (typeof value === 'string' && /^\d{4}-\d{2}(-\d{2})?$/.test(value)) return [value];
    if (key === 'year' && typeof value === 'number' && Number.isInteger(value)) return [String(value)];
    return [];
  });
  return [...new Set(dates)];
}

/** The lines above the header row: title, its notes, each filter, the generation time (Los Angeles), a blank. */
function preamble(
  spec: Pick<ExportSpec<unknown>, 'title' | 'notes' | 'filters' | 'generatedAt'>,
): string[][] {
  return [
    [spec.title],
    ...(spec.notes ?? []).map((note) => [note]),
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

/** Rows written between two turns of the event loop (other requests run in between). */
const ROWS_PER_TURN = 100;

/** The CSV as text chunks, read from the rows as the reader asks for more (UTF-8 with a BOM, CRLF). */
async function* csvChunks<Row>(spec: ExportSpec<Row>): AsyncGenerator<string> {
  const line = (cells: readonly string[]) => `${cells.join(',')}\r\n`;
  let chunk = `\uFEFF${preamble(spec)
    .map((cells) => line(cells.map(csvField)))
    .join('')}${line(spec.columns.map((column) => csvField(column.header)))}`;
  let written = 0;
  for await (const row of spec.rows) {
    chunk += line(spec.columns.map((column) => csvCell(toCell(column.kind, cellValue(column, row)))));
    if (chunk.length >= CSV_CHUNK) {
      yield chunk;
      chunk = '';
    }
    // Rows of a page come as microtasks: other requests get their turn every hundred rows.
    written += 1;
    if (written % ROWS_PER_TURN === 0) await setImmediate();
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

/** Rows written between two looks at the zip and the reader (some 30 KB of sheet XML for a list's row). */
const ROWS_PER_CHECK = 100;

/** A stream's writable side as far as waiting for it goes (node's streams and readable-stream 2). */
type WaitableInput = NodeJS.EventEmitter & {
  writableNeedDrain?: boolean;
  destroyed?: boolean;
  _writableState?: { needDrain?: boolean; length?: number };
  write?: unknown;
};

/**
 * The stream exceljs's zip reads a sheet's XML from. exceljs 4 writes the XML of committed rows into
 * the worksheet's `stream` (its StreamBuf), which writes it on into archiver's input (a PassThrough
 * that archiver pipes into the compressor) without looking at what `write` answers: rows that come
 * faster than the zip compresses them pile up there as uncompressed XML (about 300 bytes a row, so
 * 30 MB for 100,000 rows, measured). exceljs has no public way to reach it, so this reads its
 * internals; `export-rows.test.ts` fails if an exceljs upgrade moves them.
 */
export function zipInputOf(sheet: ExcelJS.Worksheet): WaitableInput {
  const stream = (sheet as unknown as { stream?: { pipes?: unknown[] } }).stream;
  const input = stream?.pipes?.[0] as WaitableInput | undefined;
  if (!input || typeof input.write !== 'function' || typeof input.once !== 'function') {
    throw new Error(
      "exceljs's worksheet stream is not piped into the zip as expected (exceljs internals changed)",
    );
  }
  return input;
}

/** Bytes written into the stream and not yet taken by its reader. */
export function bufferedBytes(input: WaitableInput): number {
  return input._writableState?.length ?? 0;
}

function needsDrain(stream: WaitableInput): boolean {
  return !stream.destroyed && (stream.writableNeedDrain ?? stream._writableState?.needDrain ?? false);
}

/** Waits for the stream's 'drain' or the download's end, whichever comes first, leaving no listener behind. */
async function drainOrClose(stream: WaitableInput, out: Writable): Promise<void> {
  const done = new AbortController();
  try {
    await Promise.race([
      once(stream, 'drain', { signal: done.signal }),
      once(out, 'close', { signal: done.signal }),
    ]);
  } finally {
    done.abort();
  }
}

/**
 * Lets the zip compress what was written (it works between turns of the event loop), then waits
 * until the zip has taken the sheet's XML written so far and the reader has taken what is buffered
 * for it, or the reader has gone away.
 */
async function drained(zipInput: WaitableInput, out: Writable): Promise<void> {
  await setImmediate();
  for (const stream of [zipInput, out as WaitableInput]) {
    while (needsDrain(stream) && !out.destroyed) await drainOrClose(stream, out);
  }
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

  const zipInput = zipInputOf(sheet);
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
    if (written % ROWS_PER_CHECK === 0) await drained(zipInput, out);
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
export function exportRows<Row>(
  reply: FastifyReply,
  spec: ExportSpec<Row>,
  fileName: Omit<ExportFileName, 'title'> = { dates: [todayInLA(spec.generatedAt)] },
): FastifyReply {
  const filename = exportFilename({ title: spec.title, ...fileName }, spec.format);
  return reply
    .header('content-type', EXPORT_CONTENT_TYPES[spec.format])
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(spec.format === 'csv' ? csvStream(spec) : xlsxStream(spec));
}
