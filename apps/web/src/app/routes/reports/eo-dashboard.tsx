import { EoDashboard } from '@/features/eo-dashboard/components/eo-dashboard';

/** /reports/eo-dashboard. */
export function EoDashboardRoute() {
  return <EoDashboard />;
}
