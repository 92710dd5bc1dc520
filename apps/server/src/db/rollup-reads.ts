// Reading the daily rollups (`revenue_rollups`, decision 25): the pieces every report's query is built
// from, so that each one sums the same columns the same way and never reads a file.
import { type LedgerFigure, ZState } from '@hub/contract';
import {
  addDays,
  earlierDate,
  firstDayOfMonth,
  lastDayOfMonth,
  laterDate,
  nextMonth,
} from '@hub/domain/time';
import { type SQL, sql } from 'drizzle-orm';
import { type StateScope, stateCondition } from './file-reach.ts';
import type { RollupGrain, RollupMonthGrain } from './schema/rollups.ts';

/** A count kept per rollup row (opens on open_date, closes on calc_close_date, cancels on cancel_date). */
export type RollupCount = 'opens' | 'closes' | 'cancels' | 'entries';
export type RollupMeasure = RollupCount | LedgerFigure;

const COUNTS: ReadonlySet<string> = new Set<RollupCount>(['opens', 'closes', 'cancels', 'entries']);

export type RollupSumOptions = {
  /** The alias of `revenue_rollups` in the query (default `r`). */
  alias?: string;
  /** Only the rows this condition keeps (`sum(...) filter (where ...)`), e.g. a range of days. */
  when?: SQL;
};

/**
 * `sum(r.measure) as name`: a count as an integer, money as numeric text with two decimals (the
 * sum of cents, exact; never a float). A group with no rows sums to 0.
 */
export function rollupSum(measure: RollupMeasure, as: string = measure, options: RollupSumOptions = {}): SQL {
  const column = sql.raw(`${options.alias ?? 'r'}.${measure}`);
  const filter = options.when ? sql` filter (where ${options.when})` : sql``;
  const name = sql.identifier(as);
  return COUNTS.has(measure)
    ? sql`coalesce(sum(${column})${filter}, 0)::int as ${name}`
    : sql`coalesce(sum(${column})${filter}, 0)::numeric(18,2)::text as ${name}`;
}

/** Several `rollupSum`s, each named after its measure. */
export function rollupSums(measures: readonly RollupMeasure[], options: RollupSumOptions = {}): SQL {
  return sql.join(
    measures.map((measure) => rollupSum(measure, measure, options)),
    sql`, `,
  );
}

/** `alias.day` in `[from, to]` (both included), as SQL. */
export function dayBetween(from: string, to: string, alias = 'r'): SQL {
  return sql`${sql.raw(alias)}.day between ${from}::date and ${to}::date`;
}

/**
 * The rows of one grain, of the states in `scope`, dated in `[from, to]`: the leading columns of the
 * rollups' key (grain, state, day), so the query reads an index range, never the whole table.
 */
export function rollupRows(
  grain: RollupGrain,
  scope: StateScope,
  from: string,
  to: string,
  alias = 'r',
): SQL {
  // Every state is named rather than left out, so that the key's state column leads to its days.
  const states = stateCondition(alias, scope === 'all' ? ZState.options : scope);
  return sql`${sql.raw(alias)}.grain = ${grain} and ${states} and ${dayBetween(from, to, alias)}`;
}

/** The grains kept per month too (`RollupMonthGrain`), and the monthly grain of each. */
export type SpannedGrain = 'branch' | 'eo' | 'rep' | 'sub_eo';
const MONTH_GRAIN: Record<SpannedGrain, RollupMonthGrain> = {
  branch: 'branch_month',
  eo: 'eo_month',
  rep: 'rep_month',
  sub_eo: 'sub_eo_month',
};

export type RollupSpanOptions = {
  alias?: string;
  /**
   * The last days of the periods the query tells apart inside `[from, to]` with `when` filters (a
   * month to date ends on the report date, last year's on the same day a year earlier): a month in
   * which such a period ends before the month does is read by day, so that each filter keeps whole
   * rows only.
   */
  cuts?: readonly string[];
};

/**
 * The rows of one grain, of the states in `scope`, that cover `[from, to]` once: every whole month
 * from the grain's monthly rows (one row per month and key, dated on the 1st), the days of the partial
 * months (and of the months with a cut) from the daily rows. A report over a year reads some hundred
 * rows per key instead of some thousands, and sums them as it would sum the days.
 */
export function rollupSpan(
  grain: SpannedGrain,
  scope: StateScope,
  from: string,
  to: string,
  options: RollupSpanOptions = {},
): SQL {
  const alias = options.alias ?? 'r';
  const cuts = options.cuts ?? [];
  const wholeMonths: string[] = [];
  const dayRanges: [string, string][] = [];
  for (let month = firstDayOfMonth(from); month <= to; ) {
    const monthEnd = lastDayOfMonth(month);
    const start = laterDate(month, from);
    const end = earlierDate(monthEnd, to);
    const cut = cuts.some((day) => day >= start && day < end);
    if (start === month && end === monthEnd && !cut) {
      wholeMonths.push(month);
    } else {
      const last = dayRanges.at(-1);
      if (last && addDays(last[1], 1) === start) last[1] = end;
      else dayRanges.push([start, end]);
    }
    if (monthEnd >= to) break;
    month = firstDayOfMonth(nextMonth(month));
  }
  const states = stateCondition(alias, scope === 'all' ? ZState.options : scope);
  const a = sql.raw(alias);
  const parts: SQL[] = [];
  if (wholeMonths.length > 0) {
    parts.push(
      sql`(${a}.grain = ${MONTH_GRAIN[grain]} and ${states} and ${a}.day = any(${sql.param(`{${wholeMonths.join(',')}}`)}::date[]))`,
    );
  }
  if (dayRanges.length > 0) {
    const days = sql.join(
      dayRanges.map(([start, end]) => dayBetween(start, end, alias)),
      sql` or `,
    );
    parts.push(sql`(${a}.grain = ${grain} and ${states} and (${days}))`);
  }
  return parts.length === 0 ? sql`false` : sql`(${sql.join(parts, sql` or `)})`;
}
