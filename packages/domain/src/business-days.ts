/**
 * Business days of one state (DOMAIN.md §5): Monday to Friday, except the state's closures
 * (the `calendar_days` rows with `is_business_day` false). Every function takes the closures
 * of one state; weekends need no rows.
 */
import {
  addDays,
  assertIsoDate,
  type DayNumber,
  dayNumber,
  dayOfWeek,
  eachDate,
  firstDayOfMonth,
  type IsoDate,
  lastDayOfMonth,
  type MonthKey,
  monthKeyOf,
  previousMonth,
} from './time.ts';

/** Lists longer than this are refused (a request's `count` is never trusted blindly). */
export const MAX_LISTED_DAYS = 5000;

function assertCount(count: number): void {
  if (!Number.isSafeInteger(count) || count < 0 || count > MAX_LISTED_DAYS) {
    throw new RangeError(`count must be a whole number from 0 to ${MAX_LISTED_DAYS}: ${count}`);
  }
}

/** The closure dates of one state. */
export type Closures = ReadonlySet<IsoDate>;

export type CalendarDayRow = { day_date: IsoDate; is_business_day: boolean };

/** The closures among `calendar_days` rows (rows with `is_business_day` false). */
export function closuresFrom(rows: Iterable<CalendarDayRow>): Set<IsoDate> {
  const closures = new Set<IsoDate>();
  for (const row of rows) if (!row.is_business_day) closures.add(row.day_date);
  return closures;
}

export function isWeekend(date: IsoDate): boolean {
  const day = dayOfWeek(date);
  return day === 0 || day === 6;
}

export function isBusinessDay(date: IsoDate, closures: Closures): boolean {
  return !isWeekend(date) && !closures.has(assertIsoDate(date));
}

/** The business days of a month, in order. */
export function businessDaysOfMonth(dateOrMonth: IsoDate | MonthKey, closures: Closures): IsoDate[] {
  return eachDate(firstDayOfMonth(dateOrMonth), lastDayOfMonth(dateOrMonth)).filter((d) =>
    isBusinessDay(d, closures),
  );
}

/**
 * The date's rank among its month's business days (the first business day is 1). For a
 * weekend or closure, the rank of the last business day before it in the month (0 when there
 * is none yet): the number of business days of the month up to and including the date.
 */
export function businessDayOfMonth(date: IsoDate, closures: Closures): number {
  return eachDate(firstDayOfMonth(date), date).filter((d) => isBusinessDay(d, closures)).length;
}

/**
 * Business days after `start` up to and including `end` (turnaround): the same day is 0, the
 * next business day is 1, Friday to Monday is 1. Negative when `end` is before `start`.
 */
export function businessDaysBetween(start: IsoDate, end: IsoDate, closures: Closures): number {
  if (end < start) return -businessDaysBetween(end, start, closures);
  // Counted on day numbers, not dates (a report counts thousands of files): the weekdays of the span,
  // less the closures that fall on one of them.
  const first = dayNumber(start) + 1;
  const last = dayNumber(end);
  if (last < first) return 0;
  const closed = weekdayClosures(closures);
  return weekdaysIn(first, last) - (countUpTo(closed, last) - countUpTo(closed, first - 1));
}

/** Day 0 (1970-01-01) was a Thursday: the day of the week (0 Sunday) of a day number. */
const weekday = (day: DayNumber) => (((day + 4) % 7) + 7) % 7;

/** Monday to Friday in [first, last] (day numbers, first <= last + 1). */
function weekdaysIn(first: DayNumber, last: DayNumber): number {
  const days = last - first + 1;
  let count = Math.floor(days / 7) * 5;
  for (let day = first + Math.floor(days / 7) * 7; day <= last; day++) {
    const w = weekday(day);
    if (w !== 0 && w !== 6) count++;
  }
  return count;
}

/** The closures that fall on a weekday, as sorted day numbers (once per set of closures). */
const sortedClosures = new WeakMap<Closures, { size: number; days: DayNumber[] }>();
function weekdayClosures(closures: Closures): DayNumber[] {
  const cached = sortedClosures.get(closures);
  // A set that grew or shrank since is sorted again.
  if (cached && cached.size === closures.size) return cached.days;
  {
    const sorted = [...closures]
      .map((date) => dayNumber(date))
      .filter((day) => weekday(day) !== 0 && weekday(day) !== 6)
      .sort((a, b) => a - b);
    sortedClosures.set(closures, { size: closures.size, days: sorted });
    return sorted;
  }
}

/** How many of the sorted days are on or before `day`. */
function countUpTo(sorted: readonly DayNumber[], day: DayNumber): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] as DayNumber) <= day) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The last business day on or before `date`. */
export function businessDayOnOrBefore(date: IsoDate, closures: Closures): IsoDate {
  let day = assertIsoDate(date);
  while (!isBusinessDay(day, closures)) day = addDays(day, -1);
  return day;
}

/**
 * The last `count` business days up to and including `upTo`, newest first
 * (`/calendar/all-days?count=N` passes yesterday in Los Angeles as `upTo`).
 */
export function lastBusinessDays(count: number, upTo: IsoDate, closures: Closures): IsoDate[] {
  assertCount(count);
  const days: IsoDate[] = [];
  let day = assertIsoDate(upTo);
  while (days.length < count) {
    day = businessDayOnOrBefore(day, closures);
    days.push(day);
    day = addDays(day, -1);
  }
  return days;
}

/** The month's last business day (null only when every day of the month is closed). */
export function lastBusinessDayOfMonth(dateOrMonth: IsoDate | MonthKey, closures: Closures): IsoDate | null {
  return businessDaysOfMonth(dateOrMonth, closures).at(-1) ?? null;
}

/**
 * The last business day of the `count` most recent months whose last business day is on or
 * before `upTo`, newest first (`/calendar/last-eom`; the branch summary's report dates).
 */
export function lastEndOfMonths(count: number, upTo: IsoDate, closures: Closures): IsoDate[] {
  assertCount(count);
  const dates: IsoDate[] = [];
  let month = monthKeyOf(assertIsoDate(upTo));
  while (dates.length < count) {
    const last = lastBusinessDayOfMonth(month, closures);
    if (last !== null && last <= upTo) dates.push(last);
    month = previousMonth(month);
  }
  return dates;
}
