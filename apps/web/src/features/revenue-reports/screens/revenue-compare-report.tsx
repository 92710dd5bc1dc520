import {
  COMPARE_PERIODS,
  type ComparePeriod,
  REVENUE_COMPARE_ENDPOINT,
  type RevenueCompareResponse,
  type State,
  ZRevenueCompareQuery,
  ZState,
} from '@hub/contract';
import { formatPercent, formatUsDate, formatUsd, yesterdayInLA } from '@hub/domain';
import {
  Alert,
  Card,
  Group,
  Loader,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { z } from 'zod';
import { PageHeader } from '@/components/page';
import {
  AddressReportPage,
  type AddressReportScope,
  ReportDatePicker,
  useReport,
  useReportDates,
} from '@/components/report';
import { RevenueCompareChart } from '../components/revenue-compare-chart';
import {
  type CompareFigure,
  changeToCurrent,
  comparedText,
  compareErrorText,
  compareFigures,
  PERIOD_TITLES,
  REPORT_DATES,
} from '../utils/compare-view';

/** The address of /reports/revenue-date-compare (spec 001 §2): ?state=&report_date=&emp_uuid=. */
export const ZRevenueCompareView = z.object({
  state: ZState.optional(),
  report_date: ZRevenueCompareQuery.shape.report_date,
  emp_uuid: ZRevenueCompareQuery.shape.emp_uuid,
});
type View = z.output<typeof ZRevenueCompareView>;

/** A change in percent, one decimal, red when negative; a dash when there is nothing to compare with. */
function Change({ value }: { value: number | null }) {
  if (value === null) return <Text fz="sm">—</Text>;
  return (
    <Text fz="sm" c={value < 0 ? 'red.8' : undefined}>
      {`${value > 0 ? '+' : ''}${formatPercent(value, 1)}`}
    </Text>
  );
}

function PeriodCard({
  period,
  answer,
  figures,
}: {
  period: ComparePeriod;
  answer: RevenueCompareResponse;
  figures: readonly CompareFigure[];
}) {
  const title = PERIOD_TITLES[period];
  const versus = period === 'cur' ? null : period;
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {`${formatUsDate(answer[`${period}_beg_date`])} – ${formatUsDate(answer[`${period}_end_date`])}`}
      </Text>
      <Table aria-label={`${title} figures`} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Figure</Table.Th>
            <Table.Th scope="col" ta="right">
              Value
            </Table.Th>
            {versus && (
              <Table.Th scope="col" ta="right">
                Change to current
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {figures.map((figure) => (
            <Table.Tr key={figure.label}>
              <Table.Th scope="row" fw={400}>
                {figure.label}
              </Table.Th>
              <Table.Td ta="right">
                {figure.money ? formatUsd(String(figure.values[period])) : figure.values[period]}
              </Table.Td>
              {versus && (
                <Table.Td ta="right">
                  <Change value={changeToCurrent(figure, versus)} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

function CompareResult({ answer }: { answer: RevenueCompareResponse }) {
  const figures = compareFigures(answer);
  return (
    <Stack gap="lg">
      <Text fw={600}>{`Business day ${answer.business_day_number} of the month`}</Text>
      <Text size="sm" c="dimmed">
        {comparedText(answer)}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {COMPARE_PERIODS.map((period) => (
          <PeriodCard key={period} period={period} answer={answer} figures={figures} />
        ))}
      </SimpleGrid>
      <RevenueCompareChart answer={answer} />
    </Stack>
  );
}

function CompareScreen({ view, setView, states, state }: AddressReportScope<View>) {
  const dates = useReportDates(REPORT_DATES, { state });
  const reportDate = view.report_date ?? yesterdayInLA();
  const query = { state, report_date: reportDate, ...(view.emp_uuid ? { emp_uuid: view.emp_uuid } : {}) };
  const compare = useReport(REVENUE_COMPARE_ENDPOINT, query, { keepPrevious: false });
  const empName = compare.data?.emp_name;
  return (
    <Stack gap="md">
      <PageHeader title="Revenue Compare" description={empName ? `${empName} — ${state}` : state} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label="State"
          value={state}
          data={[...states]}
          onChange={(event) => setView({ state: event.currentTarget.value as State })}
          w={{ base: '100%', xs: 100 }}
        />
        <ReportDatePicker
          dates={dates}
          value={reportDate}
          onChange={(report_date) => setView({ report_date })}
        />
      </Group>
      {compare.isPending ? (
        <Loader size="sm" aria-label="Loading the revenue comparison" />
      ) : compare.isError ? (
        <Alert color="red" role="alert">
          {compareErrorText(compare.error)}
        </Alert>
      ) : (
        <CompareResult answer={compare.data} />
      )}
    </Stack>
  );
}

/**
 * Spec 001 Revenue Compare (/reports/revenue-date-compare): the report date's month to date against
 * the previous month and the same month last year through the same business day, as cards and bars.
 */
export function RevenueCompareReport() {
  return (
    <AddressReportPage title="Revenue Compare" header={false} schema={ZRevenueCompareView}>
      {(scope) => <CompareScreen {...scope} />}
    </AddressReportPage>
  );
}

export default RevenueCompareReport;
