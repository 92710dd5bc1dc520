import { columnHeader, REVENUE_TREND_REPORT, type RevenueTrendRow, TREND_GRID_DAYS } from '@hub/contract';
import { formatUsdWhole } from '@hub/domain';
import { plotDollars } from '@/lib/plot';

/** Spec 001 §2: the legend under the grid, word for word. */
export const TREND_LEGEND = 'First number is that day/second number is mtd total';
/** Spec 001 §8: the title's branch when its name cannot be loaded. */
export const UNKNOWN_BRANCH = 'Unknown Branch';
/** How many of the newest months the chart shows at first. */
export const CHART_MONTHS_DEFAULT = 3;

/** '11/03/2026 Tue': the report-date picker's words for a day. */
export { dateWithWeekday } from '@/components/report';

/** One month's column: its name and its rows by business day number. */
export type TrendMonth = { name: string; days: ReadonlyMap<number, RevenueTrendRow> };

/** The grid's columns, newest month first (the server's order), each month's days by number. */
export function trendMonths(rows: readonly RevenueTrendRow[]): TrendMonth[] {
  const months = new Map<string, Map<number, RevenueTrendRow>>();
  for (const row of rows) {
    const days = months.get(row.month_name) ?? new Map<number, RevenueTrendRow>();
    months.set(row.month_name, days);
    days.set(row.business_day_of_month, row);
  }
  return [...months].map(([name, days]) => ({ name, days }));
}

/** The grid's rows: business days 1 to 23 (spec 001 §9). */
export const GRID_DAYS: readonly number[] = Array.from({ length: TREND_GRID_DAYS }, (_, i) => i + 1);

/** A cell's line: the trend column's header (the day's figure), that day's figure and the month to date. */
const cellLine = (
  key: 'today_open' | 'today_closed' | 'today_revenue' | 'today_partner_revenue',
  text: string,
) => ({
  label: columnHeader(REVENUE_TREND_REPORT, key),
  text,
});

/** A cell's four lines: that day's figure and the month to date, whole dollars for money. */
export function cellLines(row: RevenueTrendRow): { label: string; text: string }[] {
  return [
    cellLine('today_open', `${row.today_open} / ${row.mtd_open}`),
    cellLine('today_closed', `${row.today_closed} / ${row.mtd_closed}`),
    cellLine('today_revenue', `${formatUsdWhole(row.today_revenue)} / ${formatUsdWhole(row.mtd_revenue)}`),
    cellLine(
      'today_partner_revenue',
      `${formatUsdWhole(row.today_partner_revenue)} / ${formatUsdWhole(row.mtd_partner_revenue)}`,
    ),
  ];
}

/** The line chart's points: one per business day, MTD revenue of each month given. */
export function chartData(months: readonly TrendMonth[]): Record<string, number>[] {
  const last = Math.max(0, ...months.flatMap((m) => [...m.days.keys()]));
  return Array.from({ length: last }, (_, i) => {
    const point: Record<string, number> = { day: i + 1 };
    for (const month of months) {
      const row = month.days.get(i + 1);
      if (row) point[month.name] = plotDollars(row.mtd_revenue);
    }
    return point;
  });
}

/** The chart's words for a screen reader: each month's MTD revenue at its last business day shown. */
export function chartSummary(months: readonly TrendMonth[]): string {
  if (months.length === 0) return 'No months chosen.';
  const parts = months.map((month) => {
    const days = [...month.days.values()];
    const last = days.at(-1);
    return last
      ? `${month.name}: ${formatUsdWhole(last.mtd_revenue)} by business day ${last.business_day_of_month}`
      : `${month.name}: no business day yet`;
  });
  return `MTD revenue by business day. ${parts.join('; ')}.`;
}
