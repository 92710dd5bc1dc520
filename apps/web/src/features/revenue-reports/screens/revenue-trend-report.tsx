import {
  REVENUE_TREND_ENDPOINT,
  type State,
  TREND_MONTHS_BACK_MAX,
  ZRevenueTrendQuery,
  ZState,
} from '@hub/contract';
import { sortBranchRows, stripAgencySuffix } from '@hub/domain';
import { Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { z } from 'zod';
import { ExportButtons, ScrollRegion, TableStatus } from '@/components/data-table';
import { PageHeader, REPORT_DATA_FAILED } from '@/components/page';
import { AddressReportPage, type AddressReportScope, useReport } from '@/components/report';
import { useBranches } from '@/lib/lookups/branches';
import { RevenueTrendChart } from '../components/revenue-trend-chart';
import {
  cellLines,
  dateWithWeekday,
  GRID_DAYS,
  TREND_LEGEND,
  type TrendMonth,
  trendMonths,
  UNKNOWN_BRANCH,
} from '../utils/trend-grid';

/** The address of /reports/revenue-trend (spec 001 §2): ?state=&branch_id=&months_back=. */
export const ZRevenueTrendView = z.object({
  state: ZState.optional(),
  branch_id: ZRevenueTrendQuery.shape.branch_id,
  months_back: ZRevenueTrendQuery.shape.months_back,
});

const MONTHS_BACK_CHOICES = [3, 6, 12, 14, 18, 24, TREND_MONTHS_BACK_MAX];

/** The grid: business days 1 to 23 down, the months across (newest first), each cell that day and MTD. */
function TrendGrid({ months, label }: { months: readonly TrendMonth[]; label: string }) {
  return (
    <ScrollRegion style={{ overflowX: 'auto', maxWidth: '100%' }} label={label}>
      <Table
        withTableBorder
        withColumnBorders
        striped
        aria-label={label}
        fz="xs"
        miw={months.length * 170 + 60}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Business Day</Table.Th>
            {months.map((month) => (
              <Table.Th key={month.name} scope="col" style={{ whiteSpace: 'nowrap' }}>
                {month.name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {GRID_DAYS.map((day) => (
            <Table.Tr key={day}>
              <Table.Th scope="row">{day}</Table.Th>
              {months.map((month) => {
                const row = month.days.get(day);
                return (
                  <Table.Td key={month.name} data-date={row?.stat_date} style={{ verticalAlign: 'top' }}>
                    {row && (
                      <Stack gap={0}>
                        <Text fz="xs" fw={600} style={{ whiteSpace: 'nowrap' }}>
                          {dateWithWeekday(row.stat_date)}
                        </Text>
                        {cellLines(row).map((line) => (
                          <Text key={line.label} fz="xs" style={{ whiteSpace: 'nowrap' }}>
                            {`${line.label}: ${line.text}`}
                          </Text>
                        ))}
                      </Stack>
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

/**
 * Spec 001 Revenue Trend (/reports/revenue-trend): opens, closes, revenue and partner revenue per
 * business day of recent months, each that day's and the month's to date, for a state or a branch;
 * and a chart of MTD revenue by business day.
 */
export function RevenueTrendReport() {
  return (
    <AddressReportPage title="Revenue Trend" header={false} schema={ZRevenueTrendView}>
      {(scope) => <TrendScreen {...scope} />}
    </AddressReportPage>
  );
}

type View = z.output<typeof ZRevenueTrendView>;

function TrendScreen({ view, setView, states, state }: AddressReportScope<View>) {
  const query = {
    state,
    months_back: view.months_back,
    ...(view.branch_id ? { branch_id: view.branch_id } : {}),
  };
  const trend = useReport(REVENUE_TREND_ENDPOINT, query);
  const branches = useBranches();
  const stateBranches = useMemo(
    () =>
      sortBranchRows(
        (branches.data ?? [])
          .filter((b) => b.state === state)
          .map((b) => ({ branch_id: b.branch_id, branch_name: stripAgencySuffix(b.name) })),
      ),
    [branches.data, state],
  );
  const months = useMemo(() => trendMonths(trend.data?.rows ?? []), [trend.data]);

  const branchName =
    view.branch_id === undefined
      ? null
      : ((trend.data?.branch_id === view.branch_id ? trend.data.branch_name : null) ??
        stateBranches.find((b) => b.branch_id === view.branch_id)?.branch_name ??
        (trend.isPending || branches.isPending ? null : UNKNOWN_BRANCH));
  const title =
    view.branch_id === undefined
      ? `Revenue Trend — ${state}`
      : branchName === null
        ? 'Revenue Trend'
        : `Revenue Trend — ${branchName}`;

  const monthsBackChoices = MONTHS_BACK_CHOICES.includes(view.months_back)
    ? MONTHS_BACK_CHOICES
    : [...MONTHS_BACK_CHOICES, view.months_back].sort((a, b) => a - b);

  return (
    <Stack gap="md">
      <PageHeader
        title={title}
        actions={
          <ExportButtons
            label="Revenue Trend"
            path="/revenue/trend/export"
            query={query}
            fileName={`revenue-trend-${state}${view.branch_id ? `-${view.branch_id}` : ''}`}
          />
        }
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label="State"
          value={state}
          data={[...states]}
          onChange={(event) => setView({ state: event.currentTarget.value as State, branch_id: undefined })}
          w={{ base: '100%', xs: 100 }}
        />
        <NativeSelect
          label="Branch"
          value={view.branch_id === undefined ? '' : String(view.branch_id)}
          data={[
            { value: '', label: 'All branches' },
            ...stateBranches.map((b) => ({ value: String(b.branch_id), label: b.branch_name })),
            ...(view.branch_id !== undefined && !stateBranches.some((b) => b.branch_id === view.branch_id)
              ? [{ value: String(view.branch_id), label: branchName ?? String(view.branch_id) }]
              : []),
          ]}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setView({ branch_id: value === '' ? undefined : Number(value) });
          }}
          w={{ base: '100%', xs: 260 }}
        />
        <NativeSelect
          label="Months Back"
          value={String(view.months_back)}
          data={monthsBackChoices.map((n) => ({ value: String(n), label: `${n} months` }))}
          onChange={(event) => setView({ months_back: Number(event.currentTarget.value) })}
          w={{ base: '100%', xs: 140 }}
        />
      </Group>
      <Text size="sm" fs="italic">
        {TREND_LEGEND}
      </Text>
      <TableStatus
        status={trend}
        loadingLabel="Loading the revenue trend"
        errorText={REPORT_DATA_FAILED}
        serverDetail={false}
      />
      {trend.data && (
        <>
          <TrendGrid months={months} label={title} />
          <RevenueTrendChart months={months} />
        </>
      )}
    </Stack>
  );
}

export default RevenueTrendReport;
