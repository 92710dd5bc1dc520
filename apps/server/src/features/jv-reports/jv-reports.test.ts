import { JV_MIX_NOT_FOUND, JV_RANGE_BRANCH_NOT_FOUND, JV_RANGE_EMPLOYEE_NOT_FOUND } from '@hub/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBranch } from '../../../test/fixtures/branches.ts';
import { createJv } from '../../../test/fixtures/employee-links.ts';
import { csvRecords } from '../../../test/fixtures/file-reports.ts';
import { insertRolledAdjustment, insertRolledFile } from '../../../test/fixtures/report-files.ts';
import { createEmployee, fixClock, signedInUser, testAppForFile } from '../../../test/helper.ts';

/**
 * The JV reports (spec 001 §7 GET /reports/jvs, /reports/employees/jv-range,
 * /reports/branches/jv-range, /reports/jvs/mix), read from the daily rollups: figures checked
 * against sums written by hand over a few files, every role, bad input, and the exports' rows.
 */
// 1 January 2027 at 00:30 in Los Angeles (08:30 UTC): yesterday is the last day of 2026.
fixClock(new Date('2027-01-01T08:30:00Z'));
const t = testAppForFile();
type Headers = Record<string, string>;

const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });
const MAY = 'beg_date=2031-05-01&end_date=2031-05-31';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
/** A range report's answer over May 2031: 200, with that range and the fields given. */
const getMay = async (url: string, headers: Headers, fields: Record<string, unknown>) => {
  const response = await get(url, headers);
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body).toMatchObject({ ...fields, range_start: '2031-05-01', range_end: '2031-05-31' });
  return body;
};

const ids = {} as Record<'b1' | 'b2' | 'bNv', { branch_id: number; uuid: string }> &
  Record<'jvA' | 'jvB' | 'jvNv' | 'jvNone' | 'jvIdle', { jv_id: number; uuid: string }> &
  Record<'eo1' | 'eo2' | 'eoLinked' | 'rep1' | 'eoNv' | 'noType', { employee_id: number; uuid: string }>;
const users = {} as Record<'salesRep' | 'assistant' | 'eoUser' | 'azSuper', Headers>;

