import { type EmployeeListRow, ZSort } from '@hub/contract';
import { Group, Stack, Text, TextInput } from '@mantine/core';
import {
  addressSort,
  type DataTableColumn,
  ListPage,
  RecordLink,
  ShowInactive,
  SmallLink,
} from '@/components/data-table';
import { paths } from '@/config/paths';
import { useSearchState, ZSearchFlag, ZSearchText } from '@/lib/search-params';
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

/** The address of the list: ?q=lee&inactive=1&sort=branch&dir=asc. */
const ZEmployeesView = ZSort(['name', 'title', 'type', 'state', 'branch']).extend({
  q: ZSearchText,
  inactive: ZSearchFlag,
});

function NameCell({ row }: { row: EmployeeListRow }) {
  const partners = partnerSummary(row.share_with);
  return (
    <Stack gap={2}>
      <RecordLink to={paths.admin.employee.getHref(row.uuid)} inactive={!row.is_active}>
        {fullName(row)}
      </RecordLink>
      {row.email && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {row.email}
        </Text>
      )}
      {partners && (
        <Text size="xs" c="dimmed">
          Shares with: {partners}
        </Text>
      )}
    </Stack>
  );
}

function DashboardsCell({ row }: { row: EmployeeListRow }) {
  const links = dashboardLinks(row);
  return (
    <Group gap="sm">
      {links.sales && (
        <SmallLink to={paths.salesDashboard.getHref({ employee_uuid: row.uuid })}>Sales Dashboard</SmallLink>
      )}
      {links.escrow && (
        <SmallLink to={paths.escrowDashboard.getHref({ employee_uuid: row.uuid })}>
          Escrow Dashboard
        </SmallLink>
      )}
    </Group>
  );
}

const columns: DataTableColumn<EmployeeListRow>[] = [
  { id: 'name', header: 'Name', accessorFn: fullName, cell: ({ row }) => <NameCell row={row.original} /> },
  { id: 'title', header: 'Title', accessorKey: 'title' },
  { id: 'type', header: 'Type', accessorKey: 'emp_type' },
  { id: 'state', header: 'State', accessorKey: 'state' },
  { id: 'branch', header: 'Branch', accessorFn: branchLabel },
  { id: 'dashboards', header: 'Dashboards', cell: ({ row }) => <DashboardsCell row={row.original} /> },
];

/** Spec 000 §2 /admin/employees: search, inactive toggle, Add Employee, one row per employee. */
export function EmployeesList() {
  const [view, setView] = useSearchState(ZEmployeesView);
  const query = useEmployees();
  const rows = query.data
    ? visibleEmployees(query.data, { search: view.q, showInactive: view.inactive })
    : undefined;

  return (
    <ListPage
      title="Employees"
      create={{ to: paths.admin.employeeNew.getHref(), label: 'Add Employee' }}
      filters={
        <Group gap="lg" align="flex-end">
          <TextInput
            label="Search"
            placeholder="Name, branch or partner"
            type="search"
            w={{ base: '100%', xs: 320 }}
            value={view.q}
            onChange={(event) => setView({ q: event.currentTarget.value })}
          />
          <ShowInactive checked={view.inactive} onChange={(inactive) => setView({ inactive })} />
        </Group>
      }
      columns={columns}
      data={rows}
      getRowId={(row) => row.uuid}
      status={query}
      errorText={EMPLOYEES_LOAD_FAILED}
      emptyText={NO_EMPLOYEES_MATCH}
      rowProps={() => ({ 'data-testid': 'employee-row' })}
      {...addressSort(view, setView)}
      exportSource={{
        path: '/employees/export',
        query: { active: view.inactive ? undefined : 'true' },
        fileName: 'employees',
      }}
      minWidth={760}
    />
  );
}
