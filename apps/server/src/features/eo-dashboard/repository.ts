import type { IsoDate } from '@hub/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type RollupMeasure, rollupSpan, rollupSum } from '../../db/rollup-reads.ts';
import type { StateScope } from '../../plugins/authorization/policies.ts';

/** The sums of one officer or branch, before the percentages (counts as integers, money as text). */
export type EoDashboardSums = {
  mtd_closed: number;
  ytd_closed: number;
  purchase_mtd: number;
  purchase_ytd: number;
  refi_mtd: number;
  refi_ytd: number;
  mtd_revenue: string;
  ytd_revenue: string;
  purchase_mtd_revenue: string;
  purchase_ytd_revenue: string;
  refi_mtd_revenue: string;
  refi_ytd_revenue: string;
  mtd_open: number;
  ytd_open: number;
  purch_open_mtd: number;
  purch_open_ytd: number;
  refi_open_mtd: number;
  refi_open_ytd: number;
  ytd_mag_revenue: string;
  ytd_part_revenue: string;
  cancelled_file_cnt: number;
};

export const EO_DASHBOARD_COUNT_FIELDS = [
  'mtd_closed',
  'ytd_closed',
  'purchase_mtd',
  'purchase_ytd',
  'refi_mtd',
  'refi_ytd',
  'mtd_open',
  'ytd_open',
  'purch_open_mtd',
  'purch_open_ytd',
  'refi_open_mtd',
  'refi_open_ytd',
  'cancelled_file_cnt',
] as const satisfies readonly (keyof EoDashboardSums)[];

export const EO_DASHBOARD_MONEY_FIELDS = [
  'mtd_revenue',
  'ytd_revenue',
  'purchase_mtd_revenue',
  'purchase_ytd_revenue',
  'refi_mtd_revenue',
  'refi_ytd_revenue',
  'ytd_mag_revenue',
  'ytd_part_revenue',
] as const satisfies readonly (keyof EoDashboardSums)[];

/** A row of sums and who it belongs to (ids null for the files of no officer / no branch). */
export type EoDashboardSumRow = EoDashboardSums & { id: number | null; name: string | null };

export type EoDashboardPeriod = {
  /** The first day of date_to's month. */
  mtdFrom: IsoDate;
  /** January 1 of date_to's year. */
  ytdFrom: IsoDate;
  to: IsoDate;
};

type Period = 'mtd' | 'ytd';
type Kind = 'all' | 'PURCHASE' | 'REFI';

/** `sum(measure) filter (where …)` for MTD or YTD (the rows read are YTD) and a transaction type. */
function figure(
  measure: RollupMeasure,
  as: keyof EoDashboardSums,
  period: Period,
  kind: Kind,
  mtdFrom: IsoDate,
) {
  const when: SQL[] = [];
  if (period === 'mtd') when.push(sql`r.day >= ${mtdFrom}::date`);
  if (kind !== 'all') when.push(sql`r.transaction_type = ${kind}`);
  return rollupSum(measure, as, when.length > 0 ? { when: sql.join(when, sql` and `) } : {});
}

function figures(mtdFrom: IsoDate): SQL {
  const list: SQL[] = [];
  const families: [RollupMeasure, Record<Period, Record<Kind, keyof EoDashboardSums>>][] = [
    [
      'closes',
      {
        mtd: { all: 'mtd_closed', PURCHASE: 'purchase_mtd', REFI: 'refi_mtd' },
        ytd: { all: 'ytd_closed', PURCHASE: 'purchase_ytd', REFI: 'refi_ytd' },
      },
    ],
    [
      'total_revenue',
      {
        mtd: { all: 'mtd_revenue', PURCHASE: 'purchase_mtd_revenue', REFI: 'refi_mtd_revenue' },
        ytd: { all: 'ytd_revenue', PURCHASE: 'purchase_ytd_revenue', REFI: 'refi_ytd_revenue' },
      },
    ],
    [
      'opens',
      {
        mtd: { all: 'mtd_open', PURCHASE: 'purch_open_mtd', REFI: 'refi_open_mtd' },
        ytd: { all: 'ytd_open', PURCHASE: 'purch_open_ytd', REFI: 'refi_open_ytd' },
      },
    ],
  ];
  for (const [measure, names] of families) {
    for (const period of ['mtd', 'ytd'] as const) {
      for (const kind of ['all', 'PURCHASE', 'REFI'] as const) {
        list.push(figure(measure, names[period][kind], period, kind, mtdFrom));
      }
    }
  }
  list.push(figure('company_revenue', 'ytd_mag_revenue', 'ytd', 'all', mtdFrom));
  list.push(figure('partner_title_revenue', 'ytd_part_revenue', 'ytd', 'all', mtdFrom));
  list.push(figure('cancels', 'cancelled_file_cnt', 'ytd', 'all', mtdFrom));
  return sql.join(list, sql`, `);
}

/**
 * The dashboard's sums per escrow officer ('eo': the credited officer, linked officers rolled up into
 * the one they are linked to) or per branch ('branch'), of the states in `scope`, from January 1 of
 * date_to's year to date_to: only the daily rollups (decision 25) are read, one index range of the
 * grain per state, and the names of the officers and branches. The files of no officer or no branch
 * are a row with id null. Unsorted.
 */
export async function eoDashboardSums(
  db: Executor,
  grain: 'eo' | 'branch',
  scope: StateScope,
  period: EoDashboardPeriod,
): Promise<EoDashboardSumRow[]> {
  const key = sql.raw(grain === 'eo' ? 'r.credited_eo_id' : 'r.branch_id');
  const name =
    grain === 'eo'
      ? sql`(select nullif(btrim(concat_ws(' ', e.first_name, e.last_name)), '') from employees e where e.employee_id = s.id)`
      : sql`(select b.name from branches b where b.branch_id = s.id)`;
  const result = await db.execute<EoDashboardSumRow>(sql`
    with s as (
      select ${key} as id, ${figures(period.mtdFrom)}
      from revenue_rollups r
      where ${rollupSpan(grain, scope, period.ytdFrom, period.to)}
      group by ${key}
    )
    select s.*, ${name} as name from s`);
  return result.rows.map((row) => {
    const out = { ...row, id: row.id === null ? null : Number(row.id) };
    for (const field of EO_DASHBOARD_COUNT_FIELDS) out[field] = Number(row[field]);
    return out;
  });
}