beforeAll(async () => {
  const db = t.db;
  ids.b1 = await createBranch(db, { name: '101 Scottsdale - Magnus Title Agency', state: 'AZ' });
  ids.b2 = await createBranch(db, { name: '205 Tempe', state: 'AZ' });
  ids.bNv = await createBranch(db, { name: '301 Reno', state: 'NV' });
  ids.jvA = await createJv(db, { name: 'Alpha Homes JV', st: 'AZ', magnus_title_pct: '0.5' });
  ids.jvB = await createJv(db, { name: 'beta Realty JV', st: 'AZ', magnus_title_pct: '0.4' });
  ids.jvNv = await createJv(db, { name: 'Nevada JV', st: 'NV' });
  ids.jvNone = await createJv(db, { name: 'Stateless JV', st: null, magnus_title_pct: '0.75' });
  ids.jvIdle = await createJv(db, { name: 'Idle JV', st: 'AZ' });
  await createJv(db, { name: 'Retired JV', st: 'AZ', is_active: false });
  ids.eo1 = await createEmployee(db, { first_name: 'Olive', last_name: 'Officer', emp_type: 'EO' });
  ids.eo2 = await createEmployee(db, { first_name: 'Zed', last_name: 'Zimmer', emp_type: 'EO' });
  ids.eoLinked = await createEmployee(db, {
    first_name: 'Lin',
    last_name: 'Linked',
    emp_type: 'EO',
    link_to_emp_id: ids.eo1.employee_id,
  });
  ids.rep1 = await createEmployee(db, { first_name: 'Rita', last_name: 'Rep', emp_type: 'REP' });
  ids.eoNv = await createEmployee(db, {
    first_name: 'Nia',
    last_name: 'Nevada',
    emp_type: 'EO',
    state: 'NV',
  });
  ids.noType = await createEmployee(db, { first_name: 'No', last_name: 'Type' });

  const eo1 = ids.eo1.employee_id;
  const rep1 = ids.rep1.employee_id;
  // f1: Alpha, Scottsdale, opened and closed on the report date: title 1000 (half partner), escrow 1000.
  const f1 = await insertRolledFile(db, {
    jv_id: ids.jvA.jv_id,
    branch_id: ids.b1.branch_id,
    escrow_officer_id: eo1,
    marketing_rep_id: rep1,
    open_date: '2031-05-14',
    disb_date: '2031-05-14',
    order_status: 'CLOSED',
    settlement_fee: '1000.00',
    owners_policy: '500.00',
    lenders_policy: '300.00',
    endorsements: '100.00',
    title_processing: '100.00',
  });
  // A partner title adjustment of f1 posted on the 12th.
  await insertRolledAdjustment(db, f1.file_id, { posting_date: '2031-05-12', partner_title: '50.00' });
  // f2: Alpha, Tempe, the linked officer's (credited to Olive): title 200 (100 partner), escrow 800.
  await insertRolledFile(db, {
    jv_id: ids.jvA.jv_id,
    branch_id: ids.b2.branch_id,
    escrow_officer_id: ids.eoLinked.employee_id,
    marketing_rep_id: rep1,
    open_date: '2031-05-03',
    disb_date: '2031-05-10',
    order_status: 'CLOSED',
    settlement_fee: '800.00',
    owners_policy: '200.00',
  });
  // f3: beta, opened on the 5th and cancelled on the 6th.
  await insertRolledFile(db, {
    jv_id: ids.jvB.jv_id,
    branch_id: ids.b1.branch_id,
    escrow_officer_id: eo1,
    open_date: '2031-05-05',
    cancel_date: '2031-05-06',
    order_status: 'CANCELLED',
  });
  // f4: beta, opened in April, closed on the 2nd: title 400 (60% partner: 240), escrow 300; no officer.
  await insertRolledFile(db, {
    jv_id: ids.jvB.jv_id,
    branch_id: ids.b1.branch_id,
    marketing_rep_id: rep1,
    open_date: '2031-04-20',
    disb_date: '2031-05-02',
    order_status: 'CLOSED',
    settlement_fee: '300.00',
    owners_policy: '400.00',
  });
  // f5: no JV, opened on the report date.
  await insertRolledFile(db, {
    branch_id: ids.b1.branch_id,
    escrow_officer_id: eo1,
    open_date: '2031-05-14',
  });
  // f6: the JV without a state: title 200 (25% partner: 50).
  await insertRolledFile(db, {
    jv_id: ids.jvNone.jv_id,
    branch_id: ids.b1.branch_id,
    escrow_officer_id: eo1,
    open_date: '2031-05-07',
    disb_date: '2031-05-09',
    order_status: 'CLOSED',
    owners_policy: '200.00',
  });
  // f7: Nevada.
  await insertRolledFile(db, {
    state: 'NV',
    jv_id: ids.jvNv.jv_id,
    branch_id: ids.bNv.branch_id,
    escrow_officer_id: ids.eoNv.employee_id,
    open_date: '2031-05-14',
    disb_date: '2031-05-14',
    order_status: 'CLOSED',
    settlement_fee: '50.00',
    owners_policy: '100.00',
  });
  // f8: Alpha without a branch; f9: Alpha without an officer.
  await insertRolledFile(db, { jv_id: ids.jvA.jv_id, escrow_officer_id: eo1, open_date: '2031-05-08' });
  await insertRolledFile(db, { jv_id: ids.jvA.jv_id, branch_id: ids.b2.branch_id, open_date: '2031-05-11' });
  // Outside the month: counts nowhere in May.
  await insertRolledFile(db, { jv_id: ids.jvA.jv_id, branch_id: ids.b1.branch_id, open_date: '2031-06-01' });

  users.salesRep = (await signedInUser(t, { roles: ['Sales'], employeeId: rep1 })).headers;
  users.assistant = (await signedInUser(t, { roles: ['Sales-Assistant'], viewEmployeeId: rep1 })).headers;
  users.eoUser = (await signedInUser(t, { roles: ['Escrow Officer'], employeeId: eo1 })).headers;
  users.azSuper = (await signedInUser(t, { roles: ['State Super User'], state: 'AZ' })).headers;
});

