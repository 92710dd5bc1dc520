import { describe, expect, it } from 'vitest';
import {
  chargeDates,
  covers,
  currentCalendarMonth,
  intersectPeriods,
  isWholeMonth,
  isWithin,
  monthPeriod,
  PeriodError,
  periodFrequency,
  previousCalendarMonth,
  semiMonthlyPeriods,
  validatePeriod,
} from './period.ts';
import { InvalidDateError } from './time.ts';

describe('periodFrequency: MONTHLY when exactly one whole calendar month, else SEMI_MONTHLY', () => {
  it.each([
    ['2026-01-01', '2026-01-31', 'MONTHLY'],
    ['2026-02-01', '2026-02-28', 'MONTHLY'],
    ['2028-02-01', '2028-02-29', 'MONTHLY'],
    ['2028-02-01', '2028-02-28', 'SEMI_MONTHLY'],
    ['2026-01-01', '2026-01-15', 'SEMI_MONTHLY'],
    ['2026-01-16', '2026-01-31', 'SEMI_MONTHLY'],
    ['2026-01-01', '2026-02-28', 'SEMI_MONTHLY'],
    ['2026-01-02', '2026-01-31', 'SEMI_MONTHLY'],
    ['2026-01-15', '2026-01-15', 'SEMI_MONTHLY'],
  ])('%s to %s is %s', (start, end, frequency) => {
    expect(periodFrequency({ start, end })).toBe(frequency);
  });

  it('refuses a start after the end, and dates that are not dates', () => {
    expect(() => periodFrequency({ start: '2026-01-31', end: '2026-01-01' })).toThrow(PeriodError);
    expect(() => validatePeriod('2026-01-01', '2026-02-30')).toThrow(InvalidDateError);
    expect(() => validatePeriod(undefined, '2026-02-01')).toThrow(InvalidDateError);
    expect(validatePeriod('2026-01-01', '2026-01-01')).toEqual({ start: '2026-01-01', end: '2026-01-01' });
  });
});

describe('period helpers', () => {
  it('tells whole months, containment, coverage and overlap', () => {
    expect(isWholeMonth(monthPeriod('2026-04'))).toBe(true);
    expect(isWithin('2026-01-15', { start: '2026-01-01', end: '2026-01-15' })).toBe(true);
    expect(isWithin('2026-01-16', { start: '2026-01-01', end: '2026-01-15' })).toBe(false);
    expect(covers({ start: '2026-01-01', end: '2026-06-30' }, monthPeriod('2026-03'))).toBe(true);
    expect(covers({ start: '2026-01-05', end: '2026-06-30' }, monthPeriod('2026-01'))).toBe(false);
    expect(intersectPeriods(monthPeriod('2026-01'), { start: '2026-01-20', end: '2026-03-01' })).toEqual({
      start: '2026-01-20',
      end: '2026-01-31',
    });
    expect(intersectPeriods(monthPeriod('2026-01'), monthPeriod('2026-02'))).toBeNull();
  });

  it('splits a month into its semi-monthly halves', () => {
    expect(semiMonthlyPeriods('2026-02-10')).toEqual([
      { start: '2026-02-01', end: '2026-02-15' },
      { start: '2026-02-16', end: '2026-02-28' },
    ]);
  });
});

describe('calendar months in Los Angeles', () => {
  // 1 March 2026, 07:30 UTC is still 28 February in Los Angeles.
  const now = new Date('2026-03-01T07:30:00Z');

  it('the previous calendar month is the turnaround default range and the commission tile period', () => {
    expect(previousCalendarMonth(now)).toEqual({ start: '2026-01-01', end: '2026-01-31' });
    expect(previousCalendarMonth(new Date('2026-01-10T20:00:00Z'))).toEqual({
      start: '2025-12-01',
      end: '2025-12-31',
    });
    expect(currentCalendarMonth(now)).toEqual({ start: '2026-02-01', end: '2026-02-28' });
  });
});

describe('chargeDates: the Monthly Charges selector', () => {
  it('lists the 15th and the month end of 12 months from the current Los Angeles month', () => {
    // 1 February 2026, 05:00 UTC is 31 January, 21:00, in Los Angeles.
    const dates = chargeDates(new Date('2026-02-01T05:00:00Z'));
    expect(dates).toHaveLength(24);
    expect(dates.slice(0, 4)).toEqual(['2026-01-15', '2026-01-31', '2026-02-15', '2026-02-28']);
    expect(dates.slice(-2)).toEqual(['2026-12-15', '2026-12-31']);
    expect([...dates].sort()).toEqual(dates);
  });

  it('knows leap years', () => {
    expect(chargeDates(new Date('2028-02-10T20:00:00Z'))[1]).toBe('2028-02-29');
  });
});
