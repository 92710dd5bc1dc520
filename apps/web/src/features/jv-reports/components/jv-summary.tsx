import {
  JV_SUMMARY_TOTAL_ID,
  type JvSummaryResponse,
  type JvSummaryRow,
  type State,
  ZSort,
  ZState,
} from '@hub/contract';
import { formatUsDate, yesterdayInLA } from '@hub/domain';
import { Anchor, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { addressSort, DataTable, type DataTableColumn, RecordLink } from '@/components/data-table';
import { StateSelect } from '@/components/forms/state-select';
import { NoReportState, PageHeader } from '@/components/page';
import { paths } from '@/config/paths';
import { useAllDays } from '@/lib/lookups/calendar-all-days';
import { useSearchState, ZSearchText } from '@/lib/search-params';
import { useReportState } from '@/lib/use-report-state';
import { useJvSummary } from '../api/get-jv-summary';
import { BUSINESS_DAYS_FAILED, JV_SUMMARY_FAILED, NO_DATA } from '../utils/jv-report-views';

export const JV_SUMMARY_SORTS = [
  'jv',
  'today_open',
  'mtd_open',
  'today_closed',
  'mtd_closed',
  'canceled_count',
  'opens_less_cancel',
  'title_rev_today',
  'title_rev_mtd',
] as const;

/** /reports/jvs?state=&report_date=, plus the sort. */
const ZJvSummaryView = ZSort(JV_SUMMARY_SORTS).extend({ state: ZState.optional(), report_date: ZSearchText });

type Dates = Pick<JvSummaryResponse, 'state' | 'report_date' | 'mtd_start'>;

/** A count that opens the JV's files in the open or closed orders report (today or month to date). */
function CountLink({ count, to, what }: { count: number; to: string; what: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" aria-label={`${count} ${what}`}>
      {count.toLocaleString('en-US')}
    </Anchor>
  );
}

function summaryColumns(dates: Dates): DataTableColumn<JvSummaryRow>[] {
  const { state, report_date, mtd_start } = dates;
  const orders = (row: JvSummaryRow, kind: 'open' | 'closed', start: string) =>
    kind === 'open'
      ? paths.reports.openOrders.getHref({
          state,
          jv_entity_id: row.jv_id,
          open_start: start,
          open_end: report_date,
        })
      : paths.reports.closedOrders.getHref({
          state,
          jv_entity_id: row.jv_id,
          close_start: start,
          close_end: report_date,
        });
  const countColumn = (
    id: 'today_open' | 'mtd_open' | 'today_closed' | 'mtd_closed',
    header: string,
    kind: 'open' | 'closed',
    start: string,
  ): DataTableColumn<JvSummaryRow> => ({
    id,
    header,
    accessorKey: id,
    cell: ({ row: { original } }) => (
      <CountLink
        count={original[id]}
        to={orders(original, kind, start)}
        what={`${header.toLowerCase()} of ${original.jv_name}`}
      />
    ),
    meta: { kind: 'number', total: 'sum' },
  });
  return [
    {
      id: 'jv',
      header: 'JV',
      accessorKey: 'jv_name',
      cell: ({ row: { original } }) =>
        original.jv_uuid ? (
          <RecordLink to={paths.reports.jvHistoryByGroup.getHref(original.jv_uuid)}>
            {original.jv_name}
          </RecordLink>
        ) : (
          original.jv_name
        ),
    },
    countColumn('today_open', 'Opens Today', 'open', report_date),
    countColumn('mtd_open', 'Opens MTD', 'open', mtd_start),
    countColumn('today_closed', 'Closed Today', 'closed', report_date),
    countColumn('mtd_closed', 'Closed MTD', 'closed', mtd_start),
    {
      id: 'canceled_count',
      header: 'Cancelled MTD',
      accessorKey: 'canceled_count',
      meta: { kind: 'number', total: 'sum' },
    },
    {
      id: 'opens_less_cancel',
      header: 'Opens Less Cancels',
      accessorKey: 'opens_less_cancel',
      meta: { kind: 'number', total: 'sum' },
    },
    {
      id: 'title_rev_today',
      header: 'Title Revenue Today',
      accessorKey: 'title_rev_today',
      meta: { kind: 'money', total: 'sum', nowrap: true },
    },
    {
      id: 'title_rev_mtd',
      header: 'Title Revenue MTD',
      accessorKey: 'title_rev_mtd',
      meta: { kind: 'money', total: 'sum', nowrap: true },
    },
    {
      id: 'mix',
      header: 'Mix',
      enableSorting: false,
      cell: ({ row: { original } }) =>
        original.jv_uuid ? (
          <Anchor
            component={Link}
            size="sm"
            to={paths.reports.jvMix.getHref({
              jv_uuid: original.jv_uuid,
              beg_date: mtd_start,
              end_date: report_date,
            })}
            aria-label={`JV Mix of ${original.jv_name}`}
          >
            JV Mix
          </Anchor>
        ) : null,
      meta: { nowrap: true },
    },
  ];
}

/**
 * Spec 001 JV Escrow Summary (/reports/jvs?state=&report_date=): each JV of the state on the report
 * date (a business day of the state; the newest by default) and month to date, with the TOTAL row.
 * JV names open the JV client trend, counts the open and closed order reports, 'JV Mix' the JV's mix
 * for the month to date.
 */
export function JvSummary() {
  const [view] = useSearchState(ZJvSummaryView);
  const { states, state, ready } = useReportState(view.state);
  if (!ready) return null;
  if (state === null) return <NoReportState title={'JV Escrow Summary'} />;
  return <JvSummaryScreen states={states} state={state} />;
}

/** The report for a state the user may see (`useReportState`: the address's, else AZ, else their own). */
function JvSummaryScreen({ states, state }: { states: readonly State[]; state: State }) {
  const [view, setView] = useSearchState(ZJvSummaryView);
  const days = useAllDays(state);
  const reportDate = view.report_date || days.data?.[0] || (days.isError ? yesterdayInLA() : '');
  const summary = useJvSummary(reportDate ? { state, report_date: reportDate } : null);
  const answer = summary.data;

  const dayOptions = useMemo(() => {
    const list = days.data ?? [];
    const all = reportDate && !list.includes(reportDate) ? [reportDate, ...list] : list;
    return all.map((day) => ({ value: day, label: formatUsDate(day) }));
  }, [days.data, reportDate]);
  const columns = useMemo(() => (answer ? summaryColumns(answer) : []), [answer]);
  const rows = useMemo(() => answer?.rows.filter((row) => row.jv_id !== JV_SUMMARY_TOTAL_ID), [answer]);

  return (
    <Stack gap="md">
      <PageHeader
        title="JV Escrow Summary"
        description="Opens, closes and title revenue of each JV, for the day and month to date."
      />
      <Group gap="sm" align="flex-start" wrap="wrap">
        <StateSelect
          states={states.length > 0 ? states : [state]}
          value={state}
          onChange={(next) => setView({ state: next as State, report_date: '' })}
        />
        <NativeSelect
          label="Report Date"
          value={reportDate}
          data={dayOptions}
          onChange={(event) => setView({ report_date: event.currentTarget.value })}
          error={days.isError ? BUSINESS_DAYS_FAILED : undefined}
          w={{ base: '100%', xs: 180 }}
        />
      </Group>
      {answer && (
        <Text size="sm" c="dimmed">
          {`${formatUsDate(answer.mtd_start)} – ${formatUsDate(answer.report_date)}`}
        </Text>
      )}
      {reportDate && (
        <DataTable
          label="JV Escrow Summary"
          columns={columns}
          data={rows}
          getRowId={(row) => String(row.jv_id)}
          status={summary}
          errorText={JV_SUMMARY_FAILED}
          emptyText={NO_DATA}
          totals
          totalsLabel="TOTAL"
          {...addressSort(view, setView)}
          exportSource={{
            path: '/reports/jvs/export',
            query: { state, report_date: reportDate },
            fileName: `jv-escrow-summary-${state}-${reportDate}`,
          }}
          minWidth={1080}
        />
      )}
    </Stack>
  );
}
