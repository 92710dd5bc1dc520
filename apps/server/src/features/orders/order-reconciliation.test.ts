import {
  type BranchSummaryResponse,
  type GetOrderFilesResponse,
  type GetOrderReconciliationResponse,
  RECONCILED_FIGURES,
  RECONCILIATION_LINES,
  type ReconciledFigures,
  type State,
} from '@hub/contract';
import { ALL_BRANCHES_ID } from '@hub/domain';
import { fromCents, sumCents, toCents } from '@hub/domain/money';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBranch } from '../../../test/fixtures/branches.ts';
import { createJv } from '../../../test/fixtures/employee-links.ts';
import { insertRolledAdjustment, insertRolledFile } from '../../../test/fixtures/report-files.ts';
import { createEmployee, signedInUser, testAppForFile } from '../../../test/helper.ts';

/**
 * Issue 17 item 1: an order list filtered by a close or open date range answers, below its totals,
 * the reconciliation to the period figures of the same filter (DOMAIN.md "Order lists and period
 * reports"): the list's total, these files' adjustments posted outside the dates, the adjustments
 * posted in the dates to files outside the list (and on the open list the files' own figures dated
 * elsewhere) add up to the branch summary's revenue, to the cent, for several branches, months,
 * states and both lists.
 */
const t = testAppForFile();

type Headers = Record<string, string>;
const REPORT_DATES = ['2026-10-31', '2026-11-27'] as const;

const getJson = async <T>(headers: Headers, url: string): Promise<T> => {
  const response = await t.app.inject({ method: 'GET', url: `/api${url}`, headers });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<T>();
};

let branch101: number;
let branch102: number;
let branch201: number;
let repId: number;

beforeAll(async () => {
  const db = t.db;
  branch101 = (await createBranch(db, { name: '101 Scottsdale - Magnus Title Agency', state: 'AZ' }))
    .branch_id;
  branch102 = (await createBranch(db, { name: '102 Phoenix - Magnus Title Agency', state: 'AZ' })).branch_id;
  branch201 = (await createBranch(db, { name: '201 Reno - Magnus Title Agency', state: 'NV' })).branch_id;
  const jv = await createJv(db, { name: 'Partner JV', st: 'AZ', magnus_title_pct: '0.4' });
  repId = (await createEmployee(db, { first_name: 'Rita', last_name: 'Rep', emp_type: 'REP', state: 'AZ' }))
    .employee_id;
  const az101 = { state: 'AZ' as const, branch_id: branch101, order_status: 'CLOSED' as const };
  const az102 = { state: 'AZ' as const, branch_id: branch102, order_status: 'CLOSED' as const };
  const nv201 = { state: 'NV' as const, branch_id: branch201, order_status: 'CLOSED' as const };

  // 101: closed in September, adjusted in October and November.
  const a = await insertRolledFile(db, {
    ...az101,
    open_date: '2026-08-20',
    disb_date: '2026-09-20',
    settlement_fee: '1000.00',
    owners_policy: '400.00',
  });
  await insertRolledAdjustment(db, a.file_id, {
    posting_date: '2026-10-05',
    magnus_escrow: '100.00',
    title_processsing: '40.00',
  });
  await insertRolledAdjustment(db, a.file_id, { posting_date: '2026-11-10', endorsements: '25.50' });
  // 101: closed in October, adjusted in October and November.
  const b = await insertRolledFile(db, {
    ...az101,
    open_date: '2026-10-01',
    disb_date: '2026-10-15',
    settlement_fee: '800.10',
    lenders_policy: '150.00',
  });
  await insertRolledAdjustment(db, b.file_id, { posting_date: '2026-11-03', magnus_escrow: '-30.25' });
  await insertRolledAdjustment(db, b.file_id, { posting_date: '2026-10-20', title_processsing: '12.34' });
  // 101: a JV file opened in October, closed in November, adjusted after the report date.
  const c = await insertRolledFile(db, {
    ...az101,
    jv_id: jv.jv_id,
    open_date: '2026-10-28',
    disb_date: '2026-11-05',
    settlement_fee: '600.00',
    owners_policy: '1000.01',
  });
  await insertRolledAdjustment(db, c.file_id, {
    posting_date: '2026-11-20',
    magnus_title: '60.00',
    partner_title: '90.00',
  });
  await insertRolledAdjustment(db, c.file_id, { posting_date: '2026-11-28', magnus_escrow: '33.33' });
  // 101: opened in November, not closed, adjusted in November.
  const d = await insertRolledFile(db, {
    state: 'AZ',
    branch_id: branch101,
    open_date: '2026-11-02',
    settlement_fee: '700.00',
  });
  await insertRolledAdjustment(db, d.file_id, { posting_date: '2026-11-15', magnus_escrow: '10.00' });
  // 101: opened in October, closed in November.
  await insertRolledFile(db, {
    ...az101,
    open_date: '2026-10-10',
    disb_date: '2026-11-12',
    settlement_fee: '450.00',
    endorsements: '75.25',
  });

  // 102: the hand-computed case below.
  const f = await insertRolledFile(db, {
    ...az102,
    marketing_rep_id: repId,
    open_date: '2026-10-01',
    disb_date: '2026-10-30',
    settlement_fee: '900.00',
    owners_policy: '300.00',
  });
  await insertRolledAdjustment(db, f.file_id, { posting_date: '2026-11-01', bundled_escrow: '64.00' });
  const g = await insertRolledFile(db, {
    ...az102,
    open_date: '2026-11-03',
    disb_date: '2026-11-25',
    settlement_fee: '1500.00',
    lenders_policy: '200.00',
  });
  await insertRolledAdjustment(db, g.file_id, { posting_date: '2026-10-28', magnus_escrow: '-20.00' });
  await insertRolledAdjustment(db, g.file_id, { posting_date: '2026-11-28', endorsements: '15.00' });

  // NV 201: adjusted a month before and a month after the close.
  const h = await insertRolledFile(db, {
    ...nv201,
    open_date: '2026-10-01',
    disb_date: '2026-11-02',
    settlement_fee: '510.00',
  });
  await insertRolledAdjustment(db, h.file_id, { posting_date: '2026-10-02', magnus_escrow: '11.11' });
  const i = await insertRolledFile(db, {
    ...nv201,
    open_date: '2026-09-15',
    disb_date: '2026-10-03',
    settlement_fee: '620.00',
    title_processing: '80.00',
  });
  await insertRolledAdjustment(db, i.file_id, { posting_date: '2026-11-04', title_processsing: '-5.55' });
});

