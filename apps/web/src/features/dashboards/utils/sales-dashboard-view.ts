import type {
  EmployeeFigures,
  EmployeeJvLink,
  EmployeeMonthlyReport,
  GetEmployeeReportQuery,
  JvTotalsRow,
} from '@hub/contract';
import {
  firstDayOfMonth,
  type IsoDate,
  lastDayOfMonth,
  type MonthKey,
  monthName,
  nextMonth,
  previousMonth,
  todayInLA,
} from '@hub/domain';
import { orderListHref } from '@/components/report';
import { paths } from '@/config/paths';

/** A month of the dashboard's monthly tiles: its key, its name and its whole range. */
export type DashboardMonth = { key: MonthKey; label: string; start: IsoDate; end: IsoDate };

/** The previous, current and next month in Los Angeles (spec 000 §9), in that order. */
export function dashboardMonths(now: Date): DashboardMonth[] {
  const today = todayInLA(now);
  return [previousMonth(today), today.slice(0, 7), nextMonth(today)].map((key) => ({
    key,
    label: monthName(key),
    start: firstDayOfMonth(key),
    end: lastDayOfMonth(key),
  }));
}

/**
 * GET /reports/employees for the monthly tiles: the rep's figures (as a marketing rep) for the three
 * months, in one call: the report date is the next month's last day and `monthly` covers 3 months.
 * No state: the server reads the employee's own.
 */
export function monthlyTilesQuery(employeeUuid: string, now: Date): GetEmployeeReportQuery {
  const months = dashboardMonths(now);
  return {
    uuid: employeeUuid,
    emp_type: 'REP',
    report_date: months[months.length - 1]?.end ?? lastDayOfMonth(nextMonth(todayInLA(now))),
    months: months.length,
  };
}

/** What a monthly tile shows: counts and the commissionable revenue, zeros when unknown (spec 000 §8). */
export type MonthFigures = Pick<EmployeeFigures, 'opens' | 'closes' | 'commissionableRev'>;

export const ZERO_MONTH: MonthFigures = { opens: 0, closes: 0, commissionableRev: '0.00' };

/** A month's figures from the report (its first employee), zeros when missing or when the call failed. */
export function monthFigures(
  report: readonly EmployeeMonthlyReport[] | undefined,
  key: MonthKey,
): MonthFigures {
  const figures = report?.[0]?.monthly[key];
  return figures
    ? { opens: figures.opens, closes: figures.closes, commissionableRev: figures.commissionableRev }
    : ZERO_MONTH;
}

/** The month's links: the rep's open and closed order lists over the month, and their commission report. */
export function monthLinks(month: DashboardMonth, employeeUuid: string, repId: number | null) {
  const range = { start: month.start, end: month.end };
  return {
    open: repId === null ? null : orderListHref('open', { marketing_rep_id: repId, ...range }),
    closed: repId === null ? null : orderListHref('closed', { marketing_rep_id: repId, ...range }),
    commRevenue: paths.reports.repCommReport.getHref({
      employee_uuid: employeeUuid,
      start_date: month.start,
      end_date: month.end,
    }),
  };
}

/** Today and the month to date in Los Angeles: the JV tiles' two ranges. */
export function jvRanges(now: Date) {
  const today = todayInLA(now);
  return { today: { start: today, end: today }, mtd: { start: firstDayOfMonth(today), end: today } };
}

/**
 * The JVs of the employee on `today` (Los Angeles), one per JV (a JV linked twice shows once), in the
 * answer's order: a link that ended before today, or starts after it, is not the employee's JV now.
 */
export function dashboardJvs(links: readonly EmployeeJvLink[] | undefined, today: string): EmployeeJvLink[] {
  const seen = new Set<number>();
  return (links ?? []).filter(
    (link) =>
      (link.start_date === null || link.start_date <= today) &&
      (link.end_date === null || link.end_date >= today) &&
      !seen.has(link.jv_id) &&
      seen.add(link.jv_id),
  );
}

/** A JV's 'Name (ST)' ('Unassigned' without a state). */
export function jvTitle(link: Pick<EmployeeJvLink, 'jv_name' | 'st'>): string {
  return `${link.jv_name} (${link.st?.trim() || 'Unassigned'})`;
}

/** A JV's opens and closes in a range's breakdown, zeros when missing or when the call failed. */
export function jvCounts(rows: readonly JvTotalsRow[] | undefined, jvId: number) {
  const row = rows?.find((candidate) => candidate.jv_id === jvId);
  return { opens: row?.opens ?? 0, closes: row?.closes ?? 0 };
}
