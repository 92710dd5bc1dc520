-- Revenue trend: GET /api/revenue/trend?state=AZ&months_back=12&branch_id=1
-- Written by `npm run sql:write` (apps/server/test/report-sql.test.ts, which fails when this
-- file and the code differ): the statements the request runs after the sign-in check, in order,
-- as a Super User of AZ on 2026-11-28 (apps/server/test/report-sql/reports.ts).

-- statement 1 of 3
-- $1 = 1
-- $2 = 1
select "branches"."branch_id",
  "branches"."uuid",
  "branches"."code",
  "branches"."name",
  "branches"."alias",
  "branches"."add1",
  "branches"."add2",
  "branches"."city",
  "branches"."state",
  "branches"."zip",
  "branches"."phone_number",
  "branches"."active",
  "branches"."escrow_employee_count_override",
  "branches"."cost_center_id",
  "cost_centers"."description",
  "cost_centers"."accounting_code",
  "branches"."version"
from "branches"
left join "cost_centers" on "cost_centers"."cost_center_id" = "branches"."cost_center_id"
where "branches"."branch_id" = $1
limit $2;

-- statement 2 of 3
-- $1 = 'AZ'
-- $2 = false
-- $3 = '2026-11-28'
select "day_date"
from "calendar_days"
where ("calendar_days"."state" = $1 and "calendar_days"."is_business_day" = $2 and "calendar_days"."day_date" <= $3);

-- statement 3 of 3
-- $1 = 'branch'
-- $2 = 'AZ'
-- $3 = '2025-12-01'
-- $4 = '2026-11-28'
-- $5 = 1
select r.day::text as day,
  coalesce(sum(r.opens), 0)::int as "opens",
  coalesce(sum(r.closes), 0)::int as "closes",
  coalesce(sum(r.company_revenue), 0)::numeric(18,2)::text as "company_revenue",
  coalesce(sum(r.partner_total_revenue), 0)::numeric(18,2)::text as "partner_total_revenue"
from revenue_rollups r
where r.grain = $1
  and r.state = $2
  and r.day between $3::date and $4::date
  and r.branch_id = $5
group by r.day
order by r.day;
