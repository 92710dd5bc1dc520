-- Closed orders' reconciliation to the period figures: GET /api/files/reconciliation?state=AZ&close_start=2026-11-01&close_end=2026-11-27
-- Written by `npm run sql:write` (apps/server/test/report-sql.test.ts, which fails when this
-- file and the code differ): the statements the request runs after the sign-in check, in order,
-- as a Super User of AZ on 2026-11-28 (apps/server/test/report-sql/reports.ts).

-- statement 1 of 2
-- $1 = 'closed'
-- $2 = 'AZ'
-- $3 = 'AZ'
-- $4 = '2026-11-01'
-- $5 = '2026-11-27'
select coalesce(sum(t.files), 0)::int as files,
  sum(t.sales_price)::text as sales_price,
  sum(t.loan_amt)::text as loan_amt,
  sum(t.escrow_revenue)::text as escrow_revenue,
  sum(t.title_revenue)::text as title_revenue,
  sum(t.magnus_title_revenue)::text as magnus_title_revenue,
  sum(t.partner_title_revenue)::text as partner_title_revenue,
  sum(t.misc_fees)::text as misc_fees,
  sum(t.total_revenue)::text as total_revenue,
  sum(t.rep_esc_rev)::text as rep_esc_rev,
  sum(t.rep_title_rev)::text as rep_title_rev,
  sum(t.rep_underwriter_amt)::text as rep_underwriter_amt,
  sum(t.rep_commable_rev)::text as rep_commable_rev,
  sum(t.eo_esc_rev)::text as eo_esc_rev,
  sum(t.eo_title_rev)::text as eo_title_rev,
  sum(t.eo_underwriter_amt)::text as eo_underwriter_amt,
  sum(t.eo_commable_rev)::text as eo_commable_rev
from order_day_totals t
where (t.kind = $1 and t.state = $2 and t.state = $3 and t.day >= $4 and t.day <= $5);

-- statement 2 of 2
-- $1 = 'AZ'
-- $2 = 'AZ'
-- $3 = '2026-11-01'
-- $4 = '2026-11-27'
-- $5 = '2026-11-01'
-- $6 = '2026-11-27'
-- $7 = '2026-11-01'
-- $8 = '2026-11-27'
-- $9 = 'AZ'
-- $10 = 'AZ'
with kept as materialized (
  select "f"."file_id" as file_id
  from "esc_files" as f
  where (f.state = $1 and "f"."state" = $2 and "f"."calc_close_date" >= $3 and "f"."calc_close_date" <= $4))
select 'outside' as side,
  l.source,
  sum(l.escrow_revenue)::text as escrow_revenue,
  sum(l.title_revenue)::text as title_revenue,
  sum(l.magnus_title_revenue)::text as magnus_title_revenue,
  sum(l.partner_title_revenue)::text as partner_title_revenue,
  sum(l.total_revenue)::text as total_revenue,
  sum(l.company_revenue)::text as company_revenue
from revenue_ledger l
where l.source = 'adjustment'
  and l.file_id = any(array(
    select file_id
    from kept))
  and not coalesce((l.ledger_date >= $5::date and l.ledger_date <= $6::date), false)
group by l.source
union all
select 'inside' as side,
  l.source,
  sum(l.escrow_revenue)::text as escrow_revenue,
  sum(l.title_revenue)::text as title_revenue,
  sum(l.magnus_title_revenue)::text as magnus_title_revenue,
  sum(l.partner_title_revenue)::text as partner_title_revenue,
  sum(l.total_revenue)::text as total_revenue,
  sum(l.company_revenue)::text as company_revenue
from revenue_ledger l
join "esc_files" as f on "f"."file_id" = l.file_id
where l.source = 'adjustment'
  and (l.ledger_date >= $7::date and l.ledger_date <= $8::date)
  and (f.state = $9 and "f"."state" = $10)
  and not (l.file_id = any(array(
      select file_id
      from kept)))
group by l.source;
