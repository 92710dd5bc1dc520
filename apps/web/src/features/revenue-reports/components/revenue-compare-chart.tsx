import '@mantine/charts/styles.css';
import { COMPARE_PERIODS, type RevenueCompareResponse } from '@hub/contract';
import { formatUsdWhole } from '@hub/domain';
import { BarChart } from '@mantine/charts';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { plotDollars } from '@/lib/plot';
import { compareFigures, PERIOD_TITLES } from '../utils/compare-view';

type Figure = ReturnType<typeof compareFigures>[number];

/** One bar chart of some figures of the three periods, with its summary in words. */
function PeriodBars({ title, figures }: { title: string; figures: readonly Figure[] }) {
  const headingId = useId();
  const summaryId = useId();
  const data = COMPARE_PERIODS.map((p) => ({
    period: PERIOD_TITLES[p],
    ...Object.fromEntries(
      figures.map((f) => [f.label, f.money ? plotDollars(f.values[p]) : Number(f.values[p])]),
    ),
  }));
  const summary = COMPARE_PERIODS.map(
    (p) =>
      `${PERIOD_TITLES[p]}: ${figures
        .map((f) => `${f.label} ${f.money ? formatUsdWhole(String(f.values[p])) : f.values[p]}`)
        .join(', ')}`,
  ).join('; ');
  const money = figures.every((f) => f.money);
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {title}
      </Title>
      <figure style={{ margin: 0 }} aria-describedby={summaryId}>
        <BarChart
          h={240}
          data={data}
          dataKey="period"
          series={figures.map((f, i) => ({
            name: f.label,
            color: ['blue.6', 'teal.6', 'orange.6'][i] ?? 'gray.6',
          }))}
          withLegend
          valueFormatter={money ? (value) => formatUsdWhole(String(Math.round(value))) : undefined}
          yAxisProps={{ width: money ? 80 : 40, allowDecimals: money }}
        />
        <Text component="figcaption" id={summaryId} size="sm" c="dimmed">
          {`${summary}.`}
        </Text>
      </figure>
    </Stack>
  );
}

/** The three periods' revenue, and their opens, closes and cancels, as bars. */
export function RevenueCompareChart({ answer }: { answer: RevenueCompareResponse }) {
  const figures = compareFigures(answer);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <PeriodBars title="Revenue by Period" figures={figures.filter((f) => f.money)} />
      <PeriodBars title="Opens, Closed and Cancels by Period" figures={figures.filter((f) => !f.money)} />
    </SimpleGrid>
  );
}
