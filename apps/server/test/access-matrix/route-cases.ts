// One case per API route for the access matrix (test/access-matrix.test.ts): how to build a request
// that points at a record of a given state, and what a caller allowed to do it gets back. A route
// the app registers without a case here fails the matrix, so every new route is walked too.
import { randomUUID } from 'node:crypto';
import type { State } from '@hub/contract';
import { addDays, todayInLA } from '@hub/domain';
import { eq } from 'drizzle-orm';
import {
  calendarDays,
  employees,
  fileAdjustments,
  uploadJobs,
  uploadMismatches,
} from '../../src/db/schema/index.ts';
import { createBranch, createCostCenter } from '../fixtures/branches.ts';
import { createJv, insertGuaranteeRow, insertJvLinkRow } from '../fixtures/employee-links.ts';
import { insertClient, insertFile, insertFraudPayee } from '../fixtures/file-reports.ts';
import { TINY_PNG } from '../fixtures/jvs.ts';
import { setReportOptions } from '../fixtures/report-options.ts';
import { FILE_HEADER, fileRow, multipart, spreadsheet } from '../fixtures/uploads.ts';
import { createUser } from '../helper.ts';
import {
  admin,
  type CallerFacts,
  employee,
  get,
  leakMark,
  marked,
  noState,
  ownEmployee,
  type RouteCase,
  superOnly,
  user,
  type World,
} from './case-kit.ts';
import { branchReportsCases } from './cases/branch-reports.ts';
import { chargesCases } from './cases/charges.ts';
import { commPaymentsCases } from './cases/comm-payments.ts';
import { commissionsCases } from './cases/commissions.ts';
import { employeeProfitCases } from './cases/employee-profit.ts';
import { employeeReportsCases } from './cases/employee-reports.ts';
import { eoDashboardCases } from './cases/eo-dashboard.ts';
import { jvClientTrendCases } from './cases/jv-client-trend.ts';
import { jvReportsCases } from './cases/jv-reports.ts';
import { revenueReportsCases } from './cases/revenue-reports.ts';
import { titleTurnaroundCases } from './cases/title-turnaround.ts';

export * from './case-kit.ts';

/** A date no other case uses, so calendar days never collide. */
let dayCounter = 0;
function uniqueDay(): string {
  dayCounter += 1;
  const date = new Date(Date.UTC(2040, 0, 1) + dayCounter * 86_400_000);
  return date.toISOString().slice(0, 10);
}

/** A finished upload by a State Super User of `state`, with one mismatch holding a row of that state. */
async function uploadJob(world: World, state: State) {
  const uploader = await createUser(world.db, { roles: ['State Super User'], state });
  const [job] = await world.db
    .insert(uploadJobs)
    .values({
      upload_type: 'esc_files',
      filename: `${marked(state)}.csv`,
      status: 'done',
      created_by: uploader.id,
    })
    .returning({ id: uploadJobs.upload_id });
  if (!job) throw new Error('upload job not created');
  const [mismatch] = await world.db
    .insert(uploadMismatches)
    .values({
      upload_id: job.id,
      row_number: 2,
      field_name: 'branch',
      field_value: marked(state),
      problem: 'matrix',
      row_data: { order_number: marked(state), state },
    })
    .returning({ id: uploadMismatches.mismatch_id });
  if (!mismatch) throw new Error('mismatch not created');
  return { uploadId: job.id, mismatchId: mismatch.id };
}

const othersUploads = {
  kind: 'self',
  allowed: (caller: CallerFacts) => caller.roles.some((r) => r === 'Super User' || r === 'Admin'),
} as const;

