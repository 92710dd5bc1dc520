import type { TokenClaims } from '@hub/contract';
import { useSearchParams } from 'react-router';
import { Section } from '@/components/page';
import { BranchEscrowSummary } from '@/features/branch-reports/components/branch-escrow-summary';
import { CommissionTile } from '@/features/commission-tile';
import { DashboardFrame, type ViewedEmployee } from '@/features/dashboards/components/dashboard-frame';
import { EscrowDashboardTiles } from '@/features/escrow-dashboard/components/escrow-dashboard-tiles';
import { useSignedInSession } from '../layout/session-gate';
import { useViewedEmployee } from './use-viewed-employee';

export type EscrowDashboardViewProps = {
  claims: Pick<TokenClaims, 'employee_uuid' | 'default_state' | 'view_user_id'>;
  queryEmployeeUuid: string | null;
  viewed?: ViewedEmployee;
};

/**
 * Spec 000 §2 /EscrowDashboard: the banner when viewing another employee, Access Denied without an
 * employee, and the escrow tiles with the branch escrow summary in its compact mode (no partner
 * columns, no e-mail button). The root dashboard shows it to escrow roles too.
 */
export function EscrowDashboardView({ claims, queryEmployeeUuid, viewed }: EscrowDashboardViewProps) {
  return (
    <DashboardFrame
      title="Escrow Dashboard"
      claims={claims}
      queryEmployeeUuid={queryEmployeeUuid}
      viewed={viewed}
    >
      {(employeeUuid) => (
        <EscrowDashboardTiles
          employeeUuid={employeeUuid}
          defaultState={claims.default_state}
          commissionTile={
            <CommissionTile employeeUuid={employeeUuid} impersonating={claims.view_user_id !== null} />
          }
          branchSummary={(state) => (
            <Section title={`Branch Escrow Summary ${state}`}>
              <BranchEscrowSummary key={state} state={state} reportDate="" compact />
            </Section>
          )}
        />
      )}
    </DashboardFrame>
  );
}

/** `/EscrowDashboard?employee_uuid=`: an escrow officer's own dashboard, or the employee of the link. */
export function EscrowDashboardRoute() {
  const { claims } = useSignedInSession();
  const [searchParams] = useSearchParams();
  const queryEmployeeUuid = searchParams.get('employee_uuid')?.trim() || null;
  const viewed = useViewedEmployee(queryEmployeeUuid);
  return <EscrowDashboardView claims={claims} queryEmployeeUuid={queryEmployeeUuid} viewed={viewed} />;
}
