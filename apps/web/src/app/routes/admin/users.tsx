import { UsersList } from '@/features/users/components/users-list';

/** /admin/users (super only). */
export function UsersRoute() {
  return <UsersList />;
}
