import { type User, ZSort } from '@hub/contract';
import {
  addressSort,
  type DataTableColumn,
  ListPage,
  linkColumn,
  ShowInactive,
} from '@/components/data-table';
import { paths } from '@/config/paths';
import { useSearchState, ZSearchFlag } from '@/lib/search-params';
import { useUsers } from '../api/get-users';
import { rolesLabel, userDisplayName, visibleUsers } from './user-values';

export const NO_USERS = 'No users found.';
export const USERS_LOAD_FAILED = 'Could not load users.';

/** The address of the list: ?inactive=1&sort=email&dir=asc. */
const ZUsersView = ZSort(['name', 'email', 'roles', 'state']).extend({ inactive: ZSearchFlag });

const columns: DataTableColumn<User>[] = [
  linkColumn<User>({
    text: userDisplayName,
    to: (user) => paths.admin.user.getHref(user.uuid),
    inactive: (user) => !user.is_active,
  }),
  { id: 'email', header: 'E-mail', accessorKey: 'email', meta: { breakAnywhere: true } },
  { id: 'roles', header: 'Roles', accessorFn: (user) => rolesLabel(user.roles) },
  { id: 'state', header: 'State', accessorFn: (user) => user.state ?? '' },
];

/** Spec 000 §2 /admin/users: inactive users hidden until 'Show Inactive' is ticked. */
export function UsersList() {
  const [view, setView] = useSearchState(ZUsersView);
  const query = useUsers();
  const rows = query.data ? visibleUsers(query.data, view.inactive) : undefined;

  return (
    <ListPage
      title="Users"
      create={{ to: paths.admin.userNew.getHref(), label: '+ Add User' }}
      filters={
        <ShowInactive
          control="checkbox"
          checked={view.inactive}
          onChange={(inactive) => setView({ inactive })}
        />
      }
      columns={columns}
      data={rows}
      getRowId={(user) => user.uuid}
      status={query}
      errorText={USERS_LOAD_FAILED}
      emptyText={NO_USERS}
      {...addressSort(view, setView)}
      exportSource={{ path: '/users/export', fileName: 'users' }}
      minWidth={640}
    />
  );
}
