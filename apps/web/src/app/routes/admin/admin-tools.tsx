import { AdminTools } from '@/features/admin-tools/components/admin-tools';
import { useRolesLive } from '@/lib/lookups/roles-live';

/** /admin: Super User and Admin; the super-only tiles follow the live roles. */
export function AdminToolsRoute() {
  const live = useRolesLive();
  return <AdminTools roles={live.data?.roles} />;
}
