/**
 * File search, client search, client history and quick find (spec 001 §2, §3, §7; issue 11), through
 * the API on a fresh database (PGlite, or PostgreSQL with TEST_DATABASE_URL): what each finds, in
 * which order, what each role sees of it (DOMAIN.md §9), what bad input gets, and the exports.
 */
import {
  FILE_SEARCH_LIMIT,
  type FileSearchRow,
  type GetClientHistoryResponse,
  type GetClientSearchResponse,
  type GetQuickFindResponse,
  QUICK_FIND_LIMIT,
} from '@hub/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBranch } from '../../../test/fixtures/branches.ts';
import { createJv, insertJvLinkRow } from '../../../test/fixtures/employee-links.ts';
import { csvRecords, insertClient, insertFile } from '../../../test/fixtures/file-reports.ts';
import { buildTestApp, createEmployee, signedInUser, type TestApp } from '../../../test/helper.ts';
import { rowsOf } from '../../db/rows.ts';
import { escFiles } from '../../db/schema/index.ts';

type Headers = Record<string, string>;

let t: TestApp;
const as: Record<
  'superUser' | 'admin' | 'azSuper' | 'nvSuper' | 'sales' | 'assistant' | 'escrow' | 'unlinked',
  Headers
> = {} as never;

/** The files of the fixture by their order numbers. */
const ORDER = {
  f1: '101-2600001',
  f2: '101-26000010',
  f3: '101-2600002',
  f4: '201-2600001',
  old: 'OLD-0001',
  lower: 'ab-1234',
  odd: '7X7-1',
} as const;

const RANGE = 'start=2026-01-01&end=2026-12-31';

