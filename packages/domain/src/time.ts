/**
 * Calendar dates and months. A date is `'YYYY-MM-DD'` text (as the database returns `date`
 * columns) and is worked on as a calendar date, with no time of day, so no time zone can shift
 * it. Only "what day is it now" depends on a zone: month logic uses America/Los_Angeles, upload
 * times are shown in America/Phoenix.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';

/** A calendar date, `'YYYY-MM-DD'`. */
export type IsoDate = string;
/** A calendar month, `'YYYY-MM'`. */
export type MonthKey = string;

export const LOS_ANGELES = 'America/Los_Angeles';
export const PHOENIX = 'America/Phoenix';

export class InvalidDateError extends Error {
  override name = 'InvalidDateError';
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_KEY = /^(\d{4})-(\d{2})$/;
const DAY_MS = 86_400_000;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/**
 * Days since 1970-01-01 of a year, month (1-12) and day (UTC arithmetic, which has no daylight
 * saving). `setUTCFullYear`, not `Date.UTC`, which reads the years 0 to 99 as 1900 to 1999.
 */
function utcDayNumber(year: number, month: number, day: number): number {
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day);
  return at.getTime() / DAY_MS;
}

/** Days since 1970-01-01 of a calendar date. */
function toDayNumber(date: IsoDate): number {
  const [, y, m, d] = ISO_DATE.exec(date) ?? [];
  return utcDayNumber(Number(y), Number(m), Number(d));
}

