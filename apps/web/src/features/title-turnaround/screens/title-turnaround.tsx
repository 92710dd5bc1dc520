import {
  type State,
  TITLE_TURNAROUND_ENDPOINT,
  TITLE_TURNAROUND_TEXTS,
  type TitleTurnaroundRecord,
  type TitleTurnaroundTotals,
  ZState,
} from '@hub/contract';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import type { Row } from '@tanstack/react-table';
import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import type { DataTableColumn } from '@/components/data-table';
import { DateField } from '@/components/forms/date-field';
import { NO_DATA } from '@/components/page';
import {
  ReportFilters,
  ReportPage,
  type ReportScope,
  ReportStatePicker,
  ReportTable,
  useReport,
} from '@/components/report';
import { useSession } from '@/lib/auth';
import { useRolesLive } from '@/lib/lookups/roles-live';
import { isSuper } from '@/lib/roles';
import { useSearchState, ZSearchText } from '@/lib/search-params';
import { AddFileForm } from '../components/add-file-form';
import { TurnaroundFiles } from '../components/turnaround-files';
import {
  daysText,
  defaultTurnaroundRange,
  moneyText,
  officerName,
  percentText,
} from '../utils/turnaround-view';

export const TITLE_TURNAROUND_TITLE = 'Title Officer Turnaround';

/**
 * /reports/title-officer-turnaround?state=&beg_date=&end_date=: the report last run, so a copied link
 * runs it again. Without both dates in the address nothing is asked until Run.
 */
const ZTurnaroundView = z.object({ state: ZState.optional(), beg_date: ZSearchText, end_date: ZSearchText });

type Filters = { state: State | ''; beg_date: string; end_date: string };

/** What is open under an officer's row: the file list, the add-file form, or both. */
type OpenParts = { files: boolean; add: boolean };
const CLOSED: OpenParts = { files: false, add: false };

type Officer = TitleTurnaroundRecord;

const plain = (column: DataTableColumn<Officer>): DataTableColumn<Officer> => ({
  ...column,
  enableSorting: false,
});

type OfficerParts = {
  /** Super users add files (the server's access table). */
  canEdit: boolean;
  partsOf: (id: string) => OpenParts;
  toggle: (row: Row<Officer>, part: keyof OpenParts) => void;
};

/**
 * What is open under each officer, for the actions' cell. Read from here rather than built into the
 * column, so the columns stay the same while parts open and close and the buttons keep their focus.
 */
const OfficerPartsContext = createContext<OfficerParts>({
  canEdit: false,
  partsOf: () => CLOSED,
  toggle: () => {},
});

/** 'View files (N)' / 'Hide files' and 'Add file': each opens or closes its part under the officer's row. */
function OfficerActions({ row }: { row: Row<Officer> }) {
  const { canEdit, partsOf, toggle } = useContext(OfficerPartsContext);
  const parts = partsOf(row.id);
  const name = officerName(row.original);
  const count = row.original.files.length;
  return (
    <Group gap="sm" wrap="nowrap">
      <Anchor
        component="button"
        type="button"
        size="sm"
        aria-expanded={parts.files}
        aria-label={parts.files ? `Hide files of ${name}` : `View files (${count}) of ${name}`}
        onClick={() => toggle(row, 'files')}
      >
        {parts.files ? 'Hide files' : `View files (${count})`}
      </Anchor>
      {canEdit && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          aria-expanded={parts.add}
          aria-label={`Add file for ${name}`}
          onClick={() => toggle(row, 'add')}
        >
          Add file
        </Anchor>
      )}
    </Group>
  );
}

const NO_TOTALS: TitleTurnaroundTotals = { total_file_cnt: 0, comm_file_cnt: 0, avg_turn_around_days: null };

/** The officers' columns (spec 001 §2), in the server's order (last then first name), with the footer's totals. */
function officerColumns(totals: TitleTurnaroundTotals): DataTableColumn<Officer>[] {
  return (
    [
      { id: 'employee', header: 'Employee', accessorFn: officerName, meta: { nowrap: true } },
      { id: 'jvs', header: "JV's", accessorFn: (row) => row.jvs_assigned.join(', '), meta: { width: 200 } },
      {
        id: 'files',
        header: 'Files',
        accessorKey: 'total_file_cnt',
        meta: { kind: 'number', total: () => totals.total_file_cnt.toLocaleString('en-US') },
      },
      {
        id: 'eligible',
        header: 'Eligible',
        accessorKey: 'comm_file_cnt',
        meta: { kind: 'number', total: () => totals.comm_file_cnt.toLocaleString('en-US') },
      },
      {
        id: 'avg_turn',
        header: 'Avg Turn (days)',
        accessorKey: 'avg_turn_around_days',
        cell: ({ row }) => daysText(row.original.avg_turn_around_days),
        meta: { kind: 'number', total: () => daysText(totals.avg_turn_around_days) },
      },
      {
        id: 'on_time',
        header: 'On Time %',
        accessorKey: 'on_time_pct',
        cell: ({ row }) => percentText(row.original.on_time_pct),
        meta: { kind: 'number' },
      },
      { id: 'base', header: 'Base', accessorKey: 'base_files', meta: { kind: 'number' } },
      {
        id: 'per_file',
        header: 'Per File',
        accessorKey: 'comm_per_file',
        cell: ({ row }) => moneyText(row.original.comm_per_file),
        meta: { kind: 'number', nowrap: true },
      },
      {
        id: 'commission',
        header: 'Commission',
        accessorKey: 'comm_amt',
        cell: ({ row }) => moneyText(row.original.comm_amt),
        meta: { kind: 'number', nowrap: true },
      },
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => <OfficerActions row={row} />,
        meta: { nowrap: true },
      },
    ] satisfies DataTableColumn<Officer>[]
  ).map(plain);
}

