// The reports whose SQL is committed under apps/server/queries (test/report-sql.test.ts), each
// asked for one fixed query, and the records those queries name, seeded with fixed ids and uuids.
import { type ReportEndpoint, reportEndpoints } from '@hub/contract';
import type { Db } from '../../src/db/client.ts';
import { createBranch } from '../fixtures/branches.ts';
import { createJv } from '../fixtures/employee-links.ts';
import { insertClient, insertFraudPayee } from '../fixtures/file-reports.ts';
import { insertRolledAdjustment, insertRolledFile } from '../fixtures/report-files.ts';
import { type ReportWorld, reportUrl, schemaParameters } from '../fixtures/report-query.ts';
import { createEmployee } from '../helper.ts';

/** When the reports are asked: Saturday 28 November 2026, noon in Los Angeles (the day after REPORT_DATE). */
export const NOW = new Date('2026-11-28T20:00:00Z');
export const REPORT_DATE = '2026-11-27';
const MONTH = 'beg_date=2026-11-01&end_date=2026-11-27';

/** The records the queries name: the first of each kind in a fresh database, so their ids are 1. */
export const BRANCH = { id: 1, uuid: '00000000-0000-4000-8000-00000000b001' };
export const OFFICER = { id: 1, uuid: '00000000-0000-4000-8000-00000000e001' };
export const REP = { id: 2, uuid: '00000000-0000-4000-8000-00000000e002' };
export const JV = { id: 1, uuid: '00000000-0000-4000-8000-0000000000a1' };

/** A branch, an escrow officer, a marketing rep and a JV of AZ, files of theirs in the rollups, a client. */
export async function seedReportWorld(db: Db): Promise<void> {
  const branch = await createBranch(db, { name: '101 Scottsdale', state: 'AZ', uuid: BRANCH.uuid });
  const officer = await createEmployee(db, { uuid: OFFICER.uuid, emp_type: 'EO', state: 'AZ' });
  const rep = await createEmployee(db, { uuid: REP.uuid, emp_type: 'REP', state: 'AZ', first_name: 'Rey' });
  const jv = await createJv(db, { name: 'Desert JV', st: 'AZ', uuid: JV.uuid });
  if (branch.branch_id !== BRANCH.id || officer.employee_id !== OFFICER.id || rep.employee_id !== REP.id)
    throw new Error('the report world is seeded first, in a fresh database');
  if (jv.jv_id !== JV.id) throw new Error('the report world is seeded first, in a fresh database');
  const client = await insertClient(db, { company_name: 'Mesa Realty' });
  await insertFraudPayee(db, 'Shady Payee');
  const people = {
    state: 'AZ',
    branch_id: BRANCH.id,
    escrow_officer_id: OFFICER.id,
    marketing_rep_id: REP.id,
    directing_client_id: client.client_id,
  } as const;
  const closed = await insertRolledFile(db, {
    ...people,
    order_number: 'SQL-0001',
    jv_id: JV.id,
    open_date: '2026-11-02',
    disb_date: '2026-11-20',
    order_status: 'CLOSED',
    settlement_fee: '1500.00',
  });
  await insertRolledAdjustment(db, closed.file_id, {
    posting_date: '2026-11-24',
    magnus_escrow: '-100.00',
  });
  await insertRolledFile(db, {
    ...people,
    order_number: 'SQL-0002',
    open_date: '2026-11-27',
    buyer: 'Shady Payee',
    settlement_fee: '900.00',
  });
  await insertRolledFile(db, {
    ...people,
    order_number: 'SQL-0003',
    order_status: 'CLOSED',
    open_date: '2026-10-05',
  });
}

/**
 * Which routes are reports: the GET routes (not their exports) of these OpenAPI tags, and these paths
 * of other tags. The test fails when one of them is asked by no line of `REPORT_SQL`.
 */
export const REPORT_TAGS: readonly string[] = [
  'branch-reports',
  'employee-reports',
  'jv-reports',
  'revenue-reports',
  'eo-dashboard',
  'orders',
  'missing-close-date',
  'fraud-matches',
  'new-clients',
  'commissions',
  'jv-client-trend',
  'title-turnaround',
];
export const REPORT_PATHS: readonly string[] = ['/api/files/client-history', '/api/reports/comm-payments'];

/** One report: the file it is written to (`queries/<name>.sql`), and its fixed request. */
export type ReportSql = { name: string; title: string; url: string };

/** What a report declared in the contract is asked about when no line below asks it (fixtures/report-query.ts). */
export const SQL_WORLD: ReportWorld = {
  state: 'AZ',
  day: REPORT_DATE,
  monthStart: '2026-11-01',
  monthEnd: '2026-11-30',
  jvUuid: JV.uuid,
  branchUuid: BRANCH.uuid,
  branchId: BRANCH.id,
  officerUuid: OFFICER.uuid,
  repUuid: REP.uuid,
};

/**
 * The reports declared in the contract that no line of `REPORT_SQL` asks, each asked about `SQL_WORLD`
 * as its route's parameters say, its file named by the declaration: a new report needs no line here.
 */
