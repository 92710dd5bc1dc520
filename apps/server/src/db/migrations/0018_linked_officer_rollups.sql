ALTER TABLE "revenue_rollups" DROP CONSTRAINT "revenue_rollups_key_uq";--> statement-breakpoint
ALTER TABLE "revenue_rollups" ADD COLUMN "escrow_officer_id" integer;--> statement-breakpoint
ALTER TABLE "revenue_rollups" ADD CONSTRAINT "revenue_rollups_key_uq" UNIQUE NULLS NOT DISTINCT("grain","state","day","branch_id","credited_eo_id","marketing_rep_id","escrow_officer_id","jv_id","transaction_type");--> statement-breakpoint
-- What each linked officer brings to the officer a link credits their files to (the new grains).
      insert into revenue_rollups (grain, day, state, jv_id, transaction_type, branch_id, credited_eo_id, marketing_rep_id, escrow_officer_id, opens, closes, cancels, entries, escrow_revenue, title_revenue, magnus_title_revenue, partner_title_revenue, total_revenue, company_revenue, partner_total_revenue, misc_fees, premiums, underwriter_amt, underwriter_magnus_amt, underwriter_partner_amt, escrow_revenue_after_uw, title_revenue_after_uw, magnus_title_revenue_after_uw, partner_title_revenue_after_uw, total_revenue_after_uw, company_revenue_after_uw, rep_esc_rev, rep_title_rev, rep_underwriter_amt, rep_commable_rev, eo_esc_rev, eo_title_rev, eo_underwriter_amt, eo_commable_rev)
      select grain, day, state, jv_id, transaction_type, branch_id, credited_eo_id, marketing_rep_id, escrow_officer_id, opens, closes, cancels, entries, escrow_revenue, title_revenue, magnus_title_revenue, partner_title_revenue, total_revenue, company_revenue, partner_total_revenue, misc_fees, premiums, underwriter_amt, underwriter_magnus_amt, underwriter_partner_amt, escrow_revenue_after_uw, title_revenue_after_uw, magnus_title_revenue_after_uw, partner_title_revenue_after_uw, total_revenue_after_uw, company_revenue_after_uw, rep_esc_rev, rep_title_rev, rep_underwriter_amt, rep_commable_rev, eo_esc_rev, eo_title_rev, eo_underwriter_amt, eo_commable_rev from (
    with f as (
      select f.file_id, f.state, f.jv_id, f.transaction_type, f.branch_id,
        coalesce(eo_head.employee_id, f.escrow_officer_id) as credited_eo_id, f.marketing_rep_id,
        case when f.escrow_officer_id <> coalesce(eo_head.employee_id, f.escrow_officer_id) then f.escrow_officer_id end
          as escrow_officer_id,
        f.open_date, f.calc_close_date, f.cancel_date
      from esc_files f
      left join employees eo on eo.employee_id = f.escrow_officer_id
  left join employees eo_head on eo_head.employee_id = eo.link_to_emp_id and eo_head.emp_type = 'EO'
      where f.escrow_officer_id in (select employee_id from employees where link_to_emp_id is not null)
    ),
    c as (
      select open_date as day, state, jv_id, transaction_type, branch_id, credited_eo_id, marketing_rep_id,
      escrow_officer_id, 1 as opens, 0 as closes, 0 as cancels, 0 as entries, 0 as escrow_revenue, 0 as title_revenue, 0 as magnus_title_revenue, 0 as partner_title_revenue, 0 as total_revenue, 0 as company_revenue, 0 as partner_total_revenue, 0 as misc_fees, 0 as premiums, 0 as underwriter_amt, 0 as underwriter_magnus_amt, 0 as underwriter_partner_amt, 0 as escrow_revenue_after_uw, 0 as title_revenue_after_uw, 0 as magnus_title_revenue_after_uw, 0 as partner_title_revenue_after_uw, 0 as total_revenue_after_uw, 0 as company_revenue_after_uw, 0 as rep_esc_rev, 0 as rep_title_rev, 0 as rep_underwriter_amt, 0 as rep_commable_rev, 0 as eo_esc_rev, 0 as eo_title_rev, 0 as eo_underwriter_amt, 0 as eo_commable_rev
    from f
      union all
      select calc_close_date as day, state, jv_id, transaction_type, branch_id, credited_eo_id, marketing_rep_id,
      escrow_officer_id, 0 as opens, 1 as closes, 0 as cancels, 0 as entries, 0 as escrow_revenue, 0 as title_revenue, 0 as magnus_title_revenue, 0 as partner_title_revenue, 0 as total_revenue, 0 as company_revenue, 0 as partner_total_revenue, 0 as misc_fees, 0 as premiums, 0 as underwriter_amt, 0 as underwriter_magnus_amt, 0 as underwriter_partner_amt, 0 as escrow_revenue_after_uw, 0 as title_revenue_after_uw, 0 as magnus_title_revenue_after_uw, 0 as partner_title_revenue_after_uw, 0 as total_revenue_after_uw, 0 as company_revenue_after_uw, 0 as rep_esc_rev, 0 as rep_title_rev, 0 as rep_underwriter_amt, 0 as rep_commable_rev, 0 as eo_esc_rev, 0 as eo_title_rev, 0 as eo_underwriter_amt, 0 as eo_commable_rev
    from f where calc_close_date is not null
      union all
      select cancel_date as day, state, jv_id, transaction_type, branch_id, credited_eo_id, marketing_rep_id,
      escrow_officer_id, 0 as opens, 0 as closes, 1 as cancels, 0 as entries, 0 as escrow_revenue, 0 as title_revenue, 0 as magnus_title_revenue, 0 as partner_title_revenue, 0 as total_revenue, 0 as company_revenue, 0 as partner_total_revenue, 0 as misc_fees, 0 as premiums, 0 as underwriter_amt, 0 as underwriter_magnus_amt, 0 as underwriter_partner_amt, 0 as escrow_revenue_after_uw, 0 as title_revenue_after_uw, 0 as magnus_title_revenue_after_uw, 0 as partner_title_revenue_after_uw, 0 as total_revenue_after_uw, 0 as company_revenue_after_uw, 0 as rep_esc_rev, 0 as rep_title_rev, 0 as rep_underwriter_amt, 0 as rep_commable_rev, 0 as eo_esc_rev, 0 as eo_title_rev, 0 as eo_underwriter_amt, 0 as eo_commable_rev
    from f where cancel_date is not null
      union all
      select l.ledger_date, l.state, l.jv_id, l.transaction_type, l.branch_id, l.credited_eo_id,
        l.marketing_rep_id,
        case when l.escrow_officer_id <> l.credited_eo_id then l.escrow_officer_id end,
        0 as opens, 0 as closes, 0 as cancels, 1 as entries, l.escrow_revenue, l.title_revenue, l.magnus_title_revenue, l.partner_title_revenue, l.total_revenue, l.company_revenue, l.partner_total_revenue, l.misc_fees, l.premiums, l.underwriter_amt, l.underwriter_magnus_amt, l.underwriter_partner_amt, l.escrow_revenue_after_uw, l.title_revenue_after_uw, l.magnus_title_revenue_after_uw, l.partner_title_revenue_after_uw, l.total_revenue_after_uw, l.company_revenue_after_uw, l.rep_esc_rev, l.rep_title_rev, l.rep_underwriter_amt, l.rep_commable_rev, l.eo_esc_rev, l.eo_title_rev, l.eo_underwriter_amt, l.eo_commable_rev
      from revenue_ledger l
      where l.ledger_date is not null and l.escrow_officer_id in (select employee_id from employees where link_to_emp_id is not null)
    ),
    m as (select c.*, date_trunc('month', c.day)::date as month from c)
    select case when grouping(day) = 1 then
          case when grouping(escrow_officer_id) = 0 then 'sub_eo_month'
            when grouping(credited_eo_id) = 0 then 'eo_month'
            when grouping(marketing_rep_id) = 0 then 'rep_month' else 'branch_month' end
        when grouping(escrow_officer_id) = 0 then 'sub_eo'
        when grouping(credited_eo_id) = 0 then 'eo'
        when grouping(marketing_rep_id) = 0 then 'rep'
        when grouping(branch_id) = 0 then 'branch' else 'state' end as grain,
      case when grouping(day) = 0 then day else month end as day,
      state, jv_id, transaction_type, branch_id, credited_eo_id, marketing_rep_id, escrow_officer_id, sum(opens) as opens, sum(closes) as closes, sum(cancels) as cancels, sum(entries) as entries, sum(escrow_revenue) as escrow_revenue, sum(title_revenue) as title_revenue, sum(magnus_title_revenue) as magnus_title_revenue, sum(partner_title_revenue) as partner_title_revenue, sum(total_revenue) as total_revenue, sum(company_revenue) as company_revenue, sum(partner_total_revenue) as partner_total_revenue, sum(misc_fees) as misc_fees, sum(premiums) as premiums, sum(underwriter_amt) as underwriter_amt, sum(underwriter_magnus_amt) as underwriter_magnus_amt, sum(underwriter_partner_amt) as underwriter_partner_amt, sum(escrow_revenue_after_uw) as escrow_revenue_after_uw, sum(title_revenue_after_uw) as title_revenue_after_uw, sum(magnus_title_revenue_after_uw) as magnus_title_revenue_after_uw, sum(partner_title_revenue_after_uw) as partner_title_revenue_after_uw, sum(total_revenue_after_uw) as total_revenue_after_uw, sum(company_revenue_after_uw) as company_revenue_after_uw, sum(rep_esc_rev) as rep_esc_rev, sum(rep_title_rev) as rep_title_rev, sum(rep_underwriter_amt) as rep_underwriter_amt, sum(rep_commable_rev) as rep_commable_rev, sum(eo_esc_rev) as eo_esc_rev, sum(eo_title_rev) as eo_title_rev, sum(eo_underwriter_amt) as eo_underwriter_amt, sum(eo_commable_rev) as eo_commable_rev
    from m
    group by grouping sets (
      (day, state, jv_id, transaction_type, branch_id),
      (day, state, jv_id, transaction_type, credited_eo_id),
      (day, state, jv_id, transaction_type, marketing_rep_id, branch_id),
      (day, state, jv_id, transaction_type),
      (day, state, jv_id, transaction_type, credited_eo_id, escrow_officer_id),
      (month, state, jv_id, transaction_type, branch_id),
      (month, state, jv_id, transaction_type, credited_eo_id),
      (month, state, jv_id, transaction_type, marketing_rep_id, branch_id),
      (month, state, jv_id, transaction_type, credited_eo_id, escrow_officer_id)
    )
    -- The 'sub_eo' grains keep the files a link moved only.
    having grouping(escrow_officer_id) = 1 or escrow_officer_id is not null) d
      where grain in ('sub_eo', 'sub_eo_month')
--> statement-breakpoint
ANALYZE "revenue_rollups";
