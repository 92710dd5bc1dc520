import { z } from 'zod';
import { ADMIN_ROLES } from '../auth/roles.ts';
import { inDateOrder } from '../common/date-range.ts';
import { ZIsoDate, ZMoney, ZUuid } from '../common/primitives.ts';
import { defineReport, reportEndpoint } from '../common/report-kit.ts';

/** GET /reports/comm-payments (spec 001 §7): the payments whose period lies in [period_start, period_end]. */
export const ZCommPaymentsSummaryQuery = inDateOrder(
  z.strictObject({ period_start: ZIsoDate, period_end: ZIsoDate }),
  'period_start',
  'period_end',
  'period_start',
);
export type CommPaymentsSummaryQuery = z.input<typeof ZCommPaymentsSummaryQuery>;

/**
 * Spec 001 §3 "Commission payment summary row": one per payer. The TOTAL row (last) has no
 * employee_uuid, first_name 'TOTAL', and the sums of the payer rows.
 */
export const ZCommPaymentsSummaryRow = z.object({
  employee_uuid: ZUuid.nullable(),
  first_name: z.string(),
  last_name: z.string(),
  payroll_id: z.string().nullable(),
  total_num_of_payments: z.number().int(),
  sum_of_payments: ZMoney,
});
export type CommPaymentsSummaryRow = z.infer<typeof ZCommPaymentsSummaryRow>;

export const COMM_PAYMENTS_TOTAL_NAME = 'TOTAL';

/** The payer rows by last, then first name, then the TOTAL row. */
export const ZCommPaymentsSummaryResponse = z.object({
  period_start: ZIsoDate,
  period_end: ZIsoDate,
  rows: z.array(ZCommPaymentsSummaryRow),
});
export type CommPaymentsSummaryResponse = z.infer<typeof ZCommPaymentsSummaryResponse>;

/** The payer's name as the Employee column writes it. */
export const payerName = (row: Pick<CommPaymentsSummaryRow, 'first_name' | 'last_name'>): string =>
  [row.first_name, row.last_name].filter((part) => part !== '').join(' ');

/** Commission Payments Summary (spec 001 §2): Employee, Payroll ID, # Payments, Total Paid. */
export const COMM_PAYMENTS_SUMMARY_REPORT = defineReport({
  title: 'Commission Payments Summary',
  row: ZCommPaymentsSummaryRow,
  isTotal: (row) => row.employee_uuid === null,
  columns: [
    { key: 'employee', header: 'Employee', kind: 'text', value: payerName, total: 'none' },
    { key: 'payroll_id', header: 'Payroll ID', kind: 'text', total: 'none' },
    { key: 'total_num_of_payments', header: '# Payments', kind: 'count', total: 'sum' },
    { key: 'sum_of_payments', header: 'Total Paid', kind: 'money', total: 'sum' },
  ],
});

/** GET /reports/comm-payments: the Commission Payments Summary. */
export const COMM_PAYMENTS_SUMMARY_ENDPOINT = reportEndpoint({
  name: 'comm-payments-summary',
  path: '/reports/comm-payments',
  query: ZCommPaymentsSummaryQuery,
  response: ZCommPaymentsSummaryResponse,
  access: ADMIN_ROLES,
  screen: { path: '/reports/comm-payments', roles: 'admin', page: 'comm-payments/comm-payments-summary' },
});
