import { EMPLOYEE_REPORT_NOT_FOUND, REP_BRANCH_REP_NOT_FOUND } from '@hub/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBranch } from '../../../test/fixtures/branches.ts';
import { createJv } from '../../../test/fixtures/employee-links.ts';
import { createNamedEmployee } from '../../../test/fixtures/employees.ts';
import { csvRecords } from '../../../test/fixtures/file-reports.ts';
import { closedFile, insertRolledAdjustment, insertRolledFile } from '../../../test/fixtures/report-files.ts';
import { signedInUser, testAppForFile } from '../../../test/helper.ts';
import { employees } from '../../db/schema/index.ts';

/**
 * GET /api/reports/employees (spec 001 §3 Employee monthly report) and GET /api/reports/rep-branch
 * (Rep branch breakdown), read from the daily rollups: figures checked against the small fixture
 * below, computed by hand.
 */
const t = testAppForFile();

type Headers = Record<string, string>;
type Figures = Record<string, number | string>;
type Employee = {
  uuid: string;
  first_name: string;
  last_name: string;
  emp_type: string;
  state: string;
  is_active: boolean;
  monthly: Record<string, Figures>;
  mtd: Figures;
  monthly_sub_eo: { uuid: string; first_name: string; monthly: Record<string, Figures>; mtd: Figures }[];
};
type BranchRow = {
  branch_id: number | null;
  branch_name: string;
  open_cnt: number;
  close_cnt: number;
  total_revenue: string;
  commissionable_revenue: string;
  pct_comm_rev: number | null;
};

