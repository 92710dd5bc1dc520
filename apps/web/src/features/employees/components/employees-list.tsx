import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { errorDetail } from '@/lib/api-client';
import { useEmployees } from '../api/get-employees';
import {
  branchLabel,
  dashboardLinks,
  fullName,
  partnerSummary,
  visibleEmployees,
} from './employee-list-utils';

export const NO_EMPLOYEES_MATCH = 'No employees match your search.';
export const EMPLOYEES_LOAD_FAILED = 'Could not load employees.';

/** Spec 000 §2 /admin/employees: search, inactive toggle, Add Employee, one row per employee. */
export function EmployeesList() {
  const query = useEmployees();
  const [search, setSearch] = useState('');
  const [showInactive, setShowInactive] = useState(false);
  const rows = visibleEmployees(query.data ?? [], { search, showInactive });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Employees</Title>
        <Button component={Link} to={paths.admin.employeeNew.getHref()}>
          Add Employee
        </Button>
      </Group>
      <Group gap="lg" align="flex-end">
        <TextInput
          label="Search"
          placeholder="Name, branch or partner"
          type="search"
          w={320}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Switch
          label="Show Inactive"
          checked={showInactive}
          onChange={(event) => setShowInactive(event.currentTarget.checked)}
          mb={8}
        />
      </Group>
      {query.isPending ? (
        <Loader size="sm" aria-label="Loading employees" />
      ) : query.isError ? (
        <Alert color="red" role="alert">
          {errorDetail(query.error, EMPLOYEES_LOAD_FAILED)}
        </Alert>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{NO_EMPLOYEES_MATCH}</Text>
      ) : (
        <Table striped highlightOnHover withTableBorder aria-label="Employees">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Title</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>Branch</Table.Th>
              <Table.Th>Dashboards</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const links = dashboardLinks(row);
              const partners = partnerSummary(row.share_with);
              return (
                <Table.Tr key={row.uuid} data-testid="employee-row">
                  <Table.Td>
                    <Stack gap={2}>
                      <Group gap="xs">
                        <Anchor component={Link} to={paths.admin.employee.getHref(row.uuid)} fw={500}>
                          {fullName(row)}
                        </Anchor>
                        {!row.is_active && (
                          <Badge color="gray" variant="light" size="sm">
                            Inactive
                          </Badge>
                        )}
                      </Group>
                      {row.email && (
                        <Text size="xs" c="dimmed">
                          {row.email}
                        </Text>
                      )}
                      {partners && (
                        <Text size="xs" c="dimmed">
                          Shares with: {partners}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td>{row.title ?? ''}</Table.Td>
                  <Table.Td>{row.emp_type ?? ''}</Table.Td>
                  <Table.Td>{row.state}</Table.Td>
                  <Table.Td>{branchLabel(row)}</Table.Td>
                  <Table.Td>
                    <Group gap="sm">
                      {links.sales && (
                        <Anchor
                          component={Link}
                          to={paths.salesDashboard.getHref({ employee_uuid: row.uuid })}
                          size="sm"
                        >
                          Sales Dashboard
                        </Anchor>
                      )}
                      {links.escrow && (
                        <Anchor
                          component={Link}
                          to={paths.escrowDashboard.getHref({ employee_uuid: row.uuid })}
                          size="sm"
                        >
                          Escrow Dashboard
                        </Anchor>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
