// A large .xlsx sheet is read in slices (sheet-worker.mjs): every file here is read both ways, with
// slices made small, and the rows must be the same as a whole read's.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SheetSlicing, streamSheetRows } from './sheet-reader.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hub-slices-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const WHOLE: SheetSlicing = { aboveBytes: Number.MAX_SAFE_INTEGER, bytes: Number.MAX_SAFE_INTEGER };
/** Larger than a small workbook's other parts, smaller than its sheet: slices of a few rows. */
const SLICED: SheetSlicing = { aboveBytes: 20_000, bytes: 3_000 };

async function read(path: string, slicing: SheetSlicing) {
  let rows: string[][] = [];
  let restarts = 0;
  const result = await streamSheetRows(
    path,
    'xlsx',
    {
      rows: (batch) => {
        rows.push(...batch);
      },
      restart: () => {
        rows = [];
        restarts++;
      },
    },
    { slicing },
  );
  return { rows, restarts, slices: result.slices };
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

async function bothWays(name: string, data: Buffer) {
  const path = join(dir, name);
  await writeFile(path, data);
  const whole = await read(path, WHOLE);
  const sliced = await read(path, SLICED);
  expect(whole.slices).toBe(0);
  expect(sliced.rows).toEqual(whole.rows);
  return { whole, sliced };
}

describe('reading a large sheet in slices', () => {
  it('reads shared strings, formats, dates, errors, formulas and blank cells as a whole read does', async () => {
    const { whole, sliced } = await bothWays('shared.xlsx', workbook(600, { bookSST: true }));
    expect(sliced.slices).toBeGreaterThan(5);
    expect(sliced.restarts).toBe(0);
    expect(whole.rows[1]).toEqual(['ORDER-0', 'Plain', '0.00']);
    expect(whole.rows.some((row) => row.includes('Zoë Ünïcødé 日本語 🏠'))).toBe(true);
    expect(whole.rows.some((row) => row.includes('#N/A'))).toBe(true);
  });

  it('reads inline strings', async () => {
    const { sliced } = await bothWays('inline.xlsx', workbook(600, { bookSST: false }));
    expect(sliced.slices).toBeGreaterThan(5);
  });

  it('reads rows and cells written without their references', async () => {
    const book = edited(workbook(600, { bookSST: true }), (xml) =>
      xml.replace(/<(row|c) r="[A-Z]*\d+"/g, '<$1'),
    );
    const { sliced } = await bothWays('no-refs.xlsx', book);
    expect(sliced.slices).toBeGreaterThan(5);
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
    const { sliced } = await bothWays('prefixed.xlsx', book);
    expect(sliced.slices).toBeGreaterThan(5);
  });

  it('reads the whole sheet when rows come out of order, after the rows sent were voided', async () => {
    const book = edited(workbook(3000, { bookSST: true }), (xml) =>
      xml.replace('<row r="2900"', '<row r="3"').replace(/<c r="([A-Z]+)2900"/g, '<c r="$13"'),
    );
    const { sliced } = await bothWays('out-of-order.xlsx', book);
    expect(sliced.restarts).toBe(1);
    expect(sliced.slices).toBe(0);
  });
});
