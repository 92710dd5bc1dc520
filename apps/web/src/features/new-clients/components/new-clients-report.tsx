import type { NewClient } from '@hub/contract';
import { formatUsDate } from '@hub/domain';
import { Stack } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { addressSort, type DataTableColumn } from '@/components/data-table';
import { DateField } from '@/components/forms/date-field';
import { LookupSelect } from '@/components/forms/lookup-select';
import { NO_NEW_CLIENTS, PageHeader } from '@/components/page';
import { ReportFilters, ReportTable } from '@/components/report';
import { useSession } from '@/lib/auth';
import { useEmployeeOptions } from '@/lib/lookups/employees';
import { isAdmin, isSuper } from '@/lib/roles';
import { useSearchState } from '@/lib/search-params';
import { useNewClients } from '../api/get-new-clients';
import { defaultNewClientsRange, newClientsRequest, ZNewClientsView } from '../utils/new-clients-view';

const columns: DataTableColumn<NewClient>[] = [
  { id: 'company', header: 'Company', accessorFn: (client) => client.company_name ?? '' },
  { id: 'individual', header: 'Individual', accessorFn: (client) => client.individual_name ?? '' },
  {
    id: 'first_file',
    header: 'First File',
    accessorKey: 'first_open_date',
    cell: ({ row: { original } }) => formatUsDate(original.first_open_date),
    meta: { nowrap: true },
  },
  { id: 'files', header: 'Files', accessorKey: 'files', meta: { kind: 'number', total: 'sum' } },
];

type RepPickerProps = { value: string; error: string | undefined; onChange: (uuid: string) => void };

/** An administrator's choice of marketing rep (GET /employees/simple: the reps of their states). */
function RepPicker({ value, error, onChange }: RepPickerProps) {
  const options = useEmployeeOptions();
  const data = useMemo(
    () =>
      (options.data ?? [])
        .filter((e) => e.emp_type === 'REP' && (e.is_active || e.uuid === value))
        .map((e) => ({ value: e.uuid, label: `${e.last_name}, ${e.first_name} (${e.state})` }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [options.data, value],
  );
  return (
    <LookupSelect
      label="Marketing Rep"
      placeholder="All reps"
      lookup={options}
      what="marketing reps"
      data={data}
      value={value || null}
      onChange={(uuid) => onChange(uuid ?? '')}
      error={error}
      w={{ base: '100%', xs: 260 }}
      nothingFoundMessage="No rep by that name"
    />
  );
}

/**
 * Spec 001 /reports/new-clients: the clients whose first file ever opened in the range (start_date,
 * end_date, rep_uuid in the address; the range starts at the first of the current month in Los
 * Angeles). Every user sees the clients of their own files; an administrator may pick a rep.
 */
export function NewClientsReport() {
  const [view, setView] = useSearchState(ZNewClientsView);
  const session = useSession();
  const roles = session?.claims.roles;
  const mayPickRep = isSuper(roles) || isAdmin(roles);

  // The default range is written into the address once, so the link always says what it shows; the
  // fields' problems show from then on (not for the empty fields of the first moment).
  const [filled, setFilled] = useState(() => Boolean(view.start_date && view.end_date));
  useEffect(() => {
    if (filled) return;
    const range = defaultNewClientsRange();
    setView({ start_date: view.start_date || range.start_date, end_date: view.end_date || range.end_date });
    setFilled(true);
  }, [filled, view.start_date, view.end_date, setView]);

  const request = newClientsRequest(view);
  const clients = useNewClients(request.query);
  const problems = request.problems ?? {};
  const showProblems = filled;

  return (
    <Stack gap="md">
      <PageHeader title="New Clients" description="Clients whose first file ever opened in the date range." />
      <ReportFilters>
        <DateField
          label="Start Date"
          value={view.start_date}
          onChange={(start_date) => setView({ start_date })}
          error={showProblems ? problems.start_date : undefined}
          w={{ base: '100%', xs: 180 }}
        />
        <DateField
          label="End Date"
          value={view.end_date}
          onChange={(end_date) => setView({ end_date })}
          error={showProblems ? problems.end_date : undefined}
          w={{ base: '100%', xs: 180 }}
        />
        {mayPickRep && (
          <RepPicker
            value={view.rep_uuid}
            error={problems.rep_uuid}
            onChange={(rep_uuid) => setView({ rep_uuid })}
          />
        )}
      </ReportFilters>
      {request.query && (
        <ReportTable
          label="New Clients"
          columns={columns}
          data={clients.data}
          getRowId={(client) => client.uuid}
          status={clients}
          emptyText={NO_NEW_CLIENTS}
          totalsLabel="Total"
          {...addressSort(view, setView)}
          exportSource={{
            path: '/clients/reports/new-clients/export',
            query: request.query,
            fileName: `new-clients-${request.query.start_date}-to-${request.query.end_date}`,
          }}
          minWidth={560}
        />
      )}
    </Stack>
  );
}
