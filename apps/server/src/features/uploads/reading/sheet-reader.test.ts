import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lieAboutSize } from '../../../../test/fixtures/uploads.ts';
import { CSV_OPTIONS } from './csv-reader.ts';
import { readSheetRows, SheetReadError, streamSheetRows } from './sheet-reader.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hub-sheet-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function workbook(rows: unknown[][]) {
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Files');
  return { book, sheet };
}

async function save(name: string, data: Buffer | string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, data);
  return path;
}

const ROWS = [
  ['order_number', 'open_date', 'settlement_fee', 'buyer'],
  ['A-1', new Date(Date.UTC(2026, 1, 3)), 1450.5, '=1+2'],
  ['A-2', '2026-02-04', '', '@SUM(A1)'],
];

describe('readSheetRows', () => {
  it.each(['xlsx', 'xls'] as const)(
    'reads a %s workbook as text, dates as YYYY-MM-DD, formula-like text as text',
    async (bookType) => {
      const { book } = workbook(ROWS);
      const path = await save(`files.${bookType}`, XLSX.write(book, { bookType, type: 'buffer' }));
      expect(await readSheetRows(path, bookType)).toEqual([
        ['order_number', 'open_date', 'settlement_fee', 'buyer'],
        ['A-1', '2026-02-03', '1450.5', '=1+2'],
        ['A-2', '2026-02-04', '', '@SUM(A1)'],
      ]);
    },
  );

  it('reads the cached value of a real formula without evaluating it', async () => {
    const { book, sheet } = workbook([
      ['a', 'b'],
      [1, 0],
    ]);
    sheet.B2 = { t: 'n', v: 99, f: 'A2*1000' };
    const path = await save('formula.xlsx', XLSX.write(book, { bookType: 'xlsx', type: 'buffer' }));
    expect((await readSheetRows(path, 'xlsx'))[1]).toEqual(['1', '99']);
  });

  it('reads CSV in the reader thread, skipping blank lines, trimming cells', async () => {
    const path = await save(
      'files.csv',
      '\ufefforder_number,buyer\r\nA-1," Smith, Jane "\r\n\r\nA-2,=1+2\r\n , \r\n',
    );
    expect(await readSheetRows(path, 'csv')).toEqual([
      ['order_number', 'buyer'],
      ['A-1', 'Smith, Jane'],
      ['A-2', '=1+2'],
      ['', ''],
    ]);
  });

  it('reads a large CSV, in pieces and batches, as the same rows as one read of its whole text', async () => {
    // Over a MB, so that it is decoded in several pieces, with three-byte characters and quoted
    // fields with line breaks across their edges, and several batches of rows.
    const rows = Array.from({ length: 12_000 }, (_, i) => [
      `ORDER-${i}`,
      i % 7 === 0 ? `"line one\r\nline ""two"", €${i}"` : `€ ${'x'.repeat(i % 150)}`,
      ` ${i} `,
    ]);
    const text = `order_number,notes,amount\r\n${rows.map((r) => r.join(',')).join('\n')}\n`;
    expect(Buffer.byteLength(text)).toBeGreaterThan(1024 * 1024);
    const path = await save('large.csv', text);
    const read = await readSheetRows(path, 'csv');
    expect(read).toHaveLength(12_001);
    expect(read).toEqual(parse(text, CSV_OPTIONS).map((row: string[]) => row.map((cell) => cell.trim())));
    expect(read[1]).toEqual(['ORDER-0', 'line one\r\nline "two", €0', '0']);
    expect(read[7]).toEqual(['ORDER-6', `€ ${'x'.repeat(6)}`, '6']);
  });

  it.each(['csv', 'xlsx'] as const)(
    'gives a %s file’s rows one batch at a time, each after the event loop has turned',
    async (format) => {
      const rows = [['order_number'], ...Array.from({ length: 3000 }, (_, i) => [`ORDER-${i}`])];
      const { book } = workbook(rows);
      const path = await save(`batches.${format}`, XLSX.write(book, { bookType: format, type: 'buffer' }));
      let turned = true;
      const batches: number[] = [];
      await streamSheetRows(path, format, {
        rows: (batch) => {
          // A batch handled right after the previous one, in the same turn, would find this false.
          expect(turned).toBe(true);
          turned = false;
          setImmediate(() => {
            turned = true;
          });
          batches.push(batch.length);
        },
        restart: () => {
          throw new Error('no restart expected');
        },
      });
      expect(batches.length).toBeGreaterThan(3);
      expect(batches.reduce((a, b) => a + b, 0)).toBe(3001);
    },
  );

  it('refuses a CSV file it cannot read, in words', async () => {
    const path = await save('open.csv', 'a,b\n1,"open\n2,3\n');
    await expect(readSheetRows(path, 'csv')).rejects.toThrow(
      new SheetReadError(
        'The CSV file cannot be read: A quoted field that starts on line 2 is never closed.',
      ),
    );
  });

  it('reads CSV within the reader thread’s limits', async () => {
    const path = await save('slow.csv', 'order_number\nA-1\n');
    await expect(readSheetRows(path, 'csv', { timeoutMs: 1, maxMemoryMb: 256 })).rejects.toThrow(
      'The CSV file took longer than 0.001 s to read; it is refused.',
    );
  });

  it('refuses a damaged workbook with a message', async () => {
    const { book } = workbook(ROWS);
    const good = XLSX.write(book, { bookType: 'xlsx', type: 'buffer' }) as Buffer;
    // The zip directory at the end stays readable; every part it points to is garbage.
    const damaged = Buffer.concat([
      good.subarray(0, 40),
      Buffer.alloc(good.length - 800, 7),
      good.subarray(good.length - 760),
    ]);
    const path = await save('damaged.xlsx', damaged);
    await expect(readSheetRows(path, 'xlsx')).rejects.toBeInstanceOf(SheetReadError);
  });

  it.each([
    ['its sheet claims a size smaller than it is', 'sheet1.xml', (size: number) => size >> 2],
    ['its sheet claims a size larger than it is', 'sheet1.xml', (size: number) => size * 3],
    [
      'a part it does not read claims a size smaller than it is',
      'docProps/app.xml',
      (size: number) => size >> 2,
    ],
  ] as const)('refuses a workbook when %s, in words', async (_what, part, lie) => {
    const { book } = workbook(ROWS);
    const bytes = lieAboutSize(XLSX.write(book, { bookType: 'xlsx', type: 'buffer' }), part, lie);
    const path = await save('sizes.xlsx', bytes);
    await expect(readSheetRows(path, 'xlsx', { timeoutMs: 60_000, maxMemoryMb: 256 })).rejects.toThrow(
      new SheetReadError('The workbook is damaged: its parts are not the sizes it claims.'),
    );
  });

  it('stops a read that runs past its time limit', async () => {
    const { book } = workbook(ROWS);
    const path = await save('slow.xlsx', XLSX.write(book, { bookType: 'xlsx', type: 'buffer' }));
    await expect(readSheetRows(path, 'xlsx', { timeoutMs: 1, maxMemoryMb: 256 })).rejects.toThrow(
      /took longer than/,
    );
  });

  it('stops a read that needs more memory than allowed', async () => {
    const rows = Array.from({ length: 60_000 }, (_, i) => [`ORDER-${i}`, 'x'.repeat(40), i, 'y'.repeat(40)]);
    const { book } = workbook(rows);
    const path = await save('big.xlsx', XLSX.write(book, { bookType: 'xlsx', type: 'buffer' }));
    await expect(readSheetRows(path, 'xlsx', { timeoutMs: 60_000, maxMemoryMb: 8 })).rejects.toThrow(
      SheetReadError,
    );
  }, 60_000);
});
