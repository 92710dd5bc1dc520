import type { YearlyComparisonRow, YearlyMonth } from '@hub/contract';
import { formatUsdWhole } from '@hub/domain';
import { plotDollars } from '@/features/revenue-reports/utils/plot';

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

/** The chart's points: each month's revenue of both years (a month not yet begun has none this year). */
export function revenueChartData(row: YearlyComparisonRow, year: number, priorYear: number) {
  return row.months.map((m: YearlyMonth) => ({
    month: MONTH_LABELS[m.month - 1] ?? String(m.month),
    [String(priorYear)]: plotDollars(m.prior.revenue),
    ...(m.current ? { [String(year)]: plotDollars(m.current.revenue) } : {}),
  }));
}

/** The chart in words, for a screen reader and a phone: each year's revenue to date and in total. */
export function revenueChartSummary(row: YearlyComparisonRow, year: number, priorYear: number): string {
  return `${row.branch_name}: ${year} revenue to date ${formatUsdWhole(row.ytd.current.revenue)}, ${priorYear} over the same days ${formatUsdWhole(row.ytd.prior.revenue)}.`;
}
