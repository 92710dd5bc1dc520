import { JV_BREAKDOWN_REPORT, type JvTotalsRow, reportRows, type SortDirection } from '@hub/contract';
import { addressSort, reportColumns, type TableQueryStatus } from '@/components/data-table';
import { ReportTable } from '@/components/report';
import { formatJvShare, type JV_BREAKDOWN_SORTS, type RangeRequest } from '../utils/jv-report-views';
import { RangeReportPage } from './range-fields';

type SortView = { sort?: (typeof JV_BREAKDOWN_SORTS)[number] | undefined; dir: SortDirection };

const jvRowId = (row: JvTotalsRow) => String(row.jv_id ?? 'none');

/** The TOTAL row's share is the server's (100%, or a dash), as every row's a whole percent. */
const breakdownColumns = (total: JvTotalsRow | null) =>
  reportColumns(JV_BREAKDOWN_REPORT, {
    total,
    cells: { share: (row) => formatJvShare(row.partner_title_share) },
  });

export type JvBreakdownPageProps<V extends SortView & { beg_date: string; end_date: string }> = {
  /** The spec's title; the employee's or branch's name follows it once loaded. */
  title: string;
  name: string | undefined;
  description: string;
  /** Whether the address names the employee or branch (the dates show only then). */
  hasSubject: boolean;
  request: RangeRequest<{ beg_date: string; end_date: string }>;
  report: TableQueryStatus & { data?: { rows: JvTotalsRow[] } | undefined };
  errorText: string;
  view: V;
  setView: (change: Partial<V>) => void;
  /** The export route under /api and the downloaded file's name (the range is added). */
  exportPath: string;
  fileName: string;
};

/**
 * Spec 001 Employee / Branch JV Breakdown: the title, the range (editable, in the address), 'Missing
 * required parameters.' without the subject or a date, and the table: per JV opens, closes, total
 * revenue, partner title revenue and share of partner title (a whole percent), sortable (spec §4),
 * with the TOTAL row.
 */
export function JvBreakdownPage<V extends SortView & { beg_date: string; end_date: string }>(
  props: JvBreakdownPageProps<V>,
) {
  const { title, name, description, hasSubject, request, report, errorText, view, setView } = props;
  const table = report.data ? reportRows(JV_BREAKDOWN_REPORT, report.data.rows) : null;
  return (
    <RangeReportPage
      title={name ? `${title}: ${name}` : title}
      description={description}
      hasSubject={hasSubject}
      range={view}
      request={request}
      onChange={(change) => setView(change as Partial<V>)}
    >
      {(query) => (
        <ReportTable
          label={title}
          columns={breakdownColumns(table?.total ?? null)}
          data={table?.rows}
          getRowId={jvRowId}
          status={report}
          errorText={errorText}
          {...addressSort(view, setView)}
          exportSource={{
            path: props.exportPath,
            query,
            fileName: `${props.fileName}-${query.beg_date}-to-${query.end_date}`,
          }}
          minWidth={640}
        />
      )}
    </RangeReportPage>
  );
}
