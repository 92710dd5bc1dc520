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
        path: paths.reports.commPayments.path,
        ...guardedScreen('admin', () =>
          import('@/features/comm-payments/screens/comm-payments-summary').then((m) => m.CommPaymentsSummary),
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
        path: paths.reports.branches.path,
        ...guardedScreen('admin', () =>
          import('@/features/branch-reports/screens/branches-page').then((m) => m.BranchesPage),
        ),
      },
      {
        path: paths.reports.branchesYearlyComparison.path,
        ...guardedScreen('admin', () =>
          import('@/features/branch-reports/screens/yearly-comparison').then((m) => m.YearlyComparison),
        ),
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
        path: paths.reports.repSummary.path,
        ...guardedScreen('admin', () =>
          import('@/features/employee-reports/screens/rep-summary').then((m) => m.RepSummary),
        ),
      },
      {
        path: paths.reports.jvs.path,
        ...guardedScreen('admin', () =>
          import('@/features/jv-reports/screens/jv-summary').then((m) => m.JvSummary),
        ),
      },
      {
        path: paths.reports.jvHistoryByGroup.path,
        ...guardedScreen('admin', () =>
          import('@/features/jv-client-trend/screens/jv-client-trend').then((m) => m.JvClientTrend),
        ),
      },
      {
        path: paths.reports.employeeJvBreakdown.path,
        ...screen(() =>
          import('@/features/jv-reports/screens/employee-jv-breakdown').then((m) => m.EmployeeJvBreakdown),
        ),
      },
      {
        path: paths.reports.branchJvBreakdown.path,
        ...guardedScreen('admin', () =>
          import('@/features/jv-reports/screens/branch-jv-breakdown').then((m) => m.BranchJvBreakdown),
        ),
      },
      {
        path: paths.reports.jvMix.path,
        ...guardedScreen('admin', () => import('@/features/jv-reports/screens/jv-mix').then((m) => m.JvMix)),
      },
      {
        path: paths.reports.revenueTrend.path,
        ...guardedScreen('admin', () =>
          import('@/features/revenue-reports/screens/revenue-trend-report').then((m) => m.RevenueTrendReport),
        ),
      },
      {
        path: paths.reports.revenueDateCompare.path,
        ...guardedScreen('admin', () =>
          import('@/features/revenue-reports/screens/revenue-compare-report').then(
            (m) => m.RevenueCompareReport,
          ),
        ),
      },
      {
        path: paths.reports.commissionForm.path,
        ...guardedScreen('admin', () =>
          import('@/features/commissions/components/commission-form').then((m) => m.CommissionForm),
        ),
      },
      {
        path: paths.reports.commissions.path,
        ...guardedScreen('admin', () =>
          import('@/features/commissions/screens/commission-summary').then((m) => m.CommissionSummary),
        ),
      },
      {
        path: paths.reports.employeeProfit.path,
        ...guardedScreen('super', () =>
          import('@/features/employee-profit/screens/employee-profit').then((m) => m.EmployeeProfit),
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
      {
        path: paths.reports.eoDashboard.path,
        ...guardedScreen('admin', () =>
          import('@/features/eo-dashboard/screens/eo-dashboard').then((m) => m.EoDashboard),
        ),
      },
      {
        path: paths.reports.titleOfficerTurnaround.path,
        ...guardedScreen('admin', () =>
          import('@/features/title-turnaround/screens/title-turnaround').then((m) => m.TitleTurnaround),
        ),
      },
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
