import { describe, expect, it } from 'vitest';
import { REVENUE_TREND_REPORT } from './revenue-trend.ts';

const headers = (report: { columns: readonly { header: string }[] }) => report.columns.map((c) => c.header);

describe('the Revenue Trend, declared once', () => {
  it('writes the Revenue Trend export a line per business day, nothing added up', () => {
    expect(headers(REVENUE_TREND_REPORT)).toEqual([
      'Month',
      'Business Day',
      'Date',
      'Opens',
      'MTD Opens',
      'Closed',
      'MTD Closed',
      'Revenue',
      'MTD Revenue',
      'Partner Total Revenue',
      'MTD Partner Total Revenue',
    ]);
    expect(REVENUE_TREND_REPORT.columns.every((c) => c.total === 'none')).toBe(true);
  });
});