const summaryRow = (name: string, figures: Record<string, unknown>) => ({ jv_name: name, ...figures });
const ZERO_SUMMARY = {
  today_open: 0,
  mtd_open: 0,
  today_closed: 0,
  mtd_closed: 0,
  canceled_count: 0,
  opens_less_cancel: 0,
  title_rev_mtd: '0.00',
  title_rev_today: '0.00',
};

describe('GET /api/reports/jvs', () => {
  it('sums each JV of the state on the report date and month to date, sorted by name, then the TOTAL', async () => {
    const response = await get('/reports/jvs?state=AZ&report_date=2031-05-14', t.as('superUser'));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ state: 'AZ', report_date: '2031-05-14', mtd_start: '2031-05-01' });
    expect(body.rows).toEqual([
      {
        jv_uuid: ids.jvA.uuid,
        jv_id: ids.jvA.jv_id,
        ...summaryRow('Alpha Homes JV', {
          today_open: 1,
          mtd_open: 4,
          today_closed: 1,
          mtd_closed: 2,
          canceled_count: 0,
          opens_less_cancel: 4,
          // f1 1000 + its adjustment 50 + f2 200; today f1's 1000.
          title_rev_mtd: '1250.00',
          title_rev_today: '1000.00',
        }),
      },
      {
        jv_uuid: ids.jvB.uuid,
        jv_id: ids.jvB.jv_id,
        ...summaryRow('beta Realty JV', {
          ...ZERO_SUMMARY,
          mtd_open: 1,
          mtd_closed: 1,
          canceled_count: 1,
          title_rev_mtd: '400.00',
        }),
      },
      { jv_uuid: ids.jvIdle.uuid, jv_id: ids.jvIdle.jv_id, ...summaryRow('Idle JV', ZERO_SUMMARY) },
      {
        jv_uuid: ids.jvNone.uuid,
        jv_id: ids.jvNone.jv_id,
        ...summaryRow('Stateless JV', {
          ...ZERO_SUMMARY,
          mtd_open: 1,
          mtd_closed: 1,
          opens_less_cancel: 1,
          title_rev_mtd: '200.00',
        }),
      },
      {
        jv_uuid: null,
        jv_id: 0,
        ...summaryRow('TOTAL', {
          today_open: 1,
          mtd_open: 6,
          today_closed: 1,
          mtd_closed: 4,
          canceled_count: 1,
          opens_less_cancel: 5,
          title_rev_mtd: '1850.00',
          title_rev_today: '1000.00',
        }),
      },
    ]);
  });

  it('defaults to AZ and yesterday in Los Angeles', async () => {
    const body = (await get('/reports/jvs', t.as('admin'))).json();
    expect(body).toMatchObject({ state: 'AZ', report_date: '2026-12-31' });
    expect(body.rows.at(-1).jv_name).toBe('TOTAL');
  });

  it('lets a State Super User see their own state only; Sales and Escrow Officers none', async () => {
    const nv = await get('/reports/jvs?state=NV&report_date=2031-05-14', t.as('nvSuper'));
    expect(nv.statusCode).toBe(200);
    expect(
      nv.json().rows.map((r: { jv_name: string; mtd_closed: number }) => [r.jv_name, r.mtd_closed]),
    ).toEqual([
      ['Nevada JV', 1],
      ['TOTAL', 1],
    ]);
    expect((await get('/reports/jvs?state=AZ&report_date=2031-05-14', t.as('nvSuper'))).statusCode).toBe(403);
    expect((await get('/reports/jvs?state=AZ&report_date=2031-05-14', users.azSuper)).statusCode).toBe(200);
    expect((await get('/reports/jvs?state=NV&report_date=2031-05-14', t.as('admin'))).statusCode).toBe(200);
    expect((await get('/reports/jvs?state=AZ', t.as('sales'))).statusCode).toBe(403);
    expect((await get('/reports/jvs?state=AZ', users.eoUser)).statusCode).toBe(403);
  });

  it('refuses a bad state or date with a detail', async () => {
    for (const query of ['state=TX', 'report_date=2031-02-30', 'report_date=05/14/2031', 'jv=1']) {
      const response = await get(`/reports/jvs?${query}`, t.as('admin'));
      expect(response.statusCode, query).toBe(400);
      expect(response.json().detail, query).toMatch(/^query\./);
    }
  });

  it('exports the rows the list shows, TOTAL included', async () => {
    const query = 'state=AZ&report_date=2031-05-14';
    const list = (await get(`/reports/jvs?${query}`, t.as('admin'))).json();
    const file = await get(`/reports/jvs/export?format=csv&${query}`, t.as('admin'));
    expect(file.statusCode).toBe(200);
    expect(csvRecords(file.body)).toEqual(
      list.rows.map((r: Record<string, string | number>) => ({
        JV: r.jv_name,
        'Opens Today': String(r.today_open),
        'Opens MTD': String(r.mtd_open),
        'Closed Today': String(r.today_closed),
        'Closed MTD': String(r.mtd_closed),
        'Cancelled MTD': String(r.canceled_count),
        'Opens Less Cancels': String(r.opens_less_cancel),
        'Title Revenue Today': r.title_rev_today,
        'Title Revenue MTD': r.title_rev_mtd,
      })),
    );
    expect((await get(`/reports/jvs/export?format=csv&state=AZ`, t.as('nvSuper'))).statusCode).toBe(403);
  });
});

