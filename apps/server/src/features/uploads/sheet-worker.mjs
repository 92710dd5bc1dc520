// Reads the first sheet of an .xls or .xlsx workbook in a worker thread, so a hostile or huge file
// can only exhaust this thread's memory and time limits, never the server's. Plain JavaScript: a
// worker does not go through the TypeScript loader. Cells come back as text, exactly as shown:
// formulas are never evaluated (their cached value is read) and dates become YYYY-MM-DD.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import * as XLSX from '@e965/xlsx';

const pad = (n) => String(n).padStart(2, '0');

function isoFromSerial(serial) {
  const parts = XLSX.SSF.parse_date_code(serial);
  if (!parts || !parts.y) return String(serial);
  return `${parts.y}-${pad(parts.m)}-${pad(parts.d)}`;
}

function cellText(cell) {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  if (cell.t === 'd' && cell.v instanceof Date) return cell.v.toISOString().slice(0, 10);
  if (cell.t === 'n' && cell.z && XLSX.SSF.is_date(cell.z)) return isoFromSerial(cell.v);
  if (cell.t === 'b') return cell.v ? 'TRUE' : 'FALSE';
  if (cell.t === 'e') return cell.w ?? '';
  return cell.w ?? String(cell.v);
}

function readRows(path) {
  const workbook = XLSX.read(readFileSync(path), {
    type: 'buffer',
    dense: true,
    cellNF: true,
    cellText: true,
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
    cellDates: false,
    bookVBA: false,
    WTF: false,
  });
  const name = workbook.SheetNames[0];
  if (!name) return [];
  const data = workbook.Sheets[name]['!data'] ?? [];
  const rows = [];
  for (const row of data) {
    if (!row) continue;
    const texts = new Array(row.length);
    let blank = true;
    for (let i = 0; i < row.length; i++) {
      const text = cellText(row[i]).trim();
      texts[i] = text;
      if (text !== '') blank = false;
    }
    if (!blank) rows.push(texts);
  }
  return rows;
}

try {
  parentPort.postMessage({ ok: true, rows: readRows(workerData.path) });
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  parentPort.postMessage({ ok: false, message });
}
