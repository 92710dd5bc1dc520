import { randomUUID } from 'node:crypto';
import { safeCellText } from '@hub/domain';
import { and, eq, like, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { calendarDays, employees } from '../src/db/schema/index.ts';
import { keysetRows } from '../src/exports/keyset.ts';
import { createBranch, createCostCenter } from './fixtures/branches.ts';
import { parseCsv } from './fixtures/csv.ts';
import { createJv } from './fixtures/employee-links.ts';
import { createFraudEntry } from './fixtures/fraud-list.ts';
import { createUploadWithMismatches } from './fixtures/uploads.ts';
import { buildTestApp, createEmployee, createUser, signedInUser, type TestApp } from './helper.ts';

/**
 * Every list's export (GET /api/<list>/export?format=csv|xlsx&<the list's query>) holds exactly the
 * rows the list answers the same caller for the same query, in the same order, under the list's
 * title, filters and generation time; text that would run as a formula is neutralised.
 */

type Json = Record<string, unknown>;
type Headers = Record<string, string>;

let t: TestApp;
let superUser: Headers;
let nvStateSuper: Headers;
const mark = randomUUID().slice(0, 8);
const FORMULA_PAYEE = `=HYPERLINK("http://evil.test","${mark}")`;

beforeAll(async () => {
  t = await buildTestApp();
  superUser = (await signedInUser(t, { roles: ['Super User'] })).headers;
  const nv = await signedInUser(t, { roles: ['State Super User'], state: 'NV' });
  nvStateSuper = nv.headers;
  const azUploader = await createUser(t.db, { roles: ['State Super User'], state: 'AZ' });
  for (const state of ['AZ', 'NV'] as const) {
    const costCenter = await createCostCenter(t.db, {
      description: `${state} desk ${mark}`,
      state,
      output_order: 2,
    });
    await createCostCenter(t.db, { description: `${state} unordered ${mark}`, state, output_order: null });
    await createBranch(t.db, {
      name: `101 ${state} ${mark}`,
      state,
      cost_center_id: costCenter.cost_center_id,
    });
    await createBranch(t.db, { name: `11 ${state} ${mark}`, state, active: false });
    await createEmployee(t.db, { first_name: `Ann ${mark}`, last_name: `${state}-Zeta`, state });
    await createEmployee(t.db, {
      first_name: `Bob ${mark}`,
      last_name: `@${state} Alpha`,
      state,
      is_active: false,
    });
    await createJv(t.db, { name: `JV ${state} ${mark}`, st: state, magnus_title_pct: '0.125000' });
    await createUser(t.db, { roles: ['Sales'], state, email: `${state.toLowerCase()}-${mark}@hub.test` });
    await t.db.insert(calendarDays).values([
      { day_date: '2040-07-04', state, is_business_day: false, holiday_name: `Independence ${state}` },
      { day_date: '2040-01-01', state, is_business_day: false, holiday_name: `+New Year ${state}` },
    ]);
    // Named like the state's cost center: an AZ upload in the NV State Super User's file is a leak.
    await createUploadWithMismatches(t.db, {
      created_by: state === 'NV' ? nv.user.id : azUploader.id,
      filename: `${state} desk ${mark}.csv`,
      rows_read: 3,
      rows_inserted: 2,
      rows_mismatched: 1,
    });
  }
  await createFraudEntry(t.db, {
    fraud_payee_name: FORMULA_PAYEE,
    notes: '-5 checks, "quoted"\nsecond line',
  });
  await createFraudEntry(t.db, { fraud_payee_name: `Plain Payee ${mark}` });
}, 180_000);
afterAll(() => t.close());

// ---- reading the files back -----------------------------------------------------------------------

type Sheet = { preamble: string[][]; header: string[]; rows: string[][] };

/** Splits a file's rows at the blank line between the preamble and the header row. */
function splitSheet(all: string[][]): Sheet {
  const blank = all.findIndex((row) => row.every((cell) => cell === ''));
  return { preamble: all.slice(0, blank), header: all[blank + 1] ?? [], rows: all.slice(blank + 2) };
}

function csvSheet(body: string): Sheet {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return splitSheet(parseCsv(body.slice(1)));
}

function xlsxText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

async function readWorkbook(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  return sheet;
}

async function xlsxSheet(body: Buffer): Promise<Sheet> {
  const sheet = await readWorkbook(body);
  const all: string[][] = [];
  for (let n = 1; n <= sheet.rowCount; n += 1) {
    const row = sheet.getRow(n);
    all.push(
      Array.from({ length: Math.max(1, row.cellCount) }, (_, i) => xlsxText(row.getCell(i + 1).value)),
    );
  }
  return splitSheet(all);
}

// ---- the lists ---------------------------------------------------------------------------------------

type ListCase = {
  list: string;
  query: string;
  title: string;
  /** The export's column headers compared, and how each is read from a row of the list. */
  columns: Record<string, (row: Json) => string>;
};

const text = (key: string) => (row: Json) => safeCellText(String(row[key] ?? ''));

const LISTS: ListCase[] = [
  {
    list: '/api/cost-centers',
    query: '',
    title: 'Cost Centers',
    columns: { Description: text('description'), State: text('state'), Order: text('output_order') },
  },
  {
    list: '/api/employees',
    query: 'active=true',
    title: 'Employees',
    columns: { 'Last Name': text('last_name'), 'First Name': text('first_name'), State: text('state') },
  },
  {
    list: '/api/users',
    query: '',
    title: 'Users',
    columns: { 'E-mail': text('email'), Roles: text('roles') },
  },
  {
    list: '/api/branches',
    query: '',
    title: 'Branches',
    columns: { Name: text('name'), State: text('state'), 'Cost Center': text('cost_center_desc') },
  },
  {
    list: '/api/jv-entities',
    query: '',
    title: 'JV Entities',
    columns: { Name: text('name'), State: text('st') },
  },
  {
    list: '/api/fraud-list',
    query: '',
    title: 'Fraud List',
    columns: { 'Payee Name': text('fraud_payee_name'), Notes: text('notes') },
  },
  {
    list: '/api/calendar-days',
    query: 'year=2040&state=NV',
    title: 'Calendar Days',
    columns: { Date: text('day_date'), 'Holiday Name': text('holiday_name') },
  },
  {
    list: '/api/uploads/upload-jobs/recent',
    query: 'limit=25',
    title: 'Recent Uploads',
    columns: {
      'Job ID': (row) => String(row.upload_id),
      File: text('filename'),
      'Uploaded By': text('uploaded_by'),
      Read: (row) => String(row.rows_read),
    },
  },
];

async function listRows(path: string, headers: Headers): Promise<Json[]> {
  const response = await t.app.inject({ url: path, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Json[]>();
}

async function download(path: string, headers: Headers) {
  const response = await t.app.inject({ url: path, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

/** The compared columns of every row, as the list answers them and as a file holds them. */
function expectSameRows(sheet: Sheet, listCase: ListCase, rows: Json[]): void {
  const headers = Object.keys(listCase.columns);
  const indexes = headers.map((header) => sheet.header.indexOf(header));
  expect(
    indexes.every((index) => index >= 0),
    `${sheet.header.join(', ')}`,
  ).toBe(true);
  const fromFile = sheet.rows.map((row) => indexes.map((index) => row[index] ?? ''));
  const fromList = rows.map((row) => headers.map((header) => listCase.columns[header]?.(row) ?? ''));
  expect(fromFile).toEqual(fromList);
}

const exportUrl = (listCase: ListCase, format: string) =>
  `${listCase.list}/export?${[listCase.query, `format=${format}`].filter(Boolean).join('&')}`;

describe.each(LISTS)('GET $list/export', (listCase) => {
  const listUrl = `${listCase.list}${listCase.query ? `?${listCase.query}` : ''}`;

  it('CSV: the rows the list answers, with the title, filters and generation time above them', async () => {
    const rows = await listRows(listUrl, superUser);
    expect(rows.length).toBeGreaterThan(0);
    const response = await download(exportUrl(listCase, 'csv'), superUser);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    // The report's dates where its query has them (a year), else the day it was made.
    const filename = `${listCase.title.toLowerCase().replaceAll(' ', '_')}(_[A-Z]{2})?_(\\d{4}|\\d{4}-\\d{2}-\\d{2})\\.csv`;
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="${filename}"$`),
    );
    const sheet = csvSheet(response.body);
    expect(sheet.preamble[0]).toEqual([listCase.title]);
    expect(sheet.preamble.at(-1)?.[0]).toBe('Generated');
    expect(sheet.preamble.at(-1)?.[1]).toMatch(
      /^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M \(Los Angeles time\)$/,
    );
    expectSameRows(sheet, listCase, rows);
  });

  it('XLSX: the same rows, parsed back from the workbook', async () => {
    const rows = await listRows(listUrl, superUser);
    const response = await download(exportUrl(listCase, 'xlsx'), superUser);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toMatch(/\.xlsx"$/);
    const sheet = await xlsxSheet(response.rawPayload);
    expect(sheet.preamble[0]?.[0]).toBe(listCase.title);
    expectSameRows(sheet, listCase, rows);
  });

  it("a State Super User's file holds their list: their state's rows and no other's", async () => {
    const query = listCase.query.replace('state=AZ', 'state=NV');
    const rows = await listRows(`${listCase.list}${query ? `?${query}` : ''}`, nvStateSuper);
    const response = await download(exportUrl({ ...listCase, query }, 'csv'), nvStateSuper);
    expectSameRows(csvSheet(response.body), listCase, rows);
    expect(response.body).not.toContain(`AZ desk ${mark}`);
    expect(response.body).not.toContain(`az-${mark}@`);
    expect(response.body).not.toContain(`101 AZ ${mark}`);
    expect(response.body).not.toContain(`JV AZ ${mark}`);
    expect(response.body).not.toContain(`AZ-Zeta`);
  });

  it('refuses a missing or unknown format with 400 and a detail', async () => {
    for (const [format, message] of [
      ['pdf', "query.format: must be 'csv' or 'xlsx'"],
      ['', "query.format: must be 'csv' or 'xlsx'"],
    ] as const) {
      const response = await t.app.inject({ url: exportUrl(listCase, format), headers: superUser });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ detail: string }>().detail).toContain(message);
    }
    const missing = await t.app.inject({
      url: `${listCase.list}/export${listCase.query ? `?${listCase.query}` : ''}`,
      headers: superUser,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ detail: string }>().detail).toContain("query.format: must be 'csv' or 'xlsx'");
  });
});

/** Every page of a paged list (the largest pages), as one list of rows. */
async function allPages(path: string, headers: Headers): Promise<Json[]> {
  const rows: Json[] = [];
  const join = path.includes('?') ? '&' : '?';
  for (let page = 1; ; page += 1) {
    const response = await t.app.inject({ url: `${path}${join}page_size=200&page=${page}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{ rows: Json[]; total: number; page: number }>();
    if (answer.page < page) return rows;
    rows.push(...answer.rows);
    if (rows.length >= answer.total) return rows;
  }
}

describe('GET /api/uploads/upload-mismatches/:uploadId/export', () => {
  it("holds the upload's rows not stored as its details list answers them (every page), and only for who may see it", async () => {
    const uploader = await createUser(t.db, { roles: ['State Super User'], state: 'AZ' });
    // 450 problems: the list answers them in three pages of 200 at most.
    const { uploadId } = await createUploadWithMismatches(
      t.db,
      { created_by: uploader.id },
      Array.from({ length: 450 }, (_, i) => ({
        row_number: [7, 3, 3, 12][i % 4] ?? 0,
        field_name: i % 4 === 1 ? 'branch' : 'state',
        field_value: i % 4 === 2 ? '=cmd|" /C calc"!A0' : `value ${i}`,
        problem: `problem ${i}`,
        resolved: i % 3 === 0,
        row_data: { order_number: `T-${i}` },
      })),
    );
    const listCase: ListCase = {
      list: `/api/uploads/upload-mismatches/${uploadId}`,
      query: '',
      title: `Rows Not Stored, Upload ${uploadId}`,
      columns: {
        Row: (row) => String(row.row_number),
        Field: text('field_name'),
        Value: text('field_value'),
        Problem: text('problem'),
        Resolved: (row) => (row.resolved ? 'Yes' : 'No'),
      },
    };
    const rows = await allPages(listCase.list, superUser);
    expect(rows).toHaveLength(450);
    expect(rows.slice(0, 3).map((row) => row.row_number)).toEqual([3, 3, 3]);
    const csv = await download(exportUrl(listCase, 'csv'), superUser);
    expect(csv.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="rows_not_stored_upload_${uploadId}_\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    expectSameRows(csvSheet(csv.body), listCase, rows);
    expect(csv.body).toContain(`'=cmd|`);
    expectSameRows(
      await xlsxSheet((await download(exportUrl(listCase, 'xlsx'), superUser)).rawPayload),
      listCase,
      rows,
    );

    // The list's filter: the unresolved ones only, every page of them, and the file says so.
    const unresolved = { ...listCase, query: 'resolved=false' };
    const open = await allPages(`${listCase.list}?resolved=false`, superUser);
    expect(open).toHaveLength(300);
    const filtered = csvSheet((await download(exportUrl(unresolved, 'csv'), superUser)).body);
    expectSameRows(filtered, listCase, open);
    expect(filtered.preamble.slice(1, -1)).toEqual([['Resolved', 'No']]);
    // Paging is the list's, not the file's: the export takes the filter only.
    const paged = await t.app.inject({
      url: `${listCase.list}/export?format=csv&page=2`,
      headers: superUser,
    });
    expect(paged.statusCode).toBe(400);

    // A State Super User sees only their own uploads: refused before any file is sent.
    const refused = await t.app.inject({ url: exportUrl(listCase, 'csv'), headers: nvStateSuper });
    expect([403, 404]).toContain(refused.statusCode);
    expect(refused.headers['content-disposition']).toBeUndefined();
  });
});

describe('GET /api/uploads/upload-jobs/recent/export', () => {
  it('says the type, status and counts in the words of the list: no count yet is an empty cell', async () => {
    const uploader = await createUser(t.db, { roles: ['Admin'], firstName: 'Fay' });
    const { uploadId } = await createUploadWithMismatches(t.db, {
      created_by: uploader.id,
      filename: `failed ${mark}.xlsx`,
      upload_type: 'employees',
      status: 'failed',
      rows_read: 0,
      // The newest: the list's first row.
      create_dt: new Date('2099-01-15T20:05:00Z'),
    });
    const response = await download('/api/uploads/upload-jobs/recent/export?format=csv&limit=3', superUser);
    const sheet = csvSheet(response.body);
    expect(sheet.preamble.slice(1, -1)).toEqual([['Latest uploads', '3']]);
    expect(sheet.rows).toHaveLength(3);
    expect(sheet.header).toEqual([
      'Job ID',
      'File',
      'Type',
      'Status',
      'Uploaded At (Phoenix)',
      'Uploaded By',
      'Read',
      'Inserted',
      'Updated',
      'Unchanged',
      'Mismatched',
    ]);
    expect(sheet.rows[0]).toEqual([
      String(uploadId),
      `failed ${mark}.xlsx`,
      'Employees',
      'Failed',
      '01/15/2099 1:05 PM',
      'Fay User',
      '',
      '',
      '',
      '',
      '',
    ]);
    const bad = await t.app.inject({
      url: '/api/uploads/upload-jobs/recent/export?format=csv&limit=500',
      headers: superUser,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ detail: string }>().detail).toContain('query.limit');
  });
});

describe('what the files say', () => {
  it('the filters of the query, in words', async () => {
    const response = await download('/api/employees/export?format=csv&active=true&state=AZ', superUser);
    const { preamble } = csvSheet(response.body);
    expect(preamble.slice(1, -1)).toEqual([
      ['Active only', 'Yes'],
      ['State', 'AZ'],
    ]);
    const none = csvSheet((await download('/api/fraud-list/export?format=csv', superUser)).body);
    expect(none.preamble.slice(1, -1)).toEqual([['Filters', 'None']]);
  });

  it('text that starts like a formula is neutralised in both formats', async () => {
    const csv = (await download('/api/fraud-list/export?format=csv', superUser)).body;
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.test"",""${mark}"")"`);
    expect(csv).toContain(`"'-5 checks, ""quoted""\nsecond line"`);
    const workbook = await readWorkbook(
      (await download('/api/fraud-list/export?format=xlsx', superUser)).rawPayload,
    );
    const values: unknown[] = [];
    workbook.eachRow((row) => {
      values.push(...(row.values as unknown[]));
    });
    expect(values).toContain(`'${FORMULA_PAYEE}`);
    expect(values).not.toContain(FORMULA_PAYEE);
    // No cell of the file is a formula.
    workbook.eachRow((row) => {
      row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula));
    });
  });

  it('dates are date cells and fractions percent cells in a workbook; plain text in a CSV', async () => {
    const days = await readWorkbook(
      (await download('/api/calendar-days/export?year=2040&state=AZ&format=xlsx', superUser)).rawPayload,
    );
    const dateCells: ExcelJS.Cell[] = [];
    days.eachRow((row) => {
      const cell = row.getCell(1);
      if (cell.value instanceof Date) dateCells.push(cell);
    });
    expect(dateCells.map((cell) => (cell.value as Date).toISOString())).toEqual([
      '2040-01-01T00:00:00.000Z',
      '2040-07-04T00:00:00.000Z',
    ]);
    expect(dateCells.every((cell) => cell.numFmt === 'mm/dd/yyyy')).toBe(true);
    const jvs = await readWorkbook(
      (await download('/api/jv-entities/export?format=xlsx&state=AZ', superUser)).rawPayload,
    );
    // Title, the State filter, Generated, a blank row, then the header row (5) and the AZ JV (6).
    expect(jvs.getRow(5).getCell(6).value).toBe('Magnus %');
    expect(jvs.getRow(6).getCell(6).value).toBe(0.125);
    expect(jvs.getRow(6).getCell(6).numFmt).toBe('0.00%');
    const csv = csvSheet((await download('/api/jv-entities/export?format=csv&state=AZ', superUser)).body);
    expect(csv.rows[0]?.[csv.header.indexOf('Magnus %')]).toBe('12.5%');
  });

  it("refuses a State Super User another state's calendar (403), before any file is sent", async () => {
    const response = await t.app.inject({
      url: '/api/calendar-days/export?year=2040&state=AZ&format=csv',
      headers: nvStateSuper,
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(typeof response.json<{ detail: string }>().detail).toBe('string');
  });
});

describe('reading a list page by page', () => {
  it('keyset pages give every row once, in the list order, across ties at page edges', async () => {
    const tie = `Tie${mark}`;
    for (let i = 0; i < 7; i += 1) {
      await createEmployee(t.db, { first_name: i % 2 ? 'same' : 'SAME', last_name: i < 5 ? tie : `${tie}z` });
    }
    const order = [
      sql`lower(${employees.last_name})`,
      sql`lower(${employees.first_name})`,
      sql`${employees.employee_id}`,
    ];
    const where = like(employees.last_name, `${tie}%`);
    const expected = await t.db
      .select({ id: employees.employee_id })
      .from(employees)
      .where(where)
      .orderBy(...order);
    for (const pageSize of [1, 2, 3, 7, 50]) {
      const seen: number[] = [];
      const pages = keysetRows(
        order,
        (page) =>
          t.db
            .select({ id: employees.employee_id, ...page.keys })
            .from(employees)
            .where(and(where, page.after))
            .orderBy(...page.orderBy)
            .limit(page.limit),
        undefined,
        pageSize,
      );
      for await (const row of pages) seen.push(row.id);
      expect(seen, `page size ${pageSize}`).toEqual(expected.map((row) => row.id));
    }
    expect(
      await t.db.select({ id: employees.employee_id }).from(employees).where(eq(employees.last_name, tie)),
    ).toHaveLength(5);
  });
});

/** Each export's download is named as said (its Content-Disposition). */
async function expectFileNames(names: Record<string, string>, headers: Headers): Promise<void> {
  for (const [url, name] of Object.entries(names)) {
    const response = await download(url, headers);
    expect(response.headers['content-disposition'], url).toBe(`attachment; filename="${name}"`);
  }
}

describe("the file's name", () => {
  it("carries the report's dates and state from the query, not the day it was made", async () => {
    const names: Record<string, string> = {
      '/api/files/export?format=csv&close_start=2026-11-01&close_end=2026-11-27':
        'closed_orders_2026-11-01_to_2026-11-27.csv',
      '/api/files/export?format=xlsx&state=AZ&open_start=2026-10-01&open_end=2026-10-31':
        'open_orders_AZ_2026-10-01_to_2026-10-31.xlsx',
      '/api/reports/branches/export?format=csv&state=AZ&report_date=2026-11-27':
        'branch_escrow_summary_AZ_2026-11-27.csv',
      '/api/reports/jvs/export?format=csv&state=NV&report_date=2026-11-20':
        'jv_escrow_summary_NV_2026-11-20.csv',
      '/api/calendar-days/export?format=csv&year=2040&state=NV': 'calendar_days_NV_2040.csv',
      '/api/files/client-search/export?format=csv&start=2026-01-01&end=2026-11-27&client_search=Barnett':
        'client_search_2026-01-01_to_2026-11-27.csv',
    };
    await expectFileNames(names, superUser);
  });
});

describe('exports running at once (config EXPORTS_PER_USER, EXPORTS_TOTAL)', () => {
  it("a user's export beyond their running ones answers 429 with a detail and Retry-After, and runs once one has ended", async () => {
    const { user, headers } = await signedInUser(t, { roles: ['Admin'], state: 'AZ' });
    const slots = t.app.exportSlots;
    expect(slots.limits).toEqual({ perUser: t.config.EXPORTS_PER_USER, overall: t.config.EXPORTS_TOTAL });
    const held = Array.from({ length: t.config.EXPORTS_PER_USER }, () => slots.acquire(user.uuid));
    const url = '/api/files/export?format=csv&close_start=2026-11-01&close_end=2026-11-27';
    const refused = await t.app.inject({ url, headers });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      detail: 'Too many exports are running; try again when one has finished.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else's export still runs.
    expect((await t.app.inject({ url, headers: superUser })).statusCode).toBe(200);
    held[0]?.();
    expect((await t.app.inject({ url, headers })).statusCode).toBe(200);
    held.forEach((release) => {
      release();
    });
    expect(slots.running()).toBe(0);
  });

  it('an export refused before its first byte (bad dates, an id out of range) gives its slot back', async () => {
    for (const query of ['open_start=0000-01-01', 'branch_id=99999999999', 'client_search=%00a']) {
      for (const format of ['csv', 'xlsx']) {
        const response = await t.app.inject({
          url: `/api/files/export?format=${format}&${query}`,
          headers: superUser,
        });
        expect(response.statusCode, query).toBe(400);
        expect(typeof response.json<{ detail: string }>().detail).toBe('string');
        expect(response.headers['content-disposition']).toBeUndefined();
      }
    }
    expect(t.app.exportSlots.running()).toBe(0);
  });
});

describe("the file's name without a date in the query", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is the report date the report ran for, or the day it was made in Los Angeles', async () => {
    // Saturday 2026-11-28, 21:30 in Los Angeles: already Sunday in UTC.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-29T05:30:00Z') });
    // Signed in at that time: a token of the real clock's day may be expired or not yet valid.
    const { headers } = await signedInUser(t, { roles: ['Super User'] });
    const names: Record<string, string> = {
      '/api/cost-centers/export?format=csv': 'cost_centers_2026-11-28.csv',
      '/api/reports/branches/export?format=csv&state=AZ': 'branch_escrow_summary_AZ_2026-11-27.csv',
      '/api/reports/jvs/export?format=xlsx&state=AZ': 'jv_escrow_summary_AZ_2026-11-27.xlsx',
      '/api/reports/employees/export?format=csv&state=AZ&emp_type=EO':
        'escrow_officer_report_AZ_2026-11-27.csv',
    };
    await expectFileNames(names, headers);
  });
});
