import {
  EO_DASHBOARD_SECTIONS,
  type EoDashboardResponse,
  type EoDashboardRow,
  eoDashboardSectionRows,
  NO_BRANCH,
  NO_ESCROW_OFFICER,
} from '@hub/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBranch } from '../../../test/fixtures/branches.ts';
import { createNamedEmployee } from '../../../test/fixtures/employees.ts';
import { csvRecords } from '../../../test/fixtures/file-reports.ts';
import { createJv } from '../../../test/fixtures/jvs.ts';
import { closedFile, insertRolledAdjustment, insertRolledFile } from '../../../test/fixtures/report-files.ts';
import { fixClock, signedInUser, testAppForFile } from '../../../test/helper.ts';

/**
 * GET /api/reports/dashboard: closings, revenue (total_revenue) and opens per escrow officer and per
 * branch, MTD and YTD through date_to, read from the rollups. The figures below are worked out by hand
 * from the files inserted in `beforeAll` (date_to 2031-03-20: MTD from 03-01, YTD from 01-01).
 */
// Sunday 29 November 2026 at 23:30 in Los Angeles, already Monday in UTC.
fixClock(new Date('2026-11-30T07:30:00Z'));
const t = testAppForFile();

type Headers = Record<string, string>;
const DATE = 'date_to=2031-03-20';
const get = (query: string, headers: Headers) =>
  t.app.inject({ method: 'GET', url: `/api/reports/dashboard?${query}`, headers });
const exportOf = (query: string, headers: Headers) =>
  t.app.inject({ method: 'GET', url: `/api/reports/dashboard/export?format=csv&${query}`, headers });

const names = (rows: EoDashboardRow[]) => rows.map((r) => r.escrow_officer_name ?? r.branch_name);
const rowsOf = (answer: EoDashboardResponse) => answer.reportClosedBreakdown.data.rows;
/** The totals row: the answer's last, branch_id 0. */
const totalsOf = (answer: EoDashboardResponse) => {
  const total = rowsOf(answer).at(-1);
  if (total?.branch_id !== 0) throw new Error('no totals row last');
  return total;
};
const named = (answer: EoDashboardResponse, name: string) => {
  const row = rowsOf(answer).find((r) => (r.escrow_officer_name ?? r.branch_name) === name);
  if (!row) throw new Error(`no row ${name}`);
  return row;
};

const users = {} as Record<'azSuper' | 'eo', Headers>;

