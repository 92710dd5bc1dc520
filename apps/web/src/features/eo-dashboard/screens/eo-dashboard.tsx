import {
  EO_DASHBOARD_ENDPOINT,
  EO_DASHBOARD_SECTIONS,
  type EoDashboardColumn,
  type EoDashboardFigures,
  type EoDashboardQuery,
  type EoDashboardResponse,
  type EoDashboardRow,
  type EoDashboardSection,
  eoDashboardSectionTable,
  type State,
} from '@hub/contract';
import { formatLosAngelesDateTime, toCents } from '@hub/domain';
import { Alert, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { DataTable, reportColumns } from '@/components/data-table';
import { DateField } from '@/components/forms/date-field';
import { NO_DATA } from '@/components/page';
import { ReportFilters, ReportPage, useReport } from '@/components/report';
import { useSearchState } from '@/lib/search-params';
import {
  ALL_STATES_CHOICE,
  CUSTOM_ENDING,
  dashboardCount,
  dashboardMoney,
  dashboardPercent,
  endingChoices,
  eoDashboardError,
  eoDashboardRequest,
  isCustomEnding,
  viewDateTo,
  ZEoDashboardView,
} from '../utils/eo-dashboard-view';

const STATE_CHOICES = [
  { value: ALL_STATES_CHOICE, label: 'All' },
  { value: 'AZ', label: 'AZ' },
  { value: 'NV', label: 'NV' },
];

function MoneyFigure({ value }: { value: string | null }) {
  const negative = value !== null && toCents(value) < 0;
  return (
    <Text span inherit c={negative ? 'red.9' : undefined}>
      {dashboardMoney(value)}
    </Text>
  );
}

/** How a figure shows, in a row and in the totals row. */
function figureText(column: EoDashboardColumn, figures: EoDashboardFigures) {
  const value = figures[column.key];
  if (column.kind === 'money') return <MoneyFigure value={value as string | null} />;
  if (column.kind === 'percent') return dashboardPercent(value as number | null);
  return dashboardCount(value as number);
}

/**
 * A section's columns from its declaration, each figure as the dashboard writes it (up to 2 decimals,
 * a dash for none) in the rows and the totals row; every figure kept on one line.
 */
function sectionColumns(section: EoDashboardSection, total: EoDashboardRow | null) {
  const cells = Object.fromEntries(
    section.columns.map((column) => [column.key, (row: EoDashboardRow) => figureText(column, row)]),
  );
  return reportColumns(section.report, { total, cells }).map((column) =>
    column.id === 'name' ? column : { ...column, meta: { ...column.meta, nowrap: true } },
  );
}

type SectionTableProps = {
  section: EoDashboardSection;
  answer: EoDashboardResponse;
  query: EoDashboardQuery;
};

/** One section: its officers' or branches' rows, the totals row from the answer, its export. */
function SectionTable({ section, answer, query }: SectionTableProps) {
  const table = useMemo(
    () => eoDashboardSectionTable(answer.reportClosedBreakdown.data, section.by),
    [answer, section.by],
  );
  const columns = useMemo(() => sectionColumns(section, table.total), [section, table.total]);
  return (
    <Stack gap="xs" component="section" aria-labelledby={`eo-dashboard-${section.id}`}>
      <Title order={2} size="h4" id={`eo-dashboard-${section.id}`}>
        {section.title}
      </Title>
      <DataTable
        label={section.title}
        columns={columns}
        data={table.rows}
        getRowId={(row) => `${section.by}-${row.escrow_officer_id ?? row.branch_id ?? 'none'}`}
        emptyText={NO_DATA}
        totals
        minWidth={section.columns.length * 110 + 180}
        maxHeight="60vh"
        exportSource={{
          path: '/reports/dashboard/export',
          query: { ...query, section: section.id },
          fileName: `eo-dashboard-${section.id}-${query.date_to ?? 'today'}`,
        }}
      />
    </Stack>
  );
}

/** The generation time (Los Angeles) and the parameters the server used. */
function AnswerParams({ answer }: { answer: EoDashboardResponse }) {
  return (
    <Group gap="lg" wrap="wrap" aria-label="Report parameters" role="group">
      <Text size="sm">
        <Text span fw={600} inherit>
          Generated:
        </Text>{' '}
        {formatLosAngelesDateTime(answer.generatedAt)}
      </Text>
      <Text size="sm" data-testid="param-date-to">
        <Text span fw={600} inherit>
          date_to:
        </Text>{' '}
        {answer.params.date_to}
      </Text>
      <Text size="sm" data-testid="param-state">
        <Text span fw={600} inherit>
          state:
        </Text>{' '}
        {answer.params.state ?? 'All'}
      </Text>
    </Group>
  );
}

/**
 * Spec 001 /reports/eo-dashboard: the Ending date (the last 12 weekdays, or a custom date) and the
 * state (All, AZ, NV; NV by default) in the address; the eight sections of GET /reports/dashboard,
 * each sortable with the answer's totals row and its CSV/XLSX export. A failed call shows
 * 'Error: HTTP {status}' (or 'Failed to fetch') and no figures.
 */
export function EoDashboard() {
  return (
    <ReportPage title="EO Dashboard" askedState={undefined}>
      {({ states }) => <EoDashboardScreen states={states} />}
    </ReportPage>
  );
}

/** The dashboard for the states the user may see (asked only once the live roles have answered). */
function EoDashboardScreen({ states }: { states: readonly State[] }) {
  const [address, setView] = useSearchState(ZEoDashboardView);
  // A State Super User sees their own state only, whatever the address (or the NV default) says.
  const own = states.length === 1 ? states[0] : undefined;
  const view: typeof address = own && address.state !== own ? { ...address, state: own } : address;
  const stateChoices = STATE_CHOICES.filter((choice) => own === undefined || choice.value === own);
  // One reading of the clock per visit: the Ending list, the default date and the request agree.
  const [now] = useState(() => new Date());
  const choices = useMemo(() => endingChoices(now), [now]);
  const dateTo = viewDateTo(view, now);
  const [customChosen, setCustomChosen] = useState(false);
  const custom = customChosen || isCustomEnding(view, choices, now);
  const query = eoDashboardRequest(view, now);
  const dashboard = useReport(EO_DASHBOARD_ENDPOINT, query, { keepPrevious: false });

  return (
    <>
      <ReportFilters>
        <NativeSelect
          label="Ending"
          value={custom ? CUSTOM_ENDING : dateTo}
          data={[...choices, { value: CUSTOM_ENDING, label: 'Custom' }]}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (value === CUSTOM_ENDING) {
              setCustomChosen(true);
              setView({ date_to: dateTo });
            } else {
              setCustomChosen(false);
              setView({ date_to: value });
            }
          }}
          w={{ base: '100%', xs: 200 }}
        />
        {custom && (
          <DateField
            label="Custom Date"
            // The date the report runs for: today when the address has none (a weekend's today is custom).
            value={dateTo}
            onChange={(date_to) => setView({ date_to })}
            w={{ base: '100%', xs: 180 }}
          />
        )}
        <NativeSelect
          label="State"
          value={view.state}
          data={stateChoices}
          onChange={(event) => setView({ state: event.currentTarget.value as typeof view.state })}
          w={{ base: '100%', xs: 120 }}
        />
      </ReportFilters>
      {dashboard.isError ? (
        <Alert color="red" role="alert">
          {eoDashboardError(dashboard.error)}
        </Alert>
      ) : dashboard.data === undefined ? (
        <Loader size="sm" aria-label="Loading the EO dashboard" />
      ) : (
        <>
          <AnswerParams answer={dashboard.data} />
          {EO_DASHBOARD_SECTIONS.map((section) => (
            <SectionTable key={section.id} section={section} answer={dashboard.data} query={query} />
          ))}
        </>
      )}
    </>
  );
}

export default EoDashboard;
