import * as XLSX from '@e965/xlsx';
import type { GetUploadMismatchesResponse } from '@hub/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FILE_HEADER,
  fileRow,
  lieAboutSize,
  multipart,
  type SheetFormat,
  seedUploadOrganisation,
  spreadsheet,
} from '../../../test/fixtures/uploads.ts';
import { buildTestApp, signedInUser, type TestApp } from '../../../test/helper.ts';
import { clients, employees, escFiles, uploadJobs } from '../../db/schema/index.ts';
import type { EscFileRecord } from './esc-files/esc-file-rows.ts';
import {
  FILE_COLUMNS,
  FILES_PER_STATEMENT,
  type FileBatch,
  FilesToStore,
  upsertFiles,
} from './esc-files/repository.ts';

let t: TestApp;
let admin: Record<string, string>;
let nvSuper: Record<string, string>;
let superUser: Record<string, string>;
let sales: Record<string, string>;
let org: Awaited<ReturnType<typeof seedUploadOrganisation>>;

beforeAll(async () => {
  t = await buildTestApp();
  org = await seedUploadOrganisation(t.db);
  admin = (await signedInUser(t, { roles: ['Admin'] })).headers;
  nvSuper = (await signedInUser(t, { roles: ['State Super User'], state: 'NV' })).headers;
  superUser = (await signedInUser(t, { roles: ['Super User'] })).headers;
  sales = (await signedInUser(t, { roles: ['Sales'] })).headers;
});
afterAll(async () => {
  await t.close();
});

type Job = {
  upload_id: number;
  status: string;
  rows_read: number;
  rows_inserted: number;
  rows_updated: number;
  rows_unchanged: number;
  rows_mismatched: number;
  error_detail: string | null;
};

