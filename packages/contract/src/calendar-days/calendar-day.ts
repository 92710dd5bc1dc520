import { z } from 'zod';
import { ZIsoDate, ZState } from '../common/primitives.ts';

/** The years a holiday can be configured for; wider than any data, narrow enough to catch typos. */
export const CALENDAR_MIN_YEAR = 2000;
export const CALENDAR_MAX_YEAR = 2100;

/** Spec 000 §3 Calendar day. `is_business_day` false marks a closure (DOMAIN.md §5). */
export const ZCalendarDay = z.object({
  uuid: z.uuid(),
  day_date: ZIsoDate,
  state: ZState,
  is_business_day: z.boolean(),
  holiday_name: z.string().nullable(),
});
export type CalendarDay = z.infer<typeof ZCalendarDay>;

export const ZCalendarDayParams = z.strictObject({ uuid: z.uuid('must be the uuid of a calendar day') });
export type CalendarDayParams = z.infer<typeof ZCalendarDayParams>;
