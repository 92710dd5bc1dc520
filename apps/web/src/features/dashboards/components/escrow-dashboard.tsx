import type { TokenClaims } from '@hub/contract';
import { DashboardFrame } from './dashboard-frame';

export type EscrowDashboardProps = {
  claims: Pick<TokenClaims, 'employee_uuid'>;
  queryEmployeeUuid: string | null;
};

/** Spec 000 §2 /EscrowDashboard. Its tiles come with the reporting work. */
export function EscrowDashboard({ claims, queryEmployeeUuid }: EscrowDashboardProps) {
  return <DashboardFrame title="Escrow Dashboard" claims={claims} queryEmployeeUuid={queryEmployeeUuid} />;
}