export const ROUTE_CASES: Readonly<Record<string, RouteCase>> = {
  ...branchReportsCases,
  ...chargesCases,
  ...commPaymentsCases,
  ...commissionsCases,
  ...employeeProfitCases,
  ...employeeReportsCases,
  ...jvReportsCases,
  ...jvClientTrendCases,
  ...revenueReportsCases,
  ...eoDashboardCases,
  ...titleTurnaroundCases,
  'POST /auth/login': {
    scope: noState,
    success: 200,
    build: async (world, state) => {
      const someone = await user(world, state);
      return { url: '/api/auth/login', payload: { email: someone.email, password: someone.password } };
    },
  },
  'GET /users/roles/live': {
    scope: { kind: 'self', allowed: () => true },
    success: 200,
    build: get('/api/users/roles/live'),
  },
  'PATCH /users/:sub/password': {
    scope: superOnly,
    success: 200,
    build: async (world, state) => ({
      url: `/api/users/${(await user(world, state)).uuid}/password`,
      payload: { password: 'a-new-password-for-the-matrix' },
    }),
  },
  'GET /users': { scope: noState, success: 200, build: get('/api/users') },
  'GET /users/:sub': {
    scope: superOnly,
    success: 200,
    build: async (world, state) => ({ url: `/api/users/${(await user(world, state)).uuid}` }),
  },
  'POST /users': {
    scope: superOnly,
    success: 201,
    build: async (_world, state) => ({
      url: '/api/users',
      payload: {
        email: `${marked(state)}@hub.test`,
        password: 'a-password-for-the-matrix',
        roles: 'Sales',
        state,
      },
    }),
  },
  'PUT /users/:sub': {
    scope: superOnly,
    success: 200,
    build: async (world, state) => ({
      url: `/api/users/${(await user(world, state)).uuid}`,
      payload: { first_name: 'Renamed' },
    }),
  },

  'GET /employees': { scope: noState, success: 200, build: get('/api/employees') },
  'GET /employees/simple': { scope: noState, success: 200, build: get('/api/employees/simple') },
  'GET /employees/secure/:uuid': {
    scope: ownEmployee,
    success: 200,
    // Callers of the Sales family ask for their own employee (of their state); others for any.
    build: async (world, state, caller) => ({
      url: `/api/employees/secure/${ownOrNew(world, state, caller) ?? (await employee(world, state)).uuid}`,
    }),
  },
  'POST /employees': {
    scope: admin,
    success: 201,
    build: async (_world, state) => ({
      url: '/api/employees',
      payload: { first_name: marked(state), last_name: 'Matrix', state },
    }),
  },
  'PUT /employees/:uuid': {
    scope: admin,
    success: 200,
    build: async (world, state) => ({
      url: `/api/employees/${(await employee(world, state)).uuid}`,
      payload: { title: 'Renamed' },
    }),
  },
  'PATCH /employees/:uuid/photo': {
    scope: admin,
    success: 200,
    build: async (world, state) => {
      const body = multipart({}, { name: 'photo.png', data: TINY_PNG, field: 'file' });
      return { url: `/api/employees/${(await employee(world, state)).uuid}/photo`, ...body };
    },
  },
  'PATCH /employees/:uuid/base': {
    scope: superOnly,
    success: 200,
    build: async (world, state) => ({
      url: `/api/employees/${(await employee(world, state)).uuid}/base`,
      payload: { base: '1000.00', base_desc: 'matrix' },
    }),
  },
  'GET /employees/:uuid/comm-guarantees': {
    scope: admin,
    success: 200,
    build: async (world, state) => ({
      url: `/api/employees/${(await employee(world, state)).uuid}/comm-guarantees`,
    }),
  },
  'POST /employees/:uuid/comm-guarantees': {
    scope: admin,
    success: 201,
    build: async (world, state) => ({
      url: `/api/employees/${(await employee(world, state)).uuid}/comm-guarantees`,
      payload: { period_beg_dt: '2026-01-01', period_end_dt: '2026-01-31', guarantee_amount: '100.00' },
    }),
  },
  'PATCH /employees/:uuid/comm-guarantees/:id': {
    scope: admin,
    success: 200,
    build: async (world, state) => {
      const owner = await employee(world, state);
      const row = await insertGuaranteeRow(world.db, owner.employee_id);
      return {
        url: `/api/employees/${owner.uuid}/comm-guarantees/${row.comm_guarantee_id}`,
        payload: { guarantee_amount: '200.00' },
      };
    },
  },
  'DELETE /employees/:uuid/comm-guarantees/:id': {
    scope: admin,
    success: 204,
    build: async (world, state) => {
      const owner = await employee(world, state);
      const row = await insertGuaranteeRow(world.db, owner.employee_id);
      return { url: `/api/employees/${owner.uuid}/comm-guarantees/${row.comm_guarantee_id}` };
    },
  },
  'GET /employees/:uuid/jvs': {
    scope: ownEmployee,
    success: 200,
    build: async (world, state, caller) => ({
      url: `/api/employees/${ownOrNew(world, state, caller) ?? (await employee(world, state)).uuid}/jvs`,
    }),
  },
  'POST /employees/:uuid/jvs': {
    scope: admin,
    success: 201,
    build: async (world, state) => {
      const jv = await createJv(world.db, { name: marked(state), st: state });
      return {
        url: `/api/employees/${(await employee(world, state)).uuid}/jvs`,
        payload: { jv_uuid: jv.uuid },
      };
    },
  },
  'PATCH /employees/:uuid/jvs/:link_id': {
    scope: admin,
    success: 200,
    build: async (world, state) => {
      const owner = await employee(world, state);
      const jv = await createJv(world.db, { name: marked(state), st: state });
      const linkId = await insertJvLinkRow(world.db, owner.employee_id, jv.jv_id);
      return { url: `/api/employees/${owner.uuid}/jvs/${linkId}`, payload: { is_primary: true } };
    },
  },
  'DELETE /employees/:uuid/jvs/:link_id': {
    scope: admin,
    success: 204,
    build: async (world, state) => {
      const owner = await employee(world, state);
      const jv = await createJv(world.db, { name: marked(state), st: state });
      const linkId = await insertJvLinkRow(world.db, owner.employee_id, jv.jv_id);
      return { url: `/api/employees/${owner.uuid}/jvs/${linkId}` };
    },
  },

  'GET /branches': { scope: noState, success: 200, build: get('/api/branches') },
  'GET /branches/:uuid': {
    scope: admin,
    success: 200,
    build: async (world, state) => ({
      url: `/api/branches/${(await createBranch(world.db, { name: marked(state), state })).uuid}`,
    }),
  },
  'POST /branches': {
    scope: admin,
    success: 201,
    build: async (_world, state) => ({ url: '/api/branches', payload: { name: marked(state), state } }),
  },
  'PUT /branches/:uuid': {
    scope: admin,
    success: 200,
    build: async (world, state) => ({
      url: `/api/branches/${(await createBranch(world.db, { name: marked(state), state })).uuid}`,
      payload: { alias: 'Renamed' },
    }),
  },

  'GET /cost-centers': { scope: noState, success: 200, build: get('/api/cost-centers') },
  'GET /cost-centers/:id': {
    scope: admin,
    success: 200,
    build: async (world, state) => ({
      url: `/api/cost-centers/${(await createCostCenter(world.db, { description: marked(state), state })).cost_center_id}`,
    }),
  },
  'POST /cost-centers': {
    scope: admin,
    success: 201,
    build: async (_world, state) => ({
      url: '/api/cost-centers',
      payload: { company_name: 'Matrix Title', state, output_order: 1, description: marked(state) },
    }),
  },
  'PUT /cost-centers/:id': {
    scope: admin,
    success: 200,
    build: async (world, state) => ({
      url: `/api/cost-centers/${(await createCostCenter(world.db, { description: marked(state), state })).cost_center_id}`,
      payload: { company_name: 'Matrix Title', state, output_order: 2, description: marked(state) },
    }),
  },

  'GET /jv-entities': { scope: noState, success: 200, build: get('/api/jv-entities') },
  'GET /jv-entities/:id': {
    scope: admin,
    success: 200,
    build: async (world, state) => ({
      url: `/api/jv-entities/${(await createJv(world.db, { name: marked(state), st: state })).jv_id}`,
    }),
  },
  'POST /jv-entities': {
    scope: admin,
    success: 201,
    build: async (_world, state) => ({
      url: '/api/jv-entities',
      payload: { name: marked(state), st: state },
    }),
  },
  'PUT /jv-entities/:id': {
    scope: admin,
    success: 200,
    build: async (world, state) => ({
      url: `/api/jv-entities/${(await createJv(world.db, { name: marked(state), st: state })).jv_id}`,
      payload: { name: marked(state), st: state },
    }),
  },
  'PATCH /jv-entities/:id/logo': {
    scope: admin,
    success: 200,
    build: async (world, state) => {
      const jv = await createJv(world.db, { name: marked(state), st: state });
      return {
        url: `/api/jv-entities/${jv.jv_id}/logo`,
        ...multipart({}, { name: 'logo.png', data: TINY_PNG, field: 'file' }),
      };
    },
  },

  'GET /fraud-list': { scope: noState, success: 200, build: get('/api/fraud-list') },
  'POST /fraud-list/batch': {
    scope: noState,
    success: 200,
    build: async () => ({
      url: '/api/fraud-list/batch',
      payload: [{ fraud_payee_name: `Matrix Payee ${randomUUID().slice(0, 8)}` }],
    }),
  },

  'GET /calendar-days': {
    scope: admin,
    success: 200,
    build: async (_world, state) => ({ url: `/api/calendar-days?year=2040&state=${state}` }),
  },
  'POST /calendar-days': {
    scope: admin,
    success: 201,
    build: async (_world, state) => ({
      url: '/api/calendar-days',
      payload: { day_date: uniqueDay(), state, is_business_day: false, holiday_name: 'Matrix Day' },
    }),
  },
  'DELETE /calendar-days/:uuid': {
    scope: admin,
    success: 204,
    build: async (world, state) => {
      const [day] = await world.db
        .insert(calendarDays)
        .values({ day_date: uniqueDay(), state, is_business_day: false, holiday_name: 'Matrix Day' })
        .returning({ uuid: calendarDays.uuid });
      return { url: `/api/calendar-days/${day?.uuid}` };
    },
  },

  'GET /admin/report-options': {
    scope: noState,
    success: 200,
    build: async (world) => {
      await markReportOptions(world);
      return { url: '/api/admin/report-options' };
    },
  },
  'PUT /admin/report-options': {
    scope: admin,
    success: 200,
    // Changes one state's section and sends the other as a State Super User reads it (null).
    build: async (world, state) => {
      await markReportOptions(world);
      const section = (s: State, recipients: string[], openings: number | null, revenue: string | null) => ({
        [`${s.toLowerCase()}_reports_send_to`]: recipients,
        [`${s.toLowerCase()}_projected_openings`]: openings,
        [`${s.toLowerCase()}_projected_revenue`]: revenue,
      });
      const other: State = state === 'AZ' ? 'NV' : 'AZ';
      return {
        url: '/api/admin/report-options',
        payload: {
          ...section(state, [`changed-${state.toLowerCase()}@hub.test`], 100, '1000.00'),
          ...section(other, [], null, null),
        },
      };
    },
  },

  'POST /uploads/upload-file': {
    scope: noState,
    success: 202,
    build: async (_world, state) => ({
      url: '/api/uploads/upload-file',
      ...multipart(
        { upload_type: 'esc_files' },
        {
          name: 'matrix.csv',
          data: spreadsheet([[...FILE_HEADER], fileRow(`M-${randomUUID().slice(0, 8)}`, { state })], 'csv'),
        },
      ),
    }),
  },
  'GET /uploads/upload-jobs/recent': {
    scope: noState,
    success: 200,
    build: async (world) => {
      for (const state of ['AZ', 'NV'] as const) await uploadJob(world, state);
      return { url: '/api/uploads/upload-jobs/recent' };
    },
  },
  // A State Super User sees only the uploads they made themself (the fixture's job is another user's).
  'GET /uploads/upload-jobs/:uploadId': {
    scope: othersUploads,
    success: 200,
    build: async (world, state) => ({
      url: `/api/uploads/upload-jobs/${(await uploadJob(world, state)).uploadId}`,
    }),
  },
  'GET /uploads/upload-mismatches/:uploadId': {
    scope: othersUploads,
    success: 200,
    build: async (world, state) => ({
      url: `/api/uploads/upload-mismatches/${(await uploadJob(world, state)).uploadId}`,
    }),
  },
  'PATCH /uploads/upload-mismatches/:uploadId/:mismatchId': {
    scope: othersUploads,
    success: 200,
    build: async (world, state) => {
      const { uploadId, mismatchId } = await uploadJob(world, state);
      return { url: `/api/uploads/upload-mismatches/${uploadId}/${mismatchId}`, payload: { resolved: true } };
    },
  },
  'GET /uploads/layouts': { scope: noState, success: 200, build: get('/api/uploads/layouts') },
  'GET /uploads/templates/:upload_type': {
    scope: noState,
    success: 200,
    build: get('/api/uploads/templates/esc_files?format=csv'),
  },

  // Exports answer a CSV of the list's rows: the leak check reads the other state's marks in it.
  'GET /cost-centers/export': {
    scope: noState,
    success: 200,
    build: get('/api/cost-centers/export?format=csv'),
  },
  'GET /employees/export': { scope: noState, success: 200, build: get('/api/employees/export?format=csv') },
  'GET /users/export': { scope: noState, success: 200, build: get('/api/users/export?format=csv') },
  'GET /branches/export': { scope: noState, success: 200, build: get('/api/branches/export?format=csv') },
  'GET /jv-entities/export': {
    scope: noState,
    success: 200,
    build: get('/api/jv-entities/export?format=csv'),
  },
  'GET /fraud-list/export': { scope: noState, success: 200, build: get('/api/fraud-list/export?format=csv') },
  'GET /calendar-days/export': {
    scope: admin,
    success: 200,
    build: async (_world, state) => ({
      url: `/api/calendar-days/export?year=2040&state=${state}&format=csv`,
    }),
  },
  'GET /calendar/all-days': { scope: noState, success: 200, build: get('/api/calendar/all-days?count=5') },
  'GET /calendar/last-eom': { scope: noState, success: 200, build: get('/api/calendar/last-eom?state=NV') },
  // A rep of the state (the caller's own when it is of that state) with a new client of that state.
  'GET /clients/reports/new-clients': {
    scope: ownEmployee,
    success: 200,
    build: async (world, state, caller) => ({
      url: `/api/clients/reports/new-clients?${await newClientQuery(world, state, caller)}`,
    }),
  },
  'GET /clients/reports/new-clients/export': {
    scope: ownEmployee,
    success: 200,
    build: async (world, state, caller) => ({
      url: `/api/clients/reports/new-clients/export?format=csv&${await newClientQuery(world, state, caller)}`,
    }),
  },
  // Lists of files of both states: the leak check reads the other state's marks in them.
  'GET /reports/files-missing-close-date': {
    scope: noState,
    success: 200,
    build: async (world) => {
      await missingCloseDateFiles(world);
      return { url: '/api/reports/files-missing-close-date' };
    },
  },
  'GET /reports/files-missing-close-date/export': {
    scope: noState,
    success: 200,
    build: async (world) => {
      await missingCloseDateFiles(world);
      return { url: '/api/reports/files-missing-close-date/export?format=csv' };
    },
  },
  'GET /fraud-check': {
    scope: noState,
    success: 200,
    build: async (world) => {
      await fraudMatchFiles(world);
      return { url: '/api/fraud-check' };
    },
  },
  'GET /fraud-check/export': {
    scope: noState,
    success: 200,
    build: async (world) => {
      await fraudMatchFiles(world);
      return { url: '/api/fraud-check/export?format=csv' };
    },
  },
  // File search, client search and history, quick find: anyone signed in, over the files they may
  // see. Files of both states with marked names; the search terms carry no mark (an export names its
  // filters), so the leak check reads the rows alone.
  'GET /files/file-search': {
    scope: noState,
    success: 200,
    build: async (world) => {
      await searchFiles(world);
      return { url: '/api/files/file-search?order_number=mxs-' };
    },
  },
  'GET /files/file-search/export': {
    scope: noState,
    success: 200,
    build: async (world) => {
      await searchFiles(world);
      return { url: '/api/files/file-search/export?format=csv&order_number=mxs-' };
    },
  },
  'GET /files/client-search': {
    scope: noState,
    success: 200,
    build: async (world) => {
      await searchFiles(world);
      return { url: `/api/files/client-search?${SEARCH_RANGE}&client_search=Matrix%20Party` };
    },
  },
  'GET /files/client-search/export': {
    scope: noState,
    success: 200,
    build: async (world) => {
      await searchFiles(world);
      return {
        url: `/api/files/client-search/export?format=csv&${SEARCH_RANGE}&client_search=Matrix%20Party`,
      };
    },
  },
  'GET /files/client-history': {
    scope: noState,
    success: 200,
    build: async (world) => {
      await searchFiles(world);
      return { url: `/api/files/client-history?${SEARCH_RANGE}&client_search=MXS` };
    },
  },
  'GET /files/client-history/export': {
    scope: noState,
    success: 200,
    build: async (world) => {
      await searchFiles(world);
      return { url: `/api/files/client-history/export?format=csv&${SEARCH_RANGE}` };
    },
  },
  'GET /files/quick-find': {
    scope: noState,
    success: 200,
    build: async (world) => {
      await searchFiles(world);
      return { url: '/api/files/quick-find?q=mxs' };
    },
  },
  // Open orders of both states opened in September 2039 (anyone signed in lists the files they may see).
  'GET /files': {
    scope: noState,
    success: 200,
    build: async (world) => {
      await orderReportFiles(world);
      return { url: '/api/files?open_start=2039-09-01&open_end=2039-09-30' };
    },
  },
  'GET /files/export': {
    scope: noState,
    success: 200,
    build: async (world) => {
      await orderReportFiles(world);
      return { url: '/api/files/export?format=csv&open_start=2039-09-01&open_end=2039-09-30' };
    },
  },
  'GET /files/reconciliation': {
    scope: noState,
    success: 200,
    build: async (world) => {
      await orderReportFiles(world);
      return { url: '/api/files/reconciliation?open_start=2039-09-01&open_end=2039-09-30' };
    },
  },
  'GET /uploads/upload-jobs/recent/export': {
    scope: noState,
    success: 200,
    build: async (world) => {
      for (const state of ['AZ', 'NV'] as const) await uploadJob(world, state);
      return { url: '/api/uploads/upload-jobs/recent/export?format=csv' };
    },
  },
  'GET /uploads/upload-mismatches/:uploadId/export': {
    scope: othersUploads,
    success: 200,
    build: async (world, state) => ({
      url: `/api/uploads/upload-mismatches/${(await uploadJob(world, state)).uploadId}/export?format=csv`,
    }),
  },

  // The file override dialog: a file (and its adjustments) is read by whoever may see it (an
  // administrator within reach, or the rep's own user), changed by a super user within reach.
  'GET /files/:file_uuid': {
    scope: ownEmployee,
    success: 200,
    build: async (world, state, caller) => ({
      url: `/api/files/${(await overrideFile(world, state, caller)).file_uuid}`,
    }),
  },
  'PUT /files/:file_uuid': {
    scope: superOnly,
    success: 200,
    build: async (world, state) => ({
      url: `/api/files/${(await overrideFile(world, state, null)).file_uuid}`,
      payload: { settlement_fee: '1234.50', calc_close_date: '2039-07-02' },
    }),
  },
  'DELETE /files/:file_uuid': {
    scope: superOnly,
    success: 204,
    build: async (world, state) => ({
      url: `/api/files/${(await overrideFile(world, state, null)).file_uuid}`,
    }),
  },
  // Adjustments of both states posted on a day of their own: the leak check reads the other state's marks.
  'GET /file-adjustments': {
    scope: noState,
    success: 200,
    build: async (world) => {
      for (const state of ['AZ', 'NV'] as const) await overrideAdjustment(world, state);
      return { url: '/api/file-adjustments?start_date=2039-08-01&end_date=2039-08-31' };
    },
  },
  'POST /file-adjustments': {
    scope: superOnly,
    success: 201,
    build: async (world, state) => ({
      url: '/api/file-adjustments',
      payload: {
        esc_file_id: (await overrideFile(world, state, null)).file_id,
        posting_date: '2039-07-03',
        magnus_escrow: '-12.34',
        reason: marked(state),
      },
    }),
  },
  'DELETE /file-adjustments/:adj_id': {
    scope: superOnly,
    success: 204,
    build: async (world, state) => ({
      url: `/api/file-adjustments/${await overrideAdjustment(world, state)}`,
    }),
  },
};

