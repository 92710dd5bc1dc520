import { buffer } from 'node:stream/consumers';
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import type { ExportColumn } from './columns.ts';
import {
  bufferedBytes,
  csvStream,
  DATE_FORMAT,
  type ExportSpec,
  exportFilename,
  MONEY_FORMAT,
  queryDates,
  xlsxStream,
  zipInputOf,
} from './export-rows.ts';

type Payment = {
  payee: string;
  amount: string | null;
  share: string | null;
  paid_on: string | null;
  files: number;
};

const COLUMNS: ExportColumn<Payment>[] = [
  { key: 'payee', header: 'Payee', kind: 'text' },
  { key: 'amount', header: 'Amount', kind: 'money' },
  { key: 'share', header: 'Share', kind: 'percent' },
  { key: 'paid_on', header: 'Paid On', kind: 'date' },
  { key: 'files', header: 'Files', kind: 'integer' },
];

const PAYMENTS: Payment[] = [
  { payee: 'Plain, "Quoted" Payee', amount: '1234.5', share: '0.35', paid_on: '2026-03-14', files: 12 },
  { payee: '=SUM(A1:A9)', amount: '-0.07', share: '0.125000', paid_on: null, files: -1 },
  { payee: '@cmd', amount: '90071992547409.91', share: null, paid_on: '2026-12-31', files: 0 },
  { payee: '+1 555', amount: null, share: '1', paid_on: '2026-01-01', files: 3 },
  { payee: '-2 checks', amount: '0', share: '0', paid_on: '2026-02-28', files: 4 },
  { payee: '\tTabbed', amount: '-1234567.89', share: '0.5', paid_on: '2026-02-27', files: 5 },
];

// 06:30 UTC on March 15 is 11:30 PM on March 14 in Los Angeles (daylight time).
const GENERATED_AT = new Date('2026-03-15T06:30:00Z');

async function* slowly<T>(rows: readonly T[]): AsyncGenerator<T> {
  for (const row of rows) yield row;
}

function spec(format: 'csv' | 'xlsx', rows: AsyncIterable<Payment> = slowly(PAYMENTS)): ExportSpec<Payment> {
  return {
    format,
    title: 'Commission Payments',
    filters: [
      ['State', 'AZ'],
      ['Period', '03/01/2026 to 03/31/2026'],
    ],
    generatedAt: GENERATED_AT,
    columns: COLUMNS,
    rows,
  };
}

describe('a CSV export', () => {
  it('writes the title, filters and generation time, then the header and the rows exactly', async () => {
    const bytes = await buffer(csvStream(spec('csv')));
    // UTF-8 with a byte order mark, so that Excel reads the accents right.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe(
      [
        'Commission Payments',
        'State,AZ',
        'Period,03/01/2026 to 03/31/2026',
        'Generated,03/14/2026 11:30 PM (Los Angeles time)',
        '',
        'Payee,Amount,Share,Paid On,Files',
        '"Plain, ""Quoted"" Payee",1234.50,35%,2026-03-14,12',
        "'=SUM(A1:A9),-0.07,12.5%,,-1",
        "'@cmd,90071992547409.91,,2026-12-31,0",
        "'+1 555,,100%,2026-01-01,3",
        "'-2 checks,0.00,0%,2026-02-28,4",
        "'\tTabbed,-1234567.89,50%,2026-02-27,5",
        '',
      ].join('\r\n'),
    );
  });

  it('reads the rows only as the reader asks for more', async () => {
    let read = 0;
    async function* many(): AsyncGenerator<Payment> {
      for (let i = 0; i < 100_000; i += 1) {
        read += 1;
        yield { payee: `Payee ${i}`, amount: '10.00', share: '0.1', paid_on: '2026-03-01', files: i };
      }
    }
    const stream = csvStream(spec('csv', many()));
    const first = await new Promise<string>((resolve) =>
      stream.once('data', (chunk) => resolve(String(chunk))),
    );
    stream.pause();
    await sleep(50);
    expect(first.startsWith('\uFEFFCommission Payments')).toBe(true);
    expect(read).toBeLessThan(20_000);
    stream.destroy();
  });
});

