// Reads a CSV file, or the first sheet of an .xls or .xlsx workbook, in a worker thread, so a hostile
// or huge file can only exhaust this thread's memory and time limits, never the server's, and the
// server's event loop stays free while it is parsed. Node loads this file itself (its types stripped,
// no loader of the parent), so it imports only plain packages and the reading folder's own files.
//
// Rows go to the parent in batches as they are read ({ type: 'rows' }, then { type: 'done' }), one
// batch at a time (row-sender.ts), so neither thread holds a large file whole: CSV is decoded and
// parsed piece by piece (csv-reader.ts), an .xlsx sheet streamed out of its zip (xlsx-reader.ts). An
// .xls (the old binary format, at most a few MB in practice) is read whole by SheetJS.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import * as XLSX from '@e965/xlsx';
import { readCsv } from './csv-reader.ts';
import type { SpreadsheetFormat } from './file-check.ts';
import { type ReaderMessage, RowSender, type RowSink } from './row-sender.ts';
import { readXlsx, SIZES_LIE, WorkbookRefusal } from './xlsx-reader.ts';

export type ReaderData = { path: string; format: SpreadsheetFormat; bytes?: Uint8Array };

/** A cell of an .xls as SheetJS reads it, as text exactly as shown; dates as YYYY-MM-DD. */
function xlsCellText(cell: XLSX.CellObject | undefined): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  if (cell.t === 'd' && cell.v instanceof Date) return cell.v.toISOString().slice(0, 10);
  if (cell.t === 'n' && cell.z && XLSX.SSF.is_date(cell.z)) {
    const parts = XLSX.SSF.parse_date_code(cell.v) as { y: number; m: number; d: number } | null;
    if (!parts?.y) return String(cell.v);
    return `${parts.y}-${String(parts.m).padStart(2, '0')}-${String(parts.d).padStart(2, '0')}`;
  }
  if (cell.t === 'b') return cell.v ? 'TRUE' : 'FALSE';
  if (cell.t === 'e') return cell.w ?? '';
  return cell.w ?? String(cell.v);
}

/** The first sheet of an .xls, read whole: its rows with any text, cells trimmed. */
function readXls(bytes: Buffer, sink: RowSink): void {
  const book = XLSX.read(bytes, {
    type: 'buffer',
    dense: true,
    cellNF: true,
    cellText: true,
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
    cellDates: false,
    bookVBA: false,
  });
  const name = book.SheetNames[0];
  const data = (name ? book.Sheets[name]?.['!data'] : undefined) ?? [];
  for (const row of data) {
    if (!row) continue;
    const texts = Array.from(row, (cell) => xlsCellText(cell).trim());
    let length = texts.length;
    while (length > 0 && texts[length - 1] === '') length--;
    if (length > 0) sink.add(texts.slice(0, length));
  }
}

const port = parentPort;
if (!port) throw new Error('sheet-worker.ts runs as a worker thread');
const { path, format, bytes: given } = workerData as ReaderData;
try {
  const sender = new RowSender(port);
  const bytes = given ? Buffer.from(given.buffer, given.byteOffset, given.byteLength) : readFileSync(path);
  if (format === 'csv') await readCsv(bytes, sender);
  else if (format === 'xlsx') await readXlsx(bytes, sender);
  else readXls(bytes, sender);
  await sender.drain();
  port.postMessage({ type: 'done' } satisfies ReaderMessage);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  let detail: string | undefined;
  if (error instanceof WorkbookRefusal) detail = message;
  else if (format === 'csv') detail = `The CSV file cannot be read: ${message}`;
  // SheetJS finds lying sizes in the zip of an .xls renamed or damaged too.
  else if (message.startsWith('Bad uncompressed size')) detail = SIZES_LIE;
  port.postMessage({ type: 'error', message, ...(detail ? { detail } : {}) } satisfies ReaderMessage);
}
