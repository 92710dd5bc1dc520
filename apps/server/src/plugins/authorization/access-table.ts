import {
  ADMIN_ROLES,
  type CallerRoles,
  type ReportEndpoint,
  reportEndpoints,
  SUPER_ROLES,
} from '@hub/contract';

/**
 * Who may call a route: anyone, any active signed-in user, or users holding one of the
 * listed roles (exact names). A route missing here and from the contract's report declarations stops
 * the server at start (deny by default). Every route's rule, wherever it is said, is in the committed
 * `apps/server/route-access.txt` (test/route-access.test.ts), for review.
 */
export type Access = 'public' | CallerRoles;

/** Super User, and State Super User for their own state's records (the service checks the state). */
export const SUPERS = SUPER_ROLES;
/** Administration, reports and the commission summary. */
export const ADMINS = ADMIN_ROLES;

/**
 * Every API route that is not a report's, keyed 'METHOD /path' without the /api prefix, in Fastify's
 * parameter syntax. A report's GET and its export take the rule its contract declaration says
 * (`reportEndpoint({ access, exportAccess })`, see `REPORT_ACCESS`).
 */
export const API_ACCESS: Readonly<Record<string, Access>> = {
  'POST /auth/login': 'public',
  'GET /users/roles/live': 'authenticated',
  // The service allows the user themself or a super user (a State Super User in their state).
  'PATCH /users/:sub/password': 'authenticated',

  // Users admin: super only (a State Super User for their own state's users, never a Super User).
  'GET /users': SUPERS,
  'GET /users/:sub': SUPERS,
  'POST /users': SUPERS,
  'PUT /users/:sub': SUPERS,

  // Administration (DOMAIN.md §9); a State Super User only for their own state's records.
  'GET /employees': ADMINS,
  'GET /employees/simple': ADMINS,
  // Dashboards read their own employee: the service allows the linked or viewed employee, or ADMINS.
  'GET /employees/secure/:uuid': 'authenticated',
  'POST /employees': ADMINS,
  'PUT /employees/:uuid': ADMINS,
  'PATCH /employees/:uuid/photo': ADMINS,
  'PATCH /employees/:uuid/base': SUPERS,
  'GET /employees/:uuid/comm-guarantees': ADMINS,
  'POST /employees/:uuid/comm-guarantees': ADMINS,
  'PATCH /employees/:uuid/comm-guarantees/:id': ADMINS,
  'DELETE /employees/:uuid/comm-guarantees/:id': ADMINS,
  // The sales dashboard lists its employee's JVs: the service allows the linked or viewed employee, or ADMINS.
  'GET /employees/:uuid/jvs': 'authenticated',
  'POST /employees/:uuid/jvs': ADMINS,
  'PATCH /employees/:uuid/jvs/:link_id': ADMINS,
  'DELETE /employees/:uuid/jvs/:link_id': ADMINS,

  'GET /branches': ADMINS,
  'GET /branches/:uuid': ADMINS,
  'POST /branches': ADMINS,
  'PUT /branches/:uuid': ADMINS,

  'GET /cost-centers': ADMINS,
  'GET /cost-centers/:id': ADMINS,
  'POST /cost-centers': ADMINS,
  'PUT /cost-centers/:id': ADMINS,

  'GET /jv-entities': ADMINS,
  'GET /jv-entities/:id': ADMINS,
  'POST /jv-entities': ADMINS,
  'PUT /jv-entities/:id': ADMINS,
  'PATCH /jv-entities/:id/logo': ADMINS,

  'GET /fraud-list': ADMINS,
  'POST /fraud-list/batch': ADMINS,

  'GET /calendar-days': ADMINS,
  'POST /calendar-days': ADMINS,
  'DELETE /calendar-days/:uuid': ADMINS,

  // Uploads feed the order system's data in (DOMAIN.md §1); a State Super User's rows must be of their state.
  'POST /uploads/upload-file': ADMINS,
  'GET /uploads/upload-jobs/recent': ADMINS,
  'GET /uploads/upload-jobs/:uploadId': ADMINS,
  'GET /uploads/upload-mismatches/:uploadId': ADMINS,
  'PATCH /uploads/upload-mismatches/:uploadId/:mismatchId': ADMINS,
  'GET /uploads/layouts': ADMINS,
  'GET /uploads/templates/:upload_type': ADMINS,

  'GET /admin/report-options': ADMINS,

  // File search, client search, client history and the header's quick find: anyone signed in, over
  // the files they may see (policies.fileReach: admins by state, reps and escrow officers their own).
  'GET /files/file-search': 'authenticated',
  'GET /files/file-search/export': 'authenticated',
  'GET /files/client-search': 'authenticated',
  'GET /files/client-search/export': 'authenticated',
  'GET /files/client-history': 'authenticated',
  'GET /files/client-history/export': 'authenticated',
  'GET /files/quick-find': 'authenticated',
  // Open and closed orders (spec 001 §2): anyone signed in, over the files they may see (fileReach).
  'GET /files': 'authenticated',
  'GET /files/export': 'authenticated',
  'GET /files/reconciliation': 'authenticated',

  // The file override dialog (spec 001 §2): a file's override fields and its adjustments are read over
  // the files the user may see (fileReach); overriding, deleting and adjusting are super only (a State
  // Super User on their own state's files: the service checks superStateScope).
  'GET /files/:file_uuid': 'authenticated',
  'PUT /files/:file_uuid': SUPERS,
  'DELETE /files/:file_uuid': SUPERS,
  'GET /file-adjustments': 'authenticated',
  'POST /file-adjustments': SUPERS,
  'DELETE /file-adjustments/:adj_id': SUPERS,

  // Business days and month ends (DOMAIN.md §5): the report-date pickers of every role.
  'GET /calendar/all-days': 'authenticated',
  'GET /calendar/last-eom': 'authenticated',
  // New clients: anyone signed in, over the files they may see (fileReach); a non-admin names only their own rep.
  'GET /clients/reports/new-clients': 'authenticated',
  'GET /clients/reports/new-clients/export': 'authenticated',
  // Files missing a close date and fraud matches: administrators, within their states (stateScope).
  'GET /reports/files-missing-close-date': ADMINS,
  'GET /reports/files-missing-close-date/export': ADMINS,
  'GET /fraud-check': ADMINS,
  'GET /fraud-check/export': ADMINS,

  // The reports' own GETs and exports are declared with each report in the contract (REPORT_ACCESS).
  // Reports over a state are the administrators' (stateScope); a report of one employee also serves
  // that employee (the service allows the linked or viewed employee, or an administrator within reach).
  'GET /email/': ADMINS,
  // The commission summary's spreadsheets (e-mailed to the caller or downloaded): the summary's reach
  // (ADMINS, a State Super User their state's employees; anyone else their own employee), decided by its service.
  'GET /commission/xls': 'authenticated',
  // Finalising a commission period (spec 001 §4): finalise and unfinalise super only. The check answers
  // only the period's state (finalisations are GLOBAL, no figures), and the dashboards' commission tile
  // asks it for every signed-in user (spec 000 §4): open to all.
  'GET /commissions/periods/finalized/check': 'authenticated',
  'POST /commissions/periods/finalized': SUPERS,
  'DELETE /commissions/periods/finalized/:pf_uuid': SUPERS,
  // EO Profitability (spec 001 §6: super only): a State Super User their state's officers (the service checks).
  'PUT /employee-profit/grid': SUPERS,
  // Monthly charges (DOMAIN.md §9): saved by super users only, a State Super User for their own
  // state's employees; read by administrators too (the Commission Summary links to the charge reports).
  'PUT /charges/monthly': SUPERS,
  // Commission payments: the service lets the payer themself, or a super user (a State Super User in their
  // state), pay; the list reads an administrator's states or the user's own employee's payments.
  'GET /comm-pmts/': 'authenticated',
  'POST /comm-pmts/': 'authenticated',
  'PUT /comm-pmts/:uuid': 'authenticated',
  // JV client trend (spec 001 §2): administrators of the JV's state (the service checks it). Client groups are
  // global (no state): administrators, a State Super User too.
  'POST /reports/jv-client-trend/xls/email': ADMINS,
  'GET /client-groups': ADMINS,
  'POST /client-groups': ADMINS,
  'GET /client-groups/:id': ADMINS,
  'GET /client-groups/by-name/:name': ADMINS,
  'POST /client-groups/:id/members': ADMINS,
  'DELETE /client-groups/members/:member_id': ADMINS,
  // Title Officer Turnaround (spec 001 §2, DOMAIN.md §6): administrators within their states; the override
  // and the files added by hand are super only (DOMAIN.md §9 "turnaround overrides"; the service checks the state).
  'PUT /title-file-additions/override-title-comm': SUPERS,
  'POST /title-file-additions': SUPERS,
  'DELETE /title-file-additions/:added_file_uuid': SUPERS,

  // Exports of the lists above: the list's roles (its service keeps the list's state scope).
  'GET /cost-centers/export': ADMINS,
  'GET /employees/export': ADMINS,
  'GET /users/export': SUPERS,
  'GET /branches/export': ADMINS,
  'GET /jv-entities/export': ADMINS,
  'GET /fraud-list/export': ADMINS,
  'GET /calendar-days/export': ADMINS,
  'GET /uploads/upload-mismatches/:uploadId/export': ADMINS,
  'GET /uploads/upload-jobs/recent/export': ADMINS,
  'PUT /admin/report-options': ADMINS,
};

