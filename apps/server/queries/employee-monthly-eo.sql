-- Escrow Officer Report (every escrow officer): GET /api/reports/employees?state=AZ&emp_type=EO&report_date=2026-11-27
-- Written by `npm run sql:write` (apps/server/test/report-sql.test.ts, which fails when this
-- file and the code differ): the statements the request runs after the sign-in check, in order,
-- as a Super User of AZ on 2026-11-28 (apps/server/test/report-sql/reports.ts).

-- statement 1 of 4
-- $1 = 'eo_month'
-- $2 = 'AZ'
-- $3 = '{2025-12-01,2026-01-01,2026-02-01,2026-03-01,2026-04-01,2026-05-01,2026-06-01,2026-07-01,2026-08-01,2026-09-01,2026-10-01}'
-- $4 = 'eo'
-- $5 = 'AZ'
-- $6 = '2026-11-01'
-- $7 = '2026-11-27'
select r.credited_eo_id as employee_id,
  to_char(date_trunc('month', r.day), 'YYYY-MM') as month,
  coalesce(sum(r.opens), 0)::int as "opens",
  coalesce(sum(r.closes), 0)::int as "closes",
  coalesce(sum(r.cancels), 0)::int as "cancelled",
  coalesce(sum(r.opens) filter (where r.jv_id is not null), 0)::int as "partnerOpens",
  coalesce(sum(r.closes) filter (where r.jv_id is not null), 0)::int as "partnerCloses",
  coalesce(sum(r.total_revenue), 0)::numeric(18,2)::text as "totalRevenue",
  coalesce(sum(r.escrow_revenue), 0)::numeric(18,2)::text as "escrowRevenue",
  coalesce(sum(r.magnus_title_revenue), 0)::numeric(18,2)::text as "magnusTitleRevenue",
  coalesce(sum(r.partner_total_revenue), 0)::numeric(18,2)::text as "partnerRevenue",
  coalesce(sum(r.partner_title_revenue), 0)::numeric(18,2)::text as "partnerTitleRevenue",
  coalesce(sum(r.company_revenue), 0)::numeric(18,2)::text as "revenue",
  coalesce(sum(r.eo_commable_rev), 0)::numeric(18,2)::text as "commissionableRev"
from revenue_rollups r
where ((r.grain = $1 and r.state = $2 and r.day = any($3::date[])) or (r.grain = $4 and r.state = $5 and (r.day between $6::date and $7::date)))
  and r.credited_eo_id is not null
group by r.credited_eo_id,
  date_trunc('month', r.day);

-- statement 2 of 4
-- $1 = true
-- $2 = 'EO'
-- $3 = 'AZ'
-- $4 = 1
select "employee_id",
  "uuid",
  "first_name",
  "last_name",
  "state",
  "is_active",
  "emp_type"
from "employees"
where (("employees"."is_active" = $1 and "employees"."emp_type" = $2 and "employees"."state" = $3) or "employees"."employee_id" in ($4))
order by lower("employees"."last_name"),
  lower("employees"."first_name"),
  "employees"."employee_id";

-- statement 3 of 4
-- $1 = 'sub_eo_month'
-- $2 = 'AZ'
-- $3 = '{2025-12-01,2026-01-01,2026-02-01,2026-03-01,2026-04-01,2026-05-01,2026-06-01,2026-07-01,2026-08-01,2026-09-01,2026-10-01}'
-- $4 = 'sub_eo'
-- $5 = 'AZ'
-- $6 = '2026-11-01'
-- $7 = '2026-11-27'
select r.credited_eo_id as head_id,
  r.escrow_officer_id as employee_id,
  to_char(date_trunc('month', r.day), 'YYYY-MM') as month,
  coalesce(sum(r.opens), 0)::int as "opens",
  coalesce(sum(r.closes), 0)::int as "closes",
  coalesce(sum(r.cancels), 0)::int as "cancelled",
  coalesce(sum(r.opens) filter (where r.jv_id is not null), 0)::int as "partnerOpens",
  coalesce(sum(r.closes) filter (where r.jv_id is not null), 0)::int as "partnerCloses",
  coalesce(sum(r.total_revenue), 0)::numeric(18,2)::text as "totalRevenue",
  coalesce(sum(r.escrow_revenue), 0)::numeric(18,2)::text as "escrowRevenue",
  coalesce(sum(r.magnus_title_revenue), 0)::numeric(18,2)::text as "magnusTitleRevenue",
  coalesce(sum(r.partner_total_revenue), 0)::numeric(18,2)::text as "partnerRevenue",
  coalesce(sum(r.partner_title_revenue), 0)::numeric(18,2)::text as "partnerTitleRevenue",
  coalesce(sum(r.company_revenue), 0)::numeric(18,2)::text as "revenue",
  coalesce(sum(r.eo_commable_rev), 0)::numeric(18,2)::text as "commissionableRev"
from revenue_rollups r
where ((r.grain = $1 and r.state = $2 and r.day = any($3::date[])) or (r.grain = $4 and r.state = $5 and (r.day between $6::date and $7::date)))
group by r.credited_eo_id,
  r.escrow_officer_id,
  date_trunc('month', r.day);

-- statement 4 of 4
-- $1 = 1
-- $2 = true
-- $3 = 'EO'
select "employee_id",
  "uuid",
  "first_name",
  "last_name",
  "state",
  "is_active",
  "emp_type",
  "link_to_emp_id"
from "employees"
where ("employees"."link_to_emp_id" in ($1) and ("employees"."is_active" = $2 and "employees"."emp_type" = $3))
order by lower("employees"."last_name"),
  lower("employees"."first_name"),
  "employees"."employee_id";
