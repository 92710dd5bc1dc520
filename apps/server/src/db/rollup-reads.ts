// Reading the daily rollups (`revenue_rollups`, decision 25): the pieces every report's query is built
// from, so that each one sums the same columns the same way and never reads a file.
import { type SQL, sql } from 'drizzle-orm';
import type { StateScope } from '../plugins/authorization/policies.ts';
import { stateCondition } from './file-reach.ts';
import type { LedgerMoneyColumn, RollupGrain } from './schema/rollups.ts';

/** A count kept per rollup row (opens on open_date, closes on calc_close_date, cancels on cancel_date). */
export type RollupCount = 'opens' | 'closes' | 'cancels' | 'entries';
export type RollupMeasure = RollupCount | LedgerMoneyColumn;

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
  return sql`${sql.raw(alias)}.grain = ${grain} and ${stateCondition(alias, scope)} and ${dayBetween(from, to, alias)}`;
}
