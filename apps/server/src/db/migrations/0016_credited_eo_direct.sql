DROP VIEW "public"."revenue_ledger";--> statement-breakpoint
CREATE VIEW "public"."revenue_ledger" AS (
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
    coalesce(eo_head.employee_id, e.escrow_officer_id) as credited_eo_id,
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
  left join employees eo on eo.employee_id = e.escrow_officer_id
  left join employees eo_head on eo_head.employee_id = eo.link_to_emp_id and eo_head.emp_type = 'EO'
  left join employees ceo on ceo.employee_id = coalesce(eo_head.employee_id, e.escrow_officer_id)
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
  cross join lateral (
    select case when rep.rep_gets_full_jv_title then t.title else t.magnus_title end as title_rev,
      case when rep.rep_gets_full_jv_title then round(t.premiums * coalesce(rep.uw_split_pct, 0.12), 2)
        else round(t.magnus_premiums * coalesce(rep.uw_split_pct, 0.12), 2) end as underwriter
  ) r
  cross join lateral (
    select case when ceo.rep_gets_full_jv_title then t.title else t.magnus_title end as title_rev,
      case when ceo.rep_gets_full_jv_title then round(t.premiums * coalesce(ceo.uw_split_pct, 0.12), 2)
        else round(t.magnus_premiums * coalesce(ceo.uw_split_pct, 0.12), 2) end as underwriter
  ) o
);
--> statement-breakpoint
-- DOMAIN.md §4: a file is credited to the officer its escrow officer is linked to only when that
-- employee is an escrow officer (emp_type 'EO'), and directly (never through a second link). The
-- rollups and the order lists' day totals carry credited_eo_id and the credited officer's eo_*
-- figures: both are computed again from the new view (the text of db/rollups.ts rebuildStatement()
-- and orderDayTotalsRebuildStatement(), as npm run db:rebuild-rollups does).
delete from revenue_rollups;
--> statement-breakpoint
insert into revenue_rollups (grain, day, state, jv_id, transaction_type, branch_id, credited_eo_id, marketing_rep_id, opens, closes, cancels, entries, escrow_revenue, title_revenue, magnus_title_revenue, partner_title_revenue, total_revenue, company_revenue, partner_total_revenue, misc_fees, premiums, underwriter_amt, underwriter_magnus_amt, underwriter_partner_amt, escrow_revenue_after_uw, title_revenue_after_uw, magnus_title_revenue_after_uw, partner_title_revenue_after_uw, total_revenue_after_uw, company_revenue_after_uw, rep_esc_rev, rep_title_rev, rep_underwriter_amt, rep_commable_rev, eo_esc_rev, eo_title_rev, eo_underwriter_amt, eo_commable_rev)
      select grain, day, state, jv_id, transaction_type, branch_id, credited_eo_id, marketing_rep_id, opens, closes, cancels, entries, escrow_revenue, title_revenue, magnus_title_revenue, partner_title_revenue, total_revenue, company_revenue, partner_total_revenue, misc_fees, premiums, underwriter_amt, underwriter_magnus_amt, underwriter_partner_amt, escrow_revenue_after_uw, title_revenue_after_uw, magnus_title_revenue_after_uw, partner_title_revenue_after_uw, total_revenue_after_uw, company_revenue_after_uw, rep_esc_rev, rep_title_rev, rep_underwriter_amt, rep_commable_rev, eo_esc_rev, eo_title_rev, eo_underwriter_amt, eo_commable_rev from (
    with f as (
      select f.file_id, f.state, f.jv_id, f.transaction_type, f.branch_id,
        coalesce(eo_head.employee_id, f.escrow_officer_id) as credited_eo_id, f.marketing_rep_id,
        f.open_date, f.calc_close_date, f.cancel_date
      from esc_files f
      left join employees eo on eo.employee_id = f.escrow_officer_id
  left join employees eo_head on eo_head.employee_id = eo.link_to_emp_id and eo_head.emp_type = 'EO'
      where true
    ),
    c as (
      select open_date as day, state, jv_id, transaction_type, branch_id, credited_eo_id, marketing_rep_id,
      1 as opens, 0 as closes, 0 as cancels, 0 as entries, 0 as escrow_revenue, 0 as title_revenue, 0 as magnus_title_revenue, 0 as partner_title_revenue, 0 as total_revenue, 0 as company_revenue, 0 as partner_total_revenue, 0 as misc_fees, 0 as premiums, 0 as underwriter_amt, 0 as underwriter_magnus_amt, 0 as underwriter_partner_amt, 0 as escrow_revenue_after_uw, 0 as title_revenue_after_uw, 0 as magnus_title_revenue_after_uw, 0 as partner_title_revenue_after_uw, 0 as total_revenue_after_uw, 0 as company_revenue_after_uw, 0 as rep_esc_rev, 0 as rep_title_rev, 0 as rep_underwriter_amt, 0 as rep_commable_rev, 0 as eo_esc_rev, 0 as eo_title_rev, 0 as eo_underwriter_amt, 0 as eo_commable_rev
    from f
      union all
      select calc_close_date as day, state, jv_id, transaction_type, branch_id, credited_eo_id, marketing_rep_id,
      0 as opens, 1 as closes, 0 as cancels, 0 as entries, 0 as escrow_revenue, 0 as title_revenue, 0 as magnus_title_revenue, 0 as partner_title_revenue, 0 as total_revenue, 0 as company_revenue, 0 as partner_total_revenue, 0 as misc_fees, 0 as premiums, 0 as underwriter_amt, 0 as underwriter_magnus_amt, 0 as underwriter_partner_amt, 0 as escrow_revenue_after_uw, 0 as title_revenue_after_uw, 0 as magnus_title_revenue_after_uw, 0 as partner_title_revenue_after_uw, 0 as total_revenue_after_uw, 0 as company_revenue_after_uw, 0 as rep_esc_rev, 0 as rep_title_rev, 0 as rep_underwriter_amt, 0 as rep_commable_rev, 0 as eo_esc_rev, 0 as eo_title_rev, 0 as eo_underwriter_amt, 0 as eo_commable_rev
    from f where calc_close_date is not null
      union all
      select cancel_date as day, state, jv_id, transaction_type, branch_id, credited_eo_id, marketing_rep_id,
      0 as opens, 0 as closes, 1 as cancels, 0 as entries, 0 as escrow_revenue, 0 as title_revenue, 0 as magnus_title_revenue, 0 as partner_title_revenue, 0 as total_revenue, 0 as company_revenue, 0 as partner_total_revenue, 0 as misc_fees, 0 as premiums, 0 as underwriter_amt, 0 as underwriter_magnus_amt, 0 as underwriter_partner_amt, 0 as escrow_revenue_after_uw, 0 as title_revenue_after_uw, 0 as magnus_title_revenue_after_uw, 0 as partner_title_revenue_after_uw, 0 as total_revenue_after_uw, 0 as company_revenue_after_uw, 0 as rep_esc_rev, 0 as rep_title_rev, 0 as rep_underwriter_amt, 0 as rep_commable_rev, 0 as eo_esc_rev, 0 as eo_title_rev, 0 as eo_underwriter_amt, 0 as eo_commable_rev
    from f where cancel_date is not null
      union all
      select l.ledger_date, l.state, l.jv_id, l.transaction_type, l.branch_id, l.credited_eo_id,
        l.marketing_rep_id, 0 as opens, 0 as closes, 0 as cancels, 1 as entries, l.escrow_revenue, l.title_revenue, l.magnus_title_revenue, l.partner_title_revenue, l.total_revenue, l.company_revenue, l.partner_total_revenue, l.misc_fees, l.premiums, l.underwriter_amt, l.underwriter_magnus_amt, l.underwriter_partner_amt, l.escrow_revenue_after_uw, l.title_revenue_after_uw, l.magnus_title_revenue_after_uw, l.partner_title_revenue_after_uw, l.total_revenue_after_uw, l.company_revenue_after_uw, l.rep_esc_rev, l.rep_title_rev, l.rep_underwriter_amt, l.rep_commable_rev, l.eo_esc_rev, l.eo_title_rev, l.eo_underwriter_amt, l.eo_commable_rev
      from revenue_ledger l
      where l.ledger_date is not null and true
    ),
    m as (select c.*, date_trunc('month', c.day)::date as month from c)
    select case when grouping(day) = 1 then
          case when grouping(credited_eo_id) = 0 then 'eo_month'
            when grouping(marketing_rep_id) = 0 then 'rep_month' else 'branch_month' end
        when grouping(credited_eo_id) = 0 then 'eo'
        when grouping(marketing_rep_id) = 0 then 'rep'
        when grouping(branch_id) = 0 then 'branch' else 'state' end as grain,
      case when grouping(day) = 0 then day else month end as day,
      state, jv_id, transaction_type, branch_id, credited_eo_id, marketing_rep_id, sum(opens) as opens, sum(closes) as closes, sum(cancels) as cancels, sum(entries) as entries, sum(escrow_revenue) as escrow_revenue, sum(title_revenue) as title_revenue, sum(magnus_title_revenue) as magnus_title_revenue, sum(partner_title_revenue) as partner_title_revenue, sum(total_revenue) as total_revenue, sum(company_revenue) as company_revenue, sum(partner_total_revenue) as partner_total_revenue, sum(misc_fees) as misc_fees, sum(premiums) as premiums, sum(underwriter_amt) as underwriter_amt, sum(underwriter_magnus_amt) as underwriter_magnus_amt, sum(underwriter_partner_amt) as underwriter_partner_amt, sum(escrow_revenue_after_uw) as escrow_revenue_after_uw, sum(title_revenue_after_uw) as title_revenue_after_uw, sum(magnus_title_revenue_after_uw) as magnus_title_revenue_after_uw, sum(partner_title_revenue_after_uw) as partner_title_revenue_after_uw, sum(total_revenue_after_uw) as total_revenue_after_uw, sum(company_revenue_after_uw) as company_revenue_after_uw, sum(rep_esc_rev) as rep_esc_rev, sum(rep_title_rev) as rep_title_rev, sum(rep_underwriter_amt) as rep_underwriter_amt, sum(rep_commable_rev) as rep_commable_rev, sum(eo_esc_rev) as eo_esc_rev, sum(eo_title_rev) as eo_title_rev, sum(eo_underwriter_amt) as eo_underwriter_amt, sum(eo_commable_rev) as eo_commable_rev
    from m
    group by grouping sets (
      (day, state, jv_id, transaction_type, branch_id),
      (day, state, jv_id, transaction_type, credited_eo_id),
      (day, state, jv_id, transaction_type, marketing_rep_id, branch_id),
      (day, state, jv_id, transaction_type),
      (month, state, jv_id, transaction_type, branch_id),
      (month, state, jv_id, transaction_type, credited_eo_id),
      (month, state, jv_id, transaction_type, marketing_rep_id, branch_id)
    )) d;
