import { z } from 'zod';
import { dateOrderMessage, datesInOrder } from '../common/date-range.ts';
import { type State, ZIsoDate, ZStateCode } from '../common/primitives.ts';
import type { OrderListKind } from './get-order-files.ts';

/** Spec 001 §2 and §5: the Custom Escrow Report runs only with both dates. */
export const CUSTOM_REPORT_REQUIRES_DATES = 'Custom report requires start and end dates';
export const BOTH_DATES_REQUIRED = 'Both dates are required.';

/** The report types of the form (`?type=open|close`): by open date, or by close date. */
export const CUSTOM_REPORT_TYPES = ['open', 'close'] as const;
export type CustomReportType = (typeof CUSTOM_REPORT_TYPES)[number];
export const ZCustomReportType = z.enum(CUSTOM_REPORT_TYPES, "must be 'open' or 'close'");

const ZRequiredDate = z
  .string({ error: BOTH_DATES_REQUIRED })
  .trim()
  .min(1, BOTH_DATES_REQUIRED)
  .pipe(ZIsoDate);

/**
 * The Custom Escrow Report form (/reports/date-range-selector): a state, the report type, a start
 * and an end date (both required, in order) and 'Limit to Source of Business NOT Entered'.
 */
export const ZCustomEscrowReport = z
  .object({
    state: ZStateCode,
    type: ZCustomReportType,
    start_date: ZRequiredDate,
    end_date: ZRequiredDate,
    src_bus_null: z.boolean(),
  })
  .refine((report) => datesInOrder(report.start_date, report.end_date), {
    message: dateOrderMessage('the start date'),
    path: ['end_date'],
  });
export type CustomEscrowReport = z.output<typeof ZCustomEscrowReport>;

/** Where the form leads: the open-orders list by open date or the closed-orders list by close date, and its address. */
export type CustomReportTarget = {
  kind: OrderListKind;
  query: {
    state: State;
    open_start?: string;
    open_end?: string;
    close_start?: string;
    close_end?: string;
    src_bus_null?: '1';
  };
};

export function customReportTarget(report: CustomEscrowReport): CustomReportTarget {
  const limit = report.src_bus_null ? { src_bus_null: '1' as const } : {};
  if (report.type === 'close') {
    return {
      kind: 'closed',
      query: { state: report.state, close_start: report.start_date, close_end: report.end_date, ...limit },
    };
  }
  return {
    kind: 'open',
    query: { state: report.state, open_start: report.start_date, open_end: report.end_date, ...limit },
  };
}