function fromDayNumber(day: number): IsoDate {
  const at = new Date(day * DAY_MS);
  return `${pad(at.getUTCFullYear(), 4)}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
}

/** True for a real calendar date written `'YYYY-MM-DD'` (`'2026-02-30'` is not one). */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false;
  return fromDayNumber(toDayNumber(value)) === value;
}

export function assertIsoDate(value: unknown, what = 'date'): IsoDate {
  if (!isIsoDate(value))
    throw new InvalidDateError(`Invalid ${what} (expected YYYY-MM-DD): ${String(value)}`);
  return value;
}

export function isMonthKey(value: unknown): value is MonthKey {
  if (typeof value !== 'string') return false;
  const match = MONTH_KEY.exec(value);
  return match !== null && Number(match[2]) >= 1 && Number(match[2]) <= 12;
}

/** The same day `years` years later (earlier when negative); 29 February becomes 28 February in a common year. */
export function addYears(date: IsoDate, years: number): IsoDate {
  const [y, m, d] = assertIsoDate(date).split('-').map(Number) as [number, number, number];
  const month = `${pad(y + years, 4)}-${pad(m)}`;
  return `${month}-${pad(Math.min(d, daysInMonth(month)))}`;
}

/** The date `days` days after (or before, when negative) `date`. */
export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(toDayNumber(assertIsoDate(date)) + days);
}

/** Whole days from `start` to `end` (negative when `end` is earlier). */
export function daysBetween(start: IsoDate, end: IsoDate): number {
  return toDayNumber(assertIsoDate(end)) - toDayNumber(assertIsoDate(start));
}

/** 0 for Sunday to 6 for Saturday. */
export function dayOfWeek(date: IsoDate): number {
  return new Date(toDayNumber(assertIsoDate(date)) * DAY_MS).getUTCDay();
}

/** Every date from `start` to `end`, both included (empty when `end` is earlier). */
export function eachDate(start: IsoDate, end: IsoDate): IsoDate[] {
  const first = toDayNumber(assertIsoDate(start));
  const last = toDayNumber(assertIsoDate(end));
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => fromDayNumber(first + i));
}

export function earlierDate(a: IsoDate, b: IsoDate): IsoDate {
  return a <= b ? a : b;
}

export function laterDate(a: IsoDate, b: IsoDate): IsoDate {
  return a >= b ? a : b;
}

// --- day numbers ---------------------------------------------------------------------------
// Days since 1970-01-01: calendar arithmetic over many dates (the demo generator's million files)
// with no Date objects and no zone. Dates leave as 'YYYY-MM-DD'.

/** A calendar date as its number of days since 1970-01-01. */
export type DayNumber = number;

/** The day number of a calendar date (refuses anything but a real 'YYYY-MM-DD' date). */
export function dayNumber(date: IsoDate): DayNumber {
  return toDayNumber(assertIsoDate(date));
}

/** The day number of a year, month (1-12) and day of the month. */
export function dayFromParts(year: number, month: number, day: number): DayNumber {
  return utcDayNumber(year, month, day);
}

const isoDayCache = new Map<DayNumber, IsoDate>();

/** The 'YYYY-MM-DD' of a day number (cached: a generator asks for the same days again and again). */
export function isoDay(day: DayNumber): IsoDate {
  let date = isoDayCache.get(day);
  if (date === undefined) {
    date = fromDayNumber(day);
    if (isoDayCache.size > 50_000) isoDayCache.clear();
    isoDayCache.set(day, date);
  }
  return date;
}

/** 0 for Sunday to 6 for Saturday. */
export function weekdayOfDay(day: DayNumber): number {
  return (((day + 4) % 7) + 7) % 7;
}

export function dayParts(day: DayNumber): { year: number; month: number; day: number } {
  const at = new Date(day * DAY_MS);
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() };
}

/** Months since January 1970: a cheap key for per-month work. */
export function monthIndexOf(day: DayNumber): number {
  const { year, month } = dayParts(day);
  return (year - 1970) * 12 + (month - 1);
}

/** The first day of a month given by {@link monthIndexOf}. */
export function firstOfMonthIndex(index: number): DayNumber {
  return dayFromParts(1970 + Math.floor(index / 12), (index % 12) + 1, 1);
}

/** The last day of a month given by {@link monthIndexOf}. */
export function lastOfMonthIndex(index: number): DayNumber {
  return firstOfMonthIndex(index + 1) - 1;
}

// --- months ----------------------------------------------------------------------------

/** `'2026-03'` for any date in March 2026 (or for the month key itself). */
export function monthKeyOf(dateOrMonth: IsoDate | MonthKey): MonthKey {
  if (isMonthKey(dateOrMonth)) return dateOrMonth;
  return assertIsoDate(dateOrMonth).slice(0, 7);
}

/** The month `months` months after (before, when negative) the given month. */
export function shiftMonth(dateOrMonth: IsoDate | MonthKey, months: number): MonthKey {
  const [y, m] = monthKeyOf(dateOrMonth).split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;
}

export function previousMonth(dateOrMonth: IsoDate | MonthKey): MonthKey {
  return shiftMonth(dateOrMonth, -1);
}

export function nextMonth(dateOrMonth: IsoDate | MonthKey): MonthKey {
  return shiftMonth(dateOrMonth, 1);
}

export function firstDayOfMonth(dateOrMonth: IsoDate | MonthKey): IsoDate {
  return `${monthKeyOf(dateOrMonth)}-01`;
}

export function lastDayOfMonth(dateOrMonth: IsoDate | MonthKey): IsoDate {
  return addDays(firstDayOfMonth(nextMonth(dateOrMonth)), -1);
}

export function daysInMonth(dateOrMonth: IsoDate | MonthKey): number {
  return Number(lastDayOfMonth(dateOrMonth).slice(8));
}

/** `'March 2026'`. */
export function monthName(dateOrMonth: IsoDate | MonthKey): string {
  const [y, m] = monthKeyOf(dateOrMonth).split('-').map(Number) as [number, number];
  return format(new Date(y, m - 1, 1), 'MMMM yyyy');
}

// --- now, in a zone ------------------------------------------------------------------------

/** The calendar date in `zone` at the instant `now` (default: the current instant). */
export function todayIn(zone: string, now: Date = new Date()): IsoDate {
  return format(new TZDate(now.getTime(), zone), 'yyyy-MM-dd');
}

/** Today in Los Angeles, the zone of all month logic. */
export function todayInLA(now: Date = new Date()): IsoDate {
  return todayIn(LOS_ANGELES, now);
}

/** A search's default range (spec 000 §9): one year back through today, in Los Angeles. */
export function defaultSearchRange(now: Date = new Date()): { start: IsoDate; end: IsoDate } {
  const end = todayInLA(now);
  return { start: addYears(end, -1), end };
}

/** Yesterday in Los Angeles (the default report date). */
export function yesterdayInLA(now: Date = new Date()): IsoDate {
  return addDays(todayInLA(now), -1);
}

/** Day of the month in Los Angeles (the commission tile hides from the 25th). */
export function dayOfMonthInLA(now: Date = new Date()): number {
  return Number(todayInLA(now).slice(8));
}

export function monthKeyInLA(now: Date = new Date()): MonthKey {
  return monthKeyOf(todayInLA(now));
}

function formatDateTimeIn(zone: string, instant: Date | string | number): string {
  const at = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(at.getTime())) throw new InvalidDateError(`Invalid instant: ${String(instant)}`);
  return format(new TZDate(at.getTime(), zone), 'MM/dd/yyyy h:mm a');
}

/** An upload time in Phoenix time (no daylight saving there): `'03/14/2026 1:05 PM'`. */
export function formatPhoenixDateTime(instant: Date | string | number): string {
  return formatDateTimeIn(PHOENIX, instant);
}

/** An instant in the company's time, Los Angeles (when a report was made): `'03/14/2026 1:05 PM'`. */
export function formatLosAngelesDateTime(instant: Date | string | number): string {
  return formatDateTimeIn(LOS_ANGELES, instant);
}

/** A calendar date the American way, `'03/14/2026'`; empty text for a missing one (a nullable column). */
export function formatUsDate(date: IsoDate | null | undefined): string {
  if (date === null || date === undefined || date === '') return '';
  const [y, m, d] = assertIsoDate(date).split('-');
  return `${m}/${d}/${y}`;
}
