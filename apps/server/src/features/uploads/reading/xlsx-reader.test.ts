// The .xlsx reader streams a sheet out of its zip (xlsx-reader.ts): every workbook here is read by it,
// through the reader thread, and the rows must be the ones SheetJS gives when it reads the whole
// workbook, as Hub read workbooks before.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamSheetRows } from './sheet-reader.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hub-xlsx-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function read(path: string) {
  let rows: string[][] = [];
  let restarts = 0;
  let batches = 0;
  await streamSheetRows(path, 'xlsx', {
    rows: (batch) => {
      batches++;
      rows.push(...batch);
    },
    restart: () => {
      rows = [];
      restarts++;
    },
  });
  return { rows, restarts, batches };
}

/** A cell as SheetJS shows it, as Hub read it: dates as YYYY-MM-DD, errors and booleans in words. */
function shown(cell: XLSX.CellObject | undefined): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  if (cell.t === 'n' && cell.z && XLSX.SSF.is_date(cell.z)) {
    const { y, m, d } = XLSX.SSF.parse_date_code(cell.v);
    return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  }
  if (cell.t === 'b') return cell.v ? 'TRUE' : 'FALSE';
  if (cell.t === 'e') return cell.w ?? '';
  return cell.w ?? String(cell.v);
}

/** The rows SheetJS reads from the whole workbook: rows with text, cells trimmed, no trailing blanks. */
function sheetJsRows(book: Buffer): string[][] {
  const read = XLSX.read(book, {
    type: 'buffer',
    dense: true,
    cellNF: true,
    cellText: true,
    cellDates: false,
  });
  const data = read.Sheets[read.SheetNames[0] as string]?.['!data'] ?? [];
  const rows: string[][] = [];
  for (const row of data) {
    const texts = Array.from(row ?? [], (cell) => shown(cell).trim());
    while (texts.length > 0 && texts[texts.length - 1] === '') texts.pop();
    if (texts.length > 0) rows.push(texts);
  }
  return rows;
}

/** Every kind of cell a sheet may hold, over and over, with empty cells and blank rows. */
function cells(count: number): XLSX.CellObject[][] {
  const rows: XLSX.CellObject[][] = [
    ['order_number', 'text', 'amount', 'date', 'other', 'formula'].map((v) => ({ t: 's', v })),
  ];
  const texts = [
    'Plain',
    '  spaced  ',
    'a & b <c> "quoted" \'single\'',
    'Zoë Ünïcødé 日本語 🏠',
    '=1+2',
    '@SUM(A1)',
    'line one\nline two',
    '_x000D_ literal',
    'T',
    's',
  ];
  for (let i = 0; i < count; i++) {
    if (i % 17 === 5) {
      rows.push([]);
      continue;
    }
    const row: XLSX.CellObject[] = [
      { t: 's', v: `ORDER-${i}` },
      { t: 's', v: texts[i % texts.length] as string },
      { t: 'n', v: (i * 1234.5) / 7, z: ['#,##0.00', '0.00%', '00000', 'General'][i % 4] as string },
      { t: 'n', v: 45_000 + i, z: i % 2 ? 'm/d/yyyy' : 'yyyy-mm-dd hh:mm' },
      [
        { t: 'b', v: i % 2 === 0 },
        { t: 'e', v: 0x2a },
        { t: 'e', v: 0x07 },
        { t: 's', v: `${i}`, z: '@' },
        { t: 'z' },
        { t: 'n', v: -i },
      ][i % 6] as XLSX.CellObject,
      i % 3 === 0 ? { t: 'n', v: i * 2, f: `C${i + 2}*2` } : { t: 's', v: `r${i}`, f: `"r${i}"` },
    ];
    if (i % 5 === 0) row.length = 3;
    rows.push(row);
  }
  return rows;
}

function workbook(count: number, options: { bookSST: boolean }): Buffer {
  const data = cells(count);
  const sheet: XLSX.WorkSheet = {
    '!data': data,
    '!ref': XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: data.length - 1, c: 5 } }),
  };
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Files');
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['second sheet']]), 'Other');
  return XLSX.write(book, { bookType: 'xlsx', type: 'buffer', ...options }) as Buffer;
}