--> statement-breakpoint
delete from order_day_totals;
--> statement-breakpoint
insert into order_day_totals (kind, day, state, branch_id, files, sales_price, loan_amt, escrow_revenue, title_revenue, magnus_title_revenue, partner_title_revenue, misc_fees, total_revenue, rep_esc_rev, rep_title_rev, rep_underwriter_amt, rep_commable_rev, eo_esc_rev, eo_title_rev, eo_underwriter_amt, eo_commable_rev)
      select kind, day, state, branch_id, files, sales_price, loan_amt, escrow_revenue, title_revenue, magnus_title_revenue, partner_title_revenue, misc_fees, total_revenue, rep_esc_rev, rep_title_rev, rep_underwriter_amt, rep_commable_rev, eo_esc_rev, eo_title_rev, eo_underwriter_amt, eo_commable_rev from (
    select k.kind, k.day, f.state, f.branch_id, (count(*) filter (where l.source = 'file'))::int as files, coalesce(sum(f.sales_price) filter (where l.source = 'file'), 0) as sales_price, coalesce(sum(f.loan_amt) filter (where l.source = 'file'), 0) as loan_amt, coalesce(sum(l.escrow_revenue), 0) as escrow_revenue, coalesce(sum(l.title_revenue), 0) as title_revenue, coalesce(sum(l.magnus_title_revenue), 0) as magnus_title_revenue, coalesce(sum(l.partner_title_revenue), 0) as partner_title_revenue, coalesce(sum(l.misc_fees), 0) as misc_fees, coalesce(sum(l.total_revenue), 0) as total_revenue, coalesce(sum(l.rep_esc_rev), 0) as rep_esc_rev, coalesce(sum(l.rep_title_rev), 0) as rep_title_rev, coalesce(sum(l.rep_underwriter_amt), 0) as rep_underwriter_amt, coalesce(sum(l.rep_commable_rev), 0) as rep_commable_rev, coalesce(sum(l.eo_esc_rev), 0) as eo_esc_rev, coalesce(sum(l.eo_title_rev), 0) as eo_title_rev, coalesce(sum(l.eo_underwriter_amt), 0) as eo_underwriter_amt, coalesce(sum(l.eo_commable_rev), 0) as eo_commable_rev
    from revenue_ledger l
    join esc_files f on f.file_id = l.file_id
    cross join lateral (values ('open'::text, f.open_date), ('closed'::text, f.calc_close_date)) k(kind, day)
    where k.day is not null and true
    group by k.kind, k.day, f.state, f.branch_id) d;
--> statement-breakpoint
-- The planner sees the new rows at once.
ANALYZE "revenue_rollups";
--> statement-breakpoint
ANALYZE "order_day_totals";
