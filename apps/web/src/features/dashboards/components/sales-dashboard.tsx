import type { TokenClaims } from '@hub/contract';
import { DashboardFrame } from './dashboard-frame';

export type SalesDashboardProps = {
  claims: Pick<TokenClaims, 'employee_uuid'>;
  queryEmployeeUuid: string | null;
};

/** Spec 000 §2 /SalesDashboard. Its tiles come with the reporting work. */
export function SalesDashboard({ claims, queryEmployeeUuid }: SalesDashboardProps) {
  return <DashboardFrame title="Sales Dashboard" claims={claims} queryEmployeeUuid={queryEmployeeUuid} />;
}