/** Each line's figures added to the list's, figure by figure, in cents. */
function addedUp(
  reconciliation: NonNullable<GetOrderReconciliationResponse['reconciliation']>,
): ReconciledFigures {
  return Object.fromEntries(
    RECONCILED_FIGURES.map((figure) => [
      figure,
      fromCents(
        sumCents(
          [reconciliation.list, ...RECONCILIATION_LINES.map((line) => reconciliation[line])].map((figures) =>
            toCents(figures[figure]),
          ),
        ),
      ),
    ]),
  ) as ReconciledFigures;
}

const CASES: { state: State; branch: () => number | undefined; name: string }[] = [
  { state: 'AZ', branch: () => branch101, name: '101' },
  { state: 'AZ', branch: () => branch102, name: '102' },
  { state: 'AZ', branch: () => undefined, name: 'TOTAL' },
  { state: 'NV', branch: () => branch201, name: '201' },
  { state: 'NV', branch: () => undefined, name: 'TOTAL' },
];

describe('GET /files reconciles its totals to the branch summary', () => {
  for (const reportDate of REPORT_DATES) {
    for (const { state, branch, name } of CASES) {
      for (const kind of ['closed', 'open'] as const) {
        it(`${state} ${name}, ${kind} list of the month to ${reportDate}`, async () => {
          const headers = t.as('superUser');
          const start = `${reportDate.slice(0, 8)}01`;
          const summary = await getJson<BranchSummaryResponse>(
            headers,
            `/reports/branches?state=${state}&report_date=${reportDate}`,
          );
          const branchId = branch();
          const row = summary.rows.find((r) => r.branch_id === (branchId ?? ALL_BRANCHES_ID));
          if (!row) throw new Error(`no summary row ${name}`);
          const range =
            kind === 'closed'
              ? `close_start=${start}&close_end=${reportDate}`
              : `open_start=${start}&open_end=${reportDate}`;
          const filter = `state=${state}&${range}${branchId === undefined ? '' : `&branch_id=${branchId}`}`;
          const list = await getJson<GetOrderFilesResponse>(headers, `/files?${filter}`);
          const { reconciliation } = await getJson<GetOrderReconciliationResponse>(
            headers,
            `/files/reconciliation?${filter}`,
          );
          if (!reconciliation) throw new Error('no reconciliation');
          expect(reconciliation.range).toEqual({
            on: kind === 'closed' ? 'close_date' : 'open_date',
            start,
            end: reportDate,
          });
          // The list line is the totals row; the lines add up to the period figure.
          expect(reconciliation.list.company_revenue).toBe(
            fromCents(
              sumCents([toCents(list.totals.escrow_revenue), toCents(list.totals.magnus_title_revenue)]),
            ),
          );
          for (const figure of RECONCILED_FIGURES)
            if (figure !== 'company_revenue') expect(reconciliation.list[figure]).toBe(list.totals[figure]);
          expect(addedUp(reconciliation)).toEqual(reconciliation.period);
          // ... which is the branch summary's revenue (escrow + Magnus title, by posting date).
          expect(reconciliation.period.company_revenue).toBe(row.mtd_revenue);
          if (kind === 'closed') {
            // On a closed list only adjustments move: every file's own figures are dated in the range.
            expect(Object.values(reconciliation.files_outside).every((v) => toCents(v) === 0)).toBe(true);
            expect(Object.values(reconciliation.files_inside).every((v) => toCents(v) === 0)).toBe(true);
          }
        });
      }
    }
  }

  it('102 closed 11/01-11/27, by hand: 1,695.00 + 5.00 + 64.00 = 1,764.00', async () => {
    const { reconciliation: r } = await getJson<GetOrderReconciliationResponse>(
      t.as('admin'),
      `/files/reconciliation?state=AZ&close_start=2026-11-01&close_end=2026-11-27&branch_id=${branch102}`,
    );
    // The list holds G as it stands: 1500.00 - 20.00 escrow, 200.00 + 15.00 title.
    expect(r?.list).toEqual({
      escrow_revenue: '1480.00',
      title_revenue: '215.00',
      magnus_title_revenue: '215.00',
      partner_title_revenue: '0.00',
      total_revenue: '1695.00',
      company_revenue: '1695.00',
    });
    // G's adjustments posted on 10/28 and 11/28 leave: -(-20.00) escrow, -15.00 title.
    expect(r?.adjustments_outside).toEqual({
      escrow_revenue: '20.00',
      title_revenue: '-15.00',
      magnus_title_revenue: '-15.00',
      partner_title_revenue: '0.00',
      total_revenue: '5.00',
      company_revenue: '5.00',
    });
    // F (closed 10/30) had 64.00 of bundled escrow posted on 11/01.
    expect(r?.adjustments_inside).toEqual({
      escrow_revenue: '64.00',
      title_revenue: '0.00',
      magnus_title_revenue: '0.00',
      partner_title_revenue: '0.00',
      total_revenue: '64.00',
      company_revenue: '64.00',
    });
    expect(r?.period.company_revenue).toBe('1764.00');
  });

  it("a rep's list reconciles within the rep's files only", async () => {
    const rep = await signedInUser(t, { roles: ['Sales'], state: 'AZ', employeeId: repId });
    const filter = 'state=AZ&close_start=2026-11-01&close_end=2026-11-27';
    const list = await getJson<GetOrderFilesResponse>(rep.headers, `/files?${filter}`);
    const { reconciliation } = await getJson<GetOrderReconciliationResponse>(
      rep.headers,
      `/files/reconciliation?${filter}`,
    );
    // None of the rep's files closed in November; F's November adjustment is the period's revenue.
    expect(list.total).toBe(0);
    expect(reconciliation?.adjustments_inside.company_revenue).toBe('64.00');
    expect(reconciliation?.period.company_revenue).toBe('64.00');
  });

  it('a list without a date range has no reconciliation', async () => {
    const answer = await getJson<GetOrderReconciliationResponse>(
      t.as('superUser'),
      '/files/reconciliation?state=AZ',
    );
    expect(answer).toEqual({ reconciliation: null });
  });
});

