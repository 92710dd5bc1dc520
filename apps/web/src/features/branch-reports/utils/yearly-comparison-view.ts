import type { YearlyComparisonResponse, YearlyComparisonRow, YearlyMonth } from '@hub/contract';
import { formatUsDate, formatUsdWhole } from '@hub/domain';
import { plotDollars } from '@/lib/plot';

export const MONTH_LABELS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** The years offered: this year and the five before it, newest first (and an older one asked for). */
export function yearChoices(thisYear: number, asked?: number): number[] {
  const years = Array.from({ length: 6 }, (_, i) => thisYear - i);
  return asked !== undefined && !years.includes(asked) ? [...years, asked].sort((a, b) => b - a) : years;
}

/** The chart's series of last year's days after the compared span ('2025 Later'). */
export const laterSeries = (priorYear: number) => `${priorYear} Later`;

/**
 * The chart's points: each month's revenue of both years over the same days (a month not yet begun
 * has none), and last year's later days as a series of their own.
 */
export function revenueChartData(row: YearlyComparisonRow, year: number, priorYear: number) {
  return row.months.map((m: YearlyMonth) => ({
    month: MONTH_LABELS[m.month - 1] ?? String(m.month),
    ...(m.prior ? { [String(priorYear)]: plotDollars(m.prior.revenue) } : {}),
    ...(m.prior_rest ? { [laterSeries(priorYear)]: plotDollars(m.prior_rest.revenue) } : {}),
    ...(m.current ? { [String(year)]: plotDollars(m.current.revenue) } : {}),
  }));
}

/** The note on last year's later columns: 'Later: 2025 after 11/28/2025, not compared.' */
export function laterNote(answer: YearlyComparisonResponse): string | null {
  if (answer.prior_through === null) return null;
  return `${laterSeries(answer.prior_year)}: the days of ${answer.prior_year} after ${formatUsDate(answer.prior_through)}, not compared.`;
}

/** The chart in words, for a screen reader and a phone: each year's revenue to date and in total. */
export function revenueChartSummary(row: YearlyComparisonRow, year: number, priorYear: number): string {
  return `${row.branch_name}: ${year} revenue to date ${formatUsdWhole(row.ytd.current.revenue)}, ${priorYear} over the same days ${formatUsdWhole(row.ytd.prior.revenue)}.`;
}
