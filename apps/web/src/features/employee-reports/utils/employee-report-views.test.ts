import { describe, expect, it } from 'vitest';
import { ZERO_FIGURES } from '@/test/employees';
import { EMPLOYEE_REPORT_SORTS, eoReportDates, monthRows, repReportMonths } from './employee-report-views';

// 2030-03-16 08:00 UTC is March 16 at 01:00 in Los Angeles: yesterday there is March 15.
const NOW = new Date('2030-03-16T08:00:00Z');

describe('the report date choices', () => {
  it('offers the Escrow Officer Report the last 60 days, yesterday (Los Angeles) first', () => {
    const dates = eoReportDates(NOW);
    expect(dates).toHaveLength(60);
    expect(dates[0]).toEqual({ value: '2030-03-15', label: '03/15/2030' });
    expect(dates[59]?.value).toBe('2030-01-15');
  });

  it('offers the Marketing Rep Report the last 12 months: this one to yesterday, the others whole', () => {
    const months = repReportMonths(NOW);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ value: '2030-03-15', label: 'March 2030' });
    expect(months[1]).toEqual({ value: '2030-02-28', label: 'February 2030' });
    expect(months[11]).toEqual({ value: '2029-04-30', label: 'April 2029' });
  });
});

describe('monthRows', () => {
  it('lists the months newest first, with their names', () => {
    const figures = { ...ZERO_FIGURES, opens: 1 };
    const rows = monthRows({ '2029-12': figures, '2030-02': figures, '2030-01': figures });
    expect(rows.map((r) => [r.key, r.label])).toEqual([
      ['2030-02', 'February 2030'],
      ['2030-01', 'January 2030'],
      ['2029-12', 'December 2029'],
    ]);
  });
});

describe('EMPLOYEE_REPORT_SORTS', () => {
  it('sorts by every column either screen shows, in the declaration order', () => {
    expect(EMPLOYEE_REPORT_SORTS).toEqual([
      'employee',
      'revenue',
      'totalRevenue',
      'opens',
      'closes',
      'commissionableRev',
      'partnerRevenue',
      'partnerTitleRevenue',
    ]);
  });
});
