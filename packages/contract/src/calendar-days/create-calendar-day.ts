import { z } from 'zod';
import { ZIsoDate, ZStateCode } from '../common/primitives.ts';
import { CALENDAR_MAX_YEAR, CALENDAR_MIN_YEAR, ZCalendarDay } from './calendar-day.ts';

export const HOLIDAY_NAME_MAX_LENGTH = 200;

/** POST /calendar-days (spec 000 §7): day_date, state, is_business_day, holiday_name. */
export const ZCreateCalendarDayBody = z.strictObject({
  day_date: ZIsoDate.refine((date) => {
    const year = Number(date.slice(0, 4));
    return year >= CALENDAR_MIN_YEAR && year <= CALENDAR_MAX_YEAR;
  }, `must be a date from ${CALENDAR_MIN_YEAR} to ${CALENDAR_MAX_YEAR}`),
  state: ZStateCode,
  /** A holiday is a closure: false unless said otherwise. */
  is_business_day: z.boolean().default(false),
  /** Empty text is stored as no name. */
  holiday_name: z
    .string()
    .trim()
    .max(HOLIDAY_NAME_MAX_LENGTH, `must be at most ${HOLIDAY_NAME_MAX_LENGTH} characters`)
    .nullish()
    .transform((name) => (name ? name : null)),
});
export type CreateCalendarDayBody = z.input<typeof ZCreateCalendarDayBody>;

export const ZCreateCalendarDayResponse = ZCalendarDay;
export type CreateCalendarDayResponse = z.infer<typeof ZCreateCalendarDayResponse>;

/** The 409 of a second day for the same state and date. */
export const duplicateCalendarDayDetail = (state: string, date: string) =>
  `A day is already configured for ${state} on ${date}.`;