/** The caller's own employee when it is of `state`; callers without one ask for a new employee. */
function ownOrNew(_world: World, state: State, caller: CallerFacts): string | null {
  return caller.ownEmployeeUuid !== null && caller.state === state ? caller.ownEmployeeUuid : null;
}

/**
 * The new-clients query of a case: a rep of `state` (the caller's own employee when it is of that
 * state), and a client of that state, marked, whose first file ever that rep opened in the range.
 */
async function newClientQuery(world: World, state: State, caller: CallerFacts): Promise<string> {
  const repUuid = ownOrNew(world, state, caller) ?? (await employee(world, state)).uuid;
  const [rep] = await world.db
    .select({ id: employees.employee_id })
    .from(employees)
    .where(eq(employees.uuid, repUuid));
  const client = await insertClient(world.db, { company_name: marked(state) });
  await insertFile(world.db, {
    state,
    open_date: '2039-06-15',
    directing_client_id: client.client_id,
    marketing_rep_id: rep?.id ?? null,
  });
  return `start_date=2039-06-01&end_date=2039-06-30&marketing_rep_uuid=${repUuid}`;
}

/** A closed file without a close date in each state, its buyer marked. */
async function missingCloseDateFiles(world: World): Promise<void> {
  for (const state of ['AZ', 'NV'] as const) {
    await insertFile(world.db, { state, order_status: 'CLOSED', buyer: marked(state) });
  }
}

