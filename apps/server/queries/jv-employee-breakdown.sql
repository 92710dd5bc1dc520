-- JV breakdown of an employee: GET /api/reports/employees/jv-range?employee_uuid=00000000-0000-4000-8000-00000000e001&beg_date=2026-11-01&end_date=2026-11-27
-- Written by `npm run sql:write` (apps/server/test/report-sql.test.ts, which fails when this
-- file and the code differ): the statements the request runs after the sign-in check, in order,
-- as a Super User of AZ on 2026-11-28 (apps/server/test/report-sql/reports.ts).

-- statement 1 of 2
-- $1 = '00000000-0000-4000-8000-00000000e001'
-- $2 = 1
select "employee_id",
  "uuid",
  "first_name",
  "last_name",
  "state",
  "emp_type"
from "employees"
where "employees"."uuid" = $1
limit $2;

-- statement 2 of 2
-- $1 = 'eo'
-- $2 = '{AZ,NV}'
-- $3 = '2026-11-01'
-- $4 = '2026-11-27'
-- $5 = 1
select r.jv_id,
  j.uuid as jv_uuid,
  j.name as jv_name,
  coalesce(sum(r.opens), 0)::int as "opens",
  coalesce(sum(r.closes), 0)::int as "closes",
  coalesce(sum(r.total_revenue), 0)::numeric(18,2)::text as "total_revenue",
  coalesce(sum(r.partner_title_revenue), 0)::numeric(18,2)::text as "partner_title_revenue"
from revenue_rollups r
left join jv_entities j on j.jv_id = r.jv_id
where ((r.grain = $1 and r.state = any($2::bpchar[]) and (r.day between $3::date and $4::date)))
  and r.credited_eo_id = $5
group by r.jv_id,
  j.uuid,
  j.name
having coalesce(sum(r.opens), 0) <> 0
  or coalesce(sum(r.closes), 0) <> 0
  or coalesce(sum(r.total_revenue), 0) <> 0
  or coalesce(sum(r.partner_title_revenue), 0) <> 0;
