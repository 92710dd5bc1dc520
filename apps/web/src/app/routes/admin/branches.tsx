import { BranchesList } from '@/features/branches/components/branches-list';
import { ADMIN_ROLES, RequireRole } from '../../layout/require-role';

/** /admin/branches. */
export function BranchesRoute() {
  return (
    <RequireRole anyOf={ADMIN_ROLES}>
      <BranchesList />
    </RequireRole>
  );
}