beforeAll(async () => {
  const scottsdale = await createBranch(t.db, { name: '101 Scottsdale - Magnus Title Agency', state: 'AZ' });
  const mesa = await createBranch(t.db, { name: '102 Mesa', state: 'AZ' });
  const vegas = await createBranch(t.db, { name: '201 Las Vegas', state: 'NV' });
  const eve = await createNamedEmployee(t.db, 'EO', 'Eve', 'Officer');
  // Lin's files are credited to Eve (link_to_emp_id): they roll up into Eve's row.
  const lin = await createNamedEmployee(t.db, 'EO', 'Lin', 'Linked', { link_to_emp_id: eve.employee_id });
  const ned = await createNamedEmployee(t.db, 'EO', 'Ned', 'Nevada', { state: 'NV' });
  const jv = await createJv(t.db, { magnus_title_pct: '0.600000' });

  // F1: Scottsdale, Eve, purchase opened and closed in March: 1500.00, + an adjustment of 10.01 in March.
  const f1 = await insertRolledFile(t.db, {
    branch_id: scottsdale.branch_id,
    escrow_officer_id: eve.employee_id,
    ...closedFile('2031-03-02', '2031-03-10'),
    settlement_fee: '1000.00',
    owners_policy: '500.00',
  });
  await insertRolledAdjustment(t.db, f1.file_id, { posting_date: '2031-03-12', magnus_escrow: '10.01' });
  // F2: Scottsdale, Lin (-> Eve), refi with a JV (60% Magnus title), opened Jan, closed Feb:
  // total 500.25, company 460.25, partner title 40.00.
  await insertRolledFile(t.db, {
    branch_id: scottsdale.branch_id,
    escrow_officer_id: lin.employee_id,
    transaction_type: 'REFI',
    jv_id: jv.jv_id,
    ...closedFile('2031-01-05', '2031-02-15'),
    settlement_fee: '400.25',
    owners_policy: '100.00',
  });
  // F3: Mesa, no escrow officer, purchase opened and closed in March: 200.10.
  await insertRolledFile(t.db, {
    branch_id: mesa.branch_id,
    ...closedFile('2031-03-05', '2031-03-18'),
    settlement_fee: '200.10',
  });
  // F4: no branch, Eve, refi opened in February, cancelled in March.
  await insertRolledFile(t.db, {
    escrow_officer_id: eve.employee_id,
    transaction_type: 'REFI',
    open_date: '2031-02-01',
    cancel_date: '2031-03-03',
    order_status: 'CANCELLED',
  });
  // F5: Mesa, Eve, purchase opened last year, closed in January: 300.00; -50.00 adjusted in March.
  const f5 = await insertRolledFile(t.db, {
    branch_id: mesa.branch_id,
    escrow_officer_id: eve.employee_id,
    ...closedFile('2030-12-20', '2031-01-10'),
    settlement_fee: '300.00',
  });
  await insertRolledAdjustment(t.db, f5.file_id, { posting_date: '2031-03-15', magnus_escrow: '-50.00' });
  // F6: Scottsdale, Eve, opened in March, closing after date_to: an open, not a closing.
  await insertRolledFile(t.db, {
    branch_id: scottsdale.branch_id,
    escrow_officer_id: eve.employee_id,
    ...closedFile('2031-03-19', '2031-03-25'),
    settlement_fee: '999.00',
  });
  // F7: Nevada: Las Vegas, Ned, purchase opened and closed in March: 700.00.
  await insertRolledFile(t.db, {
    state: 'NV',
    branch_id: vegas.branch_id,
    escrow_officer_id: ned.employee_id,
    ...closedFile('2031-03-01', '2031-03-11'),
    settlement_fee: '700.00',
  });
  // F8: closed last year: in no figure.
  await insertRolledFile(t.db, {
    branch_id: scottsdale.branch_id,
    escrow_officer_id: eve.employee_id,
    ...closedFile('2030-12-01', '2030-12-31'),
    settlement_fee: '5000.00',
  });

  users.azSuper = (await signedInUser(t, { roles: ['State Super User'], state: 'AZ' })).headers;
  users.eo = (await signedInUser(t, { roles: ['Escrow Officer'], employeeId: eve.employee_id })).headers;
});

