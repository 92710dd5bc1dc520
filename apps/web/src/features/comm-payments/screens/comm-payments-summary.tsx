import { COMM_PAYMENTS_SUMMARY_ENDPOINT, COMM_PAYMENTS_SUMMARY_REPORT, reportRows } from '@hub/contract';
import { Button, Group, Stack } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { z } from 'zod';
import { reportColumns } from '@/components/data-table';
import { DateField } from '@/components/forms/date-field';
import { PageHeader } from '@/components/page';
import { ReportFilters, ReportTable, useReport } from '@/components/report';
import { useSearchState, ZSearchText } from '@/lib/search-params';
import {
  commPaymentsErrorText,
  isIsoDateText,
  lastMonth,
  type SummaryPeriod,
  summaryPeriod,
  thisMonth,
} from '../utils/period';

export const COMM_PAYMENTS_TITLE = 'Commission Payments Summary';

/** /reports/comm-payments?period_start=&period_end= */
const ZCommPaymentsView = z.object({ period_start: ZSearchText, period_end: ZSearchText });

export type CommPaymentsSummaryProps = {
  /** The clock the current month is read from (tests fix it). */
  now?: () => Date;
};

/**
 * Spec 001 Commission Payments Summary (/reports/comm-payments?period_start=&period_end=): per payer
 * of the user's states, the payments of the period and their total, with the server's TOTAL row in
 * the footer. Dates not in YYYY-MM-DD fall back to the current month (Los Angeles); Apply needs both
 * dates; This Month and Last Month set both.
 */
export function CommPaymentsSummary({ now = () => new Date() }: CommPaymentsSummaryProps = {}) {
  const [view, setView] = useSearchState(ZCommPaymentsView);
  const period = summaryPeriod(view, now());
  const [draft, setDraft] = useState<SummaryPeriod>(period);
  useEffect(() => {
    setDraft({ period_start: period.period_start, period_end: period.period_end });
  }, [period.period_start, period.period_end]);

  const summary = useReport(COMM_PAYMENTS_SUMMARY_ENDPOINT, period);
  const answer = summary.data;
  const split = useMemo(
    () => (answer ? reportRows(COMM_PAYMENTS_SUMMARY_REPORT, answer.rows) : undefined),
    [answer],
  );
  const columns = useMemo(
    () => reportColumns(COMM_PAYMENTS_SUMMARY_REPORT, { total: split?.total ?? null }),
    [split],
  );
  const canApply = isIsoDateText(draft.period_start) && isIsoDateText(draft.period_end);

  return (
    <Stack gap="md">
      <PageHeader title={COMM_PAYMENTS_TITLE} />
      <ReportFilters align="flex-end">
        <DateField
          label="Period Start"
          value={draft.period_start}
          onChange={(period_start) => setDraft((d) => ({ ...d, period_start }))}
          w={170}
        />
        <DateField
          label="Period End"
          value={draft.period_end}
          onChange={(period_end) => setDraft((d) => ({ ...d, period_end }))}
          w={170}
        />
        <Group gap="xs" wrap="wrap">
          <Button disabled={!canApply} onClick={() => setView(draft)}>
            Apply
          </Button>
          <Button variant="default" onClick={() => setView(thisMonth(now()))}>
            This Month
          </Button>
          <Button variant="default" onClick={() => setView(lastMonth(now()))}>
            Last Month
          </Button>
        </Group>
      </ReportFilters>
      <ReportTable
        label={COMM_PAYMENTS_TITLE}
        columns={columns}
        data={split?.rows}
        getRowId={(row) => row.employee_uuid ?? 'total'}
        status={summary}
        errorText={commPaymentsErrorText(summary.error)}
        serverDetail={false}
        minWidth={560}
      />
    </Stack>
  );
}

export default CommPaymentsSummary;