/** A fraud payee and, in each state, a file opened yesterday whose buyer carries it (and the mark). */
async function fraudMatchFiles(world: World): Promise<void> {
  const payee = `Matrix Fraud ${randomUUID().slice(0, 8)}`;
  await insertFraudPayee(world.db, payee);
  for (const state of ['AZ', 'NV'] as const) {
    await insertFile(world.db, {
      state,
      open_date: addDays(todayInLA(), -1),
      buyer: `${payee} and ${marked(state)}`,
    });
  }
}

/** In each state, a file opened in September 2039 whose order number is marked (the order reports). */
async function orderReportFiles(world: World): Promise<void> {
  for (const state of ['AZ', 'NV'] as const) {
    await insertFile(world.db, { state, open_date: '2039-09-15', order_number: marked(state) });
  }
}

const SEARCH_RANGE = 'start=2039-09-01&end=2039-09-30';

/** In each state, a file opened in September 2039 (its order number and buyer marked) and its marked client. */
async function searchFiles(world: World): Promise<void> {
  for (const state of ['AZ', 'NV'] as const) {
    const client = await insertClient(world.db, { company_name: `MXS Client ${marked(state)}` });
    await insertFile(world.db, {
      state,
      order_number: `MXS-${marked(state)}`,
      open_date: '2039-09-15',
      buyer: `Matrix Party ${marked(state)}`,
      directing_client_id: client.client_id,
    });
  }
}

