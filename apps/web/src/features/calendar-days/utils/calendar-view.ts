import { CALENDAR_MAX_YEAR, CALENDAR_MIN_YEAR, type State } from '@hub/contract';
import { formatUsDate, todayInLA } from '@hub/domain/time';
import type { StateChoice } from '@/lib/state-scope';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** 'Thu 01/01/2026' from '2026-01-01' (calendar arithmetic, no time zone can shift it). */
export function formatDayWithWeekday(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const weekday = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).getUTCDay();
  return `${WEEKDAYS[weekday]} ${formatUsDate(isoDate)}`;
}

/** This year in Los Angeles time (spec 000 §9). */
export function currentYear(now: Date = new Date()): number {
  return Number(todayInLA(now).slice(0, 4));
}

/** The year selector's choices: ten years back to five ahead, and the chosen year if outside them. */
export function yearOptions(current: number, selected: number): number[] {
  const first = Math.max(CALENDAR_MIN_YEAR, Math.min(current - 10, selected));
  const last = Math.min(CALENDAR_MAX_YEAR, Math.max(current + 5, selected));
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

export type CalendarView = { state: State; year: number };

/**
 * Reads ?state=&year= leniently: a state the user may not work on, or a year that is no sane year,
 * falls back to the user's own state (else their first) and this year.
 */
export function parseCalendarView(
  search: { state?: string | null; year?: string | null },
  { states, defaultState }: StateChoice,
  now: Date = new Date(),
): CalendarView | null {
  if (!defaultState) return null;
  const wanted = search.state?.trim().toUpperCase();
  const state = states.find((s) => s === wanted) ?? defaultState;
  const year = Number(search.year);
  const saneYear =
    /^\d{4}$/.test(search.year?.trim() ?? '') && year >= CALENDAR_MIN_YEAR && year <= CALENDAR_MAX_YEAR;
  return { state, year: saneYear ? year : currentYear(now) };
}
