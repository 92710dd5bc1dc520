import { useSearchParams } from 'react-router';
import { SalesDashboard } from '@/features/dashboards/components/sales-dashboard';
import { useSignedInSession } from '../layout/session-gate';

/** `/SalesDashboard?employee_uuid=`: where a Sales-Assistant viewing a rep lands. */
export function SalesDashboardRoute() {
  const { claims } = useSignedInSession();
  const [searchParams] = useSearchParams();
  return <SalesDashboard claims={claims} queryEmployeeUuid={searchParams.get('employee_uuid')} />;
}
