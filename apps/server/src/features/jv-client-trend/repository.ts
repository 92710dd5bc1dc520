import type { IsoDate } from '@hub/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type StateScope, stateCondition } from '../../db/file-reach.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * One directing client's opens and closes of one month: `client_name` is the client's company name,
 * else the individual's name, else first and last name (null: no directing client, or one without a
 * name); `month` 'YYYY-MM'.
 */
export type ClientMonthCounts = {
  client_id: number | null;
  client_name: string | null;
  month: string;
  opens: number;
  closes: number;
};

/**
 * A JV's files per directing client and month in `[from, to]`, over the states of `scope`: opens by
 * open_date, closes by calc_close_date. One statement; each half reads one range of an index on
 * (jv_id, date, directing_client_id) (esc_files_jv_idx, esc_files_jv_close_idx) without the table, and
 * the client names are joined to the grouped rows only (a few hundred). A month is grouped as its
 * first instant (date_trunc on a timestamp without time zone: cheap, no zone) and written 'YYYY-MM' on
 * the grouped rows only.
 */
export async function jvClientMonthCounts(db: Executor, filter: TrendFilter): Promise<ClientMonthCounts[]> {
  const result = await db.execute(jvClientMonthCountsQuery(filter));
  return rowsOf<ClientMonthCounts>(result).map((row) => ({
    ...row,
    client_id: row.client_id === null ? null : Number(row.client_id),
    opens: Number(row.opens),
    closes: Number(row.closes),
  }));
}

export type TrendFilter = { jvId: number; scope: StateScope; from: IsoDate; to: IsoDate };

/** The statement of {@link jvClientMonthCounts} (a test EXPLAINs it). */
export function jvClientMonthCountsQuery({ jvId, scope, from, to }: TrendFilter): SQL {
  return sql`
    select g.client_id, to_char(g.month, 'YYYY-MM') as month, g.opens, g.closes,
      coalesce(nullif(btrim(c.company_name), ''), nullif(btrim(c.individual_name), ''),
        nullif(btrim(concat_ws(' ', btrim(c.first_name), btrim(c.last_name))), '')) as client_name
    from (
      select e.client_id, e.month, sum(e.opens)::int as opens, sum(e.closes)::int as closes
      from (
        select f.directing_client_id as client_id, date_trunc('month', f.open_date::timestamp) as month,
          1 as opens, 0 as closes
        from esc_files f
        where f.jv_id = ${jvId} and f.open_date between ${from} and ${to} and ${stateCondition('f', scope)}
        union all
        select f.directing_client_id, date_trunc('month', f.calc_close_date::timestamp), 0, 1
        from esc_files f
        where f.jv_id = ${jvId} and f.calc_close_date between ${from} and ${to}
          and ${stateCondition('f', scope)}
      ) e
      group by e.client_id, e.month
    ) g
    left join clients c on c.client_id = g.client_id
    order by g.client_id nulls last, g.month`;
}
