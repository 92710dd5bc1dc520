import { describe, expect, it } from 'vitest';
import { comparePeriods, foldTrendDays, nthBusinessDay, trendMonths } from './service.ts';

const day = (date: string, opens: number, revenue = '0.00', partner = '0.00') => ({
  day: date,
  opens,
  closes: 0,
  company_revenue: revenue,
  partner_total_revenue: partner,
});

describe('foldTrendDays', () => {
  // May 2026: Friday the 1st, the last business day Friday the 29th (Memorial Day the 25th closed).
  const closures = new Set(['2026-05-25']);

  it("counts a day on the first business day on or after it; days after the month's last business day on none", () => {
    const rows = foldTrendDays(
      [
        day('2026-05-01', 1, '10.05'),
        day('2026-05-02', 2, '0.10'),
        day('2026-05-03', 3),
        day('2026-05-04', 4, '1.00', '2.00'),
        day('2026-05-25', 5),
        day('2026-05-30', 6, '99.00'),
        day('2026-05-31', 7),
      ],
      ['2026-05'],
      '2026-06-15',
      closures,
    );
    expect(rows).toHaveLength(20);
    expect(rows[0]).toMatchObject({
      month_name: 'May 2026',
      business_day_of_month: 1,
      stat_date: '2026-05-01',
    });
    expect(rows[1]).toMatchObject({
      stat_date: '2026-05-04',
      today_open: 9,
      mtd_open: 10,
      today_revenue: '1.10',
      mtd_revenue: '11.15',
      today_partner_revenue: '2.00',
      mtd_partner_revenue: '2.00',
    });
    // The closure's open counts on Tuesday the 26th.
    expect(rows.find((r) => r.stat_date === '2026-05-26')).toMatchObject({ today_open: 5, mtd_open: 15 });
    expect(rows.find((r) => r.stat_date === '2026-05-25')).toBeUndefined();
    // The weekend after the last business day counts on no row.
    expect(rows.at(-1)).toMatchObject({
      stat_date: '2026-05-29',
      business_day_of_month: 20,
      mtd_open: 15,
      mtd_revenue: '11.15',
    });
  });

  it('stops at today, newest month first', () => {
    const rows = foldTrendDays([day('2026-06-02', 1)], trendMonths('2026-06-03', 2), '2026-06-03', closures);
    expect(trendMonths('2026-06-03', 2)).toEqual(['2026-06', '2026-05']);
    expect(rows.slice(0, 3).map((r) => [r.month_name, r.stat_date, r.mtd_open])).toEqual([
      ['June 2026', '2026-06-01', 0],
      ['June 2026', '2026-06-02', 1],
      ['June 2026', '2026-06-03', 1],
    ]);
    expect(rows[3]?.month_name).toBe('May 2026');
  });
});

describe('comparePeriods', () => {
  it('ends the previous month and last year on the same business day number, or their last', () => {
    // Friday 2026-07-31 is July's 22nd business day (the 3rd closed); June 2026 has 22, July 2025 23.
    const closures = new Set(['2026-07-03']);
    expect(comparePeriods('2026-07-31', closures)).toEqual({
      business_day_number: 22,
      cur: { from: '2026-07-01', to: '2026-07-31' },
      prev: { from: '2026-06-01', to: '2026-06-30' },
      ly: { from: '2025-07-01', to: '2025-07-30' },
    });
    // A Saturday the 1st is business day 0: the others end on their first business day.
    expect(comparePeriods('2026-08-01', closures)).toMatchObject({
      business_day_number: 0,
      prev: { from: '2026-07-01', to: '2026-07-01' },
      ly: { from: '2025-08-01', to: '2025-08-01' },
    });
    expect(nthBusinessDay('2026-02', 30, new Set())).toBe('2026-02-27');
  });
});
