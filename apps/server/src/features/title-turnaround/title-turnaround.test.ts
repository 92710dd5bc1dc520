import {
  COMMIT_READY_BEFORE_SEARCH_START,
  ORDER_NUMBER_REQUIRED,
  type TitleTurnaroundRecord,
  type TitleTurnaroundResponse,
  ZTitleTurnaroundResponse,
} from '@hub/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCalendarDay } from '../../../test/fixtures/calendar-days.ts';
import { auditOf, createJv } from '../../../test/fixtures/employee-links.ts';
import { csvRecords, insertFile } from '../../../test/fixtures/file-reports.ts';
import { createEmployee, fixClock, signedInUser, testAppForFile } from '../../../test/helper.ts';

/**
 * The Title Officer Turnaround (spec 001 §2, §7; DOMAIN.md §6): business days of each state's
 * calendar across a weekend and a holiday (AZ closes Monday 10 March 2031, NV Friday 14 March),
 * eligibility at 2 and 3 days, the override, the commission and the averages written by hand, the
 * sort, the CSV, the files added by hand and who may do what.
 */
fixClock(new Date('2031-04-15T19:00:00Z'));
const t = testAppForFile();
type Headers = Record<string, string>;

const MARCH = 'beg_date=2031-03-01&end_date=2031-03-31';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });
const send = (
  method: 'PUT' | 'POST' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url: `/api${url}`, headers, ...(payload === undefined ? {} : { payload }) });