/** The same workbook with its first sheet's XML changed by `edit`. */
function edited(book: Buffer, edit: (xml: string) => string): Buffer {
  const zip = XLSX.CFB.read(book, { type: 'buffer' });
  const index = zip.FullPaths.findIndex((p: string) => p.endsWith('xl/worksheets/sheet1.xml'));
  const entry = zip.FileIndex[index];
  if (!entry) throw new Error('no sheet1.xml');
  const xml = edit(Buffer.from(entry.content as Uint8Array).toString('utf8'));
  XLSX.CFB.utils.cfb_add(zip, zip.FullPaths[index] as string, Buffer.from(xml, 'utf8'));
  return XLSX.CFB.write(zip, { fileType: 'zip', type: 'buffer', compression: true }) as Buffer;
}

async function asSheetJsReadsIt(name: string, data: Buffer) {
  const path = join(dir, name);
  await writeFile(path, data);
  const streamed = await read(path);
  expect(streamed.rows).toEqual(sheetJsRows(data));
  return streamed;
}

describe('reading an .xlsx sheet as a stream', () => {
  it('reads shared strings, formats, dates, errors, formulas and blank cells as SheetJS does', async () => {
    const { rows, restarts, batches } = await asSheetJsReadsIt(
      'shared.xlsx',
      workbook(600, { bookSST: true }),
    );
    expect(restarts).toBe(0);
    expect(batches).toBeGreaterThan(1);
    expect(rows[1]).toEqual(['ORDER-0', 'Plain', '0.00']);
    expect(rows.some((row) => row.includes('Zoë Ünïcødé 日本語 🏠'))).toBe(true);
    expect(rows.some((row) => row.includes('#N/A'))).toBe(true);
  });

  it('reads inline strings', async () => {
    await asSheetJsReadsIt('inline.xlsx', workbook(600, { bookSST: false }));
  });

  it('reads rows and cells written without their references', async () => {
    const book = edited(workbook(600, { bookSST: true }), (xml) =>
      xml.replace(/<(row|c) r="[A-Z]*\d+"/g, '<$1'),
    );
    await asSheetJsReadsIt('no-refs.xlsx', book);
  });

  it('reads tags with a namespace prefix and attributes written otherwise', async () => {
    const book = edited(workbook(600, { bookSST: true }), (xml) =>
      xml
        .replace(
          '<worksheet ',
          '<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ',
        )
        .replace('</worksheet>', '</x:worksheet>')
        .replace(/<(\/?)(sheetData|row|c|v|is|t)([ >/])/g, '<$1x:$2$3')
        .replace(
          / t="s"/g,
          (match, offset: number) => [" t='s'", ' T="s"', ' x:t="s"', match][offset % 4] as string,
        ),
    );
    await asSheetJsReadsIt('prefixed.xlsx', book);
  });

  it('gives rows that come out of order in order, after the rows sent were voided', async () => {
    const book = edited(workbook(3000, { bookSST: true }), (xml) =>
      xml.replace('<row r="2900"', '<row r="3"').replace(/<c r="([A-Z]+)2900"/g, '<c r="$13"'),
    );
    const { restarts } = await asSheetJsReadsIt('out-of-order.xlsx', book);
    expect(restarts).toBe(1);
  });

  it('reads a 14 MB sheet of 60,000 rows within 64 MB, row by row', async () => {
    const rows = Array.from({ length: 60_000 }, (_, i) => [`ORDER-${i}`, 'x'.repeat(40), i, 'y'.repeat(40)]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Files');
    const path = join(dir, 'large.xlsx');
    await writeFile(path, XLSX.write(book, { bookType: 'xlsx', type: 'buffer' }) as Buffer);
    let count = 0;
    let last: string[] = [];
    await streamSheetRows(
      path,
      'xlsx',
      {
        rows: (batch) => {
          count += batch.length;
          last = batch[batch.length - 1] ?? last;
        },
        restart: () => {
          throw new Error('no restart expected');
        },
      },
      { limits: { timeoutMs: 60_000, maxMemoryMb: 64 } },
    );
    expect(count).toBe(60_000);
    expect(last).toEqual(['ORDER-59999', 'x'.repeat(40), '59999', 'y'.repeat(40)]);
  }, 60_000);
});