describe('GET /files/reconciliation is its own request', () => {
  const FILTER = 'state=AZ&close_start=2026-11-01&close_end=2026-11-27';

  it("the list's pages no longer carry it", async () => {
    for (const url of [`/files?${FILTER}`, `/files?${FILTER}&page=2&page_size=1&sort=total_revenue`]) {
      const list = await getJson<GetOrderFilesResponse>(t.as('superUser'), url);
      expect(list).not.toHaveProperty('reconciliation');
      expect(list.totals.files).toBeGreaterThan(0);
    }
  });

  it('refuses what the list refuses: page and sort, junk filters, dates out of order', async () => {
    for (const query of [
      `${FILTER}&page=1`,
      `${FILTER}&sort=total_revenue`,
      'state=XX&close_start=2026-11-01',
      'close_start=2026-11-27&close_end=2026-11-01',
      'roll_up_linked=1&close_start=2026-11-01',
      'branch_id=abc&close_start=2026-11-01',
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/files/reconciliation?${query}`,
        headers: t.as('superUser'),
      });
      expect(response.statusCode, `${query}: ${response.body}`).toBe(400);
    }
  });

  it('asks for a sign-in as the list does', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/files/reconciliation?${FILTER}` });
    expect(response.statusCode).toBe(401);
  });
});
