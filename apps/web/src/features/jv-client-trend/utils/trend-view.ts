import {
  JV_CLIENT_TREND_MONTHS,
  JV_CLIENT_TREND_UNKNOWN,
  type JvClientTrendRow,
  ZJvClientTrendQuery,
} from '@hub/contract';
import { monthName } from '@hub/domain';
import { z } from 'zod';

/** Spec 001 §9: the months selector's choices, 1 to 12, 18, 24. */
export const MONTH_CHOICES: readonly number[] = JV_CLIENT_TREND_MONTHS;

/**
 * The address of /reports/jv-history-by-group/:jvUuid: `months` (one of the choices, default 12; a bad
 * value falls back to 12) and `include_unknown` (on unless `include_unknown=0`: the spec's screen asks
 * with include_unknown=true).
 */
export const ZJvClientTrendView = z.object({
  months: ZJvClientTrendQuery.shape.months,
  include_unknown: z.stringbool().default(true),
});
export type JvClientTrendView = z.output<typeof ZJvClientTrendView>;

/** The trend's query as the screen sends it (the contract's `ZJvClientTrendQuery` reads it). */
export type TrendQuery = { jv_uuid: string; months: number; include_unknown: 'true' | 'false' };

/** The trend's query (GET and the Email XLS POST alike) for the JV and the address's view. */
export function trendQuery(jvUuid: string, view: JvClientTrendView): TrendQuery {
  return { jv_uuid: jvUuid, months: view.months, include_unknown: view.include_unknown ? 'true' : 'false' };
}

/** A month of the grid's header ('2031-05' → 'May 2031'). */
export const monthLabel = (month: string) => monthName(month);

/** Whether a row is a client that can be put in a group: not a group's row, not the 'Unknown' row. */
export const isClientRow = (row: JvClientTrendRow) => !row.is_group && row.label !== JV_CLIENT_TREND_UNKNOWN;

/** A row's id in the grid: groups by their number, clients by their label. */
export const trendRowId = (row: JvClientTrendRow) =>
  row.is_group ? `group-${row.client_group_id ?? row.label}` : `client-${row.label}`;
