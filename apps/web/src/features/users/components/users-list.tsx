import { Alert, Anchor, Badge, Checkbox, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { errorDetail } from '@/lib/api-client';
import { useUsers } from '../api/get-users';
import { rolesLabel, userDisplayName, visibleUsers } from './user-values';

export const NO_USERS = 'No users found.';
export const USERS_LOAD_FAILED = 'Could not load users.';

/** Spec 000 §2 /admin/users: inactive users hidden until 'Show Inactive' is ticked. */
export function UsersList() {
  const [showInactive, setShowInactive] = useState(false);
  const query = useUsers();
  const rows = visibleUsers(query.data ?? [], showInactive);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Users</Title>
        <Anchor component={Link} to={paths.admin.userNew.getHref()}>
          + Add User
        </Anchor>
      </Group>
      <Checkbox
        label="Show Inactive"
        checked={showInactive}
        onChange={(event) => setShowInactive(event.currentTarget.checked)}
      />
      {query.isPending ? (
        <Loader size="sm" aria-label="Loading users" />
      ) : query.isError ? (
        <Alert color="red" role="alert">
          {errorDetail(query.error, USERS_LOAD_FAILED)}
        </Alert>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{NO_USERS}</Text>
      ) : (
        <Table striped highlightOnHover withTableBorder aria-label="Users">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>E-mail</Table.Th>
              <Table.Th>Roles</Table.Th>
              <Table.Th>State</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((user) => (
              <Table.Tr key={user.uuid}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Anchor component={Link} to={paths.admin.user.getHref(user.uuid)}>
                      {userDisplayName(user)}
                    </Anchor>
                    {!user.is_active && (
                      <Badge color="gray" variant="light" size="sm">
                        Inactive
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td>{rolesLabel(user.roles)}</Table.Td>
                <Table.Td>{user.state ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
