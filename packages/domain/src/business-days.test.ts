import { describe, expect, it } from 'vitest';
import {
  businessDayOfMonth,
  businessDaysBetween,
  businessDaysOfMonth,
  closuresFrom,
  isBusinessDay,
  lastBusinessDayOfMonth,
  lastBusinessDays,
  lastEndOfMonths,
} from './business-days.ts';
import { addDays } from './time.ts';

// Arizona closures in the rows the calendar_days table holds; a business-day row is ignored.
const az = closuresFrom([
  { day_date: '2025-11-27', is_business_day: false }, // Thanksgiving (Thu)
  { day_date: '2025-11-28', is_business_day: false }, // day after (Fri)
  { day_date: '2025-12-25', is_business_day: false }, // Christmas (Thu)
  { day_date: '2026-01-01', is_business_day: false }, // New Year (Thu)
  { day_date: '2026-01-19', is_business_day: false }, // Martin Luther King Jr. Day (Mon)
  { day_date: '2026-01-20', is_business_day: true },
]);
// Nevada also closes on Nevada Day (last Friday of October).
const nv = closuresFrom([{ day_date: '2025-10-31', is_business_day: false }]);

describe('isBusinessDay: Monday to Friday, not a closure of the state', () => {
  it.each([
    ['2026-01-02', true, 'Friday'],
    ['2026-01-03', false, 'Saturday'],
    ['2026-01-04', false, 'Sunday'],
    ['2026-01-01', false, 'holiday'],
    ['2026-01-19', false, 'holiday'],
    ['2026-01-20', true, 'Tuesday'],
  ])('%s is %s (%s)', (date, expected) => {
    expect(isBusinessDay(date, az)).toBe(expected);
  });

  it('uses the closures of the state asked for', () => {
    expect(isBusinessDay('2025-10-31', nv)).toBe(false);
    expect(isBusinessDay('2025-10-31', az)).toBe(true);
  });
});

describe('businessDayOfMonth: rank among the month business days', () => {
  it.each([
    ['2026-01-02', 1], // the 1st is New Year's Day
    ['2026-01-05', 2],
    ['2026-01-16', 11],
    ['2026-01-20', 12], // the 19th is closed
    ['2026-01-30', 20],
  ])('%s is business day %i', (date, rank) => {
    expect(businessDayOfMonth(date, az)).toBe(rank);
  });

  it('gives a weekend or closure the rank of the business day before it (0 before the first)', () => {
    expect(businessDayOfMonth('2026-01-31', az)).toBe(20);
    expect(businessDayOfMonth('2026-01-19', az)).toBe(11);
    expect(businessDayOfMonth('2026-01-01', az)).toBe(0);
  });

  it('lists the month business days', () => {
    expect(businessDaysOfMonth('2026-01', az)).toHaveLength(20);
    expect(businessDaysOfMonth('2026-02', az)).toHaveLength(20);
  });
});

describe('businessDaysBetween: business days after start, up to and including end', () => {
  it.each([
    ['2026-01-13', '2026-01-13', 0, 'same day'],
    ['2026-01-13', '2026-01-14', 1, 'next day'],
    ['2026-01-09', '2026-01-12', 1, 'Friday to Monday'],
    ['2026-01-10', '2026-01-12', 1, 'Saturday to Monday'],
    ['2026-01-16', '2026-01-20', 1, 'Friday to Tuesday over the MLK closure'],
    ['2026-01-13', '2026-01-16', 3, 'Tuesday to Friday'],
    ['2025-12-31', '2026-01-02', 1, 'over New Year'],
    ['2026-01-05', '2026-01-30', 18, 'most of a month'],
  ])('%s -> %s is %i (%s)', (start, end, days) => {
    expect(businessDaysBetween(start, end, az)).toBe(days);
  });

  it('is negative when the end comes first', () => {
    expect(businessDaysBetween('2026-01-14', '2026-01-13', az)).toBe(-1);
  });

  it('counts as walking day by day would, over any span and closures (weekend closures too)', () => {
    // Walked day by day here, written apart from the counting on day numbers under test.
    const walked = (start: string, end: string, closed: ReadonlySet<string>) => {
      let count = 0;
      for (let day = addDays(start, 1); day <= end; day = addDays(day, 1)) {
        const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
        if (weekday !== 0 && weekday !== 6 && !closed.has(day)) count++;
      }
      return count;
    };
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const closed = new Set<string>();
    for (let i = 0; i < 40; i++) closed.add(addDays('2025-12-01', next(120)));
    for (let i = 0; i < 500; i++) {
      const start = addDays('2025-11-20', next(140));
      const end = addDays(start, next(40));
      expect(businessDaysBetween(start, end, closed), `${start} -> ${end}`).toBe(walked(start, end, closed));
    }
    // A set that changes after it was first used counts its new closures.
    closed.add('2026-01-21');
    expect(businessDaysBetween('2026-01-20', '2026-01-22', closed)).toBe(
      walked('2026-01-20', '2026-01-22', closed),
    );
  });
});

describe('lastBusinessDays: /calendar/all-days, newest first', () => {
  it('lists the last N business days up to the given day (yesterday)', () => {
    expect(lastBusinessDays(5, '2026-01-20', az)).toEqual([
      '2026-01-20',
      '2026-01-16',
      '2026-01-15',
      '2026-01-14',
      '2026-01-13',
    ]);
  });

  it('starts from the last business day when the day itself is closed', () => {
    expect(lastBusinessDays(3, '2026-01-04', az)).toEqual(['2026-01-02', '2025-12-31', '2025-12-30']);
  });

  it('lists 100 distinct business days', () => {
    const days = lastBusinessDays(100, '2026-01-20', az);
    expect(days).toHaveLength(100);
    expect(new Set(days).size).toBe(100);
    expect(days.every((d) => isBusinessDay(d, az))).toBe(true);
  });

  it('refuses a count that is not a sensible whole number', () => {
    expect(() => lastBusinessDays(-1, '2026-01-20', az)).toThrow(RangeError);
    expect(() => lastBusinessDays(1e9, '2026-01-20', az)).toThrow(RangeError);
  });
});

describe('month ends: /calendar/last-eom, newest first', () => {
  it.each([
    ['2026-01', '2026-01-30', 'the 31st is a Saturday'],
    ['2025-12', '2025-12-31', 'a Wednesday'],
    ['2025-11', '2025-11-26', 'Thanksgiving Thursday and Friday are closed'],
    ['2026-05', '2026-05-29', 'the 31st is a Sunday'],
  ])('the last business day of %s is %s (%s)', (month, expected) => {
    expect(lastBusinessDayOfMonth(month, az)).toBe(expected);
  });

  it('differs between states', () => {
    expect(lastBusinessDayOfMonth('2025-10', nv)).toBe('2025-10-30');
    expect(lastBusinessDayOfMonth('2025-10', az)).toBe('2025-10-31');
  });

  it('lists the month ends on or before the given day', () => {
    expect(lastEndOfMonths(3, '2026-01-15', az)).toEqual(['2025-12-31', '2025-11-26', '2025-10-31']);
    expect(lastEndOfMonths(2, '2026-01-30', az)).toEqual(['2026-01-30', '2025-12-31']);
    expect(lastEndOfMonths(12, '2026-01-15', az)).toHaveLength(12);
  });
});
