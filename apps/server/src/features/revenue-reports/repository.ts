import type { State } from '@hub/contract';
import type { IsoDate } from '@hub/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { dayBetween, rollupRows, rollupSum, rollupSums } from '../../db/rollup-reads.ts';
import { rowsOf } from '../../db/rows.ts';

/** One day's figures of the trend: what `revenue_rollups` sums to that day. */
export type TrendDay = {
  day: IsoDate;
  opens: number;
  closes: number;
  /** Numeric text, two decimals. */
  company_revenue: string;
  partner_total_revenue: string;
};

/**
 * The state's (or one branch's) figures per day in `[from, to]`: one query over the daily rollups of
 * grain 'state' (or 'branch' for one branch; never the files), one row per day that has any.
 */
export async function trendDays(
  db: Executor,
  filter: { state: State; branchId: number | null; from: IsoDate; to: IsoDate },
): Promise<TrendDay[]> {
  const { state, branchId, from, to } = filter;
  // A state's days from its own grain (a row per day, JV and type), a branch's from the branch grain.
  const rows =
    branchId === null
      ? rollupRows('state', [state], from, to)
      : sql`${rollupRows('branch', [state], from, to)} and r.branch_id = ${branchId}`;
  const result = await db.execute(sql`
    select r.day::text as day, ${rollupSums(['opens', 'closes', 'company_revenue', 'partner_total_revenue'])}
    from revenue_rollups r
    where ${rows}
    group by r.day
    order by r.day`);
  return rowsOf<TrendDay>(result);
}

export type CompareRange = { from: IsoDate; to: IsoDate };

/** Whose figures a comparison sums: the whole state, or one escrow officer's or marketing rep's. */
export type CompareWho =
  | { kind: 'state' }
  | { kind: 'eo'; employeeId: number }
  | { kind: 'rep'; employeeId: number };

/** One period's sums, named `{prefix}_measure`. */
export type CompareSums = Record<string, number | string>;

/**
 * Opens, closes, cancels, company revenue and partner total revenue of each named range, in one query
 * over the daily rollups: grain 'state' for a state, 'eo' (credited_eo_id: linked officers roll up)
 * for an escrow officer, 'rep' for a marketing rep. Each range's sums are `{name}_open`,
 * `{name}_closed`, `{name}_cancel`, `{name}_revenue` and `{name}_partner_revenue`.
 */
export async function compareSums(
  db: Executor,
  filter: { state: State; who: CompareWho; ranges: Record<string, CompareRange> },
): Promise<CompareSums> {
  const { state, who, ranges } = filter;
  const grain = who.kind;
  const whose =
    who.kind === 'eo'
      ? sql`r.credited_eo_id = ${who.employeeId}`
      : who.kind === 'rep'
        ? sql`r.marketing_rep_id = ${who.employeeId}`
        : sql`true`;
  const entries = Object.entries(ranges);
  const sums: SQL[] = entries.flatMap(([name, range]) => {
    const when = dayBetween(range.from, range.to);
    return [
      rollupSum('opens', `${name}_open`, { when }),
      rollupSum('closes', `${name}_closed`, { when }),
      rollupSum('cancels', `${name}_cancel`, { when }),
      rollupSum('company_revenue', `${name}_revenue`, { when }),
      rollupSum('partner_total_revenue', `${name}_partner_revenue`, { when }),
    ];
  });
  const days = sql.join(
    entries.map(([, range]) => sql`(${rollupRows(grain, [state], range.from, range.to)})`),
    sql` or `,
  );
  const result = await db.execute(sql`
    select ${sql.join(sums, sql`, `)}
    from revenue_rollups r
    where (${days}) and ${whose}`);
  const [row] = rowsOf<CompareSums>(result);
  if (!row) throw new Error('an aggregate query answers one row');
  return row;
}
