/** Month and day logic runs in Los Angeles time (spec 000 §9); upload times are shown in Phoenix time. */
export const APP_TIME_ZONE = 'America/Los_Angeles';
export const UPLOAD_TIME_ZONE = 'America/Phoenix';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The calendar date ('YYYY-MM-DD') it is in `timeZone` at `now`. */
export function todayIso(now: Date = new Date(), timeZone: string = APP_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Shift a 'YYYY-MM-DD' date by whole years; 29 February becomes 28 February in a common year. */
export function addYears(isoDate: string, years: number): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const target = year + years;
  const lastDay = new Date(Date.UTC(target, month, 0)).getUTCDate();
  return `${pad(target, 4)}-${pad(month)}-${pad(Math.min(day, lastDay))}`;
}

/** Default search range (spec 000 §9): one year back to today, in Los Angeles time. */
export function defaultSearchRange(now: Date = new Date()): { start: string; end: string } {
  const end = todayIso(now);
  return { start: addYears(end, -1), end };
}
