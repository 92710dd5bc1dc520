import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { configureSessionHandling } from '@/lib/api-client';
import { LoginPage } from './layout/login-page';
import { SessionGate } from './layout/session-gate';
import { AdminToolsRoute } from './routes/admin/admin-tools';
import { BranchRoute } from './routes/admin/branch';
import { BranchesRoute } from './routes/admin/branches';
import { CalendarDaysRoute } from './routes/admin/calendar-days';
import { CostCenterRoute } from './routes/admin/cost-center';
import { CostCentersRoute } from './routes/admin/cost-centers';
import { EmployeeRoute } from './routes/admin/employee';
import { EmployeesRoute } from './routes/admin/employees';
import { FraudListRoute } from './routes/admin/fraud-list';
import { JvRoute } from './routes/admin/jv';
import { JvsRoute } from './routes/admin/jvs';
import { ReportOptionsRoute } from './routes/admin/report-options';
import { UserRoute } from './routes/admin/user';
import { UsersRoute } from './routes/admin/users';
import { BankingRoute } from './routes/banking';
import { ChangePasswordRoute } from './routes/change-password';
import { DefaultDashboardRoute } from './routes/default-dashboard';
import { NotAuthorizedRoute } from './routes/not-authorized';
import { RootDashboardRoute } from './routes/root-dashboard';
import { RouteError } from './routes/route-error';
import { SalesDashboardRoute } from './routes/sales-dashboard';
import { UploadRoute } from './routes/upload';
import { UploadDetailsRoute } from './routes/upload-details';

/**
 * The screens of the shell. Routes of later issues are listed in `config/paths.ts` but not registered,
 * so until their issue lands they fall through to the default dashboard like any unknown path
 * (/EscrowDashboard included; /SalesDashboard is registered because the root sends Sales-Assistants there).
 */
export const routes: RouteObject[] = [
  { path: paths.login.path, element: <LoginPage />, errorElement: <RouteError /> },
  {
    element: <SessionGate />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <RootDashboardRoute /> },
      { path: paths.defaultDashboard.path, element: <DefaultDashboardRoute /> },
      { path: paths.salesDashboard.path, element: <SalesDashboardRoute /> },
      { path: paths.notAuthorized.path, element: <NotAuthorizedRoute /> },
      { path: paths.changePassword.path, element: <ChangePasswordRoute /> },
      { path: paths.banking.path, element: <BankingRoute /> },
      { path: paths.upload.path, element: <UploadRoute /> },
      { path: paths.uploadDetails.path, element: <UploadDetailsRoute /> },
      { path: paths.admin.tools.path, element: <AdminToolsRoute /> },
      { path: paths.admin.costCenters.path, element: <CostCentersRoute /> },
      { path: paths.admin.costCenter.path, element: <CostCenterRoute /> },
      { path: paths.admin.fraudList.path, element: <FraudListRoute /> },
      { path: paths.admin.jvs.path, element: <JvsRoute /> },
      { path: paths.admin.jvNew.path, element: <JvRoute /> },
      { path: paths.admin.jv.path, element: <JvRoute /> },
      { path: paths.admin.branches.path, element: <BranchesRoute /> },
      { path: paths.admin.branchNew.path, element: <BranchRoute /> },
      { path: paths.admin.branch.path, element: <BranchRoute /> },
      { path: paths.admin.employees.path, element: <EmployeesRoute /> },
      { path: paths.admin.employeeNew.path, element: <EmployeeRoute /> },
      { path: paths.admin.employee.path, element: <EmployeeRoute /> },
      { path: paths.admin.reportOptions.path, element: <ReportOptionsRoute /> },
      { path: paths.admin.users.path, element: <UsersRoute /> },
      { path: paths.admin.userNew.path, element: <UserRoute /> },
      { path: paths.admin.user.path, element: <UserRoute /> },
      { path: paths.admin.calendarDays.path, element: <CalendarDaysRoute /> },
      { path: '*', element: <DefaultDashboardRoute /> },
    ],
  },
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
