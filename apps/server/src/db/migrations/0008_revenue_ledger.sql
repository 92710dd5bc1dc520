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
    coalesce(eo.link_to_emp_id, e.escrow_officer_id) as credited_eo_id,
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
  left join employees ceo on ceo.employee_id = coalesce(eo.link_to_emp_id, e.escrow_officer_id)
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