import { z } from 'zod';
import { ZStateCode } from '../common/primitives.ts';
import { CALENDAR_MAX_YEAR, CALENDAR_MIN_YEAR, ZCalendarDay } from './calendar-day.ts';

/** GET /calendar-days?year=&state= (spec 000 §7): both are required. */
export const ZGetCalendarDaysQuery = z.strictObject({
  year: z.coerce
    .number('must be a year such as 2026')
    .int('must be a year such as 2026')
    .min(CALENDAR_MIN_YEAR, `must be ${CALENDAR_MIN_YEAR} or later`)
    .max(CALENDAR_MAX_YEAR, `must be ${CALENDAR_MAX_YEAR} or earlier`),
  state: ZStateCode,
});
export type GetCalendarDaysQuery = z.input<typeof ZGetCalendarDaysQuery>;

/** The state's configured days of that year, sorted by date. */
export const ZGetCalendarDaysResponse = z.array(ZCalendarDay);
export type GetCalendarDaysResponse = z.infer<typeof ZGetCalendarDaysResponse>;
