import { describe, expect, it } from 'vitest';
import {
  addDays,
  addYears,
  assertIsoDate,
  dayFromParts,
  dayNumber,
  dayOfMonthInLA,
  dayOfWeek,
  dayParts,
  daysBetween,
  daysInMonth,
  defaultSearchRange,
  eachDate,
  firstDayOfMonth,
  firstOfMonthIndex,
  formatPhoenixDateTime,
  formatUsDate,
  InvalidDateError,
  isIsoDate,
  isoDay,
  lastDayOfMonth,
  lastOfMonthIndex,
  monthIndexOf,
  monthKeyInLA,
  monthKeyOf,
  monthName,
  nextMonth,
  PHOENIX,
  previousMonth,
  shiftMonth,
  todayIn,
  todayInLA,
  weekdayOfDay,
  yesterdayInLA,
} from './time.ts';

describe('day numbers (days since 1970-01-01)', () => {
  it('turn a date into its day number and back, leap days included', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('2024-02-29')).toBe(dayFromParts(2024, 2, 29));
    expect(isoDay(dayNumber('2024-02-29') + 1)).toBe('2024-03-01');
    expect(isoDay(-1)).toBe('1969-12-31');
    expect(() => dayNumber('2026-02-30')).toThrow(InvalidDateError);
  });

  it('give the weekday and the parts of a day', () => {
    expect(weekdayOfDay(dayNumber('2026-03-14'))).toBe(6);
    expect(weekdayOfDay(dayNumber('1969-12-28'))).toBe(0);
    expect(dayParts(dayNumber('2026-03-14'))).toEqual({ year: 2026, month: 3, day: 14 });
  });

  it('number months from January 1970 and give their first and last days', () => {
    const march = monthIndexOf(dayNumber('2024-03-10'));
    expect(isoDay(firstOfMonthIndex(march))).toBe('2024-03-01');
    expect(isoDay(lastOfMonthIndex(march - 1))).toBe('2024-02-29');
    expect(isoDay(lastOfMonthIndex(monthIndexOf(dayNumber('2025-12-31'))))).toBe('2025-12-31');
  });
});

describe('calendar dates', () => {
  it('knows real dates from look-alikes', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate(20260101)).toBe(false);
    expect(() => assertIsoDate('01/02/2026', 'start date')).toThrow(InvalidDateError);
  });

  it('adds days across months, years and the daylight-saving change without drift', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09'); // spring forward in Los Angeles
    expect(addDays('2026-10-31', 2)).toBe('2026-11-02'); // fall back
    expect(addDays('2026-01-01', 365)).toBe('2027-01-01');
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2026-01-10', '2026-01-01')).toBe(-9);
  });

  it('tells the weekday (0 Sunday to 6 Saturday)', () => {
    expect(dayOfWeek('2026-01-04')).toBe(0);
    expect(dayOfWeek('2026-01-10')).toBe(6);
    expect(dayOfWeek('2026-01-01')).toBe(4);
  });

  it('lists each date of a range, both ends included', () => {
    expect(eachDate('2026-01-30', '2026-02-02')).toEqual([
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
      '2026-02-02',
    ]);
    expect(eachDate('2026-01-02', '2026-01-01')).toEqual([]);
  });

  it('formats a date the American way, a missing one as nothing', () => {
    expect(formatUsDate('2026-03-14')).toBe('03/14/2026');
    expect(formatUsDate(null)).toBe('');
    expect(formatUsDate(undefined)).toBe('');
    expect(() => formatUsDate('2026-02-30')).toThrow(InvalidDateError);
  });

  it('shifts by whole years, 29 February becoming 28 February in a common year', () => {
    expect(addYears('2024-02-29', -1)).toBe('2023-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(addYears('2025-06-15', -1)).toBe('2024-06-15');
  });
});

describe('months', () => {
  it.each([
    ['2026-02-14', '2026-02-01', '2026-02-28', 28],
    ['2028-02-01', '2028-02-01', '2028-02-29', 29],
    ['2026-12-31', '2026-12-01', '2026-12-31', 31],
    ['2026-04', '2026-04-01', '2026-04-30', 30],
  ])('%s: first %s, last %s, %i days', (date, first, last, days) => {
    expect(firstDayOfMonth(date)).toBe(first);
    expect(lastDayOfMonth(date)).toBe(last);
    expect(daysInMonth(date)).toBe(days);
  });

  it('steps months across years', () => {
    expect(monthKeyOf('2026-03-14')).toBe('2026-03');
    expect(previousMonth('2026-01-15')).toBe('2025-12');
    expect(nextMonth('2025-12')).toBe('2026-01');
    expect(shiftMonth('2026-03', -14)).toBe('2025-01');
    expect(shiftMonth('2026-03', 12)).toBe('2027-03');
  });

  it('names a month', () => {
    expect(monthName('2026-03-14')).toBe('March 2026');
  });
});

describe('now, in a zone', () => {
  // 07:30 UTC on 1 March 2026 is still 28 February, 23:30, in Los Angeles (PST, UTC-8).
  const lateFebruaryInLA = new Date('2026-03-01T07:30:00Z');

  it('gives the Los Angeles date, not the UTC date', () => {
    expect(todayInLA(lateFebruaryInLA)).toBe('2026-02-28');
    expect(todayIn('UTC', lateFebruaryInLA)).toBe('2026-03-01');
    expect(yesterdayInLA(lateFebruaryInLA)).toBe('2026-02-27');
    expect(dayOfMonthInLA(lateFebruaryInLA)).toBe(28);
    expect(monthKeyInLA(lateFebruaryInLA)).toBe('2026-02');
  });

  it('defaults a search to one year back through today, in Los Angeles', () => {
    expect(defaultSearchRange(new Date('2026-01-10T20:00:00Z'))).toEqual({
      start: '2025-01-10',
      end: '2026-01-10',
    });
    // 05:30 UTC on 1 March is still 28 February (21:30 PST) in Los Angeles.
    expect(defaultSearchRange(new Date('2025-03-01T05:30:00Z')).end).toBe('2025-02-28');
  });

  it('follows daylight saving time in Los Angeles (PDT, UTC-7)', () => {
    expect(todayInLA(new Date('2026-07-01T06:59:00Z'))).toBe('2026-06-30');
    expect(todayInLA(new Date('2026-07-01T07:00:00Z'))).toBe('2026-07-01');
  });

  it('shows upload times in Phoenix, which keeps MST all year', () => {
    expect(formatPhoenixDateTime(new Date('2026-01-15T20:05:00Z'))).toBe('01/15/2026 1:05 PM');
    expect(formatPhoenixDateTime('2026-07-15T20:05:00Z')).toBe('07/15/2026 1:05 PM');
    expect(formatPhoenixDateTime(Date.UTC(2026, 0, 1, 6, 59))).toBe('12/31/2025 11:59 PM');
    expect(todayIn(PHOENIX, new Date('2026-01-01T06:59:00Z'))).toBe('2025-12-31');
    expect(() => formatPhoenixDateTime('yesterday')).toThrow(InvalidDateError);
  });
});

describe('dates of the years 0 to 99', () => {
  it('are calendar dates like any other (Date.UTC would read them as 1900 to 1999)', () => {
    expect(addYears('0050-03-01', -1)).toBe('0049-03-01');
    expect(lastDayOfMonth('0050-02-10')).toBe('0050-02-28');
    expect(isIsoDate('0048-02-29')).toBe(true);
    expect(isIsoDate('0050-02-29')).toBe(false);
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
  });
});
