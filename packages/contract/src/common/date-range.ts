import { z } from 'zod';
import { ZIsoDate } from './primitives.ts';

/**
 * True when a range begins on or before it ends ('YYYY-MM-DD' strings compare as dates); a range
 * with an end missing is not out of order.
 */
export const datesInOrder = (begin: string | null | undefined, end: string | null | undefined): boolean =>
  !begin || !end || begin <= end;

/** Why a range whose end comes before its begin is refused, said at the end field. */
export const dateOrderMessage = (begin: string) => `must be on or after ${begin}`;

type Dated<B extends string, E extends string> = Partial<Record<B | E, string | null | undefined>>;

/**
 * The object schema, refusing values whose `end` date comes before their `begin` date (the 400 names
 * `end`); `beginName` is how the message names the begin date ('the begin date'), its field by default.
 */
export function inDateOrder<T extends z.ZodType<Dated<B, E>>, B extends string, E extends string>(
  schema: T,
  begin: B,
  end: E,
  beginName: string = begin,
) {
  return schema.refine((value) => datesInOrder(value[begin], value[end]), {
    message: dateOrderMessage(beginName),
    path: [end],
  });
}

/**
 * A report's date range in its query string, with the field names the report uses
 * (`beg_date`/`end_date`, `start`/`end`, `period_start`/`period_end`): both dates required, in order.
 * Add the report's other filters with `.safeExtend({ … })`.
 */
export function ZDateRange<B extends string, E extends string>(begin: B, end: E) {
  const shape = { [begin]: ZIsoDate, [end]: ZIsoDate } as Record<B | E, typeof ZIsoDate>;
  return z.strictObject(shape).refine(
    (range) => {
      const dates = range as Record<B | E, string>;
      return datesInOrder(dates[begin], dates[end]);
    },
    { message: dateOrderMessage(begin), path: [end] },
  );
}
