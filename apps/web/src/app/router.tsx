import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { configureSessionHandling } from '@/lib/api-client';
import { LoginPage } from './layout/login-page';
import { SessionGate } from './layout/session-gate';
import { BankingRoute } from './routes/banking';
import { ChangePasswordRoute } from './routes/change-password';
import { DefaultDashboardRoute } from './routes/default-dashboard';
import { NotAuthorizedRoute } from './routes/not-authorized';
import { RootDashboardRoute } from './routes/root-dashboard';
import { RouteError } from './routes/route-error';
import { SalesDashboardRoute } from './routes/sales-dashboard';

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
      { path: '*', element: <DefaultDashboardRoute /> },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  // After a 401 the API client goes to /login through the router, without reloading the page.
  configureSessionHandling({
    redirect: (to) => void router.navigate(to, { replace: true }),
    currentPath: () => router.state.location.pathname,
  });
  return router;
}