type TotalsRow = {
  jv_id: number | null;
  jv_uuid: string | null;
  jv_name: string;
  opens: number;
  closes: number;
  total_revenue: string;
  partner_title_revenue: string;
  partner_title_share: number | null;
};
const brief = (rows: TotalsRow[]) =>
  rows.map((r) => [
    r.jv_name,
    r.opens,
    r.closes,
    r.total_revenue,
    r.partner_title_revenue,
    r.partner_title_share,
  ]);

describe('GET /api/reports/employees/jv-range', () => {
  const url = (uuid: string, range = MAY) => `/reports/employees/jv-range?employee_uuid=${uuid}&${range}`;

  it("sums an escrow officer's credited files per JV (linked officers roll up), No JV last, with the TOTAL", async () => {
    const body = await getMay(url(ids.eo1.uuid), t.as('superUser'), {
      employee: { uuid: ids.eo1.uuid, name: 'Olive Officer', emp_type: 'EO' },
      state: 'AZ',
    });
    // Partner title: Alpha 500 + 50 + 100 = 650, Stateless 50; of 700: 93% and 7%.
    expect(brief(body.rows)).toEqual([
      ['Alpha Homes JV', 3, 2, '3050.00', '650.00', 93],
      ['beta Realty JV', 1, 0, '0.00', '0.00', 0],
      ['Stateless JV', 1, 1, '200.00', '50.00', 7],
      ['No JV', 1, 0, '0.00', '0.00', 0],
      ['TOTAL', 6, 3, '3250.00', '700.00', 100],
    ]);
    expect(body.rows[0]).toMatchObject({ jv_id: ids.jvA.jv_id, jv_uuid: ids.jvA.uuid });
    expect(body.rows[3]).toMatchObject({ jv_id: null, jv_uuid: null });
    expect(body.rows[4]).toEqual({
      jv_id: 0,
      jv_uuid: null,
      jv_name: 'TOTAL',
      opens: 6,
      closes: 3,
      total_revenue: '3250.00',
      partner_title_revenue: '700.00',
      partner_title_share: 100,
    });
    // The linked officer's own breakdown is empty: their files are Olive's.
    const linked = (await get(url(ids.eoLinked.uuid), t.as('admin'))).json();
    expect(linked.rows).toHaveLength(1);
    expect(linked.rows[0]).toMatchObject({
      jv_id: 0,
      jv_name: 'TOTAL',
      opens: 0,
      total_revenue: '0.00',
      partner_title_share: null,
    });
  });

  it("sums a marketing rep's files per JV", async () => {
    const body = (await get(url(ids.rep1.uuid), t.as('admin'))).json();
    expect(body.employee).toMatchObject({ name: 'Rita Rep', emp_type: 'REP' });
    // Partner title 650 and 240 of 890: 73% and 27%.
    expect(brief(body.rows)).toEqual([
      ['Alpha Homes JV', 2, 2, '3050.00', '650.00', 73],
      ['beta Realty JV', 0, 1, '700.00', '240.00', 27],
      ['TOTAL', 2, 3, '3750.00', '890.00', 100],
    ]);
    // A range of one day.
    const day = (
      await get(url(ids.rep1.uuid, 'beg_date=2031-05-02&end_date=2031-05-02'), t.as('admin'))
    ).json();
    expect(brief(day.rows)).toEqual([
      ['beta Realty JV', 0, 1, '700.00', '240.00', 100],
      ['TOTAL', 0, 1, '700.00', '240.00', 100],
    ]);
  });

  it('serves the own employee, an administrator within reach, and no one else', async () => {
    for (const headers of [users.salesRep, users.assistant]) {
      const own = await get(url(ids.rep1.uuid), headers);
      expect(own.statusCode).toBe(200);
      expect(own.json().rows.at(-1).partner_title_revenue).toBe('890.00');
      expect((await get(url(ids.eo1.uuid), headers)).statusCode).toBe(403);
    }
    expect((await get(url(ids.eo1.uuid), users.eoUser)).statusCode).toBe(200);
    expect((await get(url(ids.rep1.uuid), users.eoUser)).statusCode).toBe(403);
    // Whether or not the employee exists.
    expect((await get(url(UNKNOWN), users.eoUser)).statusCode).toBe(403);
    expect((await get(url(ids.eo1.uuid), t.as('sales'))).statusCode).toBe(403);
    expect((await get(url(ids.eo1.uuid), t.as('nvSuper'))).statusCode).toBe(403);
    expect((await get(url(ids.eo1.uuid), users.azSuper)).statusCode).toBe(200);
    const nv = await get(url(ids.eoNv.uuid), t.as('nvSuper'));
    expect(nv.statusCode).toBe(200);
    expect(brief(nv.json().rows)).toEqual([
      ['Nevada JV', 1, 1, '150.00', '0.00', null],
      ['TOTAL', 1, 1, '150.00', '0.00', null],
    ]);
    const missing = await get(url(UNKNOWN), t.as('admin'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: JV_RANGE_EMPLOYEE_NOT_FOUND });
    expect((await get(url(ids.noType.uuid), t.as('admin'))).statusCode).toBe(400);
  });

  it('refuses missing, malformed and reversed parameters with a detail', async () => {
    for (const [query, detail] of [
      [`employee_uuid=${ids.eo1.uuid}&end_date=2031-05-31`, 'query.beg_date: is required'],
      ['beg_date=2031-05-01&end_date=2031-05-31', 'query.employee_uuid: is required'],
      [`employee_uuid=olive&${MAY}`, 'query.employee_uuid: must be the uuid of an employee'],
      [
        `employee_uuid=${ids.eo1.uuid}&beg_date=2031-05-31&end_date=2031-05-01`,
        'query.end_date: must be on or after beg_date',
      ],
    ] as const) {
      const response = await get(`/reports/employees/jv-range?${query}`, t.as('admin'));
      expect(response.statusCode, query).toBe(400);
      expect(response.json().detail, query).toBe(detail);
    }
    expect((await get(url(ids.eo1.uuid), {})).statusCode).toBe(401);
  });

  it('exports the rows and the TOTAL the list shows', async () => {
    for (const headers of [t.as('admin'), users.salesRep]) {
      const uuid = headers === users.salesRep ? ids.rep1.uuid : ids.eo1.uuid;
      const list = (await get(url(uuid), headers)).json();
      const file = await get(
        `/reports/employees/jv-range/export?format=csv&employee_uuid=${uuid}&${MAY}`,
        headers,
      );
      expect(file.statusCode).toBe(200);
      expect(csvRecords(file.body)).toEqual(list.rows.map(totalsRecord));
      expect(list.rows.at(-1).jv_name).toBe('TOTAL');
    }
    const refused = await get(
      `/reports/employees/jv-range/export?format=csv&employee_uuid=${ids.eo1.uuid}&${MAY}`,
      users.salesRep,
    );
    expect(refused.statusCode).toBe(403);
  });
});

