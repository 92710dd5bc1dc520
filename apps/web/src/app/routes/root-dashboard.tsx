import { Navigate, useSearchParams } from 'react-router';
import { CheckingAccess } from '@/components/checking-access';
import { paths } from '@/config/paths';
import { Launcher } from '@/features/dashboards/components/launcher';
import { chooseRootView, type LiveRoleCheck } from '@/features/dashboards/utils/choose-root-view';
import { isApiError } from '@/lib/api-client';
import { useRolesLive } from '@/lib/lookups/roles-live';
import { SIGN_IN_AGAIN } from '../layout/login-page';
import { useSignedInSession } from '../layout/session-gate';
import { EscrowDashboardView } from './escrow-dashboard';
import { SalesDashboardView } from './sales-dashboard';
import { useViewedEmployee } from './use-viewed-employee';

/** `/`: picks the view after a live role check (spec 000 §2 Root dashboard). */
export function RootDashboardRoute() {
  const { claims } = useSignedInSession();
  const [searchParams] = useSearchParams();
  const rolesLive = useRolesLive();

  const live: LiveRoleCheck = rolesLive.isPending
    ? { status: 'pending' }
    : rolesLive.isError
      ? {
          status: 'error',
          httpStatus: isApiError(rolesLive.error) ? rolesLive.error.status : null,
          detail: isApiError(rolesLive.error) ? rolesLive.error.detail : null,
        }
      : { status: 'success', data: rolesLive.data };
  const view = chooseRootView(live, claims);
  const queryEmployeeUuid = searchParams.get('employee_uuid')?.trim() || null;
  const viewed = useViewedEmployee(
    view.kind === 'sales' || view.kind === 'escrow' ? queryEmployeeUuid : null,
  );

  switch (view.kind) {
    case 'checking':
      return <CheckingAccess />;
    case 'redirect':
      // A 401 or 403 sends the user to sign in again, even though a token is still stored.
      return (
        <Navigate to={view.to} replace state={view.to === paths.login.path ? SIGN_IN_AGAIN : undefined} />
      );
    case 'sales':
      return (
        <SalesDashboardView
          claims={claims}
          queryEmployeeUuid={queryEmployeeUuid}
          viewed={viewed}
          impersonating={claims.view_user_id !== null}
        />
      );
    case 'escrow':
      return <EscrowDashboardView claims={claims} queryEmployeeUuid={queryEmployeeUuid} viewed={viewed} />;
    case 'launcher':
      return <Launcher />;
  }
}