/**
 * Spec 001 Title Officer Turnaround (/reports/title-officer-turnaround): State (the token's
 * default_state, else AZ), Begin and End (the previous month in Los Angeles) and Run; each title
 * officer's files, eligible files, average turnaround, on-time rate and commission, with the footer's
 * totals; per officer the files (legal descriptions, Override for super users, delete of a manually
 * added file) and the add-file form; the CSV export of the range run.
 */
export function TitleTurnaround() {
  const [view] = useSearchState(ZTurnaroundView);
  const session = useSession();
  return (
    <ReportPage
      title={TITLE_TURNAROUND_TITLE}
      description="Each title officer's files, turnaround in business days and title commission."
      askedState={view.state ?? session?.claims.default_state}
    >
      {(scope) => <TurnaroundScreen {...scope} />}
    </ReportPage>
  );
}

function TurnaroundScreen({ states, state }: ReportScope) {
  const [view, setView] = useSearchState(ZTurnaroundView);
  const live = useRolesLive();
  // Override, add and delete are super only (spec 001 §2; the server's access table).
  const canEdit = isSuper(live.data?.roles);
  const ran =
    view.beg_date && view.end_date ? { state, beg_date: view.beg_date, end_date: view.end_date } : null;
  const [draft, setDraft] = useState<Filters>(() => ({ state, ...(ran ?? defaultTurnaroundRange()) }));
  // An address changed from outside (back, a link) shows its filters.
  useEffect(() => {
    if (view.beg_date && view.end_date) setDraft({ state, beg_date: view.beg_date, end_date: view.end_date });
  }, [state, view.beg_date, view.end_date]);

  const report = useReport(TITLE_TURNAROUND_ENDPOINT, ran, { keepPrevious: false });
  const rows = report.data?.rows;

  const [open, setOpen] = useState<Record<string, OpenParts>>({});
  const tableRows = useRef(new Map<string, Row<Officer>>());
  const setParts = (id: string, parts: OpenParts) => {
    setOpen((current) => ({ ...current, [id]: parts }));
    tableRows.current.get(id)?.toggleExpanded(parts.files || parts.add);
  };
  const partsOf = (id: string) => open[id] ?? CLOSED;

  // The footer is the server's (the same rule as each officer's figures), zeros until it answers.
  const totals = report.data?.totals ?? NO_TOTALS;
  const columns = useMemo(() => officerColumns(totals), [totals]);
  const officerParts: OfficerParts = {
    canEdit,
    partsOf,
    toggle: (row, part) => {
      tableRows.current.set(row.id, row);
      const parts = partsOf(row.id);
      setParts(row.id, { ...parts, [part]: !parts[part] });
    },
  };

  const ready = draft.state !== '' && draft.beg_date !== '' && draft.end_date !== '';
  const handleRun = () => {
    if (!ready || draft.state === '') return;
    const next = { state: draft.state, beg_date: draft.beg_date, end_date: draft.end_date };
    if (ran && ran.state === next.state && ran.beg_date === next.beg_date && ran.end_date === next.end_date)
      void report.refetch();
    else setView(next);
  };

  return (
    <>
      <ReportFilters align="flex-end">
        <ReportStatePicker
          variant="select"
          states={states}
          state={draft.state || state}
          onChange={(next) => setDraft((current) => ({ ...current, state: next }))}
        />
        <DateField
          label="Begin"
          value={draft.beg_date}
          onChange={(beg_date) => setDraft((current) => ({ ...current, beg_date }))}
          w={{ base: '100%', xs: 170 }}
        />
        <DateField
          label="End"
          value={draft.end_date}
          onChange={(end_date) => setDraft((current) => ({ ...current, end_date }))}
          w={{ base: '100%', xs: 170 }}
        />
        <Button onClick={handleRun} disabled={!ready || report.isFetching}>
          Run
        </Button>
      </ReportFilters>
      {ran && (
        <OfficerPartsContext value={officerParts}>
          <ReportTable
            label={TITLE_TURNAROUND_TITLE}
            columns={columns}
            data={rows}
            getRowId={(row) => row.emp_uuid}
            status={report}
            errorText={TITLE_TURNAROUND_TEXTS.loadFailed}
            emptyText={NO_DATA}
            totalsLabel="Total"
            renderExpanded={(officer) => {
              const parts = partsOf(officer.emp_uuid);
              const name = officerName(officer);
              return (
                <Stack gap="sm">
                  {parts.files && (
                    <TurnaroundFiles officerName={name} files={officer.files} canEdit={canEdit} />
                  )}
                  {parts.add && canEdit && (
                    <AddFileForm
                      officerUuid={officer.emp_uuid}
                      officerName={name}
                      onAdded={() => setParts(officer.emp_uuid, { files: true, add: false })}
                      onCancel={() => setParts(officer.emp_uuid, { ...parts, add: false })}
                    />
                  )}
                </Stack>
              );
            }}
            exportSource={{
              path: '/reports/to/export',
              query: ran,
              fileName: `to_turnaround_${ran.state}_${ran.beg_date}_to_${ran.end_date}`,
            }}
            minWidth={1120}
          />
        </OfficerPartsContext>
      )}
    </>
  );
}

export default TitleTurnaround;