async function post(headers: Record<string, string>, name: string, data: Buffer, uploadType = 'esc_files') {
  const body = multipart({ upload_type: uploadType }, { name, data });
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads/upload-file',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** Uploads, runs the queued job, and answers the finished job. */
async function upload(name: string, data: Buffer, uploadType = 'esc_files', headers = admin): Promise<Job> {
  const response = await post(headers, name, data, uploadType);
  expect(response.statusCode, response.body).toBe(202);
  const { upload_id, status } = response.json<{ upload_id: number; status: string }>();
  expect(status).toBe('queued');
  await t.app.jobs.drain();
  const job = await t.app.inject({ method: 'GET', url: `/api/uploads/upload-jobs/${upload_id}`, headers });
  return job.json<Job>();
}

/** Every mismatch of an upload (one page of the largest size), in the file's order; and the upload's counts. */
const mismatchPage = async (uploadId: number, headers = admin) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/uploads/upload-mismatches/${uploadId}?page_size=200`,
      headers,
    })
  ).json<GetUploadMismatchesResponse>();
const mismatchesOf = async (uploadId: number, headers = admin) =>
  (await mismatchPage(uploadId, headers)).rows;

const filesNamed = (prefix: string) =>
  t.db
    .select()
    .from(escFiles)
    .where(sql`${escFiles.order_number} like ${`${prefix}%`}`)
    .orderBy(escFiles.order_number);

describe.each(['xlsx', 'xls', 'csv'] as const)('an escrow-files upload in %s', (format: SheetFormat) => {
  const p = `${format.toUpperCase()}-`;
  const rows = () => [
    [...FILE_HEADER],
    fileRow(`${p}1`, { buyer: '=1+2', jv: 'saguaro' }),
    fileRow(`${p}2`, { escrow_officer: 'd reyes', settlement_fee: '$2,000.00' }),
    fileRow(`${p}3`, { order_status: 'OPEN', close_date: '', settlement_fee: '' }),
    fileRow(`${p}4`, { branch: '999', open_date: 'soon' }),
    fileRow(`${p}1`, { buyer: 'Someone else' }),
  ];

  it('stores the good rows, reports the others as mismatches, and counts them', async () => {
    const job = await upload(`files.${format}`, spreadsheet(rows(), format));
    expect(job).toMatchObject({
      status: 'done',
      rows_read: 5,
      rows_inserted: 3,
      rows_updated: 0,
      rows_unchanged: 0,
      rows_mismatched: 2,
    });
    const stored = await filesNamed(p);
    expect(stored.map((f) => f.order_number)).toEqual([`${p}1`, `${p}2`, `${p}3`]);
    expect(stored[0]).toMatchObject({
      buyer: '=1+2',
      jv_id: org.jv,
      branch_id: org.azBranch,
      escrow_officer_id: org.dana,
      marketing_rep_id: org.sam,
      settlement_fee: '1450.50',
      owners_policy: '1895.00',
      open_date: '2026-10-01',
      calc_close_date: null,
    });
    expect(stored[1]).toMatchObject({ settlement_fee: '2000.00', escrow_officer_id: org.dana });
    expect(stored[2]).toMatchObject({ order_status: 'OPEN', close_date: null, settlement_fee: '0.00' });

    const { rows: mismatches, counts } = await mismatchPage(job.upload_id);
    // The details page counts the rows not stored as the upload's card does: 2 rows, 3 problems.
    expect(counts).toEqual({ rows: job.rows_mismatched, problems: 3, resolved: 0 });
    expect(mismatches.map((m) => [m.row_number, m.field_name, m.field_value])).toEqual([
      [5, 'open_date', 'soon'],
      [5, 'branch', '999'],
      [6, 'order_number', `${p}1`],
    ]);
    expect(mismatches[1]?.problem).toBe("branch '999' matches no branch");
    expect(mismatches[2]?.problem).toBe(`order_number ${p}1 appears again (first on row 2)`);
    expect(mismatches[0]?.row_data).toMatchObject({
      order_number: `${p}4`,
      branch: '999',
      open_date: 'soon',
    });
    expect(mismatches.every((m) => m.resolved === false)).toBe(true);
  });

  it('changes nothing when the same file is uploaded again, and updates only changed rows', async () => {
    const before = await filesNamed(p);
    const again = await upload(`files.${format}`, spreadsheet(rows(), format));
    expect(again).toMatchObject({
      status: 'done',
      rows_inserted: 0,
      rows_updated: 0,
      rows_unchanged: 3,
      rows_mismatched: 2,
    });
    expect(await filesNamed(p)).toEqual(before);

    const changed = rows();
    changed[2] = fileRow(`${p}2`, { escrow_officer: 'd reyes', settlement_fee: '2000.01' });
    const update = await upload(`files.${format}`, spreadsheet(changed, format));
    expect(update).toMatchObject({ rows_inserted: 0, rows_updated: 1, rows_unchanged: 2 });
    expect((await filesNamed(`${p}2`))[0]?.settlement_fee).toBe('2000.01');
  });
});

describe('refused files', () => {
  const good = () => spreadsheet([[...FILE_HEADER], fileRow('REFUSED-1')], 'xlsx');
  const cases: [string, string, () => Buffer, RegExp][] = [
    ['another type', 'notes.txt', () => Buffer.from('hello'), /Only \.csv, \.xls and \.xlsx/],
    ['an empty file', 'files.csv', () => Buffer.alloc(0), /The file is empty\./],
    [
      'text named .xlsx',
      'files.xlsx',
      () => Buffer.from('order_number\nA\n'),
      /named \.xlsx but its content is not/,
    ],
    ['a workbook named .csv', 'files.csv', good, /named \.csv but its content is not text/],
    ['an .xlsx named .xls', 'files.xls', good, /Rename it to \.xlsx/],
    [
      'a .csv name over 255 characters',
      `${'a'.repeat(252)}.csv`,
      () => Buffer.from('order_number\nA\n'),
      /^The file name is too long \(at most 255 characters\)\.$/,
    ],
    [
      'a password-protected workbook',
      'secret.xlsx',
      () =>
        Buffer.concat([
          Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
          Buffer.alloc(504),
          Buffer.from('EncryptionInfo', 'utf16le'),
        ]),
      /password-protected/,
    ],
  ];

  it.each(cases)('refuses %s with a clear message and writes nothing', async (_what, name, data, message) => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(uploadJobs);
    const response = await post(admin, name, data());
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(message);
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(uploadJobs)).toEqual(before);
  });

  it('refuses a workbook that would inflate far beyond its size', async () => {
    const book = spreadsheet([[...FILE_HEADER], fileRow('BOMB-1')], 'xlsx');
    // Declare a 2 GB part in the zip directory of a real workbook.
    const directory = book.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    book.writeUInt32LE(0x7fffffff, directory + 24);
    const response = await post(admin, 'bomb.xlsx', book);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/would inflate to .* refused as unsafe/);
  });

  it('refuses a file over the size limit with 413, writing nothing', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(uploadJobs);
    const response = await post(admin, 'huge.csv', Buffer.alloc(50 * 1024 * 1024 + 1024, 0x61));
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe('The file is larger than 50 MB.');
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(uploadJobs)).toEqual(before);
  });

  it('needs a file and a known upload type', async () => {
    const noFile = multipart({ upload_type: 'esc_files' });
    const r1 = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/upload-file',
      headers: { ...admin, ...noFile.headers },
      payload: noFile.payload,
    });
    expect(r1.statusCode).toBe(400);
    expect(r1.json().detail).toBe('Please select a file.');
    const r2 = await post(admin, 'files.xlsx', good(), 'clients');
    expect(r2.statusCode).toBe(400);
    expect(r2.json().detail).toBe('upload_type: must be employees or esc_files');
  });

  it('fails the job with the missing columns named, writing no row', async () => {
    const job = await upload('short.csv', Buffer.from('order_number,state\nMISSING-1,AZ\n'));
    expect(job.status).toBe('failed');
    expect(job.error_detail).toBe(
      'The file is missing required columns: transaction_type, order_status, open_date, branch. Download the template to see the expected columns.',
    );
    expect(await filesNamed('MISSING-')).toEqual([]);
  });

  it('fails the job of a damaged workbook with a message', async () => {
    const goodBook = good();
    const damaged = Buffer.concat([
      goodBook.subarray(0, 40),
      Buffer.alloc(goodBook.length - 800, 7),
      goodBook.subarray(goodBook.length - 760),
    ]);
    const job = await upload('damaged.xlsx', damaged);
    expect(job.status).toBe('failed');
    expect(job.error_detail).toMatch(/damaged|cannot be read/);
    expect(await filesNamed('REFUSED-')).toEqual([]);
  });

  it('fails the job of a workbook whose parts are not the sizes it claims, in words', async () => {
    const book = spreadsheet([[...FILE_HEADER], fileRow('LIAR-1')], 'xlsx');
    // The sheet's part claims a quarter of its size, in the directory and in its own header.
    const liar = lieAboutSize(book, 'sheet1.xml', (size) => size >> 2);
    const job = await upload('liar.xlsx', liar);
    expect(job.status).toBe('failed');
    expect(job.error_detail).toBe('The workbook is damaged: its parts are not the sizes it claims.');
    expect(await filesNamed('LIAR-')).toEqual([]);
  });

  it('leaves the database as it was when a row fails half-way (one transaction)', async () => {
    await t.db.execute(
      sql`alter table esc_files add constraint test_refuse_fail check (order_number <> 'ATOMIC-FAIL')`,
    );
    try {
      const rows = [
        [...FILE_HEADER],
        ...Array.from({ length: 30 }, (_, i) =>
          fileRow(`ATOMIC-${i}`, { directing_client: `Brand New Client ${i}` }),
        ),
        fileRow('ATOMIC-FAIL'),
      ];
      const job = await upload('atomic.xlsx', spreadsheet(rows, 'xlsx'));
      expect(job.status).toBe('failed');
      expect(job.error_detail).toBe(
        'The upload could not be processed because of an unexpected error. Try again.',
      );
      expect(job.rows_inserted).toBe(0);
      expect(await filesNamed('ATOMIC-')).toEqual([]);
      const created = await t.db
        .select()
        .from(clients)
        .where(sql`${clients.company_name} like 'Brand New Client%'`);
      expect(created).toEqual([]);
    } finally {
      await t.db.execute(sql`alter table esc_files drop constraint test_refuse_fail`);
    }
  });

  it('keeps an upload of several statements one transaction: a failing last statement undoes the first', async () => {
    // PGlite takes fewer files a statement than PostgreSQL (FILES_PER_STATEMENT): either way the
    // failing row is in the third statement, after two have been stored.
    const perStatement = FILES_PER_STATEMENT[t.database.kind];
    const rows = [
      [...FILE_HEADER],
      ...Array.from({ length: perStatement * 2 + 10 }, (_, i) =>
        fileRow(`MULTI-${i}`, i % 50 === 0 ? { directing_client: `Multi New Client ${i}` } : {}),
      ),
      fileRow('MULTI-FAIL'),
    ];
    const newClients = () =>
      t.db.select().from(clients).where(sql`${clients.company_name} like 'Multi New Client%'`);
    await t.db.execute(
      sql`alter table esc_files add constraint test_multi_fail check (order_number <> 'MULTI-FAIL')`,
    );
    try {
      const job = await upload('multi.csv', spreadsheet(rows, 'csv'));
      expect(job).toMatchObject({ status: 'failed', rows_inserted: 0 });
      expect(await filesNamed('MULTI-')).toEqual([]);
      expect(await newClients()).toEqual([]);
    } finally {
      await t.db.execute(sql`alter table esc_files drop constraint test_multi_fail`);
    }
    const job = await upload('multi.csv', spreadsheet(rows, 'csv'));
    expect(job).toMatchObject({ status: 'done', rows_read: rows.length - 1, rows_inserted: rows.length - 1 });
    expect(await filesNamed('MULTI-')).toHaveLength(rows.length - 1);
    expect(await newClients()).toHaveLength(Math.ceil((perStatement * 2 + 10) / 50));
  });
});

describe('employees uploads', () => {
  const header = [
    'payroll_id',
    'email',
    'first_name',
    'last_name',
    'state',
    'emp_type',
    'is_active',
    'cell_phone',
    'branch',
  ];

  it('adds new employees, updates by payroll id or e-mail, and changes nothing on a second run', async () => {
    const rows = [
      header,
      ['P10452', '', 'Dana', 'Reyes', 'AZ', 'EO', 'Y', '(480) 555-0100', '101'],
      ['P20001', 'new.rep@hub.test', 'Nina', 'Park', 'NV', 'rep', '', '702-555-0101', '201'],
      ['', 'no.payroll@hub.test', 'Omar', 'Diaz', '', 'EO', 'N', '', ''],
      ['', '', 'No', 'Key', 'AZ', '', '', '', ''],
    ];
    const first = await upload('staff.xlsx', spreadsheet(rows, 'xlsx'), 'employees');
    expect(first).toMatchObject({
      status: 'done',
      rows_read: 4,
      rows_inserted: 2,
      rows_updated: 1,
      rows_unchanged: 0,
      rows_mismatched: 1,
    });
    const [dana] = await t.db.select().from(employees).where(eq(employees.employee_id, org.dana));
    expect(dana).toMatchObject({ cell_phone: '4805550100', def_branch: org.azBranch, srch_str1: 'D Reyes' });
    const [nina] = await t.db.select().from(employees).where(eq(employees.payroll_id, 'P20001'));
    expect(nina).toMatchObject({
      email: 'new.rep@hub.test',
      state: 'NV',
      emp_type: 'REP',
      is_active: true,
      def_branch: org.nvBranch,
    });
    const [omar] = await t.db.select().from(employees).where(eq(employees.email, 'no.payroll@hub.test'));
    expect(omar).toMatchObject({ state: 'AZ', is_active: false });
    const [problem] = await mismatchesOf(first.upload_id);
    expect(problem).toMatchObject({
      row_number: 5,
      field_name: 'payroll_id',
      problem: 'payroll_id or email is required to find the employee',
    });

    const again = await upload('staff.csv', spreadsheet(rows, 'csv'), 'employees');
    expect(again).toMatchObject({ rows_inserted: 0, rows_updated: 0, rows_unchanged: 3, rows_mismatched: 1 });
  });
});

describe('who may upload and see uploads', () => {
  it('refuses roles outside administration everywhere', async () => {
    expect((await post(sales, 'files.csv', Buffer.from('a\n'))).statusCode).toBe(403);
    for (const url of [
      '/api/uploads/upload-jobs/recent',
      '/api/uploads/upload-mismatches/1',
      '/api/uploads/templates/esc_files',
    ]) {
      expect((await t.app.inject({ method: 'GET', url, headers: sales })).statusCode).toBe(403);
    }
  });

  it("turns a State Super User's rows of another state into mismatches, and shows them only their own uploads", async () => {
    const rows = [
      [...FILE_HEADER],
      fileRow('SCOPE-AZ-1'),
      fileRow('SCOPE-NV-1', { state: 'NV', branch: '201', escrow_officer: '', marketing_rep: '' }),
    ];
    const job = await upload('scope.csv', spreadsheet(rows, 'csv'), 'esc_files', nvSuper);
    expect(job).toMatchObject({ status: 'done', rows_inserted: 1, rows_mismatched: 1 });
    expect((await mismatchesOf(job.upload_id, nvSuper))[0]?.problem).toBe('state AZ is outside your state');
    expect((await filesNamed('SCOPE-')).map((f) => f.order_number)).toEqual(['SCOPE-NV-1']);

    const recent = await t.app.inject({
      method: 'GET',
      url: '/api/uploads/upload-jobs/recent',
      headers: nvSuper,
    });
    expect(recent.json().map((j: Job) => j.upload_id)).toEqual([job.upload_id]);
    const adminRecent = await t.app.inject({
      method: 'GET',
      url: '/api/uploads/upload-jobs/recent?limit=200',
      headers: admin,
    });
    expect(adminRecent.json().length).toBeGreaterThan(1);
    const [adminsUpload] = adminRecent.json().filter((j: Job) => j.upload_id !== job.upload_id);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/uploads/upload-mismatches/${adminsUpload.upload_id}`,
      headers: nvSuper,
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe("a State Super User's upload and the other state's records", () => {
  /** A row of an NV file (branch 201, no AZ people). */
  const nvRow = (order: string, overrides: Parameters<typeof fileRow>[1] = {}) =>
    fileRow(order, {
      state: 'NV',
      branch: '201',
      escrow_officer: '',
      marketing_rep: '',
      order_status: 'OPEN',
      close_date: '',
      settlement_fee: '9.99',
      ...overrides,
    });

  it("leaves an AZ file as it is when an NV State Super User's upload names it, and records why", async () => {
    const az = await upload(
      'az.csv',
      spreadsheet([[...FILE_HEADER], fileRow('CROSS-AZ-1')], 'csv'),
      'esc_files',
      superUser,
    );
    expect(az).toMatchObject({ status: 'done', rows_inserted: 1 });
    const [before] = await filesNamed('CROSS-AZ-1');

    const rows = [[...FILE_HEADER], nvRow('CROSS-AZ-1'), nvRow('CROSS-NV-1')];
    const job = await upload('cross.xlsx', spreadsheet(rows, 'xlsx'), 'esc_files', nvSuper);
    expect(job).toMatchObject({
      status: 'done',
      rows_read: 2,
      rows_inserted: 1,
      rows_updated: 0,
      rows_unchanged: 0,
      rows_mismatched: 1,
    });
    expect(await mismatchesOf(job.upload_id, nvSuper)).toEqual([
      expect.objectContaining({
        row_number: 2,
        field_name: 'order_number',
        field_value: 'CROSS-AZ-1',
        problem: 'order_number CROSS-AZ-1 is in AZ, outside your state',
      }),
    ]);
    expect(await filesNamed('CROSS-AZ-1')).toEqual([before]);
    expect((await filesNamed('CROSS-NV-1'))[0]).toMatchObject({ state: 'NV', branch_id: org.nvBranch });
  });

  it('creates no AZ file, and no NV file linked to AZ records', async () => {
    const rows = [
      [...FILE_HEADER],
      fileRow('NEWAZ-1'),
      nvRow('NEWAZ-2', { branch: '101' }),
      nvRow('NEWAZ-3', { escrow_officer: 'Dana Reyes', jv: 'Saguaro' }),
    ];
    const job = await upload('new-az.csv', spreadsheet(rows, 'csv'), 'esc_files', nvSuper);
    expect(job).toMatchObject({ status: 'done', rows_inserted: 0, rows_mismatched: 3 });
    expect((await mismatchesOf(job.upload_id, nvSuper)).map((m) => [m.row_number, m.problem])).toEqual([
      [2, 'state AZ is outside your state'],
      [3, "branch '101' is in AZ, outside your state"],
      [4, "escrow_officer 'Dana Reyes' is in AZ, outside your state"],
      [4, "jv 'Saguaro' is in AZ, outside your state"],
    ]);
    expect(await filesNamed('NEWAZ-')).toEqual([]);
  });

  it("leaves an AZ employee as they are, and creates no AZ employee, from an NV State Super User's upload", async () => {
    const [dana] = await t.db.select().from(employees).where(eq(employees.employee_id, org.dana));
    const rows = [
      ['payroll_id', 'email', 'first_name', 'last_name', 'state', 'branch'],
      ['P10452', '', 'Dana', 'Reyes', 'NV', '201'],
      ['P30001', '', 'Ari', 'Stone', 'AZ', ''],
      ['P30002', '', 'Bea', 'Stone', 'NV', '101'],
      ['P30003', '', 'Cy', 'Stone', 'NV', '201'],
    ];
    const job = await upload('cross-staff.csv', spreadsheet(rows, 'csv'), 'employees', nvSuper);
    expect(job).toMatchObject({ status: 'done', rows_inserted: 1, rows_updated: 0, rows_mismatched: 3 });
    expect((await mismatchesOf(job.upload_id, nvSuper)).map((m) => [m.row_number, m.problem])).toEqual([
      [2, 'the employee is in AZ, outside your state'],
      [3, 'state AZ is outside your state'],
      [4, "branch '101' is in AZ, outside your state"],
    ]);
    expect(await t.db.select().from(employees).where(eq(employees.employee_id, org.dana))).toEqual([dana]);
    const created = await t.db
      .select({ payroll_id: employees.payroll_id, state: employees.state })
      .from(employees)
      .where(inArray(employees.payroll_id, ['P30001', 'P30002', 'P30003']));
    expect(created).toEqual([{ payroll_id: 'P30003', state: 'NV' }]);
  });

  it('never changes a file of another state in the store either (one stored after the rows were checked)', async () => {
    const first = await upload(
      'guard.csv',
      spreadsheet([[...FILE_HEADER], fileRow('GUARD-1')], 'csv'),
      'esc_files',
      superUser,
    );
    const [stored] = await filesNamed('GUARD-1');
    if (!stored) throw new Error('no file');
    let batch: FileBatch | undefined;
    const files = new FilesToStore((ready) => {
      batch = ready;
    }, FILES_PER_STATEMENT[t.database.kind]);
    const values = Object.fromEntries(
      FILE_COLUMNS.map(([name]) => [name, stored[name as keyof typeof stored]]),
    );
    files.add({ ...(values as EscFileRecord), state: 'NV', sales_price: '1.00', directing_client: null });
    files.flush();
    if (!batch) throw new Error('no batch');
    const rows = batch;
    const counts = await t.db.transaction((tx) => upsertFiles(tx, rows, new Map(), first.upload_id, ['NV']));
    expect(counts).toEqual({ inserted: 0, updated: 0, unchanged: 1, written: [] });
    expect(await filesNamed('GUARD-1')).toEqual([stored]);
  });

  it("still writes both states from a Super User's upload", async () => {
    const first = await upload(
      'both.csv',
      spreadsheet([[...FILE_HEADER], nvRow('BOTH-1')], 'csv'),
      'esc_files',
      superUser,
    );
    expect(first).toMatchObject({ rows_inserted: 1 });
    const rows = [
      [...FILE_HEADER],
      fileRow('BOTH-1'),
      fileRow('BOTH-2'),
      nvRow('BOTH-3', { escrow_officer: 'Dana Reyes' }),
    ];
    const job = await upload('both.csv', spreadsheet(rows, 'csv'), 'esc_files', superUser);
    expect(job).toMatchObject({ status: 'done', rows_inserted: 2, rows_updated: 1, rows_mismatched: 0 });
    expect((await filesNamed('BOTH-')).map((f) => [f.order_number, f.state])).toEqual([
      ['BOTH-1', 'AZ'],
      ['BOTH-2', 'AZ'],
      ['BOTH-3', 'NV'],
    ]);
  });
});

describe('recent uploads and mismatches', () => {
  it('lists the newest first with status, counts and uploader', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/uploads/upload-jobs/recent?limit=3',
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    const jobs = response.json();
    expect(jobs).toHaveLength(3);
    expect(jobs[0].upload_id).toBeGreaterThan(jobs[1].upload_id);
    expect(jobs[0]).toMatchObject({ uploaded_by: 'Test User' });
    expect(Date.parse(jobs[0].create_dt)).not.toBeNaN();
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/uploads/upload-jobs/recent?limit=0',
      headers: admin,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('marks a mismatch resolved and back', async () => {
    const job = await upload(
      'resolve.csv',
      spreadsheet([[...FILE_HEADER], fileRow('RESOLVE-1', { branch: 'nowhere' })], 'csv'),
    );
    const [mismatch] = await mismatchesOf(job.upload_id);
    if (!mismatch) throw new Error('no mismatch');
    const url = `/api/uploads/upload-mismatches/${job.upload_id}/${mismatch.mismatch_id}`;
    const resolved = await t.app.inject({
      method: 'PATCH',
      url,
      headers: admin,
      payload: { resolved: true },
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().resolved).toBe(true);
    expect((await mismatchesOf(job.upload_id))[0]?.resolved).toBe(true);
    const wrongUpload = await t.app.inject({
      method: 'PATCH',
      url: `/api/uploads/upload-mismatches/${job.upload_id + 999}/${mismatch.mismatch_id}`,
      headers: admin,
      payload: { resolved: true },
    });
    expect(wrongUpload.statusCode).toBe(404);
    const badBody = await t.app.inject({
      method: 'PATCH',
      url,
      headers: admin,
      payload: { resolved: 'yes' },
    });
    expect(badBody.statusCode).toBe(400);
  });

  it('answers 404 for an unknown upload', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/uploads/upload-jobs/999999', headers: admin }))
        .statusCode,
    ).toBe(404);
  });
});

describe('templates', () => {
  it('serves the columns as CSV, and as a workbook that uploads as it is', async () => {
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/uploads/templates/esc_files?format=csv',
      headers: admin,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="hub-esc-files-template.csv"');
    expect(csv.body.split('\r\n')[0]?.split(',').slice(0, 5)).toEqual([
      'order_number',
      'state',
      'transaction_type',
      'order_status',
      'open_date',
    ]);

    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/uploads/templates/esc_files',
      headers: admin,
    });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const book = XLSX.read(xlsx.rawPayload, { type: 'buffer' });
    expect(book.SheetNames).toEqual(['Files', 'Columns']);
    const job = await upload('template.xlsx', xlsx.rawPayload);
    expect(job).toMatchObject({ status: 'done', rows_mismatched: 0 });
    expect(job.rows_inserted + job.rows_updated + job.rows_unchanged).toBe(1);
    expect(
      await t.db
        .select()
        .from(escFiles)
        .where(inArray(escFiles.order_number, ['101-26-004512'])),
    ).toHaveLength(1);
  });

  it('lists the layouts and refuses an unknown type', async () => {
    const layouts = await t.app.inject({ method: 'GET', url: '/api/uploads/layouts', headers: admin });
    expect(layouts.json().employees.map((c: { name: string }) => c.name)).toContain('payroll_id');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/uploads/templates/clients',
      headers: admin,
    });
    expect(unknown.statusCode).toBe(400);
  });
});
