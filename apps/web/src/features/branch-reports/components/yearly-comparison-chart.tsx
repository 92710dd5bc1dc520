import '@mantine/charts/styles.css';
import type { YearlyComparisonRow } from '@hub/contract';
import { formatUsdWhole } from '@hub/domain';
import { BarChart } from '@mantine/charts';
import { Stack, Text, Title } from '@mantine/core';
import { useId, useMemo } from 'react';
import { laterSeries, revenueChartData, revenueChartSummary } from '../utils/yearly-comparison-view';

export type YearlyComparisonChartProps = { row: YearlyComparisonRow; year: number; priorYear: number };

/** Monthly revenue of the year against the year before, for one branch (or TOTAL). */
export function YearlyComparisonChart({ row, year, priorYear }: YearlyComparisonChartProps) {
  const headingId = useId();
  const summaryId = useId();
  const data = useMemo(() => revenueChartData(row, year, priorYear), [row, year, priorYear]);
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {`Monthly Revenue: ${row.branch_name}`}
      </Title>
      <figure style={{ margin: 0 }} aria-describedby={summaryId}>
        <BarChart
          h={280}
          data={data}
          dataKey="month"
          series={[
            { name: String(priorYear), color: 'gray.5' },
            { name: laterSeries(priorYear), color: 'gray.3' },
            { name: String(year), color: 'blue.6' },
          ]}
          withLegend
          valueFormatter={(value) => formatUsdWhole(String(Math.round(value)))}
          yAxisProps={{ width: 80 }}
        />
        <Text component="figcaption" id={summaryId} size="sm" c="dimmed">
          {revenueChartSummary(row, year, priorYear)}
        </Text>
      </figure>
    </Stack>
  );
}
