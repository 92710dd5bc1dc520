import {
  reportRows,
  withoutColumns,
  YEARLY_COMPARISON_ENDPOINT,
  YEARLY_TO_DATE_KEYS,
  type YearlyComparisonRow,
  yearlyComparedCaption,
  yearlyComparisonLine,
  yearlyComparisonLinesReport,
  yearlyToDateReport,
  ZSort,
  ZState,
} from '@hub/contract';
import { todayInLA } from '@hub/domain';
import { NativeSelect, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { z } from 'zod';
import { addressSort, DataTable, MoneyText, reportColumns } from '@/components/data-table';
import { NO_DATA } from '@/components/page';
import {
  AddressReportPage,
  type AddressReportScope,
  AddressStatePicker,
  ReportTable,
  useReport,
} from '@/components/report';
import { type SearchValues, ZSearchText } from '@/lib/search-params';
import { YearlyComparisonChart } from '../components/yearly-comparison-chart';
import { laterNote, laterSeries, MONTH_LABELS, yearChoices } from '../utils/yearly-comparison-view';

export const YEARLY_SORTS = YEARLY_TO_DATE_KEYS;

/** /reports/branches/yearly-comparison?state=&year=&branch=, plus the sort of the year-to-date table. */
const ZYearlyView = ZSort(YEARLY_SORTS).extend({
  state: ZState.optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional().catch(undefined),
  branch: ZSearchText,
});
type YearlyView = SearchValues<typeof ZYearlyView>;

type Years = { year: number; prior: number };

/** Last year's later days (after the compared span): dimmed, apart from the comparison. */
const dim = (node: ReactNode) => (
  <Text span inherit c="dimmed">
    {node}
  </Text>
);
const dimmed = (value: number | string | null, money = false) =>
  value === null ? '' : dim(money ? <MoneyText value={value} /> : String(value));

/** The By Month table: the file's lines without the branch, headed by the years. */
function monthColumns({ year, prior }: Years) {
  const report = yearlyComparisonLinesReport({
    year: String(year),
    prior: String(prior),
    later: laterSeries(prior),
  });
  return reportColumns(withoutColumns(report, ['branch_name']), {
    cells: {
      ly_rest_opens: (line) => dimmed(line.ly_rest_opens),
      ly_rest_closes: (line) => dimmed(line.ly_rest_closes),
      ly_rest_revenue: (line) => dimmed(line.ly_rest_revenue, true),
    },
  });
}

/** A branch's months as the By Month table's lines ('Jan' …). */
const monthLines = (row: YearlyComparisonRow) =>
  row.months.map((m) =>
    yearlyComparisonLine(row.branch_name, MONTH_LABELS[m.month - 1] ?? String(m.month), m),
  );

const branchKey = (row: YearlyComparisonRow) => String(row.branch_id ?? 'none');

/**
 * /reports/branches/yearly-comparison (spec 001 §2, the content designed here): the year to date of
 * each branch against the same days last year, and one branch's (TOTAL by default) months of both years
 * as a table and a bar chart of revenue. State, year, branch and sort live in the address.
 */
export function YearlyComparison() {
  return (
    <AddressReportPage
      title="Branch Yearly Comparison"
      description="Opens, closes and revenue of each branch this year against last year, by month and year to date."
      schema={ZYearlyView}
    >
      {(scope) => <YearlyComparisonScreen {...scope} />}
    </AddressReportPage>
  );
}

/** The report for a state the user may see (`ReportPage`: the address's, else AZ, else their own). */
function YearlyComparisonScreen(scope: AddressReportScope<YearlyView>) {
  const { state, view, setView } = scope;
  const thisYear = Number(todayInLA().slice(0, 4));
  const year = view.year ?? thisYear;
  const comparison = useReport(YEARLY_COMPARISON_ENDPOINT, { state, year });
  const answer = comparison.data;
  const years: Years = useMemo(() => ({ year, prior: year - 1 }), [year]);

  const ytdReport = useMemo(
    () => yearlyToDateReport({ year: String(year), prior: String(year - 1) }),
    [year],
  );
  const ytd = useMemo(() => (answer ? reportRows(ytdReport, answer.rows) : null), [ytdReport, answer]);
  const total = ytd?.total ?? null;
  const columns = useMemo(() => reportColumns(ytdReport, { total }), [ytdReport, total]);
  const chosen = answer?.rows.find((row) => branchKey(row) === view.branch) ?? total;

  return (
    <>
      <AddressStatePicker scope={scope} reset={{ branch: '' }} />
      <NativeSelect
        label="Year"
        value={String(year)}
        data={yearChoices(thisYear, view.year).map(String)}
        onChange={(event) => setView({ year: Number(event.currentTarget.value) })}
        w={{ base: '100%', xs: 160 }}
      />
      {answer && (
        <Text size="sm" c="dimmed">
          {yearlyComparedCaption(answer) ?? `${answer.year} has not begun.`}
        </Text>
      )}
      <ReportTable
        label={`Year to Date by Branch ${state} ${year}`}
        columns={columns}
        data={ytd?.rows}
        getRowId={branchKey}
        status={comparison}
        {...addressSort(view, setView)}
        exportSource={{
          path: '/reports/branches/yearly-comparison/export',
          query: { state, year },
          fileName: `branch-yearly-comparison-${state}-${year}`,
        }}
        minWidth={1080}
      />
      {answer && chosen && (
        <Stack gap="sm">
          <Title order={2} size="h3">
            By Month
          </Title>
          <NativeSelect
            label="Branch"
            value={branchKey(chosen)}
            data={answer.rows.map((row) => ({ value: branchKey(row), label: row.branch_name }))}
            onChange={(event) => setView({ branch: event.currentTarget.value })}
            w={{ base: '100%', xs: 280 }}
          />
          <YearlyComparisonChart row={chosen} year={answer.year} priorYear={answer.prior_year} />
          <Text size="sm" c="dimmed">
            {[yearlyComparedCaption(answer), laterNote(answer)].filter(Boolean).join('. ')}
          </Text>
          <DataTable
            label={`${chosen.branch_name} by Month`}
            columns={monthColumns(years)}
            data={monthLines(chosen)}
            getRowId={(line) => line.period}
            emptyText={NO_DATA}
            totals
            minWidth={1000}
          />
        </Stack>
      )}
    </>
  );
}

export default YearlyComparison;
