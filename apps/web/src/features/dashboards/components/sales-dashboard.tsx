import type { TokenClaims } from '@hub/contract';
import type { ReactNode } from 'react';
import { DashboardFrame, type ViewedEmployee } from './dashboard-frame';

export type SalesDashboardProps = {
  claims: Pick<TokenClaims, 'employee_uuid'>;
  queryEmployeeUuid: string | null;
  viewed?: ViewedEmployee;
  picker?: ReactNode;
  /** The dashboard's tiles, given the employee they are for (the page puts them together). */
  children?: (employeeUuid: string) => ReactNode;
};

/** Spec 000 §2 /SalesDashboard: the frame (banner, picker, Access Denied) around the tiles the page gives. */
export function SalesDashboard({ claims, queryEmployeeUuid, viewed, picker, children }: SalesDashboardProps) {
  return (
    <DashboardFrame
      title="Sales Dashboard"
      claims={claims}
      queryEmployeeUuid={queryEmployeeUuid}
      viewed={viewed}
      picker={picker}
    >
      {children}
    </DashboardFrame>
  );
}
