import type { State } from '@hub/contract';
import type { IsoDate } from '@hub/domain';
import { and, eq, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { calendarDays } from '../../db/schema/index.ts';

/**
 * The closures of one state up to `upTo` (the `calendar_days` rows with `is_business_day` false,
 * DOMAIN.md §5): a few a year, so every one is read and the business days are counted in code.
 */
export async function listClosures(db: Executor, state: State, upTo: IsoDate): Promise<IsoDate[]> {
  const rows = await db
    .select({ day_date: calendarDays.day_date })
    .from(calendarDays)
    .where(
      and(
        eq(calendarDays.state, state),
        eq(calendarDays.is_business_day, false),
        lte(calendarDays.day_date, upTo),
      ),
    );
  return rows.map((row) => row.day_date);
}
