-- JV mix: GET /api/reports/jvs/mix?jv_uuid=00000000-0000-4000-8000-0000000000a1&beg_date=2026-11-01&end_date=2026-11-27
-- Written by `npm run sql:write` (apps/server/test/report-sql.test.ts, which fails when this
-- file and the code differ): the statements the request runs after the sign-in check, in order,
-- as a Super User of AZ on 2026-11-28 (apps/server/test/report-sql/reports.ts).

-- statement 1 of 3
-- $1 = '00000000-0000-4000-8000-0000000000a1'
-- $2 = 1
select "jv_id",
  "uuid",
  "name",
  "st"
from "jv_entities"
where "jv_entities"."uuid" = $1
limit $2;

-- statement 2 of 3
-- $1 = 'eo'
-- $2 = '{AZ,NV}'
-- $3 = '2026-11-01'
-- $4 = '2026-11-27'
-- $5 = 1
select e.uuid as employee_uuid,
  e.first_name,
  e.last_name,
  coalesce(sum(r.opens), 0)::int as "opens",
  coalesce(sum(r.closes), 0)::int as "closes",
  coalesce(sum(r.total_revenue), 0)::numeric(18,2)::text as "total_revenue",
  coalesce(sum(r.partner_title_revenue), 0)::numeric(18,2)::text as "partner_title_revenue"
from revenue_rollups r
left join employees e on e.employee_id = r.credited_eo_id
where ((r.grain = $1 and r.state = any($2::bpchar[]) and (r.day between $3::date and $4::date)))
  and r.jv_id = $5
group by r.credited_eo_id,
  e.uuid,
  e.first_name,
  e.last_name
having coalesce(sum(r.opens), 0) <> 0
  or coalesce(sum(r.closes), 0) <> 0
  or coalesce(sum(r.total_revenue), 0) <> 0
  or coalesce(sum(r.partner_title_revenue), 0) <> 0;

-- statement 3 of 3
-- $1 = 'branch'
-- $2 = '{AZ,NV}'
-- $3 = '2026-11-01'
-- $4 = '2026-11-27'
-- $5 = 1
select r.branch_id,
  b.uuid as branch_uuid,
  b.name as branch_name,
  coalesce(sum(r.opens), 0)::int as "opens",
  coalesce(sum(r.closes), 0)::int as "closes",
  coalesce(sum(r.total_revenue), 0)::numeric(18,2)::text as "total_revenue",
  coalesce(sum(r.partner_title_revenue), 0)::numeric(18,2)::text as "partner_title_revenue"
from revenue_rollups r
left join branches b on b.branch_id = r.branch_id
where ((r.grain = $1 and r.state = any($2::bpchar[]) and (r.day between $3::date and $4::date)))
  and r.jv_id = $5
group by r.branch_id,
  b.uuid,
  b.name
having coalesce(sum(r.opens), 0) <> 0
  or coalesce(sum(r.closes), 0) <> 0
  or coalesce(sum(r.total_revenue), 0) <> 0
  or coalesce(sum(r.partner_title_revenue), 0) <> 0;
