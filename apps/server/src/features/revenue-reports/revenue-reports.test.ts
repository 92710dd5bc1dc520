import {
  type RevenueCompareResponse,
  type RevenueTrendResponse,
  ZRevenueCompareResponse,
} from '@hub/contract';
import { addDays, dayOfWeek, firstDayOfMonth, monthName, previousMonth, todayInLA } from '@hub/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBranch } from '../../../test/fixtures/branches.ts';
import { createJv } from '../../../test/fixtures/employee-links.ts';
import { createNamedEmployee } from '../../../test/fixtures/employees.ts';
import { csvRecords } from '../../../test/fixtures/file-reports.ts';
import { closedFile, insertRolledAdjustment, insertRolledFile } from '../../../test/fixtures/report-files.ts';
import { createEmployee, fixClock, signedInUser, testAppForFile } from '../../../test/helper.ts';
import { calendarDays } from '../../db/schema/index.ts';

/**
 * GET /api/revenue/trend and /api/revenue/datecompare: figures read from the daily rollups, checked
 * against small sets of files whose sums are written out by hand.
 */
// 31 December 2026 at 23:30 in Los Angeles, already 1 January in UTC.
const NOW = new Date('2027-01-01T07:30:00Z');
fixClock(NOW);
const t = testAppForFile();
type Headers = Record<string, string>;

const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });

const users = {} as Record<'azSuper' | 'eoUser', Headers>;
const ids = {} as Record<'branchX' | 'branchY' | 'branchNv', number>;
const people = {} as Record<
  'officer' | 'linked' | 'rep' | 'nvOfficer' | 'noType',
  { employee_id: number; uuid: string }
>;

// The trend's month: last month in Los Angeles (entirely past), its first Saturday before the 15th,
// the Monday after it, a Tuesday closure, and the Wednesday.
const today = todayInLA(NOW);
const trendMonth = previousMonth(today);
let saturday = firstDayOfMonth(trendMonth);
while (dayOfWeek(saturday) !== 6) saturday = addDays(saturday, 1);
const monday = addDays(saturday, 2);
const tuesday = addDays(saturday, 3);
const wednesday = addDays(saturday, 4);

