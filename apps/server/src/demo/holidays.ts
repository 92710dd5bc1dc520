import { type DayNumber, dayNumber, weekdayOfDay } from '@hub/domain/time';
import Holidays from 'date-holidays';

export type HubState = 'AZ' | 'NV';

export type StateHoliday = { day_date: string; holiday_name: string };

const calendars = new Map<HubState, Holidays>();

function calendarOf(state: HubState): Holidays {
  let calendar = calendars.get(state);
  if (!calendar) {
    calendar = new Holidays('US', state, { types: ['public'] });
    calendars.set(state, calendar);
  }
  return calendar;
}

/**
 * The public holidays of one state in one year, from the maintained `date-holidays` library,
 * with the observed (substitute) weekday when a holiday falls on a weekend. One entry per day,
 * sorted by date.
 */
export function holidaysFor(state: HubState, year: number): StateHoliday[] {
  const byDay = new Map<string, string>();
  for (const holiday of calendarOf(state).getHolidays(year)) {
    if (holiday.type !== 'public') continue;
    const day = holiday.date.slice(0, 10);
    if (!day.startsWith(`${year}-`)) continue;
    const existing = byDay.get(day);
    byDay.set(day, existing ? `${existing} / ${holiday.name}` : holiday.name);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([day_date, holiday_name]) => ({ day_date, holiday_name }));
}

/** Business days of both states: Monday to Friday and not a public holiday of the state. */
export class BusinessCalendar {
  readonly #closed: Record<HubState, Set<DayNumber>> = { AZ: new Set(), NV: new Set() };

  constructor(firstYear: number, lastYear: number) {
    for (const state of ['AZ', 'NV'] as const) {
      for (let year = firstYear; year <= lastYear; year++) {
        for (const holiday of holidaysFor(state, year)) this.#closed[state].add(dayNumber(holiday.day_date));
      }
    }
  }

  isBusinessDay(state: HubState, day: DayNumber): boolean {
    const wd = weekdayOfDay(day);
    return wd !== 0 && wd !== 6 && !this.#closed[state].has(day);
  }

  /** The day itself when it is a business day, else the next one. */
  onOrAfter(state: HubState, day: DayNumber): DayNumber {
    let d = day;
    while (!this.isBusinessDay(state, d)) d++;
    return d;
  }

  /** The day itself when it is a business day, else the previous one. */
  onOrBefore(state: HubState, day: DayNumber): DayNumber {
    let d = day;
    while (!this.isBusinessDay(state, d)) d--;
    return d;
  }

  /** Count business days forward from a day (0 gives the day itself, moved to a business day). */
  add(state: HubState, day: DayNumber, businessDays: number): DayNumber {
    let d = this.onOrAfter(state, day);
    for (let i = 0; i < businessDays; i++) d = this.onOrAfter(state, d + 1);
    return d;
  }
}
