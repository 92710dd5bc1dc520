/**
 * Every client route of the spec (000 §2 route table, 001 §2 report routes) in one table.
 * `path` is the router pattern; `getHref` builds a link, with the query parameters each screen reads.
 * A route that is listed here but not registered in `app/router.tsx` falls through to the default dashboard.
 */

type QueryValue = string | number | boolean | null | undefined;
type Query<K extends string> = Partial<Record<K, QueryValue>>;

/** Append the non-empty parameters, in the order given, as a query string. */
export function withQuery(pathname: string, query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${pathname}?${text}` : pathname;
}

const segment = (value: string | number) => encodeURIComponent(String(value));

/** A route without parameters; optional query parameters K. */
function route<K extends string = never>(path: string) {
  return { path, getHref: (query?: Query<K>) => withQuery(path, query) };
}

type StateQuery = 'state';
type OrderFilters =
  | 'open_start'
  | 'open_end'
  | 'close_start'
  | 'close_end'
  | 'branch_id'
  | 'escrow_officer_id'
  | 'marketing_rep_id'
  | 'jv_entity_id'
  | 'src_bus_null'
  | 'client_search'
  | 'state'
  | 'branch_name';

export const paths = {
  login: route('/login'),
  notAuthorized: route('/not-authorized'),
  home: route('/'),
  defaultDashboard: route('/DefaultDashboard'),
  salesDashboard: route<'employee_uuid'>('/SalesDashboard'),
  escrowDashboard: route<'employee_uuid'>('/EscrowDashboard'),
  changePassword: route('/change-password'),
  banking: route('/banking'),
  upload: route('/upload'),
  uploadDetails: {
    path: '/uploads/:uploadId',
    getHref: (uploadId: string | number) => `/uploads/${segment(uploadId)}`,
  },

  admin: {
    tools: route('/admin'),
    costCenters: route('/admin/cost-centers'),
    costCenter: {
      path: '/admin/cost-centers/:id',
      /** `'new'` opens the empty form. */
      getHref: (id: number | 'new') => `/admin/cost-centers/${segment(id)}`,
    },
    charges: route<'month_end_date'>('/admin/charges'),
    chargesLauncher: route('/admin/charges-launcher'),
    fraudList: route('/admin/fraud-list'),
    jvs: route('/admin/jvs'),
    jvNew: route('/admin/jvs/new'),
    jv: { path: '/admin/jvs/:jvId', getHref: (jvId: string | number) => `/admin/jvs/${segment(jvId)}` },
    branches: route('/admin/branches'),
    branchNew: route('/admin/branches/new'),
    branch: { path: '/admin/branches/:uuid', getHref: (uuid: string) => `/admin/branches/${segment(uuid)}` },
    employees: route('/admin/employees'),
    employeeNew: route('/admin/employees/new'),
    employee: {
      path: '/admin/employees/:uuid',
      getHref: (uuid: string) => `/admin/employees/${segment(uuid)}`,
    },
    reportOptions: route('/admin/report-options'),
    users: route('/admin/users'),
    userNew: route('/admin/users/new'),
    user: { path: '/admin/users/:uuid', getHref: (uuid: string) => `/admin/users/${segment(uuid)}` },
    calendarDays: route('/admin/calendar-days'),
  },

  reports: {
    hub: route('/reports'),
    commissionForm: route('/reports/commission-form'),
    commissions: route<'start_date' | 'end_date'>('/reports/commissions'),
    repCommReport: route<'employee_uuid' | 'start_date' | 'end_date'>('/reports/rep-comm-report'),
    eoCommReport: route<'employee_uuid' | 'start_date' | 'end_date'>('/reports/eo-comm-report'),
    losses: route<'month_end_date' | 'employee_uuid' | 'period_start'>('/reports/losses'),
    otherComm: route<'month_end_date' | 'employee_uuid' | 'period_start'>('/reports/other-comm'),
    otherRev: route<'month_end_date' | 'employee_uuid' | 'period_start'>('/reports/other-rev'),
    commPayments: route<'period_start' | 'period_end'>('/reports/comm-payments'),
    employeeProfit: route('/reports/employee-profit'),
    eoDashboard: route('/reports/eo-dashboard'),
    titleOfficerTurnaround: route('/reports/title-officer-turnaround'),
    branches: route<StateQuery | 'report_date'>('/reports/branches'),
    branchesYearlyComparison: route<StateQuery>('/reports/branches/yearly-comparison'),
    jvs: route<StateQuery | 'report_date'>('/reports/jvs'),
    jvHistoryByGroup: {
      path: '/reports/jv-history-by-group/:jvUuid',
      getHref: (jvUuid: string) => `/reports/jv-history-by-group/${segment(jvUuid)}`,
    },
    revenueDateCompare: route<StateQuery | 'report_date' | 'emp_uuid'>('/reports/revenue-date-compare'),
    revenueTrend: route<StateQuery | 'branch_id' | 'months_back'>('/reports/revenue-trend'),
    allEscrow: route<StateQuery | 'emp_type' | 'report_date'>('/reports/all-escrow'),
    employee: {
      path: '/reports/employee/:uuid',
      getHref: (uuid: string, query?: Query<StateQuery | 'emp_type'>) =>
        withQuery(`/reports/employee/${segment(uuid)}`, query),
    },
    employeeJvBreakdown: route<'employee_uuid' | 'beg_date' | 'end_date'>('/reports/employee-jv-breakdown'),
    branchJvBreakdown: route<'branch_uuid' | 'beg_date' | 'end_date'>('/reports/branch-jv-breakdown'),
    jvMix: route<'jv_uuid' | 'beg_date' | 'end_date'>('/reports/jv-mix'),
    openOrders: route<OrderFilters>('/reports/open-orders'),
    closedOrders: route<OrderFilters>('/reports/closed-orders'),
    dateRangeSelector: route<StateQuery | 'type'>('/reports/date-range-selector'),
    newClients: route<'start_date' | 'end_date' | 'rep_uuid'>('/reports/new-clients'),
    /** Marketing Rep Summary (a hub card for super roles): a rep's opens, closes and revenue by branch. */
    repSummary: route<StateQuery | 'rep_uuid' | 'beg_dt' | 'end_dt'>('/reports/rep-summary'),
    missingCloseDate: route('/reports/missing-close-date'),
    fraudMatches: route('/reports/fraud-matches'),
    clientSearch: route<'start' | 'end' | 'client_search'>('/reports/client-search'),
    fileSearch: route<'order_number'>('/reports/file-search'),
    clientHistorySummary: route<'start' | 'end' | 'client_search' | 'min_files'>(
      '/reports/client-history-summary',
    ),
  },
} as const;