const report = async (query: string, headers: Headers = t.as('admin')) => {
  const response = await get(`/reports/to?${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const answer = response.json<TitleTurnaroundResponse>();
  // The route sends its answer without the schema's parse (exactAnswer): it is what the parse makes
  // of it, no field more or less, none of another type.
  expect(answer).toStrictEqual(ZTitleTurnaroundResponse.parse(answer));
  return answer;
};
const officerRow = (answer: TitleTurnaroundResponse, last: string, first: string): TitleTurnaroundRecord => {
  const row = answer.rows.find((r) => r.last_name === last && r.first_name === first);
  if (!row) throw new Error(`${first} ${last} is not in the report`);
  return row;
};
const days = (row: TitleTurnaroundRecord) =>
  Object.fromEntries(row.files.map((f) => [f.order_number, [f.turn_around_days, f.comm_elig]]));

const ids = {} as Record<'bob' | 'carl' | 'alice' | 'nora' | 'plain', { employee_id: number; uuid: string }> &
  Record<'a2' | 'n1' | 'loose' | 'looseNv', { file_id: number; file_uuid: string; order_number: string }>;
const users = {} as Record<'azSuper' | 'eo', Headers>;

beforeAll(async () => {
  const db = t.db;
  await createCalendarDay(db, { day_date: '2031-03-10', state: 'AZ' });
  await createCalendarDay(db, { day_date: '2031-03-14', state: 'NV' });

  ids.bob = await createEmployee(db, {
    first_name: 'Bob',
    last_name: 'Adams',
    title_base_files: 1,
    title_per_file_com: '25.50',
  });
  ids.carl = await createEmployee(db, { first_name: 'Carl', last_name: 'adams' });
  ids.alice = await createEmployee(db, {
    first_name: 'Alice',
    last_name: 'Zeta',
    title_base_files: 0,
    title_per_file_com: '10.00',
  });
  const dan = await createEmployee(db, { first_name: 'Dan', last_name: 'Old' });
  ids.nora = await createEmployee(db, {
    first_name: 'Nora',
    last_name: 'Nevada',
    state: 'NV',
    title_base_files: 0,
    title_per_file_com: '5.00',
  });
  ids.plain = await createEmployee(db, { first_name: 'Pat', last_name: 'Plain' });

  const one = await createJv(db, { name: 'AZ One', st: 'AZ', title_officer: ids.bob.employee_id });
  await createJv(db, { name: 'AZ Bee', st: 'AZ', title_officer: ids.bob.employee_id, is_active: false });
  const two = await createJv(db, { name: 'AZ Two', st: 'AZ', title_officer: ids.alice.employee_id });
  await createJv(db, { name: 'AZ Three', st: 'AZ', title_officer: ids.carl.employee_id });
  await createJv(db, { name: 'Old AZ', st: 'AZ', title_officer: dan.employee_id, is_active: false });
  const nv = await createJv(db, { name: 'NV One', st: 'NV', title_officer: ids.nora.employee_id });

  const azFile = (order_number: string, ready: string | null, commit: string | null, more = {}) =>
    insertFile(db, {
      order_number,
      jv_id: one.jv_id,
      open_date: '2031-02-20',
      ready_for_title_date: ready,
      commit_complete_date: commit,
      county: 'Maricopa',
      title_type: 'Owner',
      legal_desc: `Lot of ${order_number}`,
      ...more,
    });
  // Friday to Wednesday over AZ's Monday holiday: Tuesday and Wednesday, 2 business days: eligible.
  await azFile('A-1', '2031-03-07', '2031-03-12');
  // Thursday to Tuesday: Friday, Monday, Tuesday, 3 business days: not eligible.
  ids.a2 = await azFile('A-2', '2031-03-13', '2031-03-18');
  // The same day: 0.
  await azFile('A-3', '2031-03-03', '2031-03-03');
  // No commit yet: no turnaround, not eligible.
  await azFile('A-4', '2031-03-20', null);
  // Monday to Thursday, 3 days, but overridden: eligible.
  await azFile('A-7', '2031-03-24', '2031-03-27', { title_comm_override: true });
  // Ready outside the range: left out.
  await azFile('A-5', '2031-04-01', '2031-04-01');
  await azFile('A-6', '2031-02-28', '2031-03-03');
  await insertFile(db, {
    order_number: 'Z-1',
    jv_id: two.jv_id,
    ready_for_title_date: '2031-03-11',
    commit_complete_date: '2031-03-11',
  });
  // NV: the same Friday to Wednesday counts Monday: 3 days, not eligible.
  ids.n1 = await insertFile(db, {
    order_number: 'N-1',
    state: 'NV',
    jv_id: nv.jv_id,
    ready_for_title_date: '2031-03-07',
    commit_complete_date: '2031-03-12',
  });
  // Thursday to Monday over NV's Friday holiday: 1 day (AZ would count 2).
  await insertFile(db, {
    order_number: 'N-2',
    state: 'NV',
    jv_id: nv.jv_id,
    ready_for_title_date: '2031-03-13',
    commit_complete_date: '2031-03-17',
  });
  ids.loose = await insertFile(db, { order_number: 'LOOSE-1', county: 'Pima', title_type: 'Lender' });
  ids.looseNv = await insertFile(db, { order_number: 'LOOSE-NV', state: 'NV' });

  users.azSuper = (await signedInUser(t, { roles: ['State Super User'], state: 'AZ' })).headers;
  users.eo = (await signedInUser(t, { roles: ['Escrow Officer'], state: 'AZ' })).headers;
});

describe('GET /reports/to', () => {
  it("counts business days of each state's calendar and the commission written by hand", async () => {
    const az = await report(`state=AZ&${MARCH}`);
    expect(az.state).toBe('AZ');
    const bob = officerRow(az, 'Adams', 'Bob');
    expect(days(bob)).toEqual({
      'A-1': [2, true],
      'A-2': [3, false],
      'A-3': [0, true],
      'A-4': [null, false],
      'A-7': [3, true],
    });
    expect(bob.files.map((f) => f.order_number)).toEqual(['A-1', 'A-2', 'A-3', 'A-4', 'A-7']);
    expect(bob.jvs_assigned).toEqual(['AZ Bee', 'AZ One']);
    expect(bob).toMatchObject({
      total_file_cnt: 5,
      comm_file_cnt: 3,
      // 3 of 5 files; (2 + 3 + 0 + 3) / 4 numeric turnarounds.
      on_time_pct: 60,
      avg_turn_around_days: 2,
      base_files: 1,
      comm_per_file: '25.50',
      // max(0, 3 - 1) x 2550 cents = 5100 cents.
      comm_amt: '51.00',
      beg_date: '2031-03-01',
      end_date: '2031-03-31',
    });
    const a1 = bob.files[0];
    expect(a1).toMatchObject({
      file_uuid: expect.any(String),
      order_status: 'OPEN',
      open_date: '2031-02-20',
      ready_for_title_date: '2031-03-07',
      commit_complete_date: '2031-03-12',
      county: 'Maricopa',
      title_type: 'Owner',
      legal_desc: 'Lot of A-1',
    });
    expect(a1 && 'added_file_uuid' in a1).toBe(false);
    // The spec's fields and no others (the server computes on its rows, which hold more).
    expect(Object.keys(a1 ?? {}).sort()).toEqual(
      [
        'file_id',
        'file_uuid',
        'order_number',
        'order_status',
        'open_date',
        'ready_for_title_date',
        'commit_complete_date',
        'turn_around_days',
        'county',
        'title_type',
        'legal_desc',
        'comm_elig',
      ].sort(),
    );

    const alice = officerRow(az, 'Zeta', 'Alice');
    expect(alice).toMatchObject({ total_file_cnt: 1, comm_file_cnt: 1, on_time_pct: 100, comm_amt: '10.00' });
    const carl = officerRow(az, 'adams', 'Carl');
    expect(carl).toMatchObject({
      total_file_cnt: 0,
      comm_file_cnt: 0,
      on_time_pct: null,
      avg_turn_around_days: null,
      base_files: 0,
      comm_per_file: '0.00',
      comm_amt: '0.00',
      files: [],
    });

    // Sorted by last then first name, case ignored; an officer of inactive JVs only, without files, left out.
    expect(az.rows.map((r) => `${r.last_name}, ${r.first_name}`)).toEqual([
      'Adams, Bob',
      'adams, Carl',
      'Zeta, Alice',
    ]);
    // The footer: 6 files, 4 eligible, (2 + 3 + 0 + 3 + 0) / 5 numeric turnarounds.
    expect(az.totals).toEqual({ total_file_cnt: 6, comm_file_cnt: 4, avg_turn_around_days: 1.6 });

    const nv = await report(`state=NV&${MARCH}`);
    expect(nv.rows.map((r) => r.last_name)).toEqual(['Nevada']);
    const nora = officerRow(nv, 'Nevada', 'Nora');
    expect(days(nora)).toEqual({ 'N-1': [3, false], 'N-2': [1, true] });
    // 1 eligible x 500 cents; (3 + 1) / 2.
    expect(nora).toMatchObject({
      comm_file_cnt: 1,
      on_time_pct: 50,
      avg_turn_around_days: 2,
      comm_amt: '5.00',
    });
  });

  it("defaults to the user's own state, else AZ; refuses dates out of order", async () => {
    expect((await report(MARCH, t.as('nvSuper'))).state).toBe('NV');
    expect((await report(MARCH, t.as('admin'))).state).toBe('AZ');
    expect(
      (await get(`/reports/to?state=AZ&beg_date=2031-03-31&end_date=2031-03-01`, t.as('admin'))).statusCode,
    ).toBe(400);
    expect((await get('/reports/to?state=AZ&end_date=2031-03-01', t.as('admin'))).statusCode).toBe(400);
    expect((await get(`/reports/to?state=TX&${MARCH}`, t.as('admin'))).statusCode).toBe(400);
  });

  it('is for administrators within their states', async () => {
    expect((await get(`/reports/to?state=AZ&${MARCH}`, t.as('superUser'))).statusCode).toBe(200);
    expect((await get(`/reports/to?state=AZ&${MARCH}`, users.azSuper)).statusCode).toBe(200);
    expect((await get(`/reports/to?state=AZ&${MARCH}`, t.as('nvSuper'))).statusCode).toBe(403);
    expect((await get(`/reports/to?state=AZ&${MARCH}`, t.as('sales'))).statusCode).toBe(403);
    expect((await get(`/reports/to?state=AZ&${MARCH}`, users.eo)).statusCode).toBe(403);
    expect((await get(`/reports/to/export?format=csv&state=AZ&${MARCH}`, t.as('nvSuper'))).statusCode).toBe(
      403,
    );
  });

  it("exports the spec's columns under the spec's file name", async () => {
    const file = await get(`/reports/to/export?format=csv&state=AZ&${MARCH}`, t.as('admin'));
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="to_turnaround_AZ_2031-03-01_to_2031-03-31.csv"',
    );
    const records = csvRecords(file.body);
    expect(Object.keys(records[0] ?? {})).toEqual([
      'Employee',
      'Begin',
      'End',
      'Total Files',
      'Eligible Files',
      'Avg Turnaround (days)',
      'File ID',
      'Order #',
      'Status',
      'Open Date',
      'Ready For Title',
      'Commit Complete',
      'Turnaround Days',
      'County',
      'Type',
    ]);
    // One line per file, an officer without files on a line of their own.
    expect(records.map((r) => [r.Employee, r['Order #'], r['Turnaround Days']])).toEqual([
      ['Adams, Bob', 'A-1', '2'],
      ['Adams, Bob', 'A-2', '3'],
      ['Adams, Bob', 'A-3', '0'],
      ['Adams, Bob', 'A-4', ''],
      ['Adams, Bob', 'A-7', '3'],
      ['adams, Carl', '', ''],
      ['Zeta, Alice', 'Z-1', '0'],
    ]);
    expect(records[0]).toMatchObject({
      Begin: '2031-03-01',
      End: '2031-03-31',
      'Total Files': '5',
      'Eligible Files': '3',
      'Avg Turnaround (days)': '2',
      'File ID': expect.stringMatching(/^\d+$/),
      Status: 'OPEN',
      'Open Date': '2031-02-20',
      'Ready For Title': '2031-03-07',
      'Commit Complete': '2031-03-12',
      County: 'Maricopa',
      Type: 'Owner',
    });
    const xlsx = await get(`/reports/to/export?format=xlsx&state=AZ&${MARCH}`, t.as('admin'));
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('to_turnaround_AZ_2031-03-01_to_2031-03-31.xlsx');
  });
});

describe('PUT /title-file-additions/override-title-comm', () => {
  const url = '/title-file-additions/override-title-comm';

  it('is super only, one way, within the state, and audited once', async () => {
    const body = { file_uuid: ids.a2.file_uuid, override: true };
    expect((await send('PUT', url, t.as('admin'), body)).statusCode).toBe(403);
    expect((await send('PUT', url, t.as('sales'), body)).statusCode).toBe(403);
    expect((await send('PUT', url, users.eo, body)).statusCode).toBe(403);
    expect((await send('PUT', url, t.as('nvSuper'), body)).statusCode).toBe(403);
    const undo = await send('PUT', url, users.azSuper, { ...body, override: false });
    expect(undo.statusCode).toBe(400);
    expect(undo.json().detail).toContain('an override cannot be undone');
    expect((await send('PUT', url, users.azSuper, { ...body, file_uuid: UNKNOWN })).statusCode).toBe(404);
    expect(await auditOf(t.db, 'esc_files', ids.a2.file_uuid)).toEqual([]);

    const done = await send('PUT', url, users.azSuper, body);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ file_uuid: ids.a2.file_uuid, title_comm_override: true });
    const bob = officerRow(await report(`state=AZ&${MARCH}`), 'Adams', 'Bob');
    expect(days(bob)['A-2']).toEqual([3, true]);
    // 4 eligible: max(0, 4 - 1) x 2550 cents = 7650 cents.
    expect(bob).toMatchObject({ comm_file_cnt: 4, on_time_pct: 80, comm_amt: '76.50' });

    expect((await send('PUT', url, t.as('superUser'), body)).statusCode).toBe(200);
    const audit = await auditOf(t.db, 'esc_files', ids.a2.file_uuid);
    expect(audit).toEqual([
      {
        user_id: expect.any(Number),
        action: 'update',
        before: { title_comm_override: false },
        after: { title_comm_override: true },
      },
    ]);
    // A Super User reaches NV too.
    const nv = { file_uuid: ids.n1.file_uuid, override: true };
    expect((await send('PUT', url, users.azSuper, nv)).statusCode).toBe(403);
    expect((await send('PUT', url, t.as('superUser'), nv)).statusCode).toBe(200);
  });
});

describe('POST and DELETE /title-file-additions', () => {
  const add = (headers: Headers, body: Record<string, unknown>) =>
    send('POST', '/title-file-additions', headers, {
      title_officer_uuid: ids.alice.uuid,
      order_number: ids.loose.order_number,
      search_start_dt: '2031-03-05',
      commit_ready_dt: '2031-03-06',
      ...body,
    });

  it('refuses what the spec and the officer refuse', async () => {
    const blank = await add(t.as('superUser'), { order_number: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toContainEqual({ path: 'order_number', message: ORDER_NUMBER_REQUIRED });
    const backwards = await add(t.as('superUser'), { commit_ready_dt: '2031-03-04' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toContainEqual({
      path: 'commit_ready_dt',
      message: COMMIT_READY_BEFORE_SEARCH_START,
    });
    const unknown = await add(t.as('superUser'), { order_number: 'NOPE-404' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe('body.order_number: No file has order number NOPE-404');
    const otherState = await add(t.as('superUser'), { order_number: ids.looseNv.order_number });
    expect(otherState.statusCode).toBe(400);
    expect(otherState.json().detail).toBe(
      "body.order_number: Order LOOSE-NV is a NV file; this title officer's JVs are in AZ",
    );
    const notOfficer = await add(t.as('superUser'), { title_officer_uuid: ids.plain.uuid });
    expect(notOfficer.statusCode).toBe(400);
    expect(notOfficer.json().detail).toContain('not the title officer');
    expect((await add(t.as('superUser'), { title_officer_uuid: UNKNOWN })).statusCode).toBe(400);
    expect((await add(t.as('admin'), {})).statusCode).toBe(403);
    expect((await add(t.as('sales'), {})).statusCode).toBe(403);
    expect((await add(t.as('nvSuper'), {})).statusCode).toBe(403);
    expect(await auditOf(t.db, 'title_file_additions', UNKNOWN)).toEqual([]);
  });

  it('adds a file to the officer, counted with its own dates, and deletes it', async () => {
    const created = await add(users.azSuper, { order_number: ` ${ids.loose.order_number.toLowerCase()} ` });
    expect(created.statusCode, created.body).toBe(201);
    const added = created.json();
    expect(added).toEqual({
      added_file_uuid: expect.any(String),
      title_officer_uuid: ids.alice.uuid,
      order_number: ids.loose.order_number,
      file_uuid: ids.loose.file_uuid,
      search_start_dt: '2031-03-05',
      commit_ready_dt: '2031-03-06',
    });
    const alice = officerRow(await report(`state=AZ&${MARCH}`), 'Zeta', 'Alice');
    const file = alice.files.find((f) => f.order_number === ids.loose.order_number);
    // Wednesday to Thursday: 1 day, eligible; 2 eligible x 1000 cents.
    expect(Object.keys(file ?? {})).toContain('added_file_uuid');
    expect(Object.keys(file ?? {})).not.toContain('title_comm_override');
    expect(file).toMatchObject({
      added_file_uuid: added.added_file_uuid,
      ready_for_title_date: '2031-03-05',
      commit_complete_date: '2031-03-06',
      turn_around_days: 1,
      comm_elig: true,
      county: 'Pima',
    });
    expect(alice).toMatchObject({
      total_file_cnt: 2,
      comm_file_cnt: 2,
      avg_turn_around_days: 0.5,
      comm_amt: '20.00',
    });
    // Not in April's report, nor in NV's.
    expect(
      officerRow(await report('state=AZ&beg_date=2031-04-01&end_date=2031-04-30'), 'Zeta', 'Alice').files,
    ).toEqual([]);
    expect((await auditOf(t.db, 'title_file_additions', added.added_file_uuid)).map((a) => a.action)).toEqual(
      ['create'],
    );
    // Once per officer: the same file again, or a file already on the report by its JV, is refused.
    const again = await add(users.azSuper, { order_number: ids.loose.order_number });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(
      `body.order_number: Order ${ids.loose.order_number} is already added to this title officer's files`,
    );
    // A-2 is a file of AZ One, whose title officer is Bob.
    const listed = await add(users.azSuper, {
      title_officer_uuid: ids.bob.uuid,
      order_number: ids.a2.order_number,
    });
    expect(listed.statusCode).toBe(400);
    expect(listed.json().detail).toContain('is already on this title officer');
    expect(officerRow(await report(`state=AZ&${MARCH}`), 'Zeta', 'Alice').total_file_cnt).toBe(2);

    const url = `/title-file-additions/${added.added_file_uuid}`;
    expect((await send('DELETE', url, t.as('admin'))).statusCode).toBe(403);
    expect((await send('DELETE', url, t.as('nvSuper'))).statusCode).toBe(403);
    // A file of the officer's JV is no addition.
    expect(
      (await send('DELETE', `/title-file-additions/${ids.a2.file_uuid}`, users.azSuper)).statusCode,
    ).toBe(404);
    expect((await send('DELETE', url, users.azSuper)).statusCode).toBe(204);
    expect((await send('DELETE', url, users.azSuper)).statusCode).toBe(404);
    expect(officerRow(await report(`state=AZ&${MARCH}`), 'Zeta', 'Alice').total_file_cnt).toBe(1);
    expect((await auditOf(t.db, 'title_file_additions', added.added_file_uuid)).map((a) => a.action)).toEqual(
      ['create', 'delete'],
    );
  });
});
