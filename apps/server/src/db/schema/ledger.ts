import { figureRecord, LEDGER_FIGURES } from '@hub/contract/common/figure-names';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { boolean, char, date, integer, numeric, pgView, text } from 'drizzle-orm/pg-core';

const cents = (name: string) => numeric(name);

/**
 * What one employee (`rep` or `ceo`, the credited escrow officer) is credited of a row: the Magnus
 * title (all the title with rep_gets_full_jv_title) less the matching underwriter share at the
 * employee's uw_split_pct (12% when none); no employee: the defaults.
 */
function credited(employee: 'rep' | 'ceo') {
  const full = `${employee}.rep_gets_full_jv_title`;
  const pct = `coalesce(${employee}.uw_split_pct, 0.12)`;
  return sql.raw(`
    select case when ${full} then t.title else t.magnus_title end as title_rev,
      case when ${full} then round(t.premiums * ${pct}, 2)
        else round(t.magnus_premiums * ${pct}, 2) end as underwriter
  `);
}

/**
 * The escrow officer a file is credited to (DOMAIN.md §4 settled details): the employee its escrow
 * officer is linked to (`link_to_emp_id`) when that employee is an escrow officer (emp_type 'EO'),
 * else the file's own escrow officer. The roll-up is direct, never transitive (a file of an officer
 * linked to an officer who is linked again goes to the first head only), and a link to an employee
 * who is not an escrow officer (a rep, no type) moves nothing. `joins` names the file's officer `eo`
 * and the head `eo_head`; `id` is the credited officer's id. The ledger and the rollups both use it.
 */
export function creditedEo(fileAlias: string): { joins: string; id: string } {
  return {
    joins: `left join employees eo on eo.employee_id = ${fileAlias}.escrow_officer_id
  left join employees eo_head on eo_head.employee_id = eo.link_to_emp_id and eo_head.emp_type = 'EO'`,
    id: `coalesce(eo_head.employee_id, ${fileAlias}.escrow_officer_id)`,
  };
}

/**
 * A condition on a file's escrow officer column: the file is credited (the rule of `creditedEo`) to
 * one of the officers `officers` names (`= 7`, `= any(array)`): their own files unless they are
 * linked to another escrow officer, and the files of the employees linked to them when they are an
 * escrow officer. The order lists' roll-up, the commission reports' adjustments and a user's reach
 * read it, so they credit as the ledger does.
 */
export function creditedToOfficers(officerColumn: SQL | AnyColumn, officers: SQL): SQL {
  return sql`${officerColumn} in (select e.employee_id from employees e
    left join employees h on h.employee_id = e.link_to_emp_id and h.emp_type = 'EO'
    where coalesce(h.employee_id, e.employee_id) ${officers})`;
}

const CREDITED_EO = creditedEo('e');

/**
 * The revenue ledger (DOMAIN.md §2–§3): the one SQL definition of a file's figures, the same
 * cents as `packages/domain/src/revenue.ts` (the reference; `test/ledger-parity.test.ts` proves
 * them equal over the demo database, on PGlite and PostgreSQL).
 *
 * One row per file (its own components, dated by `calc_close_date`, null while open) and one per
 * file adjustment (dated by `posting_date`). A file's figures in a period are the sums of its
 * rows dated in it; as it stands, the sums of all its rows. Every report, rollup and the
 * commission engine read these rows (or rollups built from them) and never recompute revenue.
 *
 * Per row: share = the JV's magnus_title_pct (1 without a JV or a pct); split = the title
 * revenue the JV shares, split_premiums its premiums; an adjustment's magnus_title and
 * partner_title go to their side as entered (both to Magnus without a JV). Shares are rounded
 * once per row with `round(numeric, 2)` (half away from zero), never through a float.
 * Underwriter figures without an employee use the default 12%; `rep_*` use the marketing rep's
 * settings and `eo_*` those of the credited escrow officer (`CREDITED_EO`), the defaults when there
 * is none.
 */
