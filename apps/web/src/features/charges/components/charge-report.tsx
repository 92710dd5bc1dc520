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
 * Spec 001 §2 Loss Charges, Other Charges Against Commission, Other Charges Against Revenue
 * (?month_end_date=&employee_uuid=): the employee's lines of that date whose own amount is non-zero.
 */
export function ChargeReport({ kind }: { kind: ChargeReportKind }) {
  const [params] = useSearchParams();
  const monthEndDate = params.get('month_end_date') ?? '';
  const employeeUuid = params.get('employee_uuid') ?? '';
  const asked =
    monthEndDate && employeeUuid ? { month_end_date: monthEndDate, employee_uuid: employeeUuid } : null;
  const answer = useMonthlyCharges(asked);
  const rows = useMemo(() => chargeReportLines(kind, answer.data?.lines ?? []), [kind, answer.data]);
  const { title } = CHARGE_REPORT_KINDS[kind];
  if (!asked) {
    return (
      <Stack>
        <PageHeader title={title} />
        <Text>{MISSING_PARAMETERS}</Text>
      </Stack>
    );
  }
  const employee = answer.data?.employees[0];
  return (
    <Stack>
      <PageHeader
        title={title}
        description={`${employee ? `${employeeName(employee)}, ` : ''}${formatUsDate(monthEndDate)}`}
      />
      <ReportTable<MonthlyChargeLine>
        label={title}
        columns={reportColumns(CHARGE_REPORT)}
        data={answer.data ? rows : undefined}
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
