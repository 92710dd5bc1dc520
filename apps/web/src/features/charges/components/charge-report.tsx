import {
  CHARGE_REPORT,
  CHARGE_REPORT_KINDS,
  type ChargeReportKind,
  chargeReportLines,
  type MonthlyChargeLine,
} from '@hub/contract';
import { formatUsDate } from '@hub/domain';
import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { reportColumns } from '@/components/data-table';
import { PageHeader } from '@/components/page';
import { ReportTable } from '@/components/report';
import { useMonthlyCharges } from '../api/monthly-charges';
import { employeeName } from '../utils/charge-lines';

/** Spec 001 §2: the charge reports' text without month_end_date or employee_uuid. */
export const MISSING_PARAMETERS = 'Missing parameters.';

/**
 * The 15th of month_end_date's month when a commission period from `periodStart` to month_end_date
 * holds it too (a whole month's commission counts the 15th's lines and the month end's), else null.
 */
export function alsoFifteenth(monthEndDate: string, periodStart: string): string | null {
  const fifteenth = `${monthEndDate.slice(0, 8)}15`;
  return periodStart !== '' && periodStart <= fifteenth && fifteenth < monthEndDate ? fifteenth : null;
}

/**
 * Spec 001 §2 Loss Charges, Other Charges Against Commission, Other Charges Against Revenue
 * (?month_end_date=&employee_uuid=): the employee's lines of that date whose own amount is non-zero.
 * From the Commission Summary the link also names the period's start (`period_start`): the lines of
 * every charge date of the period are shown then (a whole month: the 15th's and the month end's), so
 * the report adds up to the summary's figure.
 */
export function ChargeReport({ kind }: { kind: ChargeReportKind }) {
  const [params] = useSearchParams();
  const monthEndDate = params.get('month_end_date') ?? '';
  const employeeUuid = params.get('employee_uuid') ?? '';
  const asked =
    monthEndDate && employeeUuid ? { month_end_date: monthEndDate, employee_uuid: employeeUuid } : null;
  const fifteenth = asked ? alsoFifteenth(monthEndDate, params.get('period_start') ?? '') : null;
  const earlier = useMonthlyCharges(
    fifteenth ? { month_end_date: fifteenth, employee_uuid: employeeUuid } : null,
  );
  const last = useMonthlyCharges(asked);
  const answer = fifteenth && !earlier.data ? earlier : last;
  const rows = useMemo(
    () => chargeReportLines(kind, [...(earlier.data?.lines ?? []), ...(last.data?.lines ?? [])]),
    [kind, earlier.data, last.data],
  );
  const { title } = CHARGE_REPORT_KINDS[kind];
  if (!asked) {
    return (
      <Stack>
        <PageHeader title={title} />
        <Text>{MISSING_PARAMETERS}</Text>
      </Stack>
    );
  }
  const employee = last.data?.employees[0];
  return (
    <Stack>
      <PageHeader
        title={title}
        description={`${employee ? `${employeeName(employee)}, ` : ''}${
          fifteenth ? `${formatUsDate(fifteenth)} and ` : ''
        }${formatUsDate(monthEndDate)}`}
      />
      <ReportTable<MonthlyChargeLine>
        label={title}
        columns={reportColumns(CHARGE_REPORT)}
        data={last.data && (!fifteenth || earlier.data) ? rows : undefined}
        getRowId={(row) => row.uuid}
        status={answer}
        totals={false}
      />
    </Stack>
  );
}

export const LossCharges = () => <ChargeReport kind="losses" />;
export const OtherCommCharges = () => <ChargeReport kind="other-comm" />;
export const OtherRevCharges = () => <ChargeReport kind="other-rev" />;
