import '@mantine/charts/styles.css';
import { formatUsdWhole } from '@hub/domain';
import { LineChart } from '@mantine/charts';
import { Chip, Group, Stack, Text, Title } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { CHART_MONTHS_DEFAULT, chartData, chartSummary, type TrendMonth } from '../utils/trend-grid';

const COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'cyan.7', 'lime.7', 'pink.6', 'indigo.6'];

export type RevenueTrendChartProps = { months: readonly TrendMonth[] };

/**
 * MTD revenue by business day, one line per month chosen (the newest three at first: fourteen lines
 * would not be readable), with its summary in words for a screen reader and for a phone.
 */
export function RevenueTrendChart({ months }: RevenueTrendChartProps) {
  const headingId = useId();
  const summaryId = useId();
  const names = months.map((m) => m.name);
  const [picked, setPicked] = useState<string[] | null>(null);
  const chosen = (picked ?? names.slice(0, CHART_MONTHS_DEFAULT)).filter((name) => names.includes(name));
  const shown = useMemo(() => months.filter((m) => chosen.includes(m.name)), [months, chosen]);
  const data = useMemo(() => chartData(shown), [shown]);
  const summary = chartSummary(shown);

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        MTD Revenue by Business Day
      </Title>
      <Chip.Group multiple value={chosen} onChange={setPicked}>
        <Group gap={6} role="group" aria-label="Months in the chart">
          {names.map((name) => (
            <Chip key={name} value={name} size="xs">
              {name}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <figure style={{ margin: 0 }} aria-describedby={summaryId}>
        <LineChart
          h={300}
          data={data}
          dataKey="day"
          series={shown.map((m) => ({ name: m.name, color: COLORS[names.indexOf(m.name) % COLORS.length] }))}
          curveType="linear"
          connectNulls={false}
          withLegend
          xAxisLabel="Business day"
          valueFormatter={(value) => formatUsdWhole(String(Math.round(value)))}
          yAxisProps={{ width: 80 }}
        />
        <Text component="figcaption" id={summaryId} size="sm" c="dimmed">
          {summary}
        </Text>
      </figure>
    </Stack>
  );
}
