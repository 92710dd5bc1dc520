import { type User, ZSort } from '@hub/contract';
import { Stack } from '@mantine/core';
import {
  addressSort,
  DataTable,
  type DataTableColumn,
  ListHeader,
  RecordLink,
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
  {
    id: 'name',
    header: 'Name',
    accessorFn: userDisplayName,
    cell: ({ row: { original: user } }) => (
      <RecordLink to={paths.admin.user.getHref(user.uuid)} inactive={!user.is_active}>
        {userDisplayName(user)}
      </RecordLink>
    ),
  },
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
    <Stack gap="md">
      <ListHeader title="Users" create={{ to: paths.admin.userNew.getHref(), label: '+ Add User' }} />
      <ShowInactive
        control="checkbox"
        checked={view.inactive}
        onChange={(inactive) => setView({ inactive })}
      />
      <DataTable
        label="Users"
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
    </Stack>
  );
}