describe('GET /api/reports/dashboard', () => {
  it("answers each escrow officer's and each branch's figures of one state", async () => {
    const response = await get(`${DATE}&state=AZ`, t.as('superUser'));
    expect(response.statusCode).toBe(200);
    const answer: EoDashboardResponse = response.json();
    expect(answer.params).toEqual({ date_to: '2031-03-20', state: 'AZ' });
    expect(Number.isNaN(Date.parse(answer.generatedAt))).toBe(false);
    // Officers (Lin rolled into Eve), then branches in the branch order, the "none" rows, the totals row.
    expect(names(rowsOf(answer))).toEqual([
      'Eve Officer',
      NO_ESCROW_OFFICER,
      '101 Scottsdale',
      '102 Mesa',
      NO_BRANCH,
      'Total',
    ]);

    expect(named(answer, 'Eve Officer')).toEqual({
      branch_id: null,
      branch_name: null,
      escrow_officer_id: expect.any(Number),
      escrow_officer_name: 'Eve Officer',
      mtd_closed: 1,
      ytd_closed: 3,
      purchase_mtd: 1,
      purchase_ytd: 2,
      refi_mtd: 0,
      refi_ytd: 1,
      // 1500.00 + 10.01 - 50.00 in March; + 500.25 + 300.00 earlier.
      mtd_revenue: '1460.01',
      ytd_revenue: '2260.26',
      purchase_mtd_revenue: '1460.01',
      purchase_ytd_revenue: '1760.01',
      refi_mtd_revenue: '0.00',
      refi_ytd_revenue: '500.25',
      mtd_open: 2,
      ytd_open: 4,
      purch_open_mtd: 2,
      purch_open_ytd: 2,
      refi_open_mtd: 0,
      refi_open_ytd: 2,
      ytd_mag_revenue: '2220.26',
      ytd_part_revenue: '40.00',
      cancelled_file_cnt: 1,
      purchase_mtd_pct: 100,
      purchase_ytd_pct: 66.67,
      refi_mtd_pct: 0,
      refi_ytd_pct: 33.33,
      purchase_mtd_rev_pct: 100,
      purchase_ytd_rev_pct: 77.87,
      refi_mtd_rev_pct: 0,
      refi_ytd_rev_pct: 22.13,
      purch_open_pct_mtd: 100,
      purch_open_pct_ytd: 50,
      refi_open_pct_mtd: 0,
      refi_open_pct_ytd: 50,
      avg_ticket_total: '753.42',
      avg_ticket_mag_only: '740.09',
      cancelled_file_pct: 25,
    });
    // Magnus + partner = revenue.
    expect(named(answer, NO_ESCROW_OFFICER)).toMatchObject({
      escrow_officer_id: null,
      branch_name: null,
      mtd_closed: 1,
      ytd_revenue: '200.10',
      mtd_open: 1,
    });
    expect(named(answer, '101 Scottsdale')).toMatchObject({
      escrow_officer_name: null,
      mtd_closed: 1,
      ytd_closed: 2,
      mtd_revenue: '1510.01',
      ytd_revenue: '2010.26',
      mtd_open: 2,
      ytd_open: 3,
    });
    expect(named(answer, '102 Mesa')).toMatchObject({
      mtd_closed: 1,
      ytd_closed: 2,
      mtd_revenue: '150.10',
      ytd_revenue: '450.10',
      ytd_open: 1,
    });
    // No closings: no average ticket, no closing percentages.
    expect(named(answer, NO_BRANCH)).toMatchObject({
      branch_id: null,
      ytd_closed: 0,
      ytd_open: 1,
      cancelled_file_cnt: 1,
      cancelled_file_pct: 100,
      purchase_ytd_pct: null,
      purchase_ytd_rev_pct: null,
      avg_ticket_total: null,
      avg_ticket_mag_only: null,
    });

    // Totals from the branch rows; the officers' rows add up to the same.
    const totals = totalsOf(answer);
    expect(totals).toMatchObject({
      branch_id: 0,
      escrow_officer_id: null,
      mtd_closed: 2,
      ytd_closed: 4,
      mtd_revenue: '1660.11',
      ytd_revenue: '2460.36',
      ytd_mag_revenue: '2420.36',
      ytd_part_revenue: '40.00',
      mtd_open: 3,
      ytd_open: 5,
      cancelled_file_cnt: 1,
      cancelled_file_pct: 20,
      purchase_ytd_pct: 75,
      avg_ticket_total: '615.09',
    });
    const eoRows = eoDashboardSectionRows(rowsOf(answer), 'eo');
    expect(eoRows.reduce((n, r) => n + r.ytd_closed, 0)).toBe(totals.ytd_closed);
    expect(eoRows.reduce((n, r) => n + r.ytd_open, 0)).toBe(totals.ytd_open);
  });

  it('answers every state the caller may see without a state, and only their own to a State Super User', async () => {
    const all: EoDashboardResponse = (await get(DATE, t.as('superUser'))).json();
    expect(all.params.state).toBeNull();
    expect(names(rowsOf(all))).toEqual([
      'Eve Officer',
      'Ned Nevada',
      NO_ESCROW_OFFICER,
      '101 Scottsdale',
      '102 Mesa',
      '201 Las Vegas',
      NO_BRANCH,
      'Total',
    ]);
    expect(totalsOf(all)).toMatchObject({ ytd_closed: 5, ytd_revenue: '3160.36' });
    const admin: EoDashboardResponse = (await get(DATE, t.as('admin'))).json();
    expect(admin.reportClosedBreakdown.data).toEqual(all.reportClosedBreakdown.data);

    const nv: EoDashboardResponse = (await get(DATE, t.as('nvSuper'))).json();
    expect(names(rowsOf(nv))).toEqual(['Ned Nevada', '201 Las Vegas', 'Total']);
    expect((await get(`${DATE}&state=nv`, t.as('nvSuper'))).statusCode).toBe(200);
    expect((await get(`${DATE}&state=AZ`, t.as('nvSuper'))).statusCode).toBe(403);
    const az: EoDashboardResponse = (await get(`${DATE}&state=AZ`, users.azSuper)).json();
    expect(names(rowsOf(az))).toEqual(names(rowsOf((await get(`${DATE}&state=AZ`, t.as('admin'))).json())));
    expect((await get(`${DATE}&state=NV`, users.azSuper)).statusCode).toBe(403);
  });

  it('refuses Sales and Escrow Officer users, and anyone signed out', async () => {
    expect((await get(DATE, t.as('sales'))).statusCode).toBe(403);
    expect((await get(DATE, users.eo)).statusCode).toBe(403);
    expect((await get(DATE, {})).statusCode).toBe(401);
    expect((await exportOf(`${DATE}&section=closed_eo`, users.eo)).statusCode).toBe(403);
  });

  it('ends today in Los Angeles without date_to; MTD and YTD follow date_to', async () => {
    const today: EoDashboardResponse = (await get('', t.as('admin'))).json();
    expect(today.params.date_to).toBe('2026-11-29');
    // At the end of February: Eve's February closing (F2) is MTD; March is not counted.
    const feb: EoDashboardResponse = (await get('date_to=2031-02-28&state=AZ', t.as('admin'))).json();
    expect(named(feb, 'Eve Officer')).toMatchObject({ mtd_closed: 1, ytd_closed: 2, mtd_revenue: '500.25' });
  });

  it('refuses bad input with a detail', async () => {
    for (const query of ['date_to=2031-02-30', 'date_to=03/20/2031', 'state=TX', `${DATE}&extra=1`]) {
      const response = await get(query, t.as('admin'));
      expect(response.statusCode, query).toBe(400);
      expect(response.json().detail, query).toMatch(/^query\./);
    }
    for (const query of [DATE, `${DATE}&section=everything`]) {
      const response = await exportOf(query, t.as('admin'));
      expect(response.statusCode, query).toBe(400);
      expect(response.json().detail, query).toMatch(/section/);
    }
  });

  it("exports each section's rows and totals as the dashboard shows them", async () => {
    for (const [headers, query] of [
      [t.as('superUser'), `${DATE}&state=AZ`],
      [t.as('nvSuper'), DATE],
    ] as const) {
      const answer: EoDashboardResponse = (await get(query, headers)).json();
      for (const section of EO_DASHBOARD_SECTIONS) {
        const file = await exportOf(`${query}&section=${section.id}`, headers);
        expect(file.statusCode, section.id).toBe(200);
        const records = csvRecords(file.body);
        const nameHeader = section.by === 'eo' ? 'Escrow Officer' : 'Branch';
        const shown = [...eoDashboardSectionRows(rowsOf(answer), section.by), totalsOf(answer)];
        expect(
          records.map((r) => r[nameHeader]),
          section.id,
        ).toEqual([
          ...eoDashboardSectionRows(rowsOf(answer), section.by).map(
            (r) => r.escrow_officer_name ?? r.branch_name,
          ),
          'Total',
        ]);
        expect(Object.keys(records[0] ?? {})).toEqual([nameHeader, ...section.columns.map((c) => c.header)]);
        for (const column of section.columns.filter((c) => c.kind === 'integer')) {
          expect(
            records.map((r) => r[column.header]),
            `${section.id} ${column.key}`,
          ).toEqual(shown.map((row) => String(row[column.key])));
        }
      }
    }
    const snapshot = csvRecords((await exportOf(`${DATE}&state=AZ&section=snapshot_eo`, t.as('admin'))).body);
    expect(snapshot[0]).toMatchObject({ 'Escrow Officer': 'Eve Officer', 'YTD Total Revenue': '2260.26' });
    expect(snapshot[0]?.['Cancellation Rate']).toMatch(/^25(\.0+)?%$/);
  });
});
