import {
  FIGURE_NAMES,
  figureHeader,
  type YearFigures,
  type YearlyComparisonRow,
  type YearlyMonth,
  yearlyComparedCaption,
  ZSort,
  ZState,
} from '@hub/contract';
import { ALL_BRANCHES_ID, todayInLA } from '@hub/domain';
import { NativeSelect, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { z } from 'zod';
import {
  addressSort,
  DataTable,
  type DataTableColumn,
  MoneyText,
  PercentText,
} from '@/components/data-table';
import { ReportStatePicker } from '@/components/forms/report-state-picker';
import { NO_DATA, NoReportState, PageHeader, REPORT_DATA_FAILED } from '@/components/page';
import { useSearchState, ZSearchText } from '@/lib/search-params';
import { useReportState } from '@/lib/use-report-state';
import { useYearlyComparison } from '../api/get-yearly-comparison';
import { laterNote, laterSeries, MONTH_LABELS, yearChoices } from '../utils/yearly-comparison-view';
import { YearlyComparisonChart } from './yearly-comparison-chart';

export const YEARLY_SORTS = [
  'branch',
  'opens',
  'ly_opens',
  'open_chg',
  'closes',
  'ly_closes',
  'close_chg',
  'revenue',
  'ly_revenue',
  'revenue_chg',
] as const;

/** /reports/branches/yearly-comparison?state=&year=&branch=, plus the sort of the year-to-date table. */
const ZYearlyView = ZSort(YEARLY_SORTS).extend({
  state: ZState.optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional().catch(undefined),
  branch: ZSearchText,
});

type Years = { year: number; prior: number };

function ytdColumns({ year, prior }: Years, total: YearlyComparisonRow | undefined) {
  const totalOf = (render: (row: YearlyComparisonRow) => ReactNode) => () => (total ? render(total) : null);
  const count = (id: 'opens' | 'closes', side: 'current' | 'prior', header: string) =>
    ({
      id: side === 'current' ? id : `ly_${id}`,
      header,
      accessorFn: (row) => row.ytd[side][id],
      meta: { kind: 'number', total: totalOf((row) => row.ytd[side][id].toLocaleString('en-US')) },
    }) satisfies DataTableColumn<YearlyComparisonRow>;
  const money = (side: 'current' | 'prior', header: string) =>
    ({
      id: side === 'current' ? 'revenue' : 'ly_revenue',
      header,
      accessorFn: (row) => row.ytd[side].revenue,
      meta: {
        kind: 'money',
        nowrap: true,
        total: totalOf((row) => <MoneyText value={row.ytd[side].revenue} />),
      },
    }) satisfies DataTableColumn<YearlyComparisonRow>;
  const change = (id: 'open_chg' | 'close_chg' | 'revenue_chg', header: string) =>
    ({
      id,
      header,
      accessorFn: (row) => row.ytd[id] ?? Number.NEGATIVE_INFINITY,
      cell: ({ row: { original } }) => <PercentText value={original.ytd[id]} />,
      meta: { kind: 'number', nowrap: true, total: totalOf((row) => <PercentText value={row.ytd[id]} />) },
    }) satisfies DataTableColumn<YearlyComparisonRow>;
  const columns: DataTableColumn<YearlyComparisonRow>[] = [
    { id: 'branch', header: 'Branch', accessorKey: 'branch_name' },
    count('opens', 'current', `${year} Opens`),
    count('opens', 'prior', `${prior} Opens`),
    change('open_chg', 'Open Change'),
    count('closes', 'current', `${year} Closes`),
    count('closes', 'prior', `${prior} Closes`),
    change('close_chg', 'Close Change'),
    money('current', figureHeader('company_revenue', String(year))),
    money('prior', figureHeader('company_revenue', String(prior))),
    change('revenue_chg', 'Revenue Change'),
  ];
  return columns;
}

function monthColumns({ year, prior }: Years): DataTableColumn<YearlyMonth>[] {
  const of = (side: 'current' | 'prior' | 'prior_rest', key: keyof YearFigures) => (m: YearlyMonth) =>
    m[side]?.[key] ?? null;
  // Last year's later days (after the compared span): dimmed, apart from the comparison.
  const dim = (node: ReactNode) => (
    <Text span inherit c="dimmed">
      {node}
    </Text>
  );
  const count = (
    id: string,
    header: string,
    read: (m: YearlyMonth) => unknown,
    later = false,
  ): DataTableColumn<YearlyMonth> => ({
    id,
    header,
    accessorFn: read,
    ...(later ? { cell: ({ getValue }) => (getValue() === null ? '' : dim(String(getValue()))) } : {}),
    meta: { kind: 'number', total: 'sum' },
  });
  const money = (
    id: string,
    header: string,
    read: (m: YearlyMonth) => unknown,
    later = false,
  ): DataTableColumn<YearlyMonth> => ({
    id,
    header,
    accessorFn: read,
    cell: ({ getValue }) => {
      if (getValue() === null) return '';
      const text = <MoneyText value={getValue() as string} />;
      return later ? dim(text) : text;
    },
    meta: { kind: 'money', nowrap: true, total: 'sum' },
  });
  const later = laterSeries(prior);
  return [
    { id: 'month', header: 'Month', accessorFn: (m) => MONTH_LABELS[m.month - 1] },
    count('opens', `${year} Opens`, of('current', 'opens')),
    count('ly_opens', `${prior} Opens`, of('prior', 'opens')),
    count('closes', `${year} Closes`, of('current', 'closes')),
    count('ly_closes', `${prior} Closes`, of('prior', 'closes')),
    money('revenue', figureHeader('company_revenue', String(year)), of('current', 'revenue')),
    money('ly_revenue', figureHeader('company_revenue', String(prior)), of('prior', 'revenue')),
    count('ly_rest_opens', `${later} Opens`, of('prior_rest', 'opens'), true),
    count('ly_rest_closes', `${later} Closes`, of('prior_rest', 'closes'), true),
    money('ly_rest_revenue', `${later} ${FIGURE_NAMES.company_revenue}`, of('prior_rest', 'revenue'), true),
  ];
}

const branchKey = (row: YearlyComparisonRow) => String(row.branch_id ?? 'none');

/**
 * /reports/branches/yearly-comparison (spec 001 §2, the content designed here): the year to date of
 * each branch against the same days last year, and one branch's (TOTAL by default) months of both years
 * as a table and a bar chart of revenue. State, year, branch and sort live in the address.
 */
export function YearlyComparison() {
  const [view, setView] = useSearchState(ZYearlyView);
  const { states, state, ready } = useReportState(view.state);
  const thisYear = Number(todayInLA().slice(0, 4));
  const year = view.year ?? thisYear;
  const comparison = useYearlyComparison(state ? { state, year } : null);
  const answer = comparison.data;
  const years: Years = useMemo(() => ({ year, prior: year - 1 }), [year]);

  const total = answer?.rows.find((row) => row.branch_id === ALL_BRANCHES_ID);
  const rows = useMemo(() => answer?.rows.filter((row) => row.branch_id !== ALL_BRANCHES_ID), [answer]);
  const columns = useMemo(() => ytdColumns(years, total), [years, total]);
  const chosen = answer?.rows.find((row) => branchKey(row) === view.branch) ?? total;

  if (!ready) return null;
  if (state === null) return <NoReportState title="Branch Yearly Comparison" />;
  return (
    <Stack gap="md">
      <PageHeader
        title="Branch Yearly Comparison"
        description="Opens, closes and revenue of each branch this year against last year, by month and year to date."
      />
      {state && (
        <>
          <ReportStatePicker
            states={states}
            state={state}
            onChange={(next) => setView({ state: next, branch: '' })}
          />
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
          <DataTable
            label={`Year to Date by Branch ${state} ${year}`}
            columns={columns}
            data={rows}
            getRowId={branchKey}
            status={comparison}
            errorText={REPORT_DATA_FAILED}
            emptyText={NO_DATA}
            totals
            totalsLabel="TOTAL"
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
                data={chosen.months}
                getRowId={(m) => String(m.month)}
                emptyText={NO_DATA}
                totals
                minWidth={1000}
              />
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