beforeAll(async () => {
  const { db } = t;
  people.officer = await createNamedEmployee(db, 'EO', 'Olive', 'Officer');
  people.linked = await createNamedEmployee(db, 'EO', 'Lee', 'Linked', {
    link_to_emp_id: people.officer.employee_id,
  });
  people.rep = await createNamedEmployee(db, 'REP', 'Rita', 'Rep');
  people.nvOfficer = await createNamedEmployee(db, 'EO', 'Nico', 'Nevada', { state: 'NV' });
  people.noType = await createEmployee(db, { first_name: 'Tia', last_name: 'Typeless', state: 'AZ' });
  ids.branchX = (
    await createBranch(db, { name: '101 Scottsdale - Magnus Title Agency', state: 'AZ' })
  ).branch_id;
  ids.branchY = (await createBranch(db, { name: '102 Tempe', state: 'AZ' })).branch_id;
  ids.branchNv = (await createBranch(db, { name: '201 Reno', state: 'NV' })).branch_id;
  const jv = await createJv(db, { magnus_title_pct: '0.25' });
  await db.insert(calendarDays).values([
    { day_date: tuesday, state: 'AZ', is_business_day: false, holiday_name: 'Test closure' },
    { day_date: '2031-03-04', state: 'AZ', is_business_day: false, holiday_name: 'Test closure' },
  ]);

  // ---- The trend's files (branch X unless said) ----
  const x = { branch_id: ids.branchX };
  await insertRolledFile(db, { ...x, open_date: saturday });
  await insertRolledFile(db, { ...x, ...closedFile(monday, monday), settlement_fee: '100.00' });
  await insertRolledFile(db, { ...x, open_date: tuesday });
  await insertRolledFile(db, {
    ...x,
    ...closedFile(addDays(saturday, -40), wednesday),
    jv_id: jv.jv_id,
    settlement_fee: '100.00',
    owners_policy: '200.00',
  });
  await insertRolledFile(db, { branch_id: ids.branchY, open_date: monday });
  await insertRolledFile(db, { branch_id: ids.branchNv, state: 'NV', open_date: monday });

  // ---- The comparison's files (report date Wednesday 2031-03-12, business day 7 with the closure of the 4th) ----
  await insertRolledFile(db, {
    ...closedFile('2031-03-02', '2031-03-10'),
    settlement_fee: '1000.10',
    escrow_officer_id: people.officer.employee_id,
  });
  await insertRolledFile(db, {
    ...closedFile('2031-03-12', '2031-03-12'),
    jv_id: jv.jv_id,
    settlement_fee: '100.00',
    owners_policy: '200.00',
    escrow_officer_id: people.officer.employee_id,
  });
  await insertRolledFile(db, { open_date: '2031-03-13' });
  const d = await insertRolledFile(db, {
    ...closedFile('2031-02-11', '2031-02-11'),
    settlement_fee: '500.00',
    marketing_rep_id: people.rep.employee_id,
  });
  await insertRolledAdjustment(db, d.file_id, { posting_date: '2031-03-06', magnus_escrow: '10.00' });
  await insertRolledFile(db, { open_date: '2031-02-12' });
  await insertRolledFile(db, {
    open_date: '2031-02-03',
    order_status: 'CANCELLED',
    cancel_date: '2031-03-05',
    marketing_rep_id: people.rep.employee_id,
  });
  await insertRolledFile(db, {
    ...closedFile('2030-03-11', '2030-03-11'),
    settlement_fee: '250.55',
    escrow_officer_id: people.linked.employee_id,
  });
  await insertRolledFile(db, {
    state: 'NV',
    ...closedFile('2031-03-05', '2031-03-05'),
    settlement_fee: '999.00',
  });

  users.azSuper = (await signedInUser(t, { roles: ['State Super User'], state: 'AZ' })).headers;
  users.eoUser = (
    await signedInUser(t, { roles: ['Escrow Officer'], employeeId: people.officer.employee_id })
  ).headers;
});