async function get<T>(url: string, headers: Headers, status = 200): Promise<T> {
  const response = await t.app.inject({ url, headers });
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

const orderNumbers = (rows: readonly { order_number: string }[]) => rows.map((row) => row.order_number);

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.db;
  const azBranch = await createBranch(db, { name: '101 Test Scottsdale - Magnus Title Agency', state: 'AZ' });
  const nvBranch = await createBranch(db, { name: '201 Test Reno - Magnus Title Agency', state: 'NV' });
  const jv = await createJv(db, { name: 'Desert Title JV', st: 'AZ' });
  const rep = await createEmployee(db, { first_name: 'Rita', last_name: 'Rep', state: 'AZ' });
  const eo = await createEmployee(db, { first_name: 'Eddie', last_name: 'Officer', state: 'AZ' });
  const linkedEo = await createEmployee(db, {
    first_name: 'Lena',
    last_name: 'Linked',
    state: 'AZ',
    link_to_emp_id: eo.employee_id,
  });
  const otherRep = await createEmployee(db, { first_name: 'Oscar', last_name: 'Other', state: 'AZ' });
  const nvRep = await createEmployee(db, { first_name: 'Nina', last_name: 'Nevada', state: 'NV' });
  // The rep is linked to the JV: its files are the rep's too (DOMAIN.md §9).
  await insertJvLinkRow(db, rep.employee_id, jv.jv_id);

  const jose = await insertClient(db, {
    company_name: 'Casa Realty',
    individual_name: 'José Álvarez',
    first_name: 'José',
    last_name: 'Álvarez',
  });
  const acme = await insertClient(db, { company_name: 'Acme Lending' });
  const sierra = await insertClient(db, { company_name: 'Sierra Homes' });

  await insertFile(db, {
    order_number: ORDER.f1,
    state: 'AZ',
    open_date: '2026-02-01',
    close_date: '2026-03-01',
    disb_date: '2026-03-02',
    order_status: 'CLOSED',
    branch_id: azBranch.branch_id,
    marketing_rep_id: rep.employee_id,
    escrow_officer_id: eo.employee_id,
    jv_id: jv.jv_id,
    directing_client_id: acme.client_id,
    buyer: 'José Álvarez',
    seller: 'Sam Sellerman',
    listing_agency: 'Listo Realty',
    listing_agent_name: 'Lucy Lister',
    selling_agency: 'Sello Realty',
    selling_agent_name: 'Sal Sellerton',
    lender_name: 'Firstline Lending',
    property_state: 'AZ',
    title_processing: '95.00',
    settlement_fee: '2500.00',
    owners_policy: '1234.56',
    lenders_policy: '789.01',
    endorsements: '50.00',
  });
  await insertFile(db, {
    order_number: ORDER.f2,
    state: 'AZ',
    open_date: '2026-02-05',
    close_date: '2026-06-30',
    branch_id: azBranch.branch_id,
    marketing_rep_id: otherRep.employee_id,
    escrow_officer_id: linkedEo.employee_id,
    directing_client_id: acme.client_id,
    buyer: 'Bob Buyer',
  });
  await insertFile(db, {
    order_number: ORDER.f3,
    state: 'AZ',
    open_date: '2026-02-10',
    branch_id: azBranch.branch_id,
    marketing_rep_id: otherRep.employee_id,
    jv_id: jv.jv_id,
    directing_client_id: jose.client_id,
    buyer: 'Carl Client',
  });
  await insertFile(db, {
    order_number: ORDER.f4,
    state: 'NV',
    open_date: '2026-03-01',
    branch_id: nvBranch.branch_id,
    marketing_rep_id: nvRep.employee_id,
    directing_client_id: jose.client_id,
    buyer: 'Dana Doe',
  });
  await insertFile(db, {
    order_number: ORDER.old,
    state: 'AZ',
    open_date: '2024-01-10',
    marketing_rep_id: rep.employee_id,
    directing_client_id: acme.client_id,
    buyer: 'José Álvarez',
  });
  await insertFile(db, {
    order_number: ORDER.lower,
    state: 'AZ',
    open_date: '2026-04-01',
    marketing_rep_id: otherRep.employee_id,
    directing_client_id: sierra.client_id,
    buyer: 'Ed Percent 100% Sure',
  });
  await insertFile(db, { order_number: ORDER.odd, state: 'AZ', open_date: '2026-05-01', buyer: 'Odd Order' });
  // More files than a file search or a quick find answers, all beginning 'LIM-' (opened in 2025, no client).
  await db.insert(escFiles).values(
    Array.from({ length: FILE_SEARCH_LIMIT + 1 }, (_, i) => ({
      order_number: `LIM-${String(i + 1).padStart(3, '0')}`,
      state: 'AZ',
      transaction_type: 'PURCHASE' as const,
      order_status: 'OPEN' as const,
      open_date: '2025-06-01',
    })),
  );

  const signed = async (options: Parameters<typeof signedInUser>[1]) =>
    (await signedInUser(t, options)).headers;
  as.superUser = await signed({ roles: ['Super User'], state: 'AZ' });
  as.admin = await signed({ roles: ['Admin'], state: 'AZ' });
  as.azSuper = await signed({ roles: ['State Super User'], state: 'AZ' });
  as.nvSuper = await signed({ roles: ['State Super User'], state: 'NV' });
  as.sales = await signed({ roles: ['Sales'], state: 'AZ', employeeId: rep.employee_id });
  as.assistant = await signed({ roles: ['Sales-Assistant'], state: 'AZ', viewEmployeeId: rep.employee_id });
  as.escrow = await signed({ roles: ['Escrow Officer'], state: 'AZ', employeeId: eo.employee_id });
  as.unlinked = await signed({ roles: ['Sales'], state: 'AZ' });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /api/files/file-search', () => {
  const search = (orderNumber: string, who: Headers = as.superUser) =>
    get<FileSearchRow[]>(`/api/files/file-search?order_number=${encodeURIComponent(orderNumber)}`, who);

  it('answers the file as spec 001 §3 "File (search)" has it', async () => {
    const [file, ...others] = await search(ORDER.f1);
    expect(others.map((row) => row.order_number)).toEqual([ORDER.f2]);
    expect(file).toMatchObject({
      order_number: ORDER.f1,
      open_date: '2026-02-01',
      close_date: '2026-03-01',
      calc_close_date: '2026-03-02',
      escrow_officer: { first_name: 'Eddie', last_name: 'Officer' },
      marketing_rep: { first_name: 'Rita', last_name: 'Rep' },
      settlement_agency: { name: '101 Test Scottsdale - Magnus Title Agency' },
      directing_client: { name: 'Acme Lending' },
      listing_agency: 'Listo Realty',
      listing_agent_name: 'Lucy Lister',
      selling_agency: 'Sello Realty',
      selling_agent_name: 'Sal Sellerton',
      external_title_company: { name: 'Desert Title JV' },
      lender_name: 'Firstline Lending',
      property: { state: 'AZ' },
      revenue_components: {
        title_processing: '95.00',
        settlement_fee: '2500.00',
        owners_policy: '1234.56',
        lenders_policy: '789.01',
        endorsements: '50.00',
      },
    });
    expect(typeof file?.file_id).toBe('number');
    expect(file?.file_uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof file?.settlement_agency?.branch_id).toBe('number');
    expect(typeof file?.external_title_company?.jv_id).toBe('number');
  });

  it('puts the whole order number first, then those it begins, by order number', async () => {
    expect(orderNumbers(await search('101-26'))).toEqual([ORDER.f1, ORDER.f2, ORDER.f3]);
    expect(orderNumbers(await search('101-2600002'))).toEqual([ORDER.f3]);
  });

  it('ignores case and surrounding spaces', async () => {
    expect(orderNumbers(await search('  AB-12 '))).toEqual([ORDER.lower]);
    expect(orderNumbers(await search('old-0001'))).toEqual([ORDER.old]);
  });

  it('takes % and _ literally', async () => {
    expect(await search('7%')).toEqual([]);
    expect(await search('7_7')).toEqual([]);
    expect(orderNumbers(await search('7x7'))).toEqual([ORDER.odd]);
  });

  it('links nothing that the file lacks', async () => {
    const [file] = await search(ORDER.odd);
    expect(file).toMatchObject({
      escrow_officer: null,
      marketing_rep: null,
      settlement_agency: null,
      directing_client: null,
      external_title_company: null,
      close_date: null,
      calc_close_date: null,
      revenue_components: { settlement_fee: '0.00' },
    });
  });

  it(`answers at most ${FILE_SEARCH_LIMIT} files`, async () => {
    const rows = await search('lim-');
    expect(rows).toHaveLength(FILE_SEARCH_LIMIT);
    expect(rows[0]?.order_number).toBe('LIM-001');
    expect(rows.at(-1)?.order_number).toBe(`LIM-${String(FILE_SEARCH_LIMIT).padStart(3, '0')}`);
  });

  it.each([
    ['', 'order_number'],
    ['order_number=', 'order_number'],
    ['order_number=%20%20', 'order_number'],
    [`order_number=${'9'.repeat(101)}`, 'order_number'],
    ['order_number=1&state=AZ', 'state'],
  ])('refuses ?%s with a 400 naming the field', async (query, field) => {
    const { detail } = await get<{ detail: string }>(`/api/files/file-search?${query}`, as.superUser, 400);
    expect(detail).toContain(field);
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ url: `/api/files/file-search?order_number=${ORDER.f1}` });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['superUser', [ORDER.f1, ORDER.f2, ORDER.f3, ORDER.f4]],
    ['admin', [ORDER.f1, ORDER.f2, ORDER.f3, ORDER.f4]],
    ['azSuper', [ORDER.f1, ORDER.f2, ORDER.f3]],
    ['nvSuper', [ORDER.f4]],
    // The rep's own file and the files of the JV the rep is linked to.
    ['sales', [ORDER.f1, ORDER.f3]],
    ['assistant', [ORDER.f1, ORDER.f3]],
    // The officer's own file and that of the employee linked to the officer.
    ['escrow', [ORDER.f1, ORDER.f2]],
    ['unlinked', []],
  ] as const)('shows %s only the files they may see', async (who, expected) => {
    const rows = [...(await search('101-26', as[who])), ...(await search('201-26', as[who]))];
    expect(orderNumbers(rows)).toEqual(expected);
  });

  it('exports the files the search shows, with its JV column, to each user their own', async () => {
    const download = (orderNumber: string, who: Headers) =>
      t.app.inject({
        url: `/api/files/file-search/export?format=csv&order_number=${encodeURIComponent(orderNumber)}`,
        headers: who,
      });
    const response = await download('101-26', as.superUser);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain('File Search');
    const records = csvRecords(response.body);
    expect(records.map((record) => record['Order #'])).toEqual(orderNumbers(await search('101-26')));
    expect(records.find((record) => record['Order #'] === ORDER.f1)).toMatchObject({
      EO: 'Eddie Officer',
      JV: 'Desert Title JV',
    });
    const sales = csvRecords((await download('101-26', as.sales)).body);
    expect(sales.map((record) => record['Order #'])).toEqual(orderNumbers(await search('101-26', as.sales)));
    expect((await download('', as.superUser)).statusCode).toBe(400);
  });
});

