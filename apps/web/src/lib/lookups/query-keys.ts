import type { State } from '@hub/contract';

/**
 * Every cache key of the app, one factory per area. Each key of an area starts with the area's
 * `all`, so a save that invalidates `all` refreshes every screen that shows the area's records:
 * its list, its forms and the pickers (lookups) other areas offer.
 */
export const employeeKeys = {
  all: ['employees'] as const,
  list: () => [...employeeKeys.all, 'list'] as const,
  one: (uuid: string) => [...employeeKeys.all, 'one', uuid] as const,
  /** GET /employees/simple: the pickers of the employee, user, JV and dashboard screens. */
  options: () => [...employeeKeys.all, 'options'] as const,
  jvs: (uuid: string) => [...employeeKeys.all, uuid, 'jvs'] as const,
  guarantees: (uuid: string) => [...employeeKeys.all, uuid, 'comm-guarantees'] as const,
};

export const userKeys = {
  all: ['users'] as const,
  list: () => [...userKeys.all, 'list'] as const,
  one: (uuid: string) => [...userKeys.all, 'one', uuid] as const,
  /** The signed-in user's roles as they are now (a save of a user asks again). */
  liveRoles: () => [...userKeys.all, 'roles', 'live'] as const,
};

export const branchKeys = {
  all: ['branches'] as const,
  list: () => [...branchKeys.all, 'list'] as const,
  one: (uuid: string) => [...branchKeys.all, 'one', uuid] as const,
  /** GET /branches?active=true&state=: a state's active branches (the file override dialog's picker). */
  activeIn: (state: string) => [...branchKeys.all, 'active', state] as const,
};

export const costCenterKeys = {
  all: ['cost-centers'] as const,
  /** One state's cost centers, or every one (null): the list and the pickers. */
  list: (state: string | null) => [...costCenterKeys.all, 'list', state ?? 'all'] as const,
  one: (id: number) => [...costCenterKeys.all, 'one', id] as const,
};

export const jvKeys = {
  all: ['jv-entities'] as const,
  lists: () => [...jvKeys.all, 'list'] as const,
  list: (activeOnly: boolean) => [...jvKeys.lists(), activeOnly ? 'active' : 'all'] as const,
  one: (id: number | string) => [...jvKeys.all, 'one', id] as const,
  /** GET /jv-entities?active=true&state=: a state's active JVs (the file override dialog's picker). */
  activeIn: (state: string) => [...jvKeys.lists(), 'active', state] as const,
};

export const calendarDayKeys = {
  all: ['calendar-days'] as const,
  list: (state: State, year: number) => [...calendarDayKeys.all, state, year] as const,
};

export const fraudListKeys = {
  all: ['fraud-list'] as const,
};

export const reportOptionKeys = {
  all: ['report-options'] as const,
};

export const uploadKeys = {
  all: ['uploads'] as const,
  recent: () => [...uploadKeys.all, 'recent'] as const,
  recentList: (limit: number) => [...uploadKeys.recent(), limit] as const,
  job: (uploadId: number) => [...uploadKeys.all, 'job', uploadId] as const,
  /** Every page of an upload's mismatches (a resolve refreshes them all). */
  mismatches: (uploadId: number) => [...uploadKeys.all, 'mismatches', uploadId] as const,
  mismatchPage: (uploadId: number, query: object) => [...uploadKeys.mismatches(uploadId), query] as const,
  layouts: () => [...uploadKeys.all, 'layouts'] as const,
};

/**
 * Files: the order lists, file and client search, and the override dialog. A change to a file or its
 * adjustments invalidates `fileKeys.all`, so every list or search of files asks again.
 */
export const fileKeys = {
  all: ['files'] as const,
  /** GET /files/{uuid}: a file's override fields (the override dialog's prefill). */
  override: (uuid: string) => [...fileKeys.all, 'override', uuid] as const,
  /** GET /file-adjustments?esc_file_id=: one file's adjustments. */
  adjustments: (fileId: number) => [...fileKeys.all, 'adjustments', fileId] as const,
  /** GET /files/file-search?order_number=: the file search page. */
  fileSearch: (orderNumber: string) => [...fileKeys.all, 'file-search', orderNumber] as const,
  /** GET /files/client-search: one page of the client search. */
  clientSearch: (query: object) => [...fileKeys.all, 'client-search', query] as const,
  /** GET /files/client-history: one page of the client history summary. */
  clientHistory: (query: object) => [...fileKeys.all, 'client-history', query] as const,
  /** GET /files/quick-find?q=: the header's quick find. */
  quickFind: (q: string) => [...fileKeys.all, 'quick-find', q] as const,
  /** GET /files: one page of the open or closed orders, with the filter's totals. */
  orders: (query: object) => [...fileKeys.all, 'orders', query] as const,
  /** GET /files/reconciliation: the order list's reconciliation, by the list's filter only. */
  orderReconciliation: (filter: object) => [...fileKeys.all, 'order-reconciliation', filter] as const,
};

/**
 * The file reports: under `fileKeys.all`, so a file changed (a closing date set in the override
 * dialog) refreshes them too.
 */
export const fileReportKeys = {
  /** GET /clients/reports/new-clients. */
  newClients: (query: object) => [...fileKeys.all, 'new-clients', query] as const,
  /** GET /reports/files-missing-close-date. */
  missingCloseDate: () => [...fileKeys.all, 'missing-close-date'] as const,
  /** GET /fraud-check. */
  fraudMatches: () => [...fileKeys.all, 'fraud-check'] as const,
};

/**
 * Issue 12's reports (branch, employee, JV, revenue, EO dashboard), each keyed by its name and query;
 * under `fileKeys.all`, so a file changed in the override dialog refreshes them too.
 */
export const reportKeys = {
  all: [...fileKeys.all, 'reports'] as const,
  report: (name: string, query: object = {}) => [...reportKeys.all, name, query] as const,
};

/** Business days and month ends of a state (GET /calendar/all-days, /calendar/last-eom). */
export const calendarKeys = {
  all: ['calendar'] as const,
  allDays: (state: State, count: number) => [...calendarKeys.all, 'all-days', state, count] as const,
  lastEom: (state: State, count: number) => [...calendarKeys.all, 'last-eom', state, count] as const,
};
