import {
  JV_SUMMARY_ENDPOINT,
  JV_SUMMARY_REPORT,
  JV_SUMMARY_TOTAL_ID,
  type JvSummaryResponse,
  type JvSummaryRow,
  reportKeys,
  reportRows,
  ZSort,
  ZState,
} from '@hub/contract';
import { formatUsDate, yesterdayInLA } from '@hub/domain';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import {
  addressSort,
  type DataTableColumn,
  RecordLink,
  reportColumns,
  SmallLink,
} from '@/components/data-table';
import {
  AddressReportPage,
  type AddressReportScope,
  AddressStatePicker,
  OrderListLink,
  ReportDatePicker,
  ReportFilters,
  ReportTable,
  useReport,
  useReportDates,
} from '@/components/report';
import { paths } from '@/config/paths';
import { type SearchValues, ZSearchText } from '@/lib/search-params';

/** The summary's sortable columns: its declared columns. */
export const JV_SUMMARY_SORTS = reportKeys(JV_SUMMARY_REPORT);

/** /reports/jvs?state=&report_date=, plus the sort. */
const ZJvSummaryView = ZSort(JV_SUMMARY_SORTS).extend({ state: ZState.optional(), report_date: ZSearchText });
type JvSummaryView = SearchValues<typeof ZJvSummaryView>;

type Dates = Pick<JvSummaryResponse, 'state' | 'report_date' | 'mtd_start'>;

/**
 * The declared columns with the server's TOTAL row: JV names open the JV client trend, counts the
 * order reports (the TOTAL's are plain), and the screen's own 'JV Mix' link last.
 */
function summaryColumns(dates: Dates, total: JvSummaryRow | null): DataTableColumn<JvSummaryRow>[] {
  const { state, report_date, mtd_start } = dates;
  const count =
    (
      id: 'today_open' | 'mtd_open' | 'today_closed' | 'mtd_closed',
      what: string,
      kind: 'open' | 'closed',
      start: string,
    ) =>
    (row: JvSummaryRow) =>
      row.jv_id === JV_SUMMARY_TOTAL_ID ? (
        row[id].toLocaleString('en-US')
      ) : (
        <OrderListLink
          kind={kind}
          query={{ state, jv_entity_id: row.jv_id, start, end: report_date }}
          count={row[id]}
          label={`${row[id]} ${what} of ${row.jv_name}`}
        />
      );
  return [
    ...reportColumns(JV_SUMMARY_REPORT, {
      total,
      cells: {
        jv: (row) =>
          row.jv_uuid ? (
            <RecordLink to={paths.reports.jvHistoryByGroup.getHref(row.jv_uuid)}>{row.jv_name}</RecordLink>
          ) : (
            row.jv_name
          ),
        today_open: count('today_open', 'opens today', 'open', report_date),
        mtd_open: count('mtd_open', 'opens mtd', 'open', mtd_start),
        today_closed: count('today_closed', 'closed today', 'closed', report_date),
        mtd_closed: count('mtd_closed', 'closed mtd', 'closed', mtd_start),
      },
    }),
    {
      id: 'mix',
      header: 'Mix',
      enableSorting: false,
      cell: ({ row: { original } }) =>
        original.jv_uuid ? (
          <SmallLink
            to={paths.reports.jvMix.getHref({
              jv_uuid: original.jv_uuid,
              beg_date: mtd_start,
              end_date: report_date,
            })}
            label={`JV Mix of ${original.jv_name}`}
          >
            JV Mix
          </SmallLink>
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
  return (
    <AddressReportPage
      title="JV Escrow Summary"
      description="Opens, closes and title revenue of each JV, for the day and month to date."
      schema={ZJvSummaryView}
    >
      {(scope) => <JvSummaryScreen {...scope} />}
    </AddressReportPage>
  );
}

/** The report for a state the user may see (`ReportPage`: the address's, else AZ, else their own). */
function JvSummaryScreen(scope: AddressReportScope<JvSummaryView>) {
  const { state, view, setView } = scope;
  const days = useReportDates('recent-business-days', { state });
  const reportDate = view.report_date || days.dates[0] || (days.isError ? yesterdayInLA() : '');
  const summary = useReport(JV_SUMMARY_ENDPOINT, reportDate ? { state, report_date: reportDate } : null);
  const answer = summary.data;

  const split = useMemo(() => (answer ? reportRows(JV_SUMMARY_REPORT, answer.rows) : undefined), [answer]);
  const columns = useMemo(
    () => (answer ? summaryColumns(answer, split?.total ?? null) : []),
    [answer, split],
  );

  return (
    <>
      <ReportFilters>
        <AddressStatePicker variant="select" scope={scope} reset={{ report_date: '' }} />
        <ReportDatePicker
          dates={days}
          value={reportDate}
          onChange={(report_date) => setView({ report_date })}
          width={180}
        />
      </ReportFilters>
      {answer && (
        <Text size="sm" c="dimmed">
          {`${formatUsDate(answer.mtd_start)} – ${formatUsDate(answer.report_date)}`}
        </Text>
      )}
      {reportDate && (
        <ReportTable
          label="JV Escrow Summary"
          columns={columns}
          data={split?.rows}
          getRowId={(row) => String(row.jv_id)}
          status={summary}
          {...addressSort(view, setView)}
          exportSource={{
            path: '/reports/jvs/export',
            query: { state, report_date: reportDate },
            fileName: `jv-escrow-summary-${state}-${reportDate}`,
          }}
          minWidth={1080}
        />
      )}
    </>
  );
}

export default JvSummary;
