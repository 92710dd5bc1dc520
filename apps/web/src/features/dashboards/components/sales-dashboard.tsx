import type { TokenClaims } from '@hub/contract';
import type { ReactNode } from 'react';
import { DashboardFrame, type ViewedEmployee } from './dashboard-frame';

export type SalesDashboardProps = {
  claims: Pick<TokenClaims, 'employee_uuid'>;
  queryEmployeeUuid: string | null;
  viewed?: ViewedEmployee;
  picker?: ReactNode;
};

/** Spec 000 §2 /SalesDashboard. Its tiles come with the reporting work. */
export function SalesDashboard({ claims, queryEmployeeUuid, viewed, picker }: SalesDashboardProps) {
  return (
    <DashboardFrame
      title="Sales Dashboard"
      claims={claims}
      queryEmployeeUuid={queryEmployeeUuid}
      viewed={viewed}
      picker={picker}
    />
  );
}
