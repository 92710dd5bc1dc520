// Child process of bench/esc-files-workbook.ts. kind 'workbook': writes the import benchmark's workbook
// and the CSV text of the same rows for COPY (input: { sources, rows, xlsxPath, csvPath, uploadId,
// layout: [{ name, kind }], copyColumns }). kind 'upload-csv': writes an esc_files upload as CSV, as
// many rows as fit in maxBytes (input: { sources, csvPath, maxBytes, layout }). Plain JavaScript: it
// runs on Node alone, without the TypeScript loader.
import { writeFileSync } from 'node:fs';
import * as zlib from 'node:zlib';
import * as XLSX from '@e965/xlsx';

const LINKS = new Set(['branch', 'escrow_officer', 'marketing_rep', 'jv', 'directing_client']);
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** zlib's InflateRaw, with the count SheetJS reads under its current name (no deprecation warning). */
class NativeInflateRaw extends zlib.InflateRaw {
  get bytesRead() {
    return this.bytesWritten;
  }
}

/** The Excel serial day of 'YYYY-MM-DD'. */
const serialOf = (iso) =>
  (Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) - EXCEL_EPOCH) /
  86_400_000;

/** See BENCH_ORDER_PATTERN: the branch code, 9, and six digits. */
const orderNumber = (code, index) => `${code}-9${String(index + 1).padStart(6, '0')}`;

const csvField = (value) => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  return `"${String(value).replaceAll('"', '""')}"`;
};

/** Row i: demo file i % n under a new order number, with the buyer and the address of two others. */
function* files({ sources, rows, uploadId }) {
  const n = sources.length;
  for (let i = 0; i < rows; i++) {
    const source = sources[i % n];
    const values = {
      ...source.values,
      order_number: orderNumber(source.names.branch, i),
      buyer: sources[(i * 7919 + 3) % n].values.buyer ?? null,
      property_address: sources[(i * 104_729 + 11) % n].values.property_address ?? null,
      last_upload_id: uploadId,
    };
    yield { values, names: source.names };
  }
}

function build(input) {
  const { layout, copyColumns } = input;
  const data = [layout.map((c) => ({ t: 's', v: c.name }))];
  const lines = [];
  for (const file of files(input)) {
    const row = [];
    for (const column of layout) {
      const value = LINKS.has(column.name) ? file.names[column.name] : (file.values[column.name] ?? null);
      if (value === null || value === '') row.push(undefined);
      // As an order system's export has them: dates and amounts are numbers with a number format.
      else if (column.kind === 'date') row.push({ t: 'n', v: serialOf(String(value)), z: 'm/d/yyyy' });
      else if (column.kind === 'money') row.push({ t: 'n', v: Number(value), z: '#,##0.00' });
      else row.push({ t: 's', v: String(value) });
    }
    data.push(row);
    lines.push(copyColumns.map((name) => csvField(file.values[name])).join(','));
  }
  const sheet = {
    '!data': data,
    '!ref': XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: data.length - 1, c: layout.length - 1 } }),
  };
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Files');
  // As Excel writes a workbook: shared strings, compressed by zlib (SheetJS's own deflate compresses
  // much less; the file would be twice Excel's size).
  XLSX.CFB.utils.use_zlib({ ...zlib, InflateRaw: NativeInflateRaw });
  const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', bookSST: true, compression: true });
  writeFileSync(input.xlsxPath, bytes);
  const csv = `${lines.join('\n')}\n`;
  writeFileSync(input.csvPath, csv);
  return { csvBytes: Buffer.byteLength(csv), xlsxBytes: bytes.length };
}

/** The upload layout's columns as text, as an order system's CSV export has them. */
function buildUploadCsv({ sources, csvPath, maxBytes, layout }) {
  const header = `${layout.map((c) => c.name).join(',')}\r\n`;
  const lines = [header];
  let bytes = Buffer.byteLength(header);
  let rows = 0;
  for (const file of files({ sources, rows: Number.POSITIVE_INFINITY, uploadId: null })) {
    const cells = layout.map((column) =>
      csvField(LINKS.has(column.name) ? file.names[column.name] : (file.values[column.name] ?? null)),
    );
    const line = `${cells.join(',')}\r\n`;
    const size = Buffer.byteLength(line);
    if (bytes + size > maxBytes) break;
    lines.push(line);
    bytes += size;
    rows++;
  }
  writeFileSync(csvPath, lines.join(''));
  return { rows, bytes };
}

/** The writer's answer for `input`: its output, or the error that stopped it. */
function answer(input) {
  try {
    return { ok: true, output: input.kind === 'upload-csv' ? buildUploadCsv(input) : build(input) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

// A child process (forked with serialization 'advanced'): the input comes as the first message, and
// the process ends once its answer is sent, giving all its memory back.
process.once('message', (input) => {
  const reply = answer(input);
  process.send(reply, () => process.exit(reply.ok ? 0 : 1));
});