export const revenueLedger = pgView('revenue_ledger', {
  source: text('source').$type<'file' | 'adjustment'>().notNull(),
  file_id: integer('file_id').notNull(),
  adj_id: integer('adj_id'),
  /** calc_close_date for a file row, posting_date for an adjustment row. */
  ledger_date: date('ledger_date'),
  state: char('state', { length: 2 }).notNull(),
  branch_id: integer('branch_id'),
  jv_id: integer('jv_id'),
  transaction_type: text('transaction_type').$type<'PURCHASE' | 'REFI'>().notNull(),
  marketing_rep_id: integer('marketing_rep_id'),
  escrow_officer_id: integer('escrow_officer_id'),
  /** The escrow officer the file is credited to (DOMAIN.md §4). */
  credited_eo_id: integer('credited_eo_id'),
  has_jv: boolean('has_jv').notNull(),
  magnus_share: numeric('magnus_share').notNull(),
  /** Every ledger figure (LEDGER_FIGURES), in cents. */
  ...figureRecord(LEDGER_FIGURES, (figure) => cents(figure).notNull()),
}).as(sql`
  with entry as (
    select 'file'::text as source, f.file_id, null::integer as adj_id,
      f.calc_close_date as ledger_date,
      f.state, f.branch_id, f.jv_id, f.transaction_type, f.marketing_rep_id, f.escrow_officer_id,
      f.settlement_fee as escrow,
      f.title_processing + f.owners_policy + f.lenders_policy + f.endorsements as split,
      f.owners_policy + f.lenders_policy + f.endorsements as split_premiums,
      0::numeric as magnus_direct,
      0::numeric as partner_direct,
      f.misc_fees
    from esc_files f
    union all
    select 'adjustment', a.esc_file_id, a.adj_id,
      a.posting_date,
      f.state, f.branch_id, f.jv_id, f.transaction_type, f.marketing_rep_id, f.escrow_officer_id,
      coalesce(a.magnus_escrow, 0) + coalesce(a.bundled_escrow, 0),
      coalesce(a.title_processsing, 0) + coalesce(a.endorsements, 0),
      coalesce(a.endorsements, 0),
      coalesce(a.magnus_title, 0),
      coalesce(a.partner_title, 0),
      0::numeric
    from file_adjustments a
    join esc_files f on f.file_id = a.esc_file_id
  )
  select e.source, e.file_id, e.adj_id, e.ledger_date,
    e.state, e.branch_id, e.jv_id, e.transaction_type, e.marketing_rep_id, e.escrow_officer_id,
    ${sql.raw(CREDITED_EO.id)} as credited_eo_id,
    s.has_jv, s.share as magnus_share,
    e.escrow as escrow_revenue,
    t.title as title_revenue,
    t.magnus_title as magnus_title_revenue,
    t.title - t.magnus_title as partner_title_revenue,
    e.escrow + t.title as total_revenue,
    e.escrow + t.magnus_title as company_revenue,
    case when s.has_jv then e.escrow + t.title else 0 end as partner_total_revenue,
    e.misc_fees,
    t.premiums,
    u.whole as underwriter_amt,
    u.magnus as underwriter_magnus_amt,
    u.whole - u.magnus as underwriter_partner_amt,
    e.escrow as escrow_revenue_after_uw,
    t.title - u.whole as title_revenue_after_uw,
    t.magnus_title - u.magnus as magnus_title_revenue_after_uw,
    (t.title - t.magnus_title) - (u.whole - u.magnus) as partner_title_revenue_after_uw,
    e.escrow + t.title - u.whole as total_revenue_after_uw,
    e.escrow + t.magnus_title - u.magnus as company_revenue_after_uw,
    e.escrow as rep_esc_rev,
    r.title_rev as rep_title_rev,
    r.underwriter as rep_underwriter_amt,
    e.escrow + r.title_rev - r.underwriter as rep_commable_rev,
    e.escrow as eo_esc_rev,
    o.title_rev as eo_title_rev,
    o.underwriter as eo_underwriter_amt,
    e.escrow + o.title_rev - o.underwriter as eo_commable_rev
  from entry e
  left join jv_entities j on j.jv_id = e.jv_id
  left join employees rep on rep.employee_id = e.marketing_rep_id
  ${sql.raw(CREDITED_EO.joins)}
  left join employees ceo on ceo.employee_id = ${sql.raw(CREDITED_EO.id)}
  cross join lateral (
    select e.jv_id is not null as has_jv,
      case when e.jv_id is null then 1 else coalesce(j.magnus_title_pct, 1) end as share
  ) s
  cross join lateral (
    select e.magnus_direct + case when s.has_jv then 0 else e.partner_direct end as to_magnus
  ) m
  cross join lateral (
    select e.split + e.magnus_direct + e.partner_direct as title,
      round(e.split * s.share, 2) + m.to_magnus as magnus_title,
      e.split_premiums + e.magnus_direct + e.partner_direct as premiums,
      e.split_premiums * s.share + m.to_magnus as magnus_premiums
  ) t
  cross join lateral (
    select round(t.premiums * 0.12, 2) as whole, round(t.magnus_premiums * 0.12, 2) as magnus
  ) u
  cross join lateral (${credited('rep')}) r
  cross join lateral (${credited('ceo')}) o
`);