describe('an XLSX export', () => {
  async function sheetOf(body: Buffer) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no worksheet');
    return sheet;
  }

  it('writes the title, filters and time in the first rows and typed, formatted cells after the header', async () => {
    const sheet = await sheetOf(await buffer(xlsxStream(spec('xlsx'))));
    expect(sheet.name).toBe('Commission Payments');
    expect(sheet.getRow(1).getCell(1).value).toBe('Commission Payments');
    expect(sheet.getRow(2).values).toEqual([undefined, 'State', 'AZ']);
    expect(sheet.getRow(3).values).toEqual([undefined, 'Period', '03/01/2026 to 03/31/2026']);
    expect(sheet.getRow(4).values).toEqual([
      undefined,
      'Generated',
      '03/14/2026 11:30 PM (Los Angeles time)',
    ]);
    expect(sheet.getRow(6).values).toEqual([undefined, 'Payee', 'Amount', 'Share', 'Paid On', 'Files']);

    const rows = PAYMENTS.map((_, i) => sheet.getRow(7 + i));
    expect(rows.map((row) => row.getCell(1).value)).toEqual([
      'Plain, "Quoted" Payee',
      "'=SUM(A1:A9)",
      "'@cmd",
      "'+1 555",
      "'-2 checks",
      "'\tTabbed",
    ]);
    // Money: numbers with two decimals and negatives in parentheses; empty stays empty.
    expect(rows.map((row) => row.getCell(2).value)).toEqual([
      1234.5,
      -0.07,
      90071992547409.91,
      null,
      0,
      -1234567.89,
    ]);
    expect(
      rows
        .filter((row) => row.getCell(2).value !== null)
        .every((row) => row.getCell(2).numFmt === MONEY_FORMAT),
    ).toBe(true);
    expect(MONEY_FORMAT).toBe('#,##0.00;(#,##0.00)');
    expect(rows.map((row) => row.getCell(3).value)).toEqual([0.35, 0.125, null, 1, 0, 0.5]);
    expect(rows[0]?.getCell(4).value).toEqual(new Date(Date.UTC(2026, 2, 14)));
    expect(rows[0]?.getCell(4).numFmt).toBe(DATE_FORMAT);
    expect(rows.map((row) => row.getCell(5).value)).toEqual([12, -1, 0, 3, 4, 5]);
  });

  it('stops reading rows while nobody reads the file, and finishes when they do', async () => {
    let read = 0;
    const total = 30_000;
    async function* many(): AsyncGenerator<Payment> {
      for (let i = 0; i < total; i += 1) {
        read += 1;
        yield {
          payee: `Payee ${i} ${'x'.repeat(40)}`,
          amount: `${i}.25`,
          share: '0.1',
          paid_on: '2026-03-01',
          files: i,
        };
      }
    }
    const stream = xlsxStream(spec('xlsx', many()));
    await sleep(1500);
    expect(read).toBeLessThan(total);
    const sheet = await sheetOf(await buffer(stream));
    expect(read).toBe(total);
    expect(sheet.rowCount).toBe(6 + total);
    expect(sheet.getRow(6 + total).getCell(2).value).toBe(total - 1 + 0.25);
  }, 60_000);

  it('writes the sheet no faster than its zip compresses it, however fast the file is read', async () => {
    // exceljs hands the sheet's XML to the zip without waiting; without the export's own wait, most of
    // these rows' XML (2 KB a row, 10 MB in all) sat there uncompressed. The sheet is the one exceljs makes.
    const addWorksheet = vi.spyOn(ExcelJS.stream.xlsx.WorkbookWriter.prototype, 'addWorksheet');
    const total = 5000;
    let largest = 0;
    async function* many(): AsyncGenerator<Payment> {
      for (let i = 0; i < total; i += 1) {
        const sheet = addWorksheet.mock.results[0]?.value as ExcelJS.Worksheet | undefined;
        if (sheet) largest = Math.max(largest, bufferedBytes(zipInputOf(sheet)));
        yield {
          payee: `Payee ${i} ${'x'.repeat(2000)}`,
          amount: `${i}.25`,
          share: '0.1',
          paid_on: null,
          files: i,
        };
      }
    }
    try {
      const sheet = await sheetOf(await buffer(xlsxStream(spec('xlsx', many()))));
      expect(sheet.rowCount).toBe(6 + total);
    } finally {
      addWorksheet.mockRestore();
    }
    expect(largest).toBeGreaterThan(0);
    expect(largest).toBeLessThan(1024 * 1024);
  }, 60_000);
});

describe('the file name', () => {
  it("is the title's words with only safe characters, the state and the report's dates", () => {
    expect(exportFilename({ title: 'Cost Centers', dates: ['2026-03-14'] }, 'csv')).toBe(
      'cost_centers_2026-03-14.csv',
    );
    expect(exportFilename({ title: 'Closed Orders', dates: ['2026-11-01', '2026-11-27'] }, 'csv')).toBe(
      'closed_orders_2026-11-01_to_2026-11-27.csv',
    );
    // Spec 001's pattern: to_turnaround_{state}_{begin}_to_{end}.csv.
    expect(
      exportFilename({ title: 'TO Turnaround', state: 'AZ', dates: ['2026-10-01', '2026-10-31'] }, 'csv'),
    ).toBe('to_turnaround_AZ_2026-10-01_to_2026-10-31.csv');
    // A state the title names already is said once.
    expect(
      exportFilename({ title: 'Branch Escrow Summary AZ', state: 'AZ', dates: ['2026-11-27'] }, 'xlsx'),
    ).toBe('branch_escrow_summary_AZ_2026-11-27.xlsx');
    expect(exportFilename({ title: 'Upload 12: rows/not "stored"', dates: ['2026-03'] }, 'xlsx')).toBe(
      'upload_12_rows_not_stored_2026-03.xlsx',
    );
    expect(exportFilename({ title: '../../étc', state: '../', dates: ['2026', '../x'] }, 'csv')).toBe(
      'tc_2026.csv',
    );
  });

  it("reads the report's dates from its query, in the query's order", () => {
    expect(queryDates({ state: 'AZ', close_start: '2026-11-01', close_end: '2026-11-27' })).toEqual([
      '2026-11-01',
      '2026-11-27',
    ]);
    expect(queryDates({ state: 'AZ', report_date: '2026-11-27', months: 12 })).toEqual(['2026-11-27']);
    expect(queryDates({ year: 2040, state: 'NV' })).toEqual(['2040']);
    expect(queryDates({ beg_date: '2026-11-27', end_date: '2026-11-27' })).toEqual(['2026-11-27']);
    expect(queryDates({ client_search: 'Barnett', active: true })).toEqual([]);
  });
});
