import { Launcher } from '@/features/dashboards/components/launcher';

/** `/DefaultDashboard` and every unknown path: the generic launcher. */
export function DefaultDashboardRoute() {
  return <Launcher />;
}
