import { AdminTools } from '@/features/admin-tools/components/admin-tools';
import { useRolesLive } from '@/features/users/api/get-roles-live';
import { ADMIN_ROLES, RequireRole } from '../../layout/require-role';

/** /admin: Super User and Admin; the super-only tiles follow the live roles. */
export function AdminToolsRoute() {
  return (
    <RequireRole anyOf={ADMIN_ROLES}>
      <AdminToolsForLiveRoles />
    </RequireRole>
  );
}

function AdminToolsForLiveRoles() {
  const live = useRolesLive();
  return <AdminTools roles={live.data?.roles} />;
}