/** Both states' recipients carry their state's mark, so a leak of the other section shows. */
async function markReportOptions(world: World): Promise<void> {
  for (const state of ['AZ', 'NV'] as const) {
    await setReportOptions(world.db, state, { reports_send_to: [`${leakMark(state)}@hub.test`] });
  }
}

/** A file of `state`, its order number marked, marketed by the caller's own employee when it is of that state. */
async function overrideFile(world: World, state: State, caller: CallerFacts | null) {
  const repUuid = caller ? ownOrNew(world, state, caller) : null;
  const [rep] = repUuid
    ? await world.db.select({ id: employees.employee_id }).from(employees).where(eq(employees.uuid, repUuid))
    : [];
  return insertFile(world.db, { state, order_number: marked(state), marketing_rep_id: rep?.id ?? null });
}

/** An adjustment, its reason marked, on a new file of `state`, posted in August 2039; its id. */
async function overrideAdjustment(world: World, state: State): Promise<number> {
  const file = await overrideFile(world, state, null);
  const [row] = await world.db
    .insert(fileAdjustments)
    .values({
      esc_file_id: file.file_id,
      posting_date: '2039-08-15',
      magnus_title: '25.00',
      reason: marked(state),
    })
    .returning({ adj_id: fileAdjustments.adj_id });
  if (!row) throw new Error('adjustment not created');
  return row.adj_id;
}
