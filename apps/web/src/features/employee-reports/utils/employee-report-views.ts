import type { EmployeeFigures, EmpType } from '@hub/contract';
import {
  EMPLOYEE_REPORT,
  EO_REPORT_HIDDEN_COLUMNS,
  REP_BRANCH_REPORT,
  REP_REPORT_HIDDEN_COLUMNS,
  reportKeys,
  withoutColumns,
  ZSort,
  ZState,
} from '@hub/contract';
import { firstDayOfMonth, type IsoDate, monthName, todayInLA } from '@hub/domain';
import { z } from 'zod';
import { type ReportDateSource, reportDateChoices } from '@/components/report';
import { ZSearchText } from '@/lib/search-params';

/** Spec 001 §2: the titles of the two employee reports. */
export const EO_REPORT_TITLE = 'Escrow Officer Report';
export const REP_REPORT_TITLE = 'Marketing Rep Report';
export const reportTitle = (empType: EmpType) => (empType === 'REP' ? REP_REPORT_TITLE : EO_REPORT_TITLE);

/** Spec 001 §8. */
export const REP_SUMMARY_FAILED = 'Failed to load rep summary';

/** Spec 001 §9: the Escrow Officer Report's report dates, the last 60 days, yesterday first. */
export const EO_REPORT_DATES: ReportDateSource = 'recent-days';
/**
 * The Marketing Rep Report's months, the last 12, each as the report date it asks for: the last day of
 * the month, or yesterday for the month yesterday falls in (so the current month reads month to date).
 */
export const REP_REPORT_MONTHS: ReportDateSource = 'months';

export const eoReportDates = (now: Date = new Date()) => reportDateChoices(EO_REPORT_DATES, now);
export const repReportMonths = (now: Date = new Date()) => reportDateChoices(REP_REPORT_MONTHS, now);

/** The month to date of a report date: the first of its month through it. */
export const monthToDate = (reportDate: IsoDate) => ({ start: firstDayOfMonth(reportDate), end: reportDate });

/**
 * The sortable columns of the Escrow Officer and Marketing Rep reports: every column of the
 * declaration that either screen shows, in its order.
 */
export const EMPLOYEE_REPORT_SORTS = reportKeys(
  withoutColumns(
    EMPLOYEE_REPORT,
    EO_REPORT_HIDDEN_COLUMNS.filter((key) => (REP_REPORT_HIDDEN_COLUMNS as readonly string[]).includes(key)),
  ),
);

/** /reports/all-escrow?state=&emp_type=EO|REP&report_date=, plus the sort. */
export const ZAllEscrowView = ZSort(EMPLOYEE_REPORT_SORTS).extend({
  state: ZState.optional(),
  emp_type: z.enum(['EO', 'REP']).catch('EO').default('EO'),
  report_date: ZSearchText,
});
export type AllEscrowView = z.output<typeof ZAllEscrowView>;

/** /reports/employee/{uuid}?state=&emp_type=. */
export const ZEmployeePageView = z.object({
  state: ZState.optional(),
  emp_type: z.enum(['EO', 'REP']).optional(),
});

/** The Marketing Rep Summary's sortable columns: its declared columns. */
export const REP_BRANCH_SORTS = reportKeys(REP_BRANCH_REPORT);

/** /reports/rep-summary?state=&rep_uuid=&beg_dt=&end_dt=, plus the sort. */
export const ZRepSummaryView = ZSort(REP_BRANCH_SORTS).extend({
  state: ZState.optional(),
  rep_uuid: ZSearchText,
  beg_dt: ZSearchText,
  end_dt: ZSearchText,
});
export type RepSummaryView = z.output<typeof ZRepSummaryView>;

/** The rep summary's default range: this month to date (Los Angeles). */
export function defaultRepSummaryRange(now: Date = new Date()): { beg_dt: IsoDate; end_dt: IsoDate } {
  const today = todayInLA(now);
  return { beg_dt: firstDayOfMonth(today), end_dt: today };
}

/** One month of an employee's page: its key ('YYYY-MM' or 'mtd') and its figures. */
export type MonthRow = EmployeeFigures & { key: string; label: string };

/** An employee's months, newest first. */
export function monthRows(monthly: Record<string, EmployeeFigures>): MonthRow[] {
  return Object.entries(monthly)
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([key, figures]) => ({ key, label: monthName(key), ...figures }));
}
