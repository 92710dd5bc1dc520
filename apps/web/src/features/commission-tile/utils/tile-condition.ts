import { dayOfMonthInLA, previousCalendarMonth } from '@hub/domain';

/** The commission tile hides on or after this day of the month, in Los Angeles (spec 000 §9). */
export const TILE_HIDDEN_FROM_DAY = 25;

/** The tile's commission period: the previous calendar month in Los Angeles (spec 000 §9). */
export type TilePeriod = { start_date: string; end_date: string };

export function tilePeriod(now: Date = new Date()): TilePeriod {
  const { start, end } = previousCalendarMonth(now);
  return { start_date: start, end_date: end };
}

/** Whether the day of the month in Los Angeles is before the 25th. */
export function isBeforeTileCutoff(now: Date = new Date()): boolean {
  return dayOfMonthInLA(now) < TILE_HIDDEN_FROM_DAY;
}

export type TileCondition = {
  now: Date;
  /** The previous month is finalised (GET /commissions/periods/finalized/check). */
  finalized: boolean;
  /** GET /commission answered a row for the employee. */
  hasRow: boolean;
  /** The signed-in user's employee is a demo rep (token claim `demo_rep`). */
  demoRep: boolean;
};

/**
 * Spec 000 §4: the tile shows only before the 25th (Los Angeles), for a finalised previous month, when
 * the employee has a commission row; a demo rep sees it even while the month is not finalised.
 */
export function showCommissionTile({ now, finalized, hasRow, demoRep }: TileCondition): boolean {
  return isBeforeTileCutoff(now) && (finalized || demoRep) && hasRow;
}

/** Spec 000 §4, §6: impersonation (the token has view_user_id) hides the commission distribution. */
export function canDistribute(impersonating: boolean): boolean {
  return !impersonating;
}
