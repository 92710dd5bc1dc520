import type { RevenueTrendRow } from '@hub/contract';
import { describe, expect, it } from 'vitest';
import { chartData, chartSummary, dateWithWeekday, trendMonths } from './trend-grid';

const row = (month_name: string, day: number, mtd_revenue: string): RevenueTrendRow => ({
  month_name,
  business_day_of_month: day,
  stat_date: '2026-11-02',
  today_open: 0,
  mtd_open: 0,
  today_closed: 0,
  mtd_closed: 0,
  today_revenue: '0.00',
  mtd_revenue,
  today_partner_revenue: '0.00',
  mtd_partner_revenue: '0.00',
});

describe('trend grid', () => {
  const months = trendMonths([
    row('November 2026', 1, '10.50'),
    row('November 2026', 2, '20.25'),
    row('October 2026', 1, '5.00'),
    row('October 2026', 2, '6.00'),
    row('October 2026', 3, '1234.49'),
  ]);

  it("keeps the server's months in order (newest first), each month's days by number", () => {
    expect(months.map((m) => [m.name, [...m.days.keys()]])).toEqual([
      ['November 2026', [1, 2]],
      ['October 2026', [1, 2, 3]],
    ]);
  });

  it('plots MTD revenue per business day, a month without the day left out', () => {
    expect(chartData(months)).toEqual([
      { day: 1, 'November 2026': 10.5, 'October 2026': 5 },
      { day: 2, 'November 2026': 20.25, 'October 2026': 6 },
      { day: 3, 'October 2026': 1234.49 },
    ]);
    expect(chartSummary(months)).toBe(
      'MTD revenue by business day. November 2026: $20 by business day 2; October 2026: $1,234 by business day 3.',
    );
    expect(chartSummary([])).toBe('No months chosen.');
  });

  it('writes a date with its weekday', () => {
    expect(dateWithWeekday('2026-11-02')).toBe('11/02/2026 Mon');
  });
});