const REPORT_DATE = '2030-03-20';
const employeesUrl = (query: string) => `/api/reports/employees?${query}`;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const list = async (query: string, headers: Headers): Promise<Employee[]> => {
  const response = await get(employeesUrl(query), headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const people = {} as Record<
  'eoA' | 'eoLinked' | 'eoGone' | 'eoIdle' | 'eoNv' | 'repA' | 'repB',
  { employee_id: number; uuid: string }
>;
const users = {} as Record<'salesA' | 'assistantA' | 'eoA' | 'azSuper', Headers>;

const ZERO = {
  opens: 0,
  closes: 0,
  cancelled: 0,
  partnerOpens: 0,
  partnerCloses: 0,
  totalRevenue: '0.00',
  escrowRevenue: '0.00',
  magnusTitleRevenue: '0.00',
  partnerRevenue: '0.00',
  partnerTitleRevenue: '0.00',
  revenue: '0.00',
  commissionableRev: '0.00',
};

/**
 * March 1–20, 2030 of escrow officer A (their linked officer's file included) and of rep A:
 * F1 closed: escrow 1000 + title processing 200 (no JV: all Magnus title, no underwriter share),
 *    plus an adjustment of 25 magnus_escrow posted on 03-19;
 * F2 closed with a JV (Magnus 40%): escrow 500, title 100 -> Magnus 40, partner 60, total 600;
 * F3 opened with the JV; F4 opened in January, cancelled on 03-12.
 */
const MARCH_EO_A = {
  opens: 3,
  closes: 2,
  cancelled: 1,
  partnerOpens: 2,
  partnerCloses: 1,
  totalRevenue: '1825.00', // 1200 + 600 + 25
  escrowRevenue: '1525.00', // 1000 + 500 + 25
  magnusTitleRevenue: '240.00', // 200 + 40
  partnerRevenue: '600.00', // F2's total
  partnerTitleRevenue: '60.00',
  revenue: '1765.00', // 1200 + 540 + 25
  commissionableRev: '1765.00', // escrow + Magnus title, no premiums
};

beforeAll(async () => {
  people.eoA = await createNamedEmployee(t.db, 'EO', 'Ann', 'Alvarez');
  people.eoLinked = await createNamedEmployee(t.db, 'EO', 'Lin', 'Linked', {
    link_to_emp_id: people.eoA.employee_id,
  });
  people.eoGone = await createNamedEmployee(t.db, 'EO', 'Gil', 'Gone', { is_active: false });
  people.eoIdle = await createNamedEmployee(t.db, 'EO', 'Ida', 'Idle');
  await createNamedEmployee(t.db, 'EO', 'Ivy', 'Inactive', { is_active: false }); // no figures: not listed
  people.eoNv = await createNamedEmployee(t.db, 'EO', 'Nora', 'Nevada', { state: 'NV' });
  people.repA = await createNamedEmployee(t.db, 'REP', 'Rita', 'Rep');
  people.repB = await createNamedEmployee(t.db, 'REP', 'Ben', 'Bee');

  const b101 = await createBranch(t.db, { name: '101 Scottsdale - Magnus Title Agency', state: 'AZ' });
  const b202 = await createBranch(t.db, { name: '202 Mesa', state: 'AZ' });
  const jv = await createJv(t.db, { magnus_title_pct: '0.40' });

  // Escrow officer A's file, brought in by rep A.
  const eoAWithRepA = {
    escrow_officer_id: people.eoA.employee_id,
    marketing_rep_id: people.repA.employee_id,
  };
  const f1 = await insertRolledFile(t.db, {
    ...closedFile('2030-03-02', '2030-03-10'),
    settlement_fee: '1000.00',
    title_processing: '200.00',
    ...eoAWithRepA,
    branch_id: b101.branch_id,
  });
  await insertRolledAdjustment(t.db, f1.file_id, { posting_date: '2030-03-19', magnus_escrow: '25.00' });
  await insertRolledFile(t.db, {
    ...closedFile('2030-03-05', '2030-03-15'),
    settlement_fee: '500.00',
    title_processing: '100.00',
    jv_id: jv.jv_id,
    escrow_officer_id: people.eoLinked.employee_id,
    marketing_rep_id: people.repA.employee_id,
    branch_id: b202.branch_id,
  });
  await insertRolledFile(t.db, {
    open_date: '2030-03-18',
    jv_id: jv.jv_id,
    ...eoAWithRepA,
    branch_id: b101.branch_id,
  });
  await insertRolledFile(t.db, {
    open_date: '2030-01-10',
    order_status: 'CANCELLED',
    cancel_date: '2030-03-12',
    escrow_officer_id: people.eoA.employee_id,
    marketing_rep_id: people.repB.employee_id,
  });
  // February: one file opened and closed.
  await insertRolledFile(t.db, {
    ...closedFile('2030-02-03', '2030-02-20'),
    settlement_fee: '300.00',
    ...eoAWithRepA,
    branch_id: b101.branch_id,
  });
  // After the report date, and before the 12 months: not counted.
  await insertRolledFile(t.db, {
    open_date: '2030-03-25',
    ...eoAWithRepA,
  });
  await insertRolledFile(t.db, {
    ...closedFile('2029-03-15', '2029-03-20'),
    settlement_fee: '50.00',
    escrow_officer_id: people.eoA.employee_id,
  });
  // Rep A's file without a branch (and without an escrow officer).
  await insertRolledFile(t.db, { open_date: '2030-03-06', marketing_rep_id: people.repA.employee_id });
  // The inactive officer's file, closed in January.
  await insertRolledFile(t.db, {
    ...closedFile('2029-12-01', '2030-01-05'),
    settlement_fee: '100.00',
    escrow_officer_id: people.eoGone.employee_id,
  });
  // Nevada.
  await insertRolledFile(t.db, {
    ...closedFile('2030-03-03', '2030-03-04'),
    state: 'NV',
    settlement_fee: '700.00',
    escrow_officer_id: people.eoNv.employee_id,
  });

  users.salesA = (await signedInUser(t, { roles: ['Sales'], employeeId: people.repA.employee_id })).headers;
  users.assistantA = (
    await signedInUser(t, { roles: ['Sales-Assistant'], viewEmployeeId: people.repA.employee_id })
  ).headers;
  users.eoA = (
    await signedInUser(t, { roles: ['Escrow Officer'], employeeId: people.eoA.employee_id })
  ).headers;
  users.azSuper = (await signedInUser(t, { roles: ['State Super User'], state: 'AZ' })).headers;
});

describe('GET /api/reports/employees', () => {
  it("lists a state's escrow officers with their months and month to date, linked officers rolled up", async () => {
    const rows = await list(`state=AZ&emp_type=EO&report_date=${REPORT_DATE}`, t.as('superUser'));
    // Active AZ officers, and the inactive one with figures in the 12 months; by last name.
    expect(rows.map((r) => r.last_name)).toEqual(['Alvarez', 'Gone', 'Idle', 'Linked']);
    const [a, gone, idle, linked] = rows as [Employee, Employee, Employee, Employee];
    expect(a).toMatchObject({
      uuid: people.eoA.uuid,
      employee_id: people.eoA.employee_id,
      first_name: 'Ann',
      emp_type: 'EO',
      state: 'AZ',
      is_active: true,
    });
    expect(a.mtd).toEqual(MARCH_EO_A);
    expect(a.monthly).toEqual({
      '2030-01': { ...ZERO, opens: 1 },
      '2030-02': {
        ...ZERO,
        opens: 1,
        closes: 1,
        totalRevenue: '300.00',
        escrowRevenue: '300.00',
        revenue: '300.00',
        commissionableRev: '300.00',
      },
      '2030-03': MARCH_EO_A,
    });
    expect(gone.is_active).toBe(false);
    expect(gone.mtd).toEqual(ZERO);
    expect(gone.monthly['2030-01']).toMatchObject({ closes: 1, totalRevenue: '100.00' });
    expect(idle.monthly).toEqual({});
    // The linked officer's file is credited to their escrow officer.
    expect(linked.mtd).toEqual(ZERO);

    // One month asked: the same month to date, and the inactive officer (figures in January only) is
    // left out.
    const march = await list(`state=AZ&emp_type=EO&report_date=${REPORT_DATE}&months=1`, t.as('admin'));
    expect(march.map((r) => r.last_name)).toEqual(['Alvarez', 'Idle', 'Linked']);
    expect(march[0]?.monthly).toEqual({ '2030-03': MARCH_EO_A });
    expect(march[0]?.mtd).toEqual(MARCH_EO_A);

    // An earlier report date: month to date is March 1–10 (F1 closed, no adjustment yet).
    const [early] = await list('state=AZ&emp_type=EO&report_date=2030-03-10', t.as('admin'));
    expect(early?.mtd).toMatchObject({ opens: 2, closes: 1, cancelled: 0, totalRevenue: '1200.00' });
  });

  it("lists each escrow officer's linked officers with what their own files bring (monthly_sub_eo)", async () => {
    // F2 is the linked officer's (credited to A): opened 03-05 and closed 03-15 with the JV (Magnus
    // 40%): escrow 500, title processing 100 -> Magnus 40, partner 60.
    const F2 = {
      opens: 1,
      closes: 1,
      cancelled: 0,
      partnerOpens: 1,
      partnerCloses: 1,
      totalRevenue: '600.00',
      escrowRevenue: '500.00',
      magnusTitleRevenue: '40.00',
      partnerRevenue: '600.00',
      partnerTitleRevenue: '60.00',
      revenue: '540.00',
      commissionableRev: '540.00',
    };
    const expected = [
      {
        uuid: people.eoLinked.uuid,
        employee_id: people.eoLinked.employee_id,
        first_name: 'Lin',
        last_name: 'Linked',
        is_active: true,
        monthly: { '2030-03': F2 },
        mtd: F2,
      },
    ];
    const [one] = await list(`uuid=${people.eoA.uuid}&report_date=${REPORT_DATE}&months=3`, users.eoA);
    expect(one?.monthly_sub_eo).toEqual(expected);
    // The list by type gives each officer theirs; an officer nobody is linked to has none.
    const rows = await list(`state=AZ&emp_type=EO&report_date=${REPORT_DATE}`, t.as('admin'));
    expect(rows.find((r) => r.uuid === people.eoA.uuid)?.monthly_sub_eo).toEqual(expected);
    expect(rows.find((r) => r.uuid === people.eoIdle.uuid)?.monthly_sub_eo).toEqual([]);
    // Before F2 opened: listed, with no figures.
    const [early] = await list(`uuid=${people.eoA.uuid}&report_date=2030-03-04&months=1`, users.eoA);
    expect(early?.monthly_sub_eo).toEqual([{ ...expected[0], monthly: {}, mtd: ZERO }]);
    // A rep's report has no linked officers.
    const [rep] = await list(`uuid=${people.repA.uuid}&report_date=${REPORT_DATE}`, users.salesA);
    expect(rep?.monthly_sub_eo).toEqual([]);
    // A rep linked to the officer, without files as escrow officer, is no linked escrow officer.
    const linkedRep = await createNamedEmployee(t.db, 'REP', 'Lou', 'Linkedrep', {
      link_to_emp_id: people.eoA.employee_id,
    });
    try {
      const [again] = await list(`uuid=${people.eoA.uuid}&report_date=${REPORT_DATE}&months=3`, users.eoA);
      expect(again?.monthly_sub_eo.map((o) => o.uuid)).toEqual([people.eoLinked.uuid]);
    } finally {
      await t.db.delete(employees).where(eq(employees.employee_id, linkedRep.employee_id));
    }
  });

  it("reads a rep's figures from the files they marketed", async () => {
    const rows = await list(`emp_type=REP&report_date=${REPORT_DATE}`, t.as('admin'));
    expect(rows.map((r) => r.last_name)).toEqual(['Bee', 'Rep']);
    const [b, a] = rows as [Employee, Employee];
    expect(a.mtd).toEqual({ ...MARCH_EO_A, opens: 4, cancelled: 0 }); // F4 is rep B's; the file without a branch
    expect(b.mtd).toEqual({ ...ZERO, cancelled: 1 });
    expect(b.monthly['2030-01']).toEqual({ ...ZERO, opens: 1 });
  });

  it('reads one employee by uuid, in their own state and type unless told', async () => {
    const [one] = await list(`uuid=${people.eoA.uuid}&report_date=${REPORT_DATE}`, t.as('superUser'));
    expect(one?.mtd).toEqual(MARCH_EO_A);
    const nv = await list(`uuid=${people.eoNv.uuid}&report_date=${REPORT_DATE}`, t.as('nvSuper'));
    expect(nv).toHaveLength(1);
    expect(nv[0]?.mtd).toMatchObject({ closes: 1, totalRevenue: '700.00' });
    // As a rep, the officer has no files.
    const asRep = await list(
      `uuid=${people.eoA.uuid}&emp_type=REP&report_date=${REPORT_DATE}`,
      t.as('admin'),
    );
    expect(asRep[0]).toMatchObject({ emp_type: 'REP', monthly: {}, mtd: ZERO });
  });

  it("gives an administrator their states' lists, and anyone else only their own employee", async () => {
    const query = `state=AZ&emp_type=EO&report_date=${REPORT_DATE}`;
    expect((await get(employeesUrl(query), users.azSuper)).statusCode).toBe(200);
    expect((await get(employeesUrl(query), t.as('nvSuper'))).statusCode).toBe(403);
    expect((await get(employeesUrl('emp_type=EO&state=NV'), t.as('nvSuper'))).statusCode).toBe(200);
    for (const headers of [users.salesA, users.eoA, t.as('sales')]) {
      expect((await get(employeesUrl(query), headers)).statusCode).toBe(403);
    }
    // Their own employee.
    const own = await list(`uuid=${people.repA.uuid}&emp_type=REP&report_date=${REPORT_DATE}`, users.salesA);
    expect(own[0]?.mtd.opens).toBe(4);
    expect(
      await list(`uuid=${people.repA.uuid}&emp_type=REP&report_date=${REPORT_DATE}`, users.assistantA),
    ).toEqual(own);
    const officer = await list(`uuid=${people.eoA.uuid}&emp_type=EO&report_date=${REPORT_DATE}`, users.eoA);
    expect(officer[0]?.mtd).toEqual(MARCH_EO_A);
    // Another's, whether or not it exists.
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await get(employeesUrl(`uuid=${people.repB.uuid}`), users.salesA)).statusCode).toBe(403);
    expect((await get(employeesUrl(`uuid=${unknown}`), users.eoA)).statusCode).toBe(403);
    expect((await get(employeesUrl(`uuid=${people.eoA.uuid}`), t.as('nvSuper'))).statusCode).toBe(403);
    // An AZ employee's figures in NV are refused to an AZ State Super User.
    expect((await get(employeesUrl(`uuid=${people.eoA.uuid}&state=NV`), users.azSuper)).statusCode).toBe(403);
    const missing = await get(employeesUrl(`uuid=${unknown}`), t.as('admin'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: EMPLOYEE_REPORT_NOT_FOUND });
    expect((await get(employeesUrl('emp_type=EO'), {})).statusCode).toBe(401);
  });

  it('refuses bad input with a detail', async () => {
    for (const [query, detail] of [
      ['state=AZ', 'query.emp_type: is required (or uuid)'],
      ['emp_type=XX', 'query.emp_type: must be REP or EO'],
      ['emp_type=EO&state=TX', 'query.state: must be AZ or NV'],
      ['emp_type=EO&report_date=2030-02-30', /^query\.report_date: /],
      ['uuid=ann', 'query.uuid: must be the uuid of an employee'],
      ['emp_type=EO&month=3', /month/],
      ['emp_type=EO&months=13', 'query.months: must be 12 or fewer'],
      ['emp_type=EO&months=0', 'query.months: must be 1 or more'],
    ] as const) {
      const response = await get(employeesUrl(query), t.as('admin'));
      expect(response.statusCode, query).toBe(400);
      if (typeof detail === 'string') expect(response.json().detail, query).toBe(detail);
      else expect(response.json().detail, query).toMatch(detail);
    }
  });

  it('exports one row per employee of the month to date, as the list shows it', async () => {
    for (const [headers, query] of [
      [t.as('superUser'), `state=AZ&emp_type=EO&report_date=${REPORT_DATE}`],
      [t.as('admin'), `emp_type=REP&report_date=${REPORT_DATE}`],
      [t.as('admin'), `emp_type=EO&report_date=${REPORT_DATE}&months=1`],
      [users.salesA, `uuid=${people.repA.uuid}&emp_type=REP&report_date=${REPORT_DATE}`],
    ] as const) {
      const rows = await list(query, headers);
      const file = await get(`/api/reports/employees/export?format=csv&${query}`, headers);
      expect(file.statusCode).toBe(200);
      expect(csvRecords(file.body)).toEqual(
        rows.map((r) => ({
          Employee: `${r.last_name}, ${r.first_name}`,
          From: '2030-03-01',
          Through: '2030-03-20',
          Revenue: r.mtd.revenue,
          'Gross Revenue': r.mtd.totalRevenue,
          Opens: String(r.mtd.opens),
          Closes: String(r.mtd.closes),
          Cancelled: String(r.mtd.cancelled),
          'Commissionable Revenue': r.mtd.commissionableRev,
          'Escrow Revenue': r.mtd.escrowRevenue,
          'Magnus Title Revenue': r.mtd.magnusTitleRevenue,
          'Partner Opens': String(r.mtd.partnerOpens),
          'Partner Closes': String(r.mtd.partnerCloses),
          'Partner Total Revenue': r.mtd.partnerRevenue,
          'Partner Title Revenue': r.mtd.partnerTitleRevenue,
        })),
      );
    }
    const refused = await get(
      `/api/reports/employees/export?format=csv&uuid=${people.repB.uuid}`,
      users.salesA,
    );
    expect(refused.statusCode).toBe(403);
  });
});

