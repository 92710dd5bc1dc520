import declaredScreens from 'virtual:report-screens';
import type { ReportScreen } from '@hub/contract';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { configureSessionHandling } from '@/lib/api-client';
import type { ScreenRoles } from './layout/require-role';
import { RouteLoading, RouteRoot } from './route-loading';
import { RouteError } from './routes/route-error';

/**
 * Every screen is its own chunk, fetched the first time its route matches (React Router's `lazy`):
 * `/login` loads the login screen and the shared code only. While the first screen of a visit loads,
 * the root route shows `RouteLoading`; on a later navigation the current screen stays, under a
 * progress bar, until the next one has arrived.
 */
const screen = (load: () => Promise<RouteObject['Component']>): Pick<RouteObject, 'lazy'> => ({
  lazy: { Component: load },
});

/**
 * A screen only some roles open: shown after the live role check ('Checking access…' meanwhile); a
 * user without one of the roles, an inactive user or a failed check goes to /not-authorized. The
 * server enforces the same rules itself (its access table).
 */
const guardedScreen = (roles: ScreenRoles, load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> =>
  screen(async () => {
    const [Screen, { guarded }] = await Promise.all([load(), import('./layout/require-role')]);
    return guarded(roles, Screen);
  });

/** A report the contract declares with a screen: its name and its screen (path, roles, page). */
export type DeclaredScreen = { name: string; screen: ReportScreen };

/** How a screen's page module is loaded: its default export, the screen component. */
export type ScreenPages = Record<string, () => Promise<ComponentType | undefined>>;

/**
 * The report screens' pages, `features/<feature>/screens/<name>.tsx` (their tests aside), each its own
 * chunk, keyed by `screenPageKey`.
 */
const screenPages: ScreenPages = import.meta.glob<ComponentType | undefined>(
  ['../features/*/screens/*.tsx', '!../features/*/screens/*.test.tsx'],
  { import: 'default' },
);

/** The key of a page '<feature>/<name>' among `screenPages`: '../features/<feature>/screens/<name>.tsx'. */
export function screenPageKey(page: string): string {
  const [feature, name, ...more] = page.split('/');
  if (!feature || !name || more.length > 0)
    throw new Error(`A screen's page is '<feature>/<name>', not '${page}'`);
  return `../features/${feature}/screens/${name}.tsx`;
}

/**
 * The routes of the report screens the contract declares (`reportEndpoints()` with a `screen`, which
 * the build reads: vite.config.ts, `virtual:report-screens`), so a report's screen needs no line here:
 * its `path`, its page loaded lazily, behind the live role check when it says `roles`. A declared page
 * without its module (or without a default export, when its route first matches) throws.
 */
export function reportScreenRoutes(declared: readonly DeclaredScreen[], pages: ScreenPages): RouteObject[] {
  return declared.map(({ name, screen: { path, roles, page } }) => {
    const key = screenPageKey(page);
    const file = `apps/web/src/${key.slice('../'.length)}`;
    const load = pages[key];
    if (!load) throw new Error(`Report ${name} declares the screen page ${page}, but ${file} does not exist`);
    const loadScreen = async () => {
      const Screen = await load();
      if (!Screen) throw new Error(`${file} (report ${name}) has no default export`);
      return Screen;
    };
    return { path, ...(roles ? guardedScreen(roles, loadScreen) : screen(loadScreen)) };
  });
}

/**
 * The screens of the shell. Routes of later issues are listed in `config/paths.ts` but not registered,
 * so until their issue lands they fall through to the default dashboard like any unknown path.
 */
const screens: RouteObject[] = [
  {
    path: paths.login.path,
    errorElement: <RouteError />,
    ...screen(() => import('./layout/login-page').then((m) => m.LoginPage)),
  },
  {
    errorElement: <RouteError />,
    ...screen(() => import('./layout/session-gate').then((m) => m.SessionGate)),
    children: [
      { index: true, ...screen(() => import('./routes/root-dashboard').then((m) => m.RootDashboardRoute)) },
      {
        path: paths.defaultDashboard.path,
        ...screen(() => import('./routes/default-dashboard').then((m) => m.DefaultDashboardRoute)),
      },
      {
        path: paths.salesDashboard.path,
        ...screen(() => import('./routes/sales-dashboard').then((m) => m.SalesDashboardRoute)),
      },
      {
        path: paths.escrowDashboard.path,
        ...screen(() => import('./routes/escrow-dashboard').then((m) => m.EscrowDashboardRoute)),
      },
      {
        path: paths.notAuthorized.path,
        ...screen(() => import('./routes/not-authorized').then((m) => m.NotAuthorizedRoute)),
      },
      {
        path: paths.changePassword.path,
        ...screen(() => import('./routes/change-password').then((m) => m.ChangePasswordRoute)),
      },
      { path: paths.banking.path, ...screen(() => import('./routes/banking').then((m) => m.BankingRoute)) },
      {
        path: paths.upload.path,
        ...guardedScreen('admin', () => import('./routes/upload').then((m) => m.UploadRoute)),
      },
      {
        path: paths.uploadDetails.path,
        ...guardedScreen('admin', () => import('./routes/upload-details').then((m) => m.UploadDetailsRoute)),
      },
      {
        path: paths.admin.tools.path,
        ...guardedScreen('admin', () => import('./routes/admin/admin-tools').then((m) => m.AdminToolsRoute)),
      },
      {
        path: paths.admin.costCenters.path,
        ...guardedScreen('admin', () =>
          import('./routes/admin/cost-centers').then((m) => m.CostCentersRoute),
        ),
      },
      {
        path: paths.admin.costCenter.path,
        ...guardedScreen('admin', () => import('./routes/admin/cost-center').then((m) => m.CostCenterRoute)),
      },
      {
        path: paths.admin.fraudList.path,
        ...guardedScreen('admin', () => import('./routes/admin/fraud-list').then((m) => m.FraudListRoute)),
      },
      {
        path: paths.admin.jvs.path,
        ...guardedScreen('admin', () => import('./routes/admin/jvs').then((m) => m.JvsRoute)),
      },
      {
        path: paths.admin.jvNew.path,
        ...guardedScreen('admin', () => import('./routes/admin/jv').then((m) => m.JvRoute)),
      },
      {
        path: paths.admin.jv.path,
        ...guardedScreen('admin', () => import('./routes/admin/jv').then((m) => m.JvRoute)),
      },
      {
        path: paths.admin.branches.path,
        ...guardedScreen('admin', () => import('./routes/admin/branches').then((m) => m.BranchesRoute)),
      },
      {
        path: paths.admin.branchNew.path,
        ...guardedScreen('admin', () => import('./routes/admin/branch').then((m) => m.BranchRoute)),
      },
      {
        path: paths.admin.branch.path,
        ...guardedScreen('admin', () => import('./routes/admin/branch').then((m) => m.BranchRoute)),
      },
      {
        path: paths.admin.employees.path,
        ...guardedScreen('admin', () => import('./routes/admin/employees').then((m) => m.EmployeesRoute)),
      },
      {
        path: paths.admin.employeeNew.path,
        ...guardedScreen('admin', () => import('./routes/admin/employee').then((m) => m.EmployeeRoute)),
      },
      {
        path: paths.admin.employee.path,
        ...guardedScreen('admin', () => import('./routes/admin/employee').then((m) => m.EmployeeRoute)),
      },
      {
        path: paths.admin.reportOptions.path,
        ...guardedScreen('admin', () =>
          import('./routes/admin/report-options').then((m) => m.ReportOptionsRoute),
        ),
      },
      {
        path: paths.admin.users.path,
        ...guardedScreen('super', () => import('./routes/admin/users').then((m) => m.UsersRoute)),
      },
      {
        path: paths.admin.userNew.path,
        ...guardedScreen('super', () => import('./routes/admin/user').then((m) => m.UserRoute)),
      },
      {
        path: paths.admin.user.path,
        ...guardedScreen('super', () => import('./routes/admin/user').then((m) => m.UserRoute)),
      },
      {
        path: paths.admin.chargesLauncher.path,
        ...guardedScreen('super', () =>
          import('@/features/charges/components/charges-launcher').then((m) => m.ChargesLauncher),
        ),
      },
      {
        path: paths.admin.charges.path,
        ...guardedScreen('super', () =>
          import('@/features/charges/components/charges-editor').then((m) => m.ChargesEditor),
        ),
      },
      {
        path: paths.reports.losses.path,
        ...guardedScreen('admin', () =>
          import('@/features/charges/components/charge-report').then((m) => m.LossCharges),
        ),
      },
      {
        path: paths.reports.otherComm.path,
        ...guardedScreen('admin', () =>
          import('@/features/charges/components/charge-report').then((m) => m.OtherCommCharges),
        ),
      },
      {
        path: paths.reports.otherRev.path,
        ...guardedScreen('admin', () =>
          import('@/features/charges/components/charge-report').then((m) => m.OtherRevCharges),
        ),
      },
      {
        path: paths.admin.calendarDays.path,
        ...guardedScreen('admin', () =>
          import('./routes/admin/calendar-days').then((m) => m.CalendarDaysRoute),
        ),
      },
      {
        path: paths.reports.newClients.path,
        ...screen(() =>
          import('@/features/new-clients/components/new-clients-report').then((m) => m.NewClientsReport),
        ),
      },
      {
        path: paths.reports.missingCloseDate.path,
        ...guardedScreen('admin', () =>
          import('@/features/missing-close-date/components/files-missing-close-date').then(
            (m) => m.FilesMissingCloseDate,
          ),
        ),
      },
      {
        path: paths.reports.fraudMatches.path,
        ...guardedScreen('admin', () =>
          import('@/features/fraud-matches/components/fraud-matches-report').then(
            (m) => m.FraudMatchesReport,
          ),
        ),
      },
      {
        path: paths.reports.fileSearch.path,
        ...screen(() => import('./routes/reports/file-search').then((m) => m.FileSearchRoute)),
      },
      {
        path: paths.reports.clientSearch.path,
        ...screen(() =>
          import('@/features/file-search/components/client-search-results').then(
            (m) => m.ClientSearchResults,
          ),
        ),
      },
      {
        path: paths.reports.clientHistorySummary.path,
        ...screen(() =>
          import('@/features/file-search/components/client-history-summary').then(
            (m) => m.ClientHistorySummary,
          ),
        ),
      },
      {
        path: paths.reports.openOrders.path,
        ...screen(() => import('./routes/reports/open-orders').then((m) => m.OpenOrdersRoute)),
      },
      {
        path: paths.reports.closedOrders.path,
        ...screen(() => import('./routes/reports/closed-orders').then((m) => m.ClosedOrdersRoute)),
      },
      {
        path: paths.reports.dateRangeSelector.path,
        ...screen(() => import('./routes/reports/date-range-selector').then((m) => m.DateRangeSelectorRoute)),
      },
      {
        path: paths.reports.hub.path,
        ...guardedScreen('admin', () => import('./routes/reports/hub').then((m) => m.ReportHubRoute)),
      },
      {
        path: paths.reports.allEscrow.path,
        ...guardedScreen('admin', () =>
          import('@/features/employee-reports/components/employee-summary-report').then(
            (m) => m.EmployeeSummaryReport,
          ),
        ),
      },
      {
        path: paths.reports.employee.path,
        ...screen(() => import('./routes/reports/employee').then((m) => m.EmployeeReportRoute)),
      },
      {
        path: paths.reports.commissionForm.path,
        ...guardedScreen('admin', () =>
          import('@/features/commissions/components/commission-form').then((m) => m.CommissionForm),
        ),
      },
      {
        path: paths.reports.repCommReport.path,
        ...screen(() =>
          import('@/features/commission-reports/components/rep-comm-report').then((m) => m.RepCommReport),
        ),
      },
      {
        path: paths.reports.eoCommReport.path,
        ...screen(() =>
          import('@/features/commission-reports/components/eo-comm-report').then((m) => m.EoCommReport),
        ),
      },
      // The report screens of the contract's declarations (their paths are their own: the order of these
      // routes does not change which one matches).
      ...reportScreenRoutes(declaredScreens, screenPages),
      {
        path: '*',
        ...screen(() => import('./routes/default-dashboard').then((m) => m.DefaultDashboardRoute)),
      },
    ],
  },
];

export const routes: RouteObject[] = [
  { Component: RouteRoot, HydrateFallback: RouteLoading, errorElement: <RouteError />, children: screens },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  // After a 401 the API client goes to /login through the router, without reloading the page.
  configureSessionHandling({
    redirect: (to) => void router.navigate(to, { replace: true }),
    currentPath: () => {
      const { pathname, search, hash } = router.state.location;
      return `${pathname}${search}${hash}`;
    },
  });
  return router;
}
