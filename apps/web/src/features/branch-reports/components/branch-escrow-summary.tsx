import {
  BRANCH_SUMMARY_ENDPOINT,
  BRANCH_SUMMARY_PARTNER_COLUMNS,
  BRANCH_SUMMARY_REPORT,
  type BranchReportRow,
  type BranchSummaryResponse,
  branchSummaryCompared,
  reportKeys,
  reportRows,
  type State,
  withoutColumns,
} from '@hub/contract';
import { ALL_BRANCHES_ID } from '@hub/domain';
import { Button, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { reportColumns, type SortValue } from '@/components/data-table';
import {
  type OrderListKind,
  OrderListLink,
  type OrderListQuery,
  ReportDatePicker,
  ReportFilters,
  ReportTable,
  useReport,
  useReportDates,
} from '@/components/report';
import { useEmailBranchSummary } from '../api/email-branch-summary';
import { EMAIL_BUTTON } from '../utils/branch-report-views';

/** The summary's sortable columns, its declared columns (without a sort: the server's order, by the branch number). */
export const BRANCH_SUMMARY_SORTS = reportKeys(BRANCH_SUMMARY_REPORT);

/** The escrow dashboard's form: the same columns without the partner revenue. */
const COMPACT_REPORT = withoutColumns(BRANCH_SUMMARY_REPORT, BRANCH_SUMMARY_PARTNER_COLUMNS);

type Ranges = Pick<BranchSummaryResponse, 'state' | 'month_start' | 'report_date'>;

/**
 * The order list a count opens (spec 001 §2): the branch's files opened, or closed, from the first of
 * the report month to the report date; the TOTAL row's without a branch. The 'No Branch' row has none.
 */
function countQuery(ranges: Ranges, row: BranchReportRow): OrderListQuery | null {
  if (row.branch_id === null) return null;
  const branch = row.branch_id === ALL_BRANCHES_ID ? {} : { branch_id: row.branch_id };
  return { state: ranges.state, ...branch, start: ranges.month_start, end: ranges.report_date };
}

/** The declared columns; the counts of this month open their files. */
function summaryColumns(ranges: Ranges, total: BranchReportRow | null, compact: boolean) {
  const count = (id: 'mtd_open' | 'mtd_closed', kind: OrderListKind) => (row: BranchReportRow) => {
    const query = countQuery(ranges, row);
    if (query === null) return row[id].toLocaleString('en-US');
    return (
      <OrderListLink
        kind={kind}
        query={query}
        count={row[id]}
        label={`${row[id]} ${kind === 'open' ? 'opened' : 'closed'}, ${row.branch_name} (opens in a new tab)`}
        newTab
      />
    );
  };
  return reportColumns(compact ? COMPACT_REPORT : BRANCH_SUMMARY_REPORT, {
    total,
    cells: { mtd_open: count('mtd_open', 'open'), mtd_closed: count('mtd_closed', 'closed') },
  });
}

export type BranchEscrowSummaryProps = {
  state: State;
  /** The report date; '' for the newest choice (the latest business day). */
  reportDate: string;
  /** Keeps the chosen date (in the address); without it the component keeps its own. */
  onReportDateChange?: (reportDate: string) => void;
  /** The escrow dashboard's form: no partner revenue columns, no e-mail button. */
  compact?: boolean;
  /** The sort, when the page keeps it (in the address). */
  sort?: SortValue | null;
  onSortChange?: (sort: SortValue | null) => void;
};

/**
 * Spec 001 Branch Escrow Summary: each branch's opens, closes and revenue from the first of the report
 * month to the report date against the same days last year, with the changes, and the TOTAL row last.
 * The report date is the latest business day (month to date) or the last business day of a past month.
 * Counts open the order lists in a new tab.
 */
export function BranchEscrowSummary({
  state,
  reportDate,
  onReportDateChange,
  compact = false,
  sort,
  onSortChange,
}: BranchEscrowSummaryProps) {
  const [ownDate, setOwnDate] = useState('');
  const dates = useReportDates('month-end-business-days', { state });
  const asked = onReportDateChange ? reportDate : ownDate || reportDate;
  const date = asked || dates.dates[0] || '';
  const summary = useReport(BRANCH_SUMMARY_ENDPOINT, date ? { state, report_date: date } : null);
  const email = useEmailBranchSummary();
  const answer = summary.data;

  const split = useMemo(
    () => (answer ? reportRows(BRANCH_SUMMARY_REPORT, answer.rows) : undefined),
    [answer],
  );
  const columns = useMemo(
    () => (answer ? summaryColumns(answer, split?.total ?? null, compact) : []),
    [answer, split, compact],
  );
  const changeDate = (next: string) => (onReportDateChange ? onReportDateChange(next) : setOwnDate(next));

  return (
    <Stack gap="sm">
      <ReportFilters align="flex-end">
        <ReportDatePicker dates={dates} value={date} onChange={changeDate} width={240} />
        {!compact && (
          <Button
            variant="light"
            loading={email.isPending}
            disabled={!date}
            onClick={() => email.mutate({ state, report_date: date })}
          >
            {EMAIL_BUTTON}
          </Button>
        )}
      </ReportFilters>
      {answer && (
        <Text size="sm" c="dimmed">
          {`${branchSummaryCompared(answer)} (the same days a year earlier)`}
        </Text>
      )}
      {date && (
        <ReportTable
          label={`Branch Escrow Summary ${state}`}
          columns={columns}
          data={split?.rows}
          getRowId={(row) => String(row.branch_id ?? 'none')}
          status={summary}
          {...(onSortChange ? { sort: sort ?? null, onSortChange } : {})}
          exportSource={
            compact
              ? undefined
              : {
                  path: '/reports/branches/export',
                  query: { state, report_date: date },
                  fileName: `branch-escrow-summary-${state}-${date}`,
                }
          }
          minWidth={compact ? 880 : 1180}
        />
      )}
    </Stack>
  );
}
