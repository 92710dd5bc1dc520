import type { GetAllDaysResponse, GetLastEomResponse, State } from '@hub/contract';
import { lastBusinessDays, lastEndOfMonths, yesterdayInLA } from '@hub/domain';
import type { Db } from '../../db/client.ts';
import { listClosures } from './repository.ts';

export type CalendarDeps = { db: Db; now?: () => Date };

/**
 * The last `count` business days of the state (Monday to Friday, not a closure of that state) up to
 * and including yesterday in Los Angeles, newest first (DOMAIN.md §5; spec 001 §9: 100 by default).
 */
export async function getAllDays(
  deps: CalendarDeps,
  query: { count: number; state: State },
): Promise<GetAllDaysResponse> {
  const upTo = yesterdayInLA(deps.now?.());
  const closures = new Set(await listClosures(deps.db, query.state, upTo));
  return lastBusinessDays(query.count, upTo, closures);
}

/**
 * The last business day of each of the `count` most recent months, newest first: only month ends on
 * or before yesterday in Los Angeles, so the current month appears once its last business day is over
 * (the day its figures are complete).
 */
export async function getLastEom(
  deps: CalendarDeps,
  query: { count: number; state: State },
): Promise<GetLastEomResponse> {
  const upTo = yesterdayInLA(deps.now?.());
  const closures = new Set(await listClosures(deps.db, query.state, upTo));
  return lastEndOfMonths(query.count, upTo, closures);
}
