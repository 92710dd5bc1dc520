import type { TokenClaims } from '@hub/contract';
import { DashboardFrame, type ViewedEmployee } from './dashboard-frame';

export type EscrowDashboardProps = {
  claims: Pick<TokenClaims, 'employee_uuid'>;
  queryEmployeeUuid: string | null;
  viewed?: ViewedEmployee;
};

/** Spec 000 §2 /EscrowDashboard. Its tiles come with the reporting work. */
export function EscrowDashboard({ claims, queryEmployeeUuid, viewed }: EscrowDashboardProps) {
  return (
    <DashboardFrame
      title="Escrow Dashboard"
      claims={claims}
      queryEmployeeUuid={queryEmployeeUuid}
      viewed={viewed}
    />
  );
}
