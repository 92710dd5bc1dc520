import { z } from 'zod';
import { ZIsoDate, ZStateCode } from '../common/primitives.ts';

/** The business-day list's length (spec 001 §9: 100) and the most a request may ask for. */
export const ALL_DAYS_DEFAULT_COUNT = 100;
export const ALL_DAYS_MAX_COUNT = 1000;

/** A count of days or months in a query string: a whole number within bounds. */
export function ZCount(defaultCount: number, max: number) {
  return z.coerce
    .number('must be a whole number')
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(max, `must be ${max} or fewer`)
    .default(defaultCount);
}

/** GET /calendar/all-days?count=N&state=AZ (DOMAIN.md §5); the state is AZ unless said. */
export const ZGetAllDaysQuery = z.strictObject({
  count: ZCount(ALL_DAYS_DEFAULT_COUNT, ALL_DAYS_MAX_COUNT),
  state: ZStateCode.default('AZ'),
});
export type GetAllDaysQuery = z.input<typeof ZGetAllDaysQuery>;

/** The last `count` business days of the state up to yesterday (Los Angeles), newest first. */
export const ZGetAllDaysResponse = z.array(ZIsoDate);
export type GetAllDaysResponse = z.infer<typeof ZGetAllDaysResponse>;
