import { Alert, Anchor, Badge, Group, Loader, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { errorDetail } from '@/lib/api-client';
import { formatPhone } from '@/lib/format';
import { useBranches } from '../api/get-branches';
import { visibleBranches } from './branch-values';

export const NO_BRANCHES = 'No branches found.';
export const BRANCHES_LOAD_FAILED = 'Could not load branches.';

/** Spec 000 §2 /admin/branches: active ones first (the server's order), inactive ones behind a toggle. */
export function BranchesList() {
  const [showInactive, setShowInactive] = useState(false);
  const query = useBranches();
  const rows = visibleBranches(query.data ?? [], showInactive);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Branches</Title>
        <Anchor component={Link} to={paths.admin.branchNew.getHref()}>
          + Add Branch
        </Anchor>
      </Group>
      <Switch
        label="Show Inactive"
        checked={showInactive}
        onChange={(event) => setShowInactive(event.currentTarget.checked)}
      />
      {query.isPending ? (
        <Loader size="sm" aria-label="Loading branches" />
      ) : query.isError ? (
        <Alert color="red" role="alert">
          {errorDetail(query.error, BRANCHES_LOAD_FAILED)}
        </Alert>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{NO_BRANCHES}</Text>
      ) : (
        <Table striped highlightOnHover withTableBorder aria-label="Branches">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Code</Table.Th>
              <Table.Th>City</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>Phone</Table.Th>
              <Table.Th>Cost Center</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((branch) => (
              <Table.Tr key={branch.uuid}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Anchor component={Link} to={paths.admin.branch.getHref(branch.uuid)}>
                      {branch.name}
                    </Anchor>
                    {!branch.active && (
                      <Badge color="gray" variant="light" size="sm">
                        Inactive
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{branch.code ?? ''}</Table.Td>
                <Table.Td>{branch.city ?? ''}</Table.Td>
                <Table.Td>{branch.state}</Table.Td>
                <Table.Td>{formatPhone(branch.phone_number)}</Table.Td>
                <Table.Td>{branch.cost_center_desc ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