describe('GET /api/reports/rep-branch', () => {
  const MARCH = 'beg_dt=2030-03-01&end_dt=2030-03-20';
  const repBranch = (query: string) => `/api/reports/rep-branch?${query}`;

  it("breaks a rep's files down by branch, with a TOTAL row that sums them", async () => {
    const response = await get(repBranch(`${MARCH}&rep_uuid=${people.repA.uuid}`), t.as('superUser'));
    expect(response.statusCode, response.body).toBe(200);
    const rows: BranchRow[] = response.json();
    expect(rows.map((r) => r.branch_name)).toEqual(['101 Scottsdale', '202 Mesa', 'No Branch', 'TOTAL']);
    expect(rows[0]).toMatchObject({
      open_cnt: 2,
      close_cnt: 1,
      total_revenue: '1225.00',
      commissionable_revenue: '1225.00',
      pct_comm_rev: 100,
    });
    expect(rows[1]).toMatchObject({
      open_cnt: 1,
      close_cnt: 1,
      total_revenue: '600.00',
      commissionable_revenue: '540.00',
      pct_comm_rev: 90,
    });
    expect(rows[2]).toEqual({
      branch_id: null,
      branch_name: 'No Branch',
      open_cnt: 1,
      close_cnt: 0,
      total_revenue: '0.00',
      commissionable_revenue: '0.00',
      pct_comm_rev: null,
    });
    expect(rows[3]).toEqual({
      branch_id: 0,
      branch_name: 'TOTAL',
      open_cnt: 4,
      close_cnt: 2,
      total_revenue: '1825.00',
      commissionable_revenue: '1765.00',
      pct_comm_rev: 96.71, // 1765 / 1825
    });
  });

  it('narrows to one branch, and answers a TOTAL of zeros for a rep with nothing', async () => {
    const [b202] = (await t.db.execute<{ uuid: string }>(`select uuid from branches where name = '202 Mesa'`))
      .rows;
    const one: BranchRow[] = (
      await get(repBranch(`${MARCH}&rep_uuid=${people.repA.uuid}&branch_uuid=${b202?.uuid}`), t.as('admin'))
    ).json();
    expect(one.map((r) => [r.branch_name, r.open_cnt, r.total_revenue])).toEqual([
      ['202 Mesa', 1, '600.00'],
      ['TOTAL', 1, '600.00'],
    ]);
    const nothing: BranchRow[] = (
      await get(repBranch(`beg_dt=2030-04-01&end_dt=2030-04-30&rep_uuid=${people.repA.uuid}`), t.as('admin'))
    ).json();
    expect(nothing).toEqual([
      {
        branch_id: 0,
        branch_name: 'TOTAL',
        open_cnt: 0,
        close_cnt: 0,
        total_revenue: '0.00',
        commissionable_revenue: '0.00',
        pct_comm_rev: null,
      },
    ]);
  });

  it('gives a rep their own breakdown, an administrator any within their states', async () => {
    const query = `${MARCH}&rep_uuid=${people.repA.uuid}`;
    const mine = await get(repBranch(query), users.salesA);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual((await get(repBranch(query), t.as('admin'))).json());
    expect((await get(repBranch(query), users.assistantA)).statusCode).toBe(200);
    expect((await get(repBranch(query), users.azSuper)).statusCode).toBe(200);
    expect((await get(repBranch(query), users.eoA)).statusCode).toBe(403);
    expect((await get(repBranch(query), t.as('nvSuper'))).statusCode).toBe(403);
    expect((await get(repBranch(`${MARCH}&rep_uuid=${people.repB.uuid}`), users.salesA)).statusCode).toBe(
      403,
    );
    const missing = await get(
      repBranch(`${MARCH}&rep_uuid=00000000-0000-4000-8000-000000000000`),
      t.as('admin'),
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: REP_BRANCH_REP_NOT_FOUND });
  });

  it('lets a rep and the assistant viewing them narrow their own breakdown to any branch', async () => {
    const [b101] = (
      await t.db.execute<{ uuid: string }>(`select uuid from branches where name like '101 Scottsdale%'`)
    ).rows;
    const query = `${MARCH}&rep_uuid=${people.repA.uuid}&branch_uuid=${b101?.uuid}`;
    // Branch 101 in March: F1 (opened 03-02, closed 03-10: 1000 + 200, and 25 posted on 03-19) and F3
    // (opened 03-18): 2 opens, 1 close, 1225.00, all of it commissionable.
    const expected = [
      ['101 Scottsdale', 2, 1, '1225.00', '1225.00'],
      ['TOTAL', 2, 1, '1225.00', '1225.00'],
    ];
    for (const headers of [users.salesA, users.assistantA]) {
      const response = await get(repBranch(query), headers);
      expect(response.statusCode, response.body).toBe(200);
      const rows: BranchRow[] = response.json();
      expect(
        rows.map((r) => [r.branch_name, r.open_cnt, r.close_cnt, r.total_revenue, r.commissionable_revenue]),
      ).toEqual(expected);
      expect(rows).toEqual((await get(repBranch(query), t.as('admin'))).json());
      const file = await get(`/api/reports/rep-branch/export?format=csv&${query}`, headers);
      expect(file.statusCode, file.body).toBe(200);
      expect(csvRecords(file.body).map((r) => r.Branch)).toEqual(['101 Scottsdale', 'TOTAL']);
    }
    // A branch of the other state: their files there (none), or 400 when the state asked says otherwise.
    const nvBranch = await createBranch(t.db, { name: '302 Sparks', state: 'NV' });
    const nvQuery = `${MARCH}&rep_uuid=${people.repA.uuid}&branch_uuid=${nvBranch.uuid}`;
    const nv = await get(repBranch(`${nvQuery}&state=NV`), users.salesA);
    expect(nv.statusCode, nv.body).toBe(200);
    expect(nv.json<BranchRow[]>().map((r) => [r.branch_name, r.open_cnt])).toEqual([['TOTAL', 0]]);
    const contradicted = await get(repBranch(nvQuery), users.assistantA);
    expect(contradicted.statusCode).toBe(400);
    expect(contradicted.json().detail).toBe('branch_uuid: that branch is not a branch of AZ.');
    // Another rep's breakdown stays refused; an unknown branch is 404 as for an administrator.
    const other = `${MARCH}&rep_uuid=${people.repB.uuid}&branch_uuid=${b101?.uuid}`;
    expect((await get(repBranch(other), users.salesA)).statusCode).toBe(403);
    expect((await get(repBranch(other), users.assistantA)).statusCode).toBe(403);
    const unknown = await get(
      repBranch(`${MARCH}&rep_uuid=${people.repA.uuid}&branch_uuid=00000000-0000-4000-8000-000000000000`),
      users.salesA,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it("refuses another state's branch: 403 to a State Super User of the rep's state, 400 to a Super User", async () => {
    const nvBranch = await createBranch(t.db, { name: '301 Reno', state: 'NV' });
    const query = `${MARCH}&rep_uuid=${people.repA.uuid}&branch_uuid=${nvBranch.uuid}`;
    expect((await get(repBranch(query), users.azSuper)).statusCode).toBe(403);
    const other = await get(repBranch(query), t.as('superUser'));
    expect(other.statusCode).toBe(400);
    expect(other.json().detail).toBe('branch_uuid: that branch is not a branch of AZ.');
  });

  it('refuses bad input with a detail', async () => {
    const rep = `rep_uuid=${people.repA.uuid}`;
    for (const [query, detail] of [
      [`end_dt=2030-03-20&${rep}`, 'query.beg_dt: is required'],
      [`beg_dt=2030-03-20&end_dt=2030-03-01&${rep}`, 'query.end_dt: must be on or after beg_dt'],
      [MARCH, 'query.rep_uuid: must be the uuid of a marketing rep'],
      [`${MARCH}&rep_uuid=rita`, 'query.rep_uuid: must be the uuid of a marketing rep'],
      [`${MARCH}&${rep}&branch_uuid=101`, 'query.branch_uuid: must be the uuid of a branch'],
    ] as const) {
      const response = await get(repBranch(query), t.as('admin'));
      expect(response.statusCode, query).toBe(400);
      expect(response.json().detail, query).toBe(detail);
    }
  });

  it('exports the rows the list shows', async () => {
    const query = `${MARCH}&rep_uuid=${people.repA.uuid}`;
    const rows: BranchRow[] = (await get(repBranch(query), users.salesA)).json();
    const file = await get(`/api/reports/rep-branch/export?format=csv&${query}`, users.salesA);
    expect(file.statusCode).toBe(200);
    expect(csvRecords(file.body)).toEqual(
      rows.map((r) => ({
        Branch: r.branch_name,
        Opens: String(r.open_cnt),
        Closes: String(r.close_cnt),
        'Total Revenue': r.total_revenue,
        'Commissionable Revenue': r.commissionable_revenue,
        '% Commissionable': r.pct_comm_rev === null ? '' : `${r.pct_comm_rev}%`,
      })),
    );
  });
});
