import { type IsoDate, lastDayOfMonth, shiftMonth, todayInLA } from '@hub/domain';

/** How many month ends the Month End selector offers (spec 001 §2). */
export const MONTH_END_CHOICES = 12;

/**
 * The last 12 month ends (spec 001 §2 EO Profitability; §9: months in America/Los_Angeles), newest
 * first: the month ends on or before today in Los Angeles, so today is offered on a month's last day,
 * and the month in progress is not (its figures are not whole yet).
 */
export function lastMonthEnds(now: Date = new Date(), count: number = MONTH_END_CHOICES): IsoDate[] {
  const today = todayInLA(now);
  const newest = lastDayOfMonth(today) === today ? today : lastDayOfMonth(shiftMonth(today, -1));
  return Array.from({ length: count }, (_, i) => lastDayOfMonth(shiftMonth(newest, -i)));
}