describe('GET /api/files/client-search', () => {
  const search = (query: string, who: Headers = as.superUser) =>
    get<GetClientSearchResponse>(`/api/files/client-search?${query}`, who);
  const term = (text: string) => `${RANGE}&client_search=${encodeURIComponent(text)}`;

  it('finds a party or the directing client, ignoring case and accents, within the dates', async () => {
    for (const text of ['jose alvarez', 'JOSÉ ÁLVAREZ', '  José Álv ']) {
      const answer = await search(term(text));
      // F1: the buyer; F3 and F4: the directing client. The 2024 file (the buyer too) is out of range.
      expect(orderNumbers(answer.rows), text).toEqual([ORDER.f4, ORDER.f3, ORDER.f1]);
      expect(answer).toMatchObject({ total: 3, total_is_capped: false, page: 1, page_size: 50 });
    }
    const allTime = await search(`start=2024-01-01&end=2026-12-31&client_search=jose%20alvarez`);
    expect(orderNumbers(allTime.rows)).toEqual([ORDER.f4, ORDER.f3, ORDER.f1, ORDER.old]);
  });

  it.each(['Sam Sellerman', 'listo realty', 'lucy lister', 'sello realty', 'sal sellerton', 'firstline'])(
    'looks in every party: %s',
    async (text) => {
      expect(orderNumbers((await search(term(text))).rows)).toEqual([ORDER.f1]);
    },
  );

  it('takes % and _ literally', async () => {
    // Only the party whose name has a % in it.
    expect(orderNumbers((await search(term('%'))).rows)).toEqual([ORDER.lower]);
    expect((await search(term('_'))).total).toBe(0);
    expect(orderNumbers((await search(term('100%'))).rows)).toEqual([ORDER.lower]);
  });

  it('pages and sorts on the server; a page past the end is the last page', async () => {
    const first = await search(`${term('jose alvarez')}&page_size=2`);
    expect(first).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(orderNumbers(first.rows)).toEqual([ORDER.f4, ORDER.f3]);
    const second = await search(`${term('jose alvarez')}&page_size=2&page=2`);
    expect(orderNumbers(second.rows)).toEqual([ORDER.f1]);
    const past = await search(`${term('jose alvarez')}&page_size=2&page=9`);
    expect(past).toMatchObject({ total: 3, page: 2 });
    expect(orderNumbers(past.rows)).toEqual([ORDER.f1]);

    const byNumber = await search(`${term('jose alvarez')}&sort=order_number&dir=asc`);
    expect(orderNumbers(byNumber.rows)).toEqual([ORDER.f1, ORDER.f3, ORDER.f4]);
    // Close Date: the date the file closed, else the one it is set to; none last.
    const byClose = await search(`${term('acme')}&sort=close_date&dir=desc`);
    expect(orderNumbers(byClose.rows)).toEqual([ORDER.f2, ORDER.f1]);
    const byCloseUp = await search(`${term('a')}&sort=close_date&dir=asc`);
    expect(orderNumbers(byCloseUp.rows).slice(0, 2)).toEqual([ORDER.f1, ORDER.f2]);
    expect(byCloseUp.rows.at(-1)?.calc_close_date ?? byCloseUp.rows.at(-1)?.close_date).toBeNull();
  });

  it('answers no page for no match', async () => {
    expect(await search(term('nobody at all'))).toEqual({
      rows: [],
      total: 0,
      total_is_capped: false,
      page: 1,
      page_size: 50,
    });
  });

  it.each([
    ['', 'start'],
    ['end=2026-12-31&client_search=acme', 'start'],
    ['start=2026-01-01&client_search=acme', 'end'],
    [RANGE, 'client_search'],
    [`${RANGE}&client_search=%20`, 'client_search'],
    ['start=2026-12-31&end=2026-01-01&client_search=acme', 'end'],
    ['start=2026-13-01&end=2026-12-31&client_search=acme', 'start'],
    [`${RANGE}&client_search=acme&sort=buyer`, 'sort'],
    [`${RANGE}&client_search=acme&page=0`, 'page'],
    [`${RANGE}&client_search=acme&page_size=201`, 'page_size'],
    [`${RANGE}&client_search=acme&state=AZ`, 'state'],
  ])('refuses ?%s with a 400 naming %s', async (query, field) => {
    const { detail } = await get<{ detail: string }>(`/api/files/client-search?${query}`, as.superUser, 400);
    expect(detail).toContain(field);
  });

  it.each([
    ['superUser', [ORDER.f4, ORDER.f3, ORDER.f1]],
    ['admin', [ORDER.f4, ORDER.f3, ORDER.f1]],
    ['azSuper', [ORDER.f3, ORDER.f1]],
    ['nvSuper', [ORDER.f4]],
    ['sales', [ORDER.f3, ORDER.f1]],
    ['assistant', [ORDER.f3, ORDER.f1]],
    ['escrow', [ORDER.f1]],
    ['unlinked', []],
  ] as const)('shows %s only the files they may see', async (who, expected) => {
    const answer = await search(term('jose alvarez'), as[who]);
    expect(orderNumbers(answer.rows)).toEqual(expected);
    expect(answer.total).toBe(expected.length);
  });

  it('exports every matching file with the filters, as the list shows them', async () => {
    const list = await search(term('jose alvarez'));
    const response = await t.app.inject({
      url: `/api/files/client-search/export?format=csv&${term('jose alvarez')}`,
      headers: as.superUser,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain('Client Search');
    expect(response.body).toContain('jose alvarez');
    const records = csvRecords(response.body);
    expect(records.map((record) => record['Order #'])).toEqual(orderNumbers(list.rows));
    expect(records[2]).toMatchObject({
      'Order #': ORDER.f1,
      'Open Date': '2026-02-01',
      'Close Date': '2026-03-02',
      EO: 'Eddie Officer',
      Rep: 'Rita Rep',
      Branch: '101 Test Scottsdale - Magnus Title Agency',
      'Directing Client': 'Acme Lending',
      'Listing Agent': 'Lucy Lister',
      'Selling Agent': 'Sal Sellerton',
      Lender: 'Firstline Lending',
    });
    const nv = await t.app.inject({
      url: `/api/files/client-search/export?format=csv&${term('jose alvarez')}`,
      headers: as.nvSuper,
    });
    expect(csvRecords(nv.body).map((record) => record['Order #'])).toEqual([ORDER.f4]);
    const bad = await t.app.inject({
      url: `/api/files/client-search/export?format=csv&${RANGE}`,
      headers: as.superUser,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/files/client-history', () => {
  const history = (query: string, who: Headers = as.superUser) =>
    get<GetClientHistoryResponse>(`/api/files/client-history?${query}`, who);
  const companies = (answer: GetClientHistoryResponse) => answer.rows.map((row) => row.company_name);

  it('counts each directing client’s files in the range, with the rep, JV and date of the latest', async () => {
    const answer = await history(RANGE);
    expect(answer).toMatchObject({ total: 3, page: 1, page_size: 50 });
    // Most files first, then by company.
    expect(answer.rows).toEqual([
      {
        client_id: expect.any(Number),
        company_name: 'Acme Lending',
        first_name: null,
        last_name: null,
        total_files: 2,
        last_marketing_rep: 'Oscar Other',
        last_jv: null,
        last_file_date: '2026-02-05',
      },
      {
        client_id: expect.any(Number),
        company_name: 'Casa Realty',
        first_name: 'José',
        last_name: 'Álvarez',
        total_files: 2,
        last_marketing_rep: 'Nina Nevada',
        last_jv: null,
        last_file_date: '2026-03-01',
      },
      {
        client_id: expect.any(Number),
        company_name: 'Sierra Homes',
        first_name: null,
        last_name: null,
        total_files: 1,
        last_marketing_rep: 'Oscar Other',
        last_jv: null,
        last_file_date: '2026-04-01',
      },
    ]);
  });

  it('adds up to the files of the range that have a directing client', async () => {
    for (const range of [RANGE, 'start=2024-01-01&end=2026-12-31', 'start=2026-02-02&end=2026-03-01']) {
      const [start, end] = range.split('&').map((part) => part.split('=')[1] as string);
      const [counted] = rowsOf<{ n: number }>(
        await t.db.execute(sql`select count(*)::int as n from esc_files
          where open_date between ${start} and ${end} and directing_client_id is not null`),
      );
      const answer = await history(range);
      expect(
        answer.rows.reduce((sum, row) => sum + row.total_files, 0),
        range,
      ).toBe(counted?.n);
    }
  });

  it('keeps the clients with at least min_files files, and those whose name has the search', async () => {
    expect(companies(await history(`${RANGE}&min_files=2`))).toEqual(['Acme Lending', 'Casa Realty']);
    expect(companies(await history(`${RANGE}&min_files=3`))).toEqual([]);
    expect(companies(await history(`${RANGE}&client_search=%20jose%20alv%20`))).toEqual(['Casa Realty']);
    expect(companies(await history(`${RANGE}&client_search=CASA`))).toEqual(['Casa Realty']);
    expect(companies(await history(`${RANGE}&client_search=%20`))).toHaveLength(3);
    expect(companies(await history(`${RANGE}&client_search=%25`))).toEqual([]);
  });

  it('sorts by company, total files and last file date, and pages', async () => {
    const sorted = async (sort: string, dir: string) =>
      companies(await history(`${RANGE}&sort=${sort}&dir=${dir}`));
    expect(await sorted('company_name', 'asc')).toEqual(['Acme Lending', 'Casa Realty', 'Sierra Homes']);
    expect(await sorted('company_name', 'desc')).toEqual(['Sierra Homes', 'Casa Realty', 'Acme Lending']);
    expect(await sorted('last_file_date', 'desc')).toEqual(['Sierra Homes', 'Casa Realty', 'Acme Lending']);
    expect(await sorted('total_files', 'asc')).toEqual(['Sierra Homes', 'Casa Realty', 'Acme Lending']);
    const second = await history(`${RANGE}&sort=company_name&dir=asc&page_size=2&page=2`);
    expect(second).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(companies(second)).toEqual(['Sierra Homes']);
    const past = await history(`${RANGE}&sort=company_name&dir=asc&page_size=2&page=5`);
    expect(past).toMatchObject({ total: 3, page: 2 });
    expect(companies(past)).toEqual(['Sierra Homes']);
  });

  it.each([
    ['', 'start'],
    ['start=2026-01-01', 'end'],
    ['end=2026-12-31', 'start'],
    ['start=2026-12-31&end=2026-01-01', 'end'],
    [`${RANGE}&min_files=0`, 'min_files'],
    [`${RANGE}&min_files=two`, 'min_files'],
    [`${RANGE}&sort=first_name`, 'sort'],
    [`${RANGE}&branch_id=1`, 'branch_id'],
  ])('refuses ?%s with a 400 naming %s', async (query, field) => {
    const { detail } = await get<{ detail: string }>(`/api/files/client-history?${query}`, as.superUser, 400);
    expect(detail).toContain(field);
  });

  it.each([
    ['superUser', { 'Acme Lending': 2, 'Casa Realty': 2, 'Sierra Homes': 1 }],
    ['admin', { 'Acme Lending': 2, 'Casa Realty': 2, 'Sierra Homes': 1 }],
    ['azSuper', { 'Acme Lending': 2, 'Casa Realty': 1, 'Sierra Homes': 1 }],
    ['nvSuper', { 'Casa Realty': 1 }],
    ['sales', { 'Acme Lending': 1, 'Casa Realty': 1 }],
    ['assistant', { 'Acme Lending': 1, 'Casa Realty': 1 }],
    ['escrow', { 'Acme Lending': 2 }],
    ['unlinked', {}],
  ] as const)('counts for %s only the files they may see', async (who, expected) => {
    const answer = await history(`${RANGE}&sort=company_name&dir=asc`, as[who]);
    expect(Object.fromEntries(answer.rows.map((row) => [row.company_name, row.total_files]))).toEqual(
      expected,
    );
    expect(answer.total).toBe(Object.keys(expected).length);
  });

  it('names the latest file’s rep and JV among the files the user may see', async () => {
    const [casa] = (await history(`${RANGE}&client_search=casa`, as.sales)).rows;
    expect(casa).toMatchObject({
      last_marketing_rep: 'Oscar Other',
      last_jv: 'Desert Title JV',
      last_file_date: '2026-02-10',
    });
  });

  it('exports every client of the filters', async () => {
    const response = await t.app.inject({
      url: `/api/files/client-history/export?format=csv&${RANGE}&min_files=2`,
      headers: as.superUser,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain('Client History Summary');
    expect(csvRecords(response.body)).toEqual([
      {
        Company: 'Acme Lending',
        First: '',
        Last: '',
        'Total Files': '2',
        'Last Marketing Rep': 'Oscar Other',
        'Last JV': '',
        'Last File Date': '2026-02-05',
      },
      {
        Company: 'Casa Realty',
        First: 'José',
        Last: 'Álvarez',
        'Total Files': '2',
        'Last Marketing Rep': 'Nina Nevada',
        'Last JV': '',
        'Last File Date': '2026-03-01',
      },
    ]);
    const nv = await t.app.inject({
      url: `/api/files/client-history/export?format=csv&${RANGE}`,
      headers: as.nvSuper,
    });
    expect(csvRecords(nv.body).map((record) => record.Company)).toEqual(['Casa Realty']);
  });
});

describe('GET /api/files/quick-find', () => {
  const find = (q: string, who: Headers = as.superUser) =>
    get<GetQuickFindResponse>(`/api/files/quick-find?q=${encodeURIComponent(q)}`, who);

  it('finds files by the beginning of their order number, and clients by any part of their name', async () => {
    const answer = await find('101-26');
    expect(answer.files).toEqual([
      {
        file_uuid: expect.any(String),
        order_number: ORDER.f1,
        open_date: '2026-02-01',
        branch_name: '101 Test Scottsdale - Magnus Title Agency',
        buyer: 'José Álvarez',
      },
      expect.objectContaining({ order_number: ORDER.f2, buyer: 'Bob Buyer' }),
      expect.objectContaining({ order_number: ORDER.f3 }),
    ]);
    expect(answer.clients).toEqual([]);
    expect((await find('alvarez')).clients).toEqual([
      { client_id: expect.any(Number), name: 'José Álvarez', company_name: 'Casa Realty' },
    ]);
    expect((await find('ACME')).clients).toEqual([
      { client_id: expect.any(Number), name: 'Acme Lending', company_name: null },
    ]);
    expect((await find(' Ab-1 ')).files.map((file) => file.order_number)).toEqual([ORDER.lower]);
  });

  it(`answers at most ${QUICK_FIND_LIMIT} of each`, async () => {
    const answer = await find('lim');
    expect(answer.files.map((file) => file.order_number)).toEqual(
      Array.from({ length: QUICK_FIND_LIMIT }, (_, i) => `LIM-${String(i + 1).padStart(3, '0')}`),
    );
  });

  it.each([
    ['superUser', [ORDER.f4], ['Casa Realty']],
    ['nvSuper', [ORDER.f4], ['Casa Realty']],
    ['azSuper', [], ['Casa Realty']],
    ['sales', [], ['Casa Realty']],
    ['escrow', [], []],
    ['unlinked', [], []],
  ] as const)('finds for %s only what they may see', async (who, files, clients) => {
    const answer = await find('201-2', as[who]);
    expect(answer.files.map((file) => file.order_number)).toEqual(files);
    const named = await find('casa', as[who]);
    expect(named.clients.map((client) => client.company_name)).toEqual(clients);
  });

  it('finds a client only through a file the user may see', async () => {
    expect((await find('sierra', as.superUser)).clients).toHaveLength(1);
    expect((await find('sierra', as.nvSuper)).clients).toEqual([]);
    expect((await find('sierra', as.sales)).clients).toEqual([]);
    expect((await find('acme', as.escrow)).clients.map((client) => client.name)).toEqual(['Acme Lending']);
  });

  it('lists the clients named by the term first: the whole name, then a word that begins with it, then any part, then names found only elsewhere (a contact)', async () => {
    const named = async (values: Parameters<typeof insertClient>[1]) => {
      const client = await insertClient(t.db, values);
      await insertFile(t.db, { open_date: '2019-05-01', directing_client_id: client.client_id });
    };
    // Only its contact is a Barnett: the name shown does not contain the term.
    await named({ company_name: 'Cactus Wren Builders', contact_name: 'Mike Barnett' });
    await named({ company_name: 'Zabarnetty Supply' });
    await named({ company_name: 'Barnett Homes' });
    await named({ individual_name: 'Mary Barnett', company_name: 'Desert Realty' });
    await named({ company_name: 'BARNETT' });
    await named({ company_name: 'Sun Title', first_name: 'Bo', last_name: 'Barnétt-Lee' });
    expect((await find('Barnett')).clients.map((client) => client.name)).toEqual([
      'BARNETT',
      'Barnett Homes',
      'Bo Barnétt-Lee',
      'Mary Barnett',
      'Zabarnetty Supply',
      'Cactus Wren Builders',
    ]);
  });

  it.each([
    ['', 'q'],
    ['q=', 'q'],
    ['q=a', 'q: must be at least 2 characters'],
    ['q=%20a%20', 'q: must be at least 2 characters'],
    [`q=${'x'.repeat(101)}`, 'q'],
    ['q=ab&limit=3', 'limit'],
  ])('refuses ?%s with a 400', async (query, detail) => {
    const answer = await get<{ detail: string }>(`/api/files/quick-find?${query}`, as.superUser, 400);
    expect(answer.detail).toContain(detail);
  });
});