const trend = async (query: string, headers: Headers = t.as('superUser')) => {
  const response = await get(`/revenue/trend?${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RevenueTrendResponse>();
};
const rowOn = (answer: RevenueTrendResponse, date: string) => answer.rows.find((r) => r.stat_date === date);

describe('GET /api/revenue/trend', () => {
  it("counts each day on the first business day on or after it, MTD the month's days through it", async () => {
    const answer = await trend(`state=AZ&months_back=2&branch_id=${ids.branchX}`);
    expect(answer).toMatchObject({
      state: 'AZ',
      branch_id: ids.branchX,
      branch_name: '101 Scottsdale',
      months_back: 2,
    });
    // Saturday's and Monday's opens on Monday; Monday's close and its 100.00.
    expect(rowOn(answer, monday)).toMatchObject({
      month_name: monthName(trendMonth),
      today_open: 2,
      mtd_open: 2,
      today_closed: 1,
      mtd_closed: 1,
      today_revenue: '100.00',
      mtd_revenue: '100.00',
      today_partner_revenue: '0.00',
    });
    // The closure has no row; its open counts on Wednesday, with the JV file's close:
    // company revenue 100.00 + 25% of 200.00, partner revenue its total 300.00.
    expect(rowOn(answer, tuesday)).toBeUndefined();
    expect(rowOn(answer, wednesday)).toMatchObject({
      business_day_of_month: (rowOn(answer, monday)?.business_day_of_month ?? 0) + 1,
      today_open: 1,
      mtd_open: 3,
      today_closed: 1,
      mtd_closed: 2,
      today_revenue: '150.00',
      mtd_revenue: '250.00',
      today_partner_revenue: '300.00',
      mtd_partner_revenue: '300.00',
    });
    // The month's last row holds the month's totals; no day is in the future; newest month first.
    const months = [...new Set(answer.rows.map((r) => r.month_name))];
    expect(months).toEqual([monthName(today), monthName(trendMonth)]);
    expect(answer.rows.filter((r) => r.month_name === monthName(trendMonth)).at(-1)).toMatchObject({
      mtd_open: 3,
      mtd_closed: 2,
      mtd_revenue: '250.00',
      mtd_partner_revenue: '300.00',
    });
    expect(answer.rows.every((r) => r.stat_date <= today)).toBe(true);
    for (const month of months) {
      const days = answer.rows.filter((r) => r.month_name === month).map((r) => r.business_day_of_month);
      expect(days).toEqual(days.map((_, i) => i + 1));
    }
  });

  it('sums every branch of the state without branch_id, and defaults to AZ and 14 months', async () => {
    const answer = await trend('');
    expect(answer).toMatchObject({ state: 'AZ', branch_id: null, branch_name: null, months_back: 14 });
    expect(new Set(answer.rows.map((r) => r.month_name)).size).toBe(14);
    // Branch Y's Monday open too; the NV file not.
    expect(rowOn(answer, monday)).toMatchObject({ today_open: 3, today_revenue: '100.00' });
    const nv = await trend('state=nv&months_back=2');
    expect(rowOn(nv, monday)).toMatchObject({ today_open: 1, today_revenue: '0.00' });
  });

  it('lets a State Super User see their own state and its branches only', async () => {
    expect(
      (await trend(`state=NV&months_back=1&branch_id=${ids.branchNv}`, t.as('nvSuper'))).branch_name,
    ).toBe('201 Reno');
    expect((await get('/revenue/trend?state=AZ', t.as('nvSuper'))).statusCode).toBe(403);
    expect((await get(`/revenue/trend?state=NV&branch_id=${ids.branchX}`, t.as('nvSuper'))).statusCode).toBe(
      403,
    );
    expect((await trend('months_back=1', users.azSuper)).state).toBe('AZ');
    expect((await trend('state=NV&months_back=1', t.as('admin'))).state).toBe('NV');
    for (const headers of [t.as('sales'), users.eoUser]) {
      expect((await get('/revenue/trend', headers)).statusCode).toBe(403);
    }
    expect((await get('/revenue/trend', {})).statusCode).toBe(401);
  });

  it("refuses bad input with a detail, another state's branch with 400 and a missing one with 404", async () => {
    for (const [query, detail] of [
      ['months_back=0', /^query\.months_back: must be a number of months from 1 to 36/],
      ['months_back=37', /^query\.months_back: /],
      ['months_back=two', /^query\.months_back: /],
      ['state=TX', 'query.state: must be AZ or NV'],
      ['branch_id=abc', /^query\.branch_id: must be a branch number/],
      ['branch=1', /branch/],
      [`state=NV&branch_id=${ids.branchX}`, 'branch_id: that branch is not a branch of NV.'],
    ] as const) {
      const response = await get(`/revenue/trend?${query}`, t.as('superUser'));
      expect(response.statusCode, query).toBe(400);
      if (typeof detail === 'string') expect(response.json().detail, query).toBe(detail);
      else expect(response.json().detail, query).toMatch(detail);
    }
    const missing = await get('/revenue/trend?branch_id=999999', t.as('superUser'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Branch not found.' });
  });

  it("reads a branch's own state when no state is asked: an NV branch's trend is NV's", async () => {
    for (const role of ['nvSuper', 'superUser', 'admin'] as const) {
      const answer = await trend(`months_back=2&branch_id=${ids.branchNv}`, t.as(role));
      expect(answer, role).toMatchObject({ state: 'NV', branch_id: ids.branchNv, branch_name: '201 Reno' });
      // The NV file opened on Monday, the branch's only one.
      expect(rowOn(answer, monday), role).toMatchObject({ today_open: 1, today_revenue: '0.00' });
      const file = await get(
        `/revenue/trend/export?format=csv&months_back=2&branch_id=${ids.branchNv}`,
        t.as(role),
      );
      expect(file.statusCode, role).toBe(200);
      expect(csvRecords(file.body).length, role).toBe(answer.rows.length);
    }
    // An AZ branch without a state is AZ's: out of the NV State Super User's reach.
    expect((await get(`/revenue/trend?branch_id=${ids.branchX}`, t.as('nvSuper'))).statusCode).toBe(403);
    const contradicted = await get(`/revenue/trend?state=AZ&branch_id=${ids.branchNv}`, t.as('admin'));
    expect(contradicted.statusCode).toBe(400);
    expect(contradicted.json().detail).toBe('branch_id: that branch is not a branch of AZ.');
  });

  it('exports the rows the list shows', async () => {
    const query = `state=AZ&months_back=2&branch_id=${ids.branchX}`;
    const list = await trend(query);
    const file = await get(`/revenue/trend/export?format=csv&${query}`, t.as('superUser'));
    expect(file.statusCode).toBe(200);
    expect(csvRecords(file.body)).toEqual(
      list.rows.map((r) => ({
        Month: r.month_name,
        'Business Day': String(r.business_day_of_month),
        Date: r.stat_date,
        Opens: String(r.today_open),
        'MTD Opens': String(r.mtd_open),
        Closed: String(r.today_closed),
        'MTD Closed': String(r.mtd_closed),
        Revenue: r.today_revenue,
        'MTD Revenue': r.mtd_revenue,
        'Partner Total Revenue': r.today_partner_revenue,
        'MTD Partner Total Revenue': r.mtd_partner_revenue,
      })),
    );
    expect((await get('/revenue/trend/export?format=csv&state=AZ', t.as('nvSuper'))).statusCode).toBe(403);
  });
});

const compare = async (query: string, headers: Headers = t.as('superUser')) => {
  const response = await get(`/revenue/datecompare?${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return ZRevenueCompareResponse.parse(response.json()) as RevenueCompareResponse;
};
const MARCH_12 = 'state=AZ&report_date=2031-03-12';

describe('GET /api/revenue/datecompare', () => {
  it('compares the month to date with the previous month and last year through the same business day', async () => {
    expect(await compare(MARCH_12)).toEqual({
      state: 'AZ',
      report_date: '2031-03-12',
      business_day_number: 7,
      emp_name: null,
      // Opens on the 2nd and 12th (not the 13th); closes on the 10th and 12th; the cancel of the 5th;
      // 1000.10 + 100.00 + 25% of 200.00 + the adjustment of 10.00 posted on the 6th.
      cur_beg_date: '2031-03-01',
      cur_end_date: '2031-03-12',
      cur_revenue: '1160.10',
      cur_open: 2,
      cur_closed: 2,
      cur_cancel: 1,
      cur_partner_revenue: '300.00',
      // February's 7th business day is the 11th: opens of the 3rd (cancelled later) and the 11th.
      prev_beg_date: '2031-02-01',
      prev_end_date: '2031-02-11',
      prev_revenue: '500.00',
      prev_open: 2,
      prev_closed: 1,
      prev_cancel: 0,
      prev_partner_revenue: '0.00',
      // March 2030's 7th business day is the 11th.
      ly_beg_date: '2030-03-01',
      ly_end_date: '2030-03-11',
      ly_revenue: '250.55',
      ly_open: 1,
      ly_closed: 1,
      ly_cancel: 0,
      ly_partner_revenue: '0.00',
    });
  });

  it("gives an escrow officer's figures with linked officers rolled up, and a rep's", async () => {
    expect(await compare(`${MARCH_12}&emp_uuid=${people.officer.uuid}`)).toMatchObject({
      emp_name: 'Olive Officer',
      cur_revenue: '1150.10',
      cur_open: 2,
      cur_closed: 2,
      cur_cancel: 0,
      cur_partner_revenue: '300.00',
      prev_open: 0,
      prev_revenue: '0.00',
      ly_revenue: '250.55',
      ly_closed: 1,
    });
    expect(await compare(`${MARCH_12}&emp_uuid=${people.rep.uuid}`)).toMatchObject({
      emp_name: 'Rita Rep',
      cur_revenue: '10.00',
      cur_open: 0,
      cur_cancel: 1,
      prev_open: 2,
      prev_closed: 1,
      prev_revenue: '500.00',
      ly_open: 0,
    });
  });

  it('defaults to AZ and yesterday, and counts a state only its own files', async () => {
    const answer = await compare('');
    expect(answer.state).toBe('AZ');
    expect(answer.report_date).toBe(addDays(today, -1));
    expect(answer.cur_beg_date).toBe(firstDayOfMonth(answer.report_date));
    const nv = await compare('state=NV&report_date=2031-03-12', t.as('nvSuper'));
    // No closure in NV: the 12th is its 8th business day.
    expect(nv).toMatchObject({
      business_day_number: 8,
      cur_open: 1,
      cur_revenue: '999.00',
      prev_end_date: '2031-02-12',
    });
  });

  it("refuses another state, another state's employee and roles outside the administrators", async () => {
    expect((await get(`/revenue/datecompare?${MARCH_12}`, t.as('nvSuper'))).statusCode).toBe(403);
    expect(
      (await get(`/revenue/datecompare?state=NV&emp_uuid=${people.officer.uuid}`, t.as('nvSuper')))
        .statusCode,
    ).toBe(403);
    expect((await compare(`state=NV&emp_uuid=${people.nvOfficer.uuid}`, t.as('nvSuper'))).emp_name).toBe(
      'Nico Nevada',
    );
    expect((await compare(MARCH_12, users.azSuper)).cur_open).toBe(2);
    expect((await compare(MARCH_12, t.as('admin'))).cur_open).toBe(2);
    for (const headers of [t.as('sales'), users.eoUser]) {
      expect((await get(`/revenue/datecompare?${MARCH_12}`, headers)).statusCode).toBe(403);
    }
  });

  it("reads an employee's own state when no state is asked: an NV officer's comparison is NV's", async () => {
    for (const role of ['nvSuper', 'superUser', 'admin'] as const) {
      const answer = await compare(`report_date=2031-03-12&emp_uuid=${people.nvOfficer.uuid}`, t.as(role));
      // NV has no closure: the 12th is its 8th business day (AZ's 7th).
      expect(answer, role).toMatchObject({
        state: 'NV',
        emp_name: 'Nico Nevada',
        business_day_number: 8,
        prev_end_date: '2031-02-12',
        cur_open: 0,
        cur_revenue: '0.00',
      });
    }
    expect(
      (await get(`/revenue/datecompare?emp_uuid=${people.officer.uuid}`, t.as('nvSuper'))).statusCode,
    ).toBe(403);
  });

  it('refuses bad input with a detail, and an unknown employee with 404', async () => {
    for (const [query, detail] of [
      ['report_date=2031-02-30', /^query\.report_date: /],
      ['report_date=03/12/2031', /^query\.report_date: /],
      ['state=CA', 'query.state: must be AZ or NV'],
      ['emp_uuid=olive', 'query.emp_uuid: must be the uuid of an employee'],
      ['employee=1', /employee/],
      [
        `emp_uuid=${people.noType.uuid}`,
        'emp_uuid: that employee is neither an escrow officer (EO) nor a marketing rep (REP).',
      ],
    ] as const) {
      const response = await get(`/revenue/datecompare?${query}`, t.as('admin'));
      expect(response.statusCode, query).toBe(400);
      if (typeof detail === 'string') expect(response.json().detail, query).toBe(detail);
      else expect(response.json().detail, query).toMatch(detail);
    }
    const missing = await get(
      '/revenue/datecompare?emp_uuid=00000000-0000-4000-8000-000000000000',
      t.as('admin'),
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Employee not found.' });
  });
});
