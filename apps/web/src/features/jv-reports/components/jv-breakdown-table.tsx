import { JV_BREAKDOWN_REPORT, type JvTotalsRow, type SortDirection } from '@hub/contract';
import { Stack, Text } from '@mantine/core';
import {
  addressSort,
  DataTable,
  type ExportSource,
  reportColumns,
  type TableQueryStatus,
} from '@/components/data-table';
import { MISSING_PARAMETERS, NO_DATA, PageHeader } from '@/components/page';
import { formatJvShare, type JV_BREAKDOWN_SORTS, type RangeRequest } from '../utils/jv-report-views';
import { RangeFields } from './range-fields';

type SortView = { sort?: (typeof JV_BREAKDOWN_SORTS)[number] | undefined; dir: SortDirection };

const jvRowId = (row: JvTotalsRow) => String(row.jv_id ?? 'none');

/** The TOTAL row's share is the server's (100%, or a dash), as every row's a whole percent. */
const breakdownColumns = (totals: JvTotalsRow | undefined) =>
  reportColumns(JV_BREAKDOWN_REPORT, {
    total: totals ?? null,
    cells: { share: (row) => formatJvShare(row.partner_title_share) },
  });

export type JvBreakdownTableProps<V extends SortView> = {
  label: string;
  rows: JvTotalsRow[] | undefined;
  totals: JvTotalsRow | undefined;
  status: TableQueryStatus;
  errorText: string;
  view: V;
  setView: (change: Partial<V>) => void;
  exportSource: ExportSource;
};

/**
 * Spec 001 Employee / Branch JV Breakdown table: per JV opens, closes, total revenue, partner title
 * revenue and share of partner title (a whole percent), sortable (spec §4), with the TOTAL row.
 */
export function JvBreakdownTable<V extends SortView>(props: JvBreakdownTableProps<V>) {
  const { label, rows, totals, status, errorText, view, setView, exportSource } = props;
  return (
    <DataTable
      label={label}
      columns={breakdownColumns(totals)}
      data={rows}
      getRowId={jvRowId}
      status={status}
      errorText={errorText}
      emptyText={NO_DATA}
      totals
      totalsLabel="TOTAL"
      {...addressSort(view, setView)}
      exportSource={exportSource}
      minWidth={640}
    />
  );
}

export type JvBreakdownPageProps<V extends SortView & { beg_date: string; end_date: string }> = {
  /** The spec's title; the employee's or branch's name follows it once loaded. */
  title: string;
  name: string | undefined;
  description: string;
  /** Whether the address names the employee or branch (the dates show only then). */
  hasSubject: boolean;
  request: RangeRequest<{ beg_date: string; end_date: string }>;
  report: TableQueryStatus & { data?: { rows: JvTotalsRow[]; totals: JvTotalsRow } | undefined };
  errorText: string;
  view: V;
  setView: (change: Partial<V>) => void;
  /** The export route under /api and the downloaded file's name (the range is added). */
  exportPath: string;
  fileName: string;
};

/**
 * The page of a JV breakdown: the title, the range (editable, in the address), 'Missing required
 * parameters.' without the subject or a date, and the table.
 */
export function JvBreakdownPage<V extends SortView & { beg_date: string; end_date: string }>(
  props: JvBreakdownPageProps<V>,
) {
  const { title, name, description, hasSubject, request, report, errorText, view, setView } = props;
  return (
    <Stack gap="md">
      <PageHeader title={name ? `${title}: ${name}` : title} description={description} />
      {hasSubject && (
        <RangeFields
          beg_date={view.beg_date}
          end_date={view.end_date}
          problems={request.kind === 'invalid' ? request.problems : undefined}
          onChange={(change) => setView(change as Partial<V>)}
        />
      )}
      {request.kind === 'missing' && <Text>{MISSING_PARAMETERS}</Text>}
      {request.kind === 'invalid' && request.problems.uuid && <Text c="red.9">{request.problems.uuid}</Text>}
      {request.kind === 'ready' && (
        <JvBreakdownTable
          label={title}
          rows={report.data?.rows}
          totals={report.data?.totals}
          status={report}
          errorText={errorText}
          view={view}
          setView={setView}
          exportSource={{
            path: props.exportPath,
            query: request.query,
            fileName: `${props.fileName}-${request.query.beg_date}-to-${request.query.end_date}`,
          }}
        />
      )}
    </Stack>
  );
}
