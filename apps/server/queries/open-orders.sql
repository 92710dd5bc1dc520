-- Open orders: GET /api/files?state=AZ&open_start=2026-11-01&open_end=2026-11-27
-- Written by `npm run sql:write` (apps/server/test/report-sql.test.ts, which fails when this
-- file and the code differ): the statements the request runs after the sign-in check, in order,
-- as a Super User of AZ on 2026-11-28 (apps/server/test/report-sql/reports.ts).

-- statement 1 of 4
-- $1 = 'open'
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

-- statement 2 of 4
-- $1 = 'AZ'
-- $2 = 'AZ'
-- $3 = '2026-11-01'
-- $4 = '2026-11-27'
-- $5 = 50
-- $6 = 0
select "f"."file_id" as file_id
from "esc_files" as f
where (f.state = $1 and "f"."state" = $2 and "f"."open_date" >= $3 and "f"."open_date" <= $4)
order by "f"."open_date" desc,
  "f"."file_id" desc
limit $5
offset $6;

-- statement 3 of 4
-- $1 = 2
-- $2 = 1
select "f"."file_id",
  "f"."file_uuid",
  "f"."order_number",
  "f"."state",
  "f"."transaction_type",
  "f"."open_date",
  "f"."order_status",
  "f"."cancel_date",
  "f"."sales_price",
  "f"."loan_amt",
  "f"."calc_close_date",
  "f"."disb_date",
  "f"."posted_settlement_date",
  "f"."posted_title_date",
  "f"."posted_settlement_date_imp",
  "f"."posted_title_date_imp",
  "f"."src_bus",
  "b"."branch_id",
  "b"."name",
  "eo"."employee_id",
  "eo"."first_name",
  "eo"."last_name",
  "rep"."employee_id",
  "rep"."first_name",
  "rep"."last_name",
  "dc"."client_id",
  coalesce(nullif("dc"."individual_name", ''), nullif(concat_ws(' ', "dc"."first_name", "dc"."last_name"), '')),
  "dc"."company_name",
  "dc"."contact_name",
  "dc"."email",
  "jv"."jv_id",
  "jv"."name",
  "f"."property_address",
  "f"."property_city",
  "f"."property_state",
  "f"."property_zip",
  "f"."buyer",
  "f"."seller",
  "f"."lender_name",
  "f"."listing_agency",
  "f"."listing_agent_name",
  "f"."listing_agent_email",
  "f"."listing_agent_phone",
  "f"."selling_agency",
  "f"."selling_agent_name",
  "f"."selling_agent_email",
  "f"."selling_agent_phone"
from "esc_files" "f"
left join "branches" "b" on "b"."branch_id" = "f"."branch_id"
left join "employees" "eo" on "eo"."employee_id" = "f"."escrow_officer_id"
left join "employees" "rep" on "rep"."employee_id" = "f"."marketing_rep_id"
left join "clients" "dc" on "dc"."client_id" = "f"."directing_client_id"
left join "jv_entities" "jv" on "jv"."jv_id" = "f"."jv_id"
where "f"."file_id" in ($1, $2);

-- statement 4 of 4
-- $1 = '{2,1}'
select "revenue_ledger"."file_id",
  "revenue_ledger"."source",
  "revenue_ledger"."adj_id",
  "revenue_ledger"."ledger_date",
  "revenue_ledger"."has_jv",
  "revenue_ledger"."magnus_share",
  "revenue_ledger"."escrow_revenue",
  "revenue_ledger"."title_revenue",
  "revenue_ledger"."magnus_title_revenue",
  "revenue_ledger"."partner_title_revenue",
  "revenue_ledger"."misc_fees",
  "revenue_ledger"."total_revenue",
  "revenue_ledger"."rep_esc_rev",
  "revenue_ledger"."rep_title_rev",
  "revenue_ledger"."rep_underwriter_amt",
  "revenue_ledger"."rep_commable_rev",
  "revenue_ledger"."eo_esc_rev",
  "revenue_ledger"."eo_title_rev",
  "revenue_ledger"."eo_underwriter_amt",
  "revenue_ledger"."eo_commable_rev",
  "credited_rep"."rep_gets_full_jv_title",
  "credited_eo"."rep_gets_full_jv_title"
from "revenue_ledger"
left join "employees" "credited_rep" on "credited_rep"."employee_id" = "revenue_ledger"."marketing_rep_id"
left join "employees" "credited_eo" on "credited_eo"."employee_id" = "revenue_ledger"."credited_eo_id"
where "revenue_ledger"."file_id" = any($1::int4[])
order by "revenue_ledger"."file_id" asc,
  "revenue_ledger"."source" desc,
  "revenue_ledger"."ledger_date" asc,
  "revenue_ledger"."adj_id" asc;
