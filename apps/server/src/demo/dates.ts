/**
 * Calendar arithmetic on day numbers (days since 1970-01-01, UTC), so no time zone can shift a
 * day and a million files need no Date objects. Dates leave this module as 'YYYY-MM-DD'.
 */

const MS_PER_DAY = 86_400_000;

export type DayNumber = number;

export function dayNumber(isoDate: string): DayNumber {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`Not a YYYY-MM-DD date: ${isoDate}`);
  const [, y, m, d] = match;
  const day = Date.UTC(Number(y), Number(m) - 1, Number(d)) / MS_PER_DAY;
  if (isoDay(day) !== isoDate) throw new Error(`Not a calendar date: ${isoDate}`);
  return day;
}

export function dayFromParts(year: number, month: number, day: number): DayNumber {
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

const isoCache = new Map<DayNumber, string>();

export function isoDay(day: DayNumber): string {
  let text = isoCache.get(day);
  if (text === undefined) {
    text = new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
    if (isoCache.size > 50_000) isoCache.clear();
    isoCache.set(day, text);
  }
  return text;
}

/** 'MM/DD/YYYY', as the order system's spreadsheet exports a date. */
export function usDay(day: DayNumber): string {
  const iso = isoDay(day);
  return `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(day: DayNumber): number {
  return (((day + 4) % 7) + 7) % 7;
}

export function parts(day: DayNumber): { year: number; month: number; day: number } {
  const d = new Date(day * MS_PER_DAY);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Months since January 1970: a cheap key for per-month caches. */
export function monthIndex(day: DayNumber): number {
  const p = parts(day);
  return (p.year - 1970) * 12 + (p.month - 1);
}

export function firstOfMonthIndex(index: number): DayNumber {
  return dayFromParts(1970 + Math.floor(index / 12), (index % 12) + 1, 1);
}

export function lastOfMonthIndex(index: number): DayNumber {
  return firstOfMonthIndex(index + 1) - 1;
}

/** Today's date in the company's month-logic time zone (America/Los_Angeles). */
export function todayInLosAngeles(now: Date = new Date()): string {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return format.format(now);
}
