import { type IsoDate, lastDayOfMonth, todayInLA } from '@hub/domain';

/** How many months the charges launcher offers, the current one first (spec 001 §2). */
export const CHARGE_MONTHS = 12;

/**
 * The charges launcher's dates (spec 001 §2, DOMAIN.md §4): the 15th and the last day of the current
 * month and the 11 after it, in Los Angeles time, keeping only those that are today or later (a date
 * already passed this month is not offered). Oldest first; the first is the one preselected.
 */
export function chargeDates(now: Date = new Date()): IsoDate[] {
  const today = todayInLA(now);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  const dates: IsoDate[] = [];
  for (let i = 0; i < CHARGE_MONTHS; i += 1) {
    const y = year + Math.floor((month + i) / 12);
    const m = ((month + i) % 12) + 1;
    const key = `${y}-${String(m).padStart(2, '0')}`;
    for (const date of [`${key}-15`, lastDayOfMonth(key)]) if (date >= today) dates.push(date);
  }
  return dates;
}
