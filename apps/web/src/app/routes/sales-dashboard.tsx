import { useQuery } from '@tanstack/react-query';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { CommissionTile } from '@/features/commission-tile';
import { RepPicker } from '@/features/dashboards/components/rep-picker';
import { SalesDashboard } from '@/features/dashboards/components/sales-dashboard';
import { SalesTiles } from '@/features/dashboards/components/sales-tiles';
import { repDashboardHref, repOptions } from '@/features/dashboards/utils/rep-dashboard';
import { useEmployeeJvs } from '@/features/employees/api/get-employee-jvs';
import { errorDetail } from '@/lib/api-client';
import { employeeOptionsQueryOptions } from '@/lib/lookups/employees';
import { isSuper } from '@/lib/roles';
import { useSignedInSession } from '../layout/session-gate';
import { useViewedEmployee } from './use-viewed-employee';

export const REPS_LOAD_FAILED = 'Could not load the reps.';

/**
 * `/SalesDashboard?employee_uuid=` (spec 000 §2, the Rep Dashboard menu item): a rep's own dashboard,
 * the rep a Sales-Assistant views, or, for super roles, the rep they pick.
 */
export function SalesDashboardRoute() {
  const { claims } = useSignedInSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const queryEmployeeUuid = searchParams.get('employee_uuid')?.trim() || null;
  const viewed = useViewedEmployee(queryEmployeeUuid);
  const canPick = isSuper(claims.roles);
  const reps = useQuery({ ...employeeOptionsQueryOptions(), enabled: canPick });

  const viewedRepHref = repDashboardHref(claims.roles, claims.view_employee_uuid);
  if (!queryEmployeeUuid && viewedRepHref !== paths.salesDashboard.getHref()) {
    return <Navigate to={viewedRepHref} replace />;
  }

  const picker = canPick && (
    <RepPicker
      options={repOptions(reps.data ?? [])}
      value={queryEmployeeUuid}
      loading={reps.isPending}
      error={reps.isError ? errorDetail(reps.error, REPS_LOAD_FAILED) : null}
      onChange={(employeeUuid) => setSearchParams({ employee_uuid: employeeUuid })}
    />
  );
  return (
    <SalesDashboardView
      claims={claims}
      queryEmployeeUuid={queryEmployeeUuid}
      viewed={viewed}
      picker={picker || undefined}
      impersonating={claims.view_user_id !== null}
    />
  );
}

/** The sales dashboard with its tiles: `/SalesDashboard`'s, and the root's for a sales role. */
export function SalesDashboardView({
  impersonating,
  ...props
}: Omit<Parameters<typeof SalesDashboard>[0], 'children'> & { impersonating: boolean }) {
  return (
    <SalesDashboard {...props}>
      {(employeeUuid) => <SalesDashboardTiles employeeUuid={employeeUuid} impersonating={impersonating} />}
    </SalesDashboard>
  );
}

/**
 * The rep's tiles, put together here (features do not import each other): their JV links from the
 * employees feature, the commission tile from the commission-tile feature, the rest from the dashboards.
 */
function SalesDashboardTiles({
  employeeUuid,
  impersonating,
}: {
  employeeUuid: string;
  impersonating: boolean;
}) {
  const jvs = useEmployeeJvs(employeeUuid);
  return (
    <SalesTiles
      employeeUuid={employeeUuid}
      jvs={jvs.isSuccess ? jvs.data : undefined}
      commissionTile={<CommissionTile employeeUuid={employeeUuid} impersonating={impersonating} />}
    />
  );
}
