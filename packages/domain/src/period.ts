/**
 * Commission periods and the month ranges reports default to. A period is `[start, end]`,
 * both dates included: MONTHLY when it is exactly the first to the last day of one calendar
 * month, otherwise SEMI_MONTHLY (spec 001 §4).
 */
import {
  addDays,
  assertIsoDate,
  earlierDate,
  firstDayOfMonth,
  type IsoDate,
  lastDayOfMonth,
  laterDate,
  type MonthKey,
  monthKeyInLA,
  previousMonth,
  shiftMonth,
} from './time.ts';

export type Frequency = 'MONTHLY' | 'SEMI_MONTHLY';
export const FREQUENCIES: readonly Frequency[] = ['MONTHLY', 'SEMI_MONTHLY'];

/** Both dates included. */
export type Period = { start: IsoDate; end: IsoDate };

export class PeriodError extends Error {
  override name = 'PeriodError';
}

/** Checks both dates and that `start <= end`. */
export function validatePeriod(start: unknown, end: unknown): Period {
  const period = { start: assertIsoDate(start, 'start date'), end: assertIsoDate(end, 'end date') };
  if (period.start > period.end) {
    throw new PeriodError(`The start date ${period.start} is after the end date ${period.end}`);
  }
  return period;
}

/** True when the period is exactly the first to the last day of one calendar month. */
export function isWholeMonth(period: Period): boolean {
  return period.start === firstDayOfMonth(period.start) && period.end === lastDayOfMonth(period.start);
}

export function periodFrequency(period: Period): Frequency {
  validatePeriod(period.start, period.end);
  return isWholeMonth(period) ? 'MONTHLY' : 'SEMI_MONTHLY';
}

/** True when `date` falls in the period. */
export function isWithin(date: IsoDate, period: Period): boolean {
  return date >= period.start && date <= period.end;
}

/** True when `outer` covers every day of `inner`. */
export function covers(outer: Period, inner: Period): boolean {
  return outer.start <= inner.start && outer.end >= inner.end;
}

/** The days the two periods share, or null when they share none. */
export function intersectPeriods(a: Period, b: Period): Period | null {
  const start = laterDate(a.start, b.start);
  const end = earlierDate(a.end, b.end);
  return start <= end ? { start, end } : null;
}

/** The whole of a calendar month. */
export function monthPeriod(dateOrMonth: IsoDate | MonthKey): Period {
  return { start: firstDayOfMonth(dateOrMonth), end: lastDayOfMonth(dateOrMonth) };
}

/** The current calendar month in Los Angeles. */
export function currentCalendarMonth(now: Date = new Date()): Period {
  return monthPeriod(monthKeyInLA(now));
}

/**
 * The previous calendar month in Los Angeles: the turnaround report's default range and the
 * commission period the dashboards' commission tile shows.
 */
export function previousCalendarMonth(now: Date = new Date()): Period {
  return monthPeriod(previousMonth(monthKeyInLA(now)));
}

/** The two halves of a month's semi-monthly pay: the 1st to the 15th and the 16th to the end. */
export function semiMonthlyPeriods(dateOrMonth: IsoDate | MonthKey): [Period, Period] {
  const start = firstDayOfMonth(dateOrMonth);
  const fifteenth = addDays(start, 14);
  return [
    { start, end: fifteenth },
    { start: addDays(fifteenth, 1), end: lastDayOfMonth(dateOrMonth) },
  ];
}

/** How many months the Monthly Charges selector offers. */
export const CHARGE_MONTHS = 12;

/**
 * The Monthly Charges selector's dates (spec 001 §2): for the current Los Angeles month and
 * the 11 after it, the 15th and the last day, in date order; the first is preselected.
 */
export function chargeDates(now: Date = new Date()): IsoDate[] {
  const thisMonth = monthKeyInLA(now);
  return Array.from({ length: CHARGE_MONTHS }, (_, i) => shiftMonth(thisMonth, i)).flatMap((month) => [
    `${month}-15`,
    lastDayOfMonth(month),
  ]);
}
