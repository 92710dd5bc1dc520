// The naive side of issue 12's report latency cases (bench/cases/06x-reports-*.ts): the reports'
// figures computed from the files themselves, never from revenue_rollups. A report's statement sums
// `fileEvents`: one row per file opened (open_date), closed (calc_close_date) or cancelled
// (cancel_date) in esc_files, and one per revenue_ledger row (money by ledger_date: a file's own
// revenue on its close date, an adjustment on its posting date; the view reads esc_files and
// file_adjustments), each with the keys the reports group by. The escrow officer is the credited one
// (the officer the file's is linked to by link_to_emp_id, else the file's), as the ledger credits it.
import type { LedgerFigure } from '@hub/contract';
import { toCents } from '@hub/domain/money';
import { type SQL, sql } from 'drizzle-orm';

/** Days from `from` to `to`, both included ('YYYY-MM-DD'). */
export type DayRange = { from: string; to: string };

export type FileEventsFilter = {
  state: string;
  /** The days read (a file or ledger row dated in any of them). */
  ranges: readonly DayRange[];
  /** The ledger's money columns the statement sums (the others are left out). */
  money: readonly LedgerFigure[];
  /** Only one marketing rep's files (the rep branch breakdown). */
  marketingRepId?: number;
};

/**
 * `select … union all …`: the events of a state's files in the ranges, with the columns day,
 * branch_id, jv_id, transaction_type, marketing_rep_id, credited_eo_id, opens, closes, cancels and
 * the money columns asked for (0 on the file events, the ledger row's on the ledger events). Each part
 * filters by state, its date and the rep where its table's indexes can.
 */
export function fileEvents({ state, ranges, money, marketingRepId }: FileEventsFilter): SQL {
  const inRanges = (column: string) =>
    sql.join(
      ranges.map((range) => sql`${sql.raw(column)} between ${range.from}::date and ${range.to}::date`),
      sql` or `,
    );
  const rep = (alias: string) =>
    marketingRepId === undefined ? sql`` : sql` and ${sql.raw(alias)}.marketing_rep_id = ${marketingRepId}`;
  const noMoney = sql.raw(money.map((column) => `, 0::numeric as ${column}`).join(''));
  const ledgerMoney = sql.raw(money.map((column) => `, l.${column}`).join(''));
  const fileEvent = (date: string, counts: string) => sql`
    select f.branch_id, f.jv_id, f.transaction_type, f.marketing_rep_id,
      coalesce(eo.link_to_emp_id, f.escrow_officer_id) as credited_eo_id,
      f.${sql.raw(date)} as day, ${sql.raw(counts)}${noMoney}
    from esc_files f
    left join employees eo on eo.employee_id = f.escrow_officer_id
    where f.state = ${state} and (${inRanges(`f.${date}`)})${rep('f')}`;
  return sql`
    ${fileEvent('open_date', '1 as opens, 0 as closes, 0 as cancels')}
    union all
    ${fileEvent('calc_close_date', '0 as opens, 1 as closes, 0 as cancels')}
    union all
    ${fileEvent('cancel_date', '0 as opens, 0 as closes, 1 as cancels')}
    union all
    select l.branch_id, l.jv_id, l.transaction_type, l.marketing_rep_id, l.credited_eo_id,
      l.ledger_date as day, 0 as opens, 0 as closes, 0 as cancels${ledgerMoney}
    from revenue_ledger l
    where l.state = ${state} and (${inRanges('l.ledger_date')})${rep('l')}`;
}

/** A count or money column of the events. */
export type EventMeasure = 'opens' | 'closes' | 'cancels' | LedgerFigure;

/**
 * `coalesce(sum(e.measure) filter (where when), 0) as "as"`: a count as an integer, money as numeric
 * text (compared in cents, see `cents`).
 */
export function eventSum(measure: EventMeasure, as: string, when?: SQL): SQL {
  const isCount = measure === 'opens' || measure === 'closes' || measure === 'cancels';
  const filter = when ? sql` filter (where ${when})` : sql``;
  const sum = sql`coalesce(sum(e.${sql.raw(measure)})${filter}, 0)`;
  return isCount ? sql`${sum}::int as ${sql.identifier(as)}` : sql`${sum}::text as ${sql.identifier(as)}`;
}

/** `e.day` in a range, as SQL. */
export const eventIn = ({ from, to }: DayRange): SQL => sql`e.day between ${from}::date and ${to}::date`;

/** The rows of a statement's result. */
export const resultRows = <R>(result: unknown): R[] => ((result as { rows?: R[] }).rows ?? []) as R[];

/**
 * A row's figures as compared: counts as numbers, money in whole cents (so '12.5' is '12.50'), in
 * the order of `counts` then `money`.
 */
export function figuresOf(
  row: Record<string, unknown>,
  counts: readonly string[],
  money: readonly string[],
): number[] {
  return [...counts.map((field) => Number(row[field])), ...money.map((field) => toCents(String(row[field])))];
}

/** Whether compared figures are all zero (a row the report may list or leave out alike). */
export const allZero = (figures: readonly number[]): boolean => figures.every((n) => n === 0);