const totalsRecord = (r: TotalsRow) => ({
  JV: r.jv_name,
  Opens: String(r.opens),
  Closes: String(r.closes),
  'Total Revenue': r.total_revenue,
  'Partner Title Revenue': r.partner_title_revenue,
  'Share of Partner Title (%)': r.partner_title_share === null ? '' : String(r.partner_title_share),
});

describe('GET /api/reports/branches/jv-range', () => {
  const url = (uuid: string) => `/reports/branches/jv-range?branch_uuid=${uuid}&${MAY}`;

  it("sums a branch's files per JV, with its name without the company suffix", async () => {
    const body = await getMay(url(ids.b1.uuid), t.as('admin'), {
      branch: { uuid: ids.b1.uuid, branch_id: ids.b1.branch_id, name: '101 Scottsdale' },
      state: 'AZ',
    });
    // Partner title 550, 240 and 50 of 840: 65%, 29% and 6%.
    expect(brief(body.rows)).toEqual([
      ['Alpha Homes JV', 1, 1, '2050.00', '550.00', 65],
      ['beta Realty JV', 1, 1, '700.00', '240.00', 29],
      ['Stateless JV', 1, 1, '200.00', '50.00', 6],
      ['No JV', 1, 0, '0.00', '0.00', 0],
      ['TOTAL', 4, 3, '2950.00', '840.00', 100],
    ]);
  });

  it('serves administrators within reach only', async () => {
    expect((await get(url(ids.b1.uuid), t.as('nvSuper'))).statusCode).toBe(403);
    expect((await get(url(ids.bNv.uuid), t.as('nvSuper'))).statusCode).toBe(200);
    expect((await get(url(ids.b1.uuid), users.azSuper)).statusCode).toBe(200);
    expect((await get(url(ids.b1.uuid), t.as('sales'))).statusCode).toBe(403);
    expect((await get(url(ids.b1.uuid), users.eoUser)).statusCode).toBe(403);
    const missing = await get(url(UNKNOWN), t.as('superUser'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: JV_RANGE_BRANCH_NOT_FOUND });
    const bad = await get(
      `/reports/branches/jv-range?branch_uuid=${ids.b1.uuid}&beg_date=2031-05-01`,
      t.as('admin'),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('query.end_date: is required');
  });

  it('exports the rows and the TOTAL the list shows', async () => {
    const list = (await get(url(ids.b1.uuid), t.as('superUser'))).json();
    const file = await get(
      `/reports/branches/jv-range/export?format=csv&branch_uuid=${ids.b1.uuid}&${MAY}`,
      t.as('superUser'),
    );
    expect(file.statusCode).toBe(200);
    expect(csvRecords(file.body)).toEqual(list.rows.map(totalsRecord));
  });
});

type Measures = { opens: number; closes: number; total_revenue: string; partner_title_revenue: string };

describe('GET /api/reports/jvs/mix', () => {
  const url = (uuid: string) => `/reports/jvs/mix?jv_uuid=${uuid}&${MAY}`;
  const measures = (r: Measures) => [r.opens, r.closes, r.total_revenue, r.partner_title_revenue];

  it('splits a JV by credited escrow officer and by branch, each table summing to the JV', async () => {
    const body = await getMay(url(ids.jvA.uuid), t.as('superUser'), {
      jv_uuid: ids.jvA.uuid,
      jv_name: 'Alpha Homes JV',
      state: 'AZ',
    });
    expect(body.eo_totals).toEqual([
      {
        employee_uuid: ids.eo1.uuid,
        first_name: 'Olive',
        last_name: 'Officer',
        employee_name: 'Officer, Olive',
        opens: 3,
        closes: 2,
        total_revenue: '3050.00',
        partner_title_revenue: '650.00',
      },
      {
        employee_uuid: null,
        first_name: null,
        last_name: null,
        employee_name: 'No Escrow Officer',
        opens: 1,
        closes: 0,
        total_revenue: '0.00',
        partner_title_revenue: '0.00',
      },
      {
        employee_uuid: null,
        first_name: null,
        last_name: null,
        employee_name: 'TOTAL',
        opens: 4,
        closes: 2,
        total_revenue: '3050.00',
        partner_title_revenue: '650.00',
      },
    ]);
    expect(
      body.branch_totals.map((r: Measures & { branch_name: string }) => [r.branch_name, ...measures(r)]),
    ).toEqual([
      ['101 Scottsdale', 1, 1, '2050.00', '550.00'],
      ['205 Tempe', 2, 1, '1000.00', '100.00'],
      ['No Branch', 1, 0, '0.00', '0.00'],
      ['TOTAL', 4, 2, '3050.00', '650.00'],
    ]);
    expect(body.branch_totals[0]).toMatchObject({ branch_id: ids.b1.branch_id, branch_uuid: ids.b1.uuid });
    expect(body.branch_totals[2]).toMatchObject({ branch_id: null, branch_uuid: null });
    expect(body.branch_totals[3]).toMatchObject({ branch_id: 0, branch_uuid: null });
  });

  it('serves administrators within reach; a JV without a state only those who see both', async () => {
    expect((await get(url(ids.jvA.uuid), t.as('nvSuper'))).statusCode).toBe(403);
    expect((await get(url(ids.jvNv.uuid), t.as('nvSuper'))).statusCode).toBe(200);
    expect((await get(url(ids.jvNone.uuid), users.azSuper)).statusCode).toBe(403);
    const stateless = await get(url(ids.jvNone.uuid), t.as('admin'));
    expect(stateless.statusCode).toBe(200);
    expect(stateless.json()).toMatchObject({
      state: null,
    });
    expect(stateless.json().eo_totals.at(-1)).toMatchObject({
      employee_name: 'TOTAL',
      opens: 1,
      partner_title_revenue: '50.00',
    });
    expect((await get(url(ids.jvA.uuid), t.as('sales'))).statusCode).toBe(403);
    expect((await get(url(ids.jvA.uuid), users.eoUser)).statusCode).toBe(403);
    const missing = await get(url(UNKNOWN), t.as('admin'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: JV_MIX_NOT_FOUND });
    for (const query of [
      `jv_uuid=alpha&${MAY}`,
      `jv_uuid=${ids.jvA.uuid}&beg_date=2031-06-01&end_date=2031-05-01`,
    ]) {
      expect((await get(`/reports/jvs/mix?${query}`, t.as('admin'))).statusCode, query).toBe(400);
    }
  });

  it('exports either table with its totals', async () => {
    const mix = (await get(url(ids.jvA.uuid), t.as('admin'))).json();
    const record = (name: string, r: Measures) => {
      const [opens, closes, total, partner] = measures(r);
      return {
        Name: name,
        Opens: String(opens),
        Closes: String(closes),
        'Total Revenue': total,
        'Partner Title Revenue': partner,
      };
    };
    const eoFile = await get(
      `/reports/jvs/mix/export?format=csv&jv_uuid=${ids.jvA.uuid}&${MAY}`,
      t.as('admin'),
    );
    expect(eoFile.statusCode).toBe(200);
    expect(csvRecords(eoFile.body)).toEqual([
      ...mix.eo_totals
        .slice(0, -1)
        .map((r: Measures & { employee_name: string }) => record(r.employee_name, r)),
      record('TOTAL', mix.eo_totals.at(-1)),
    ]);
    const branchFile = await get(
      `/reports/jvs/mix/export?format=csv&table=branch&jv_uuid=${ids.jvA.uuid}&${MAY}`,
      t.as('admin'),
    );
    expect(csvRecords(branchFile.body)).toEqual([
      ...mix.branch_totals
        .slice(0, -1)
        .map((r: Measures & { branch_name: string }) => record(r.branch_name, r)),
      record('TOTAL', mix.branch_totals.at(-1)),
    ]);
    const bad = await get(
      `/reports/jvs/mix/export?format=csv&table=rep&jv_uuid=${ids.jvA.uuid}&${MAY}`,
      t.as('admin'),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('query.table: must be eo or branch');
  });
});
