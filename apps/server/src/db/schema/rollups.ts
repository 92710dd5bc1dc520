import { figureRecord, LEDGER_CREDITED_FIGURES, LEDGER_FIGURES } from '@hub/contract/common/figure-names';
import { REVENUE_BREAKDOWN_FIGURES } from '@hub/contract/orders/order-file';
import { sql } from 'drizzle-orm';
import { char, date, index, integer, numeric, pgTable, text, unique } from 'drizzle-orm/pg-core';

/**
 * What a rollup row is grouped by besides day, state, JV and transaction type (decision 25): a
 * branch, the credited escrow officer, the marketing rep with the branch, nothing more ('state':
 * a state's day, for the reports of a whole state), or ('sub_eo') the credited escrow officer with
 * the file's own escrow officer, for the files a link moved to another officer only: what each
 * linked officer brings to the officer they are linked to (the escrow dashboard's list, spec 000 §2,
 * `monthly_sub_eo` of GET /reports/employees).
 */
export type RollupGrain = 'branch' | 'eo' | 'rep' | 'state' | 'sub_eo';

/**
 * The monthly grains: the same rows as 'branch', 'eo', 'rep' and 'sub_eo' summed per month (`day` is
 * the month's first day), so that a report over many whole months reads a row per month, not per day.
 */
export type RollupMonthGrain = 'branch_month' | 'eo_month' | 'rep_month' | 'sub_eo_month';

const sum = (name: string) => numeric(name, { precision: 16, scale: 2 }).notNull().default('0');

/**
 * The daily rollups of the revenue ledger and of the files' opens, closes and cancels (decision
 * 25): one row per day, state, JV, transaction type and, by `grain`, branch ('branch'), credited
 * escrow officer ('eo'), marketing rep with the branch ('rep'), none of them ('state') or the
 * credited and the file's own escrow officer of the files a link moved ('sub_eo'); the
 * columns a grain does not group by are null. Opens count on open_date, closes on calc_close_date, cancels on cancel_date; the money
 * is the sum of the ledger rows dated that day (`entries` of them). Kept by `db/rollups.ts` in the
 * transaction of every write that moves them; `npm run db:rebuild-rollups` recomputes them.
 */
export const revenueRollups = pgTable(
  'revenue_rollups',
  {
    grain: text('grain').$type<RollupGrain | RollupMonthGrain>().notNull(),
    day: date('day').notNull(),
    state: char('state', { length: 2 }).notNull(),
    jv_id: integer('jv_id'),
    transaction_type: text('transaction_type').$type<'PURCHASE' | 'REFI'>().notNull(),
    branch_id: integer('branch_id'),
    credited_eo_id: integer('credited_eo_id'),
    marketing_rep_id: integer('marketing_rep_id'),
    /** The file's own escrow officer, in the 'sub_eo' grains only (a linked officer). */
    escrow_officer_id: integer('escrow_officer_id'),
    opens: integer('opens').notNull().default(0),
    closes: integer('closes').notNull().default(0),
    cancels: integer('cancels').notNull().default(0),
    /** Ledger rows dated this day (files closed and adjustments posted). */
    entries: integer('entries').notNull().default(0),
    /** Each ledger figure (LEDGER_FIGURES) summed over the day's ledger rows. */
    ...figureRecord(LEDGER_FIGURES, sum),
  },
  (t) => [
    // The key, and the path of a report on a grain, a state and a range of days.
    unique('revenue_rollups_key_uq')
      .on(
        t.grain,
        t.state,
        t.day,
        t.branch_id,
        t.credited_eo_id,
        t.marketing_rep_id,
        t.escrow_officer_id,
        t.jv_id,
        t.transaction_type,
      )
      .nullsNotDistinct(),
    // Rows whose files all moved away, deleted after each change (normally none).
    index('revenue_rollups_empty_idx')
      .on(t.day)
      .where(sql`opens = 0 and closes = 0 and cancels = 0 and entries = 0`),
    // One employee's or one JV's rows of a grain over a range of days (the daily and the monthly
    // grains both carry them, so the grain leads the days).
    index('revenue_rollups_eo_idx').on(t.credited_eo_id, t.grain, t.day),
    index('revenue_rollups_rep_idx').on(t.marketing_rep_id, t.grain, t.day),
    index('revenue_rollups_jv_idx').on(t.jv_id, t.grain, t.day),
  ],
);

/**
 * The ledger's figures the order lists show per file and total (GET /files `totals`; spec 001 §3
 * "File (order reports)"), each kept per day in `order_day_totals`.
 */
export const ORDER_LEDGER_FIGURES = [
  ...REVENUE_BREAKDOWN_FIGURES,
  'total_revenue',
  ...LEDGER_CREDITED_FIGURES,
] as const;
export type OrderLedgerFigure = (typeof ORDER_LEDGER_FIGURES)[number];

/** The day an order list counts a file on: 'open' its open_date, 'closed' its calc_close_date. */
export type OrderDayKind = 'open' | 'closed';

const total = (name: string) => numeric(name, { precision: 18, scale: 2 }).notNull().default('0');

/**
 * The order lists' totals per day (decision 26): one row per list kind, day, state and branch (none
 * is a branch of its own), summing the files the open-orders list counts on that open_date ('open')
 * or the closed-orders list on that calc_close_date ('closed'): how many, their sales_price and
 * loan_amt, and each ledger figure of the files as they stand (all their `revenue_ledger` rows, the
 * file's own and every adjustment, whatever its posting date). GET /files reads it for the totals of
 * a list filtered only by state, its date range and a branch. Kept by `db/rollups.ts` with
 * `revenue_rollups`, in the same transactions; `npm run db:rebuild-rollups` recomputes both.
 */
export const orderDayTotals = pgTable(
  'order_day_totals',
  {
    kind: text('kind').$type<OrderDayKind>().notNull(),
    day: date('day').notNull(),
    state: char('state', { length: 2 }).notNull(),
    branch_id: integer('branch_id'),
    files: integer('files').notNull().default(0),
    sales_price: total('sales_price'),
    loan_amt: total('loan_amt'),
    ...figureRecord(ORDER_LEDGER_FIGURES, total),
  },
  (t) => [
    // The key, and the path of a list's totals: a kind, a state, a range of days (a branch among them).
    unique('order_day_totals_key_uq').on(t.kind, t.state, t.day, t.branch_id).nullsNotDistinct(),
    // Rows whose files all moved away, deleted after each change (normally none).
    index('order_day_totals_empty_idx').on(t.day).where(sql`files = 0`),
  ],
);
