import { z } from 'zod';
import { ZIsoDate, ZStateCode } from '../common/primitives.ts';
import { ZCount } from './get-all-days.ts';

/** How many month ends the list gives unless asked (two years), and the most it gives. */
export const LAST_EOM_DEFAULT_COUNT = 24;
export const LAST_EOM_MAX_COUNT = 240;

/** GET /calendar/last-eom?count=N&state=AZ (DOMAIN.md §5); the state is AZ unless said. */
export const ZGetLastEomQuery = z.strictObject({
  count: ZCount(LAST_EOM_DEFAULT_COUNT, LAST_EOM_MAX_COUNT),
  state: ZStateCode.default('AZ'),
});
export type GetLastEomQuery = z.input<typeof ZGetLastEomQuery>;

/**
 * The last business day of each of the `count` most recent months whose last business day is on or
 * before yesterday (Los Angeles), newest first.
 */
export const ZGetLastEomResponse = z.array(ZIsoDate);
export type GetLastEomResponse = z.infer<typeof ZGetLastEomResponse>;
