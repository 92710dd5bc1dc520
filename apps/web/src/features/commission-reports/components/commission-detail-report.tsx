import {
  COMMISSION_DETAIL_FIGURES,
  COMMISSION_DETAIL_FILES,
  COMMISSION_DETAIL_TITLES,
  COMMISSION_ENDPOINT,
  type CommissionDetailRole,
  type CommissionRow,
  commissionDetailFigureHeader,
  commissionDetailFile,
  commissionEmployeeName,
} from '@hub/contract';
import { formatUsDate } from '@hub/domain';
import { Box, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { z } from 'zod';
import { formatMoneyCell, MoneyText, QueryState, reportColumns } from '@/components/data-table';
import { MISSING_PARAMETERS, NO_DATA, PageHeader, REPORT_DATA_FAILED, Section } from '@/components/page';
import { OrderNumberLink, ReportTable, useReport } from '@/components/report';
import { useSearchState, ZSearchText } from '@/lib/search-params';
import { useCommissionFiles } from '../api/get-commission-files';
import { usePeriodAdjustments } from '../api/get-period-adjustments';
import {
  type CommissionRevenueCheck,
  commissionRevenueCheck,
  creditedAdjustments,
} from '../utils/commission-detail';
import { AdjustmentCategories } from './adjustment-categories';

/** ?employee_uuid=&start_date=&end_date= (paths.reports.repCommReport / eoCommReport). */
const ZCommissionDetailView = z.object({
  employee_uuid: ZSearchText,
  start_date: ZSearchText,
  end_date: ZSearchText,
});

type Asked = { role: CommissionDetailRole; employee_uuid: string; start_date: string; end_date: string };

const periodText = (start: string, end: string) => `${formatUsDate(start)} – ${formatUsDate(end)}`;

/**
 * Spec 001 §2 Rep Commission Report and Escrow Officer Commission Report: one employee's commission
 * detail for the period in the address; 'Missing required parameters.' without the employee or a date.
 */
export function CommissionDetailReport({ employeeRole: role }: { employeeRole: CommissionDetailRole }) {
  const [view] = useSearchState(ZCommissionDetailView);
  const { employee_uuid, start_date, end_date } = view;
  if (!employee_uuid || !start_date || !end_date) {
    return (
      <Stack gap="md">
        <PageHeader title={COMMISSION_DETAIL_TITLES[role]} />
        <Text>{MISSING_PARAMETERS}</Text>
      </Stack>
    );
  }
  return (
    <CommissionDetail role={role} employee_uuid={employee_uuid} start_date={start_date} end_date={end_date} />
  );
}

function CommissionDetail({ role, employee_uuid, start_date, end_date }: Asked) {
  // The trace names the adjustments the row credits to the employee in their role.
  const summary = useReport(
    COMMISSION_ENDPOINT,
    { start_date, end_date, employee_uuid, trace: '1' },
    { keepPrevious: false },
  );
  const row = summary.data?.rows.find((r) => r.uuid === employee_uuid) ?? null;
  const trace = summary.data?.trace;
  const files = useCommissionFiles(
    row ? { role, state: row.state, employee_id: row.employee_id, start_date, end_date } : null,
  );
  const adjustments = usePeriodAdjustments(
    row
      ? {
          state: row.state,
          start_date,
          end_date,
          ...(role === 'EO' ? { escrow_officer_id: row.employee_id } : {}),
        }
      : null,
  );
  const fileRows = useMemo(
    () => files.data?.map((file) => commissionDetailFile(file, role)),
    [files.data, role],
  );
  const credited = useMemo(
    () =>
      adjustments.data && fileRows
        ? creditedAdjustments(adjustments.data.rows, role, trace, fileRows)
        : undefined,
    [adjustments.data, fileRows, role, trace],
  );
  const check =
    row && trace && fileRows ? commissionRevenueCheck(fileRows, trace.adjustments, row.comable_rev) : null;
  const report = COMMISSION_DETAIL_FILES[role];
  const columns = useMemo(
    () =>
      reportColumns(report, {
        cells: {
          order_number: (file) => <OrderNumberLink orderNumber={file.order_number} />,
        },
      }),
    [report],
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={COMMISSION_DETAIL_TITLES[role]}
        description={
          row
            ? `${commissionEmployeeName(row)}, ${periodText(start_date, end_date)}`
            : periodText(start_date, end_date)
        }
      />
      <QueryState
        status={summary}
        loadingLabel="Loading commission"
        errorText={REPORT_DATA_FAILED}
        empty={row === null}
        emptyText={NO_DATA}
      >
        {row && (
          <>
            <SummaryFigures row={row} />
            <Section title="Files">
              <ReportTable
                label={`${report.title}: files`}
                columns={columns}
                data={fileRows}
                getRowId={(file) => file.file_uuid}
                status={files}
                minWidth={720}
              />
              {check && <RevenueCheckLine check={check} />}
            </Section>
            <Section title="Adjustments">
              <QueryState
                status={adjustments}
                loadingLabel="Loading adjustments"
                errorText="Failed to load adjustments."
              >
                {credited && <AdjustmentCategories adjustments={credited} />}
              </QueryState>
            </Section>
          </>
        )}
      </QueryState>
    </Stack>
  );
}

/** The summary row's figures (spec 001 §3), each under the Commission Summary's header. */
function SummaryFigures({ row }: { row: CommissionRow }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" verticalSpacing="xs" m={0}>
      {COMMISSION_DETAIL_FIGURES.map((figure) => (
        <Box key={figure}>
          <Text component="dt" size="xs" c="dimmed">
            {commissionDetailFigureHeader(figure)}
          </Text>
          <Text component="dd" m={0} fw={600} data-figure={figure}>
            <MoneyText value={row[figure]} />
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** Files + adjustments = Comm. Revenue of the summary, with the figures; the difference when they differ. */
function RevenueCheckLine({ check }: { check: CommissionRevenueCheck }) {
  const sum = `${formatMoneyCell(check.files)} + ${formatMoneyCell(check.adjustments)} = ${formatMoneyCell(check.sum)}`;
  return check.matches ? (
    <Text size="sm" data-check="matches">
      {`Files + adjustments = Comm. Revenue of the summary: ${sum}`}
    </Text>
  ) : (
    <Text size="sm" c="orange.9" data-check="differs">
      {`Files + adjustments: ${sum}; Comm. Revenue of the summary: ${formatMoneyCell(check.summary)} (difference ${formatMoneyCell(check.difference)})`}
    </Text>
  );
}