/** Routes outside /api: probes, the OpenAPI page and static files (the web app, public uploads). */
export const ROOT_ACCESS: Readonly<Record<string, Access>> = {
  'GET /healthz': 'public',
  'GET /readyz': 'public',
  'GET /docs': 'public',
  'GET /docs/': 'public',
  'GET /docs/json': 'public',
  'GET /docs/yaml': 'public',
  'GET /docs/static/*': 'public',
  'GET /docs/static/index.html': 'public',
  'GET /docs/static/swagger-initializer.js': 'public',
  'GET /static/uploads/public/*': 'public',
  'GET /*': 'public',
};

export const API_PREFIX = '/api';

/** The rules of the reports' routes, from their contract declarations: `GET <path>` and `GET <path>/export`. */
export function reportAccess(endpoints: readonly ReportEndpoint[]): Record<string, Access> {
  const rules: Record<string, Access> = {};
  for (const { path, access, exportAccess } of endpoints) {
    rules[`GET ${path}`] = access;
    rules[`GET ${path}/export`] = exportAccess ?? access;
  }
  return rules;
}

/** Every declared report's rules; a rule said both here and in `API_ACCESS` stops the server at start. */
export const REPORT_ACCESS: Readonly<Record<string, Access>> = reportAccess(reportEndpoints());
const saidTwice = Object.keys(REPORT_ACCESS).filter((route) => route in API_ACCESS);
if (saidTwice.length > 0)
  throw new Error(`The access table repeats what report declarations say: ${saidTwice.join(', ')}`);

/** The access rule of one route, or undefined when neither the table nor a report declaration has it. */
export function accessFor(method: string, url: string): Access | undefined {
  if (!url.startsWith(`${API_PREFIX}/`)) return ROOT_ACCESS[`${method} ${url}`];
  const route = `${method} ${url.slice(API_PREFIX.length)}`;
  return API_ACCESS[route] ?? REPORT_ACCESS[route];
}
