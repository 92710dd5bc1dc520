import { Navigate, useSearchParams } from 'react-router';
import { CheckingAccess } from '@/components/checking-access';
import { EscrowDashboard } from '@/features/dashboards/components/escrow-dashboard';
import { Launcher } from '@/features/dashboards/components/launcher';
import { SalesDashboard } from '@/features/dashboards/components/sales-dashboard';
import { chooseRootView, type LiveRoleCheck } from '@/features/dashboards/utils/choose-root-view';
import { useRolesLive } from '@/features/users/api/get-roles-live';
import { isApiError } from '@/lib/api-client';
import { useSignedInSession } from '../layout/session-gate';
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
      return <Navigate to={view.to} replace />;
    case 'sales':
      return <SalesDashboard claims={claims} queryEmployeeUuid={queryEmployeeUuid} viewed={viewed} />;
    case 'escrow':
      return <EscrowDashboard claims={claims} queryEmployeeUuid={queryEmployeeUuid} viewed={viewed} />;
    case 'launcher':
      return <Launcher />;
  }
}