export function declaredReportSql(endpoints: readonly ReportEndpoint[] = reportEndpoints()): ReportSql[] {
  const asked = new Set(REPORT_SQL.map((report) => new URL(report.url, 'http://hub.test').pathname));
  return endpoints
    .filter((endpoint) => !asked.has(`/api${endpoint.path}`))
    .map((endpoint) => ({
      name: endpoint.name,
      title: `Report ${endpoint.name} (declared in the contract)`,
      url: reportUrl(endpoint.path, schemaParameters(endpoint.query), SQL_WORLD),
    }));
}

export const REPORT_SQL: readonly ReportSql[] = [
  {
    name: 'branch-summary',
    title: 'Branch Escrow Summary',
    url: `/api/reports/branches?state=AZ&report_date=${REPORT_DATE}`,
  },
  {
    name: 'yearly-comparison',
    title: 'Yearly Comparison',
    url: '/api/reports/branches/yearly-comparison?state=AZ&year=2026',
  },
  {
    name: 'employee-monthly-eo',
    title: 'Escrow Officer Report (every escrow officer)',
    url: `/api/reports/employees?state=AZ&emp_type=EO&report_date=${REPORT_DATE}`,
  },
  {
    name: 'employee-monthly-one',
    title: 'Employee monthly report of one employee',
    url: `/api/reports/employees?state=AZ&uuid=${OFFICER.uuid}&report_date=${REPORT_DATE}`,
  },
  {
    name: 'rep-branch',
    title: 'Rep by branch',
    url: `/api/reports/rep-branch?state=AZ&beg_dt=2026-11-01&end_dt=${REPORT_DATE}&rep_uuid=${REP.uuid}`,
  },
  {
    name: 'jv-employee-breakdown',
    title: 'JV breakdown of an employee',
    url: `/api/reports/employees/jv-range?employee_uuid=${OFFICER.uuid}&${MONTH}`,
  },
  {
    name: 'jv-branch-breakdown',
    title: 'JV breakdown of a branch',
    url: `/api/reports/branches/jv-range?branch_uuid=${BRANCH.uuid}&${MONTH}`,
  },
  { name: 'jv-mix', title: 'JV mix', url: `/api/reports/jvs/mix?jv_uuid=${JV.uuid}&${MONTH}` },
  {
    name: 'jv-client-trend',
    title: 'JV client trend (24 months)',
    url: `/api/reports/jv-client-trend?jv_uuid=${JV.uuid}&months=24&include_unknown=true`,
  },
  {
    name: 'revenue-trend',
    title: 'Revenue trend',
    url: `/api/revenue/trend?state=AZ&months_back=12&branch_id=${BRANCH.id}`,
  },
  {
    name: 'revenue-compare',
    title: 'Revenue compare',
    url: `/api/revenue/datecompare?state=AZ&report_date=${REPORT_DATE}`,
  },
  {
    name: 'eo-dashboard',
    title: 'EO dashboard',
    url: `/api/reports/dashboard?state=AZ&date_to=${REPORT_DATE}`,
  },
  {
    name: 'open-orders',
    title: 'Open orders',
    url: '/api/files?state=AZ&open_start=2026-11-01&open_end=2026-11-27',
  },
  {
    name: 'closed-orders',
    title: 'Closed orders, with their totals',
    url: '/api/files?state=AZ&close_start=2026-11-01&close_end=2026-11-27',
  },
  {
    name: 'order-reconciliation',
    title: "Closed orders' reconciliation to the period figures",
    url: '/api/files/reconciliation?state=AZ&close_start=2026-11-01&close_end=2026-11-27',
  },
  {
    name: 'missing-close-date',
    title: 'Files missing a close date',
    url: '/api/reports/files-missing-close-date',
  },
  { name: 'fraud-matches', title: 'Fraud matches', url: '/api/fraud-check' },
  {
    name: 'new-clients',
    title: 'New clients',
    url: `/api/clients/reports/new-clients?start_date=2026-11-01&end_date=${REPORT_DATE}&marketing_rep_uuid=${REP.uuid}`,
  },
  {
    name: 'commission-month',
    title: 'Commission summary of a whole month (the monthly rollups)',
    url: '/api/commission?start_date=2026-11-01&end_date=2026-11-30',
  },
  {
    name: 'commission-half-month',
    title: 'Commission summary of half a month (the daily rollups)',
    url: '/api/commission?start_date=2026-11-16&end_date=2026-11-30',
  },
  {
    name: 'comm-payments-summary',
    title: 'Commission payments summary',
    url: '/api/reports/comm-payments?period_start=2026-11-01&period_end=2026-11-30',
  },
  {
    name: 'client-history',
    title: 'Client history',
    url: '/api/files/client-history?start=2026-01-01&end=2026-11-27&client_search=Mesa',
  },
  { name: 'title-turnaround', title: 'Title officer turnaround', url: `/api/reports/to?state=AZ&${MONTH}` },
];
