import { UsersList } from '@/features/users/components/users-list';
import { RequireRole, SUPER_ROLES } from '../../layout/require-role';

/** /admin/users (super only). */
export function UsersRoute() {
  return (
    <RequireRole anyOf={SUPER_ROLES}>
      <UsersList />
    </RequireRole>
  );
}
