-- Report jv-summary (declared in the contract): GET /api/reports/jvs?state=AZ&report_date=2026-11-27
-- Written by `npm run sql:write` (apps/server/test/report-sql.test.ts, which fails when this
-- file and the code differ): the statements the request runs after the sign-in check, in order,
-- as a Super User of AZ on 2026-11-28 (apps/server/test/report-sql/reports.ts).

-- statement 1 of 1
-- $1 = '2026-11-27'
-- $2 = '2026-11-27'
-- $3 = '2026-11-27'
-- $4 = 'state'
-- $5 = 'AZ'
-- $6 = '2026-11-01'
-- $7 = '2026-11-27'
-- $8 = 'AZ'
with sums as (
  select r.jv_id,
    coalesce(sum(r.opens) filter (where r.day = $1::date), 0)::int as "today_open",
    coalesce(sum(r.opens), 0)::int as "mtd_open",
    coalesce(sum(r.closes) filter (where r.day = $2::date), 0)::int as "today_closed",
    coalesce(sum(r.closes), 0)::int as "mtd_closed",
    coalesce(sum(r.cancels), 0)::int as "canceled_count",
    coalesce(sum(r.title_revenue), 0)::numeric(18,2)::text as "title_rev_mtd",
    coalesce(sum(r.title_revenue) filter (where r.day = $3::date), 0)::numeric(18,2)::text as "title_rev_today"
  from revenue_rollups r
  where r.grain = $4
    and r.state = $5
    and r.day between $6::date and $7::date
    and r.jv_id is not null
  group by r.jv_id)
select j.jv_id,
  j.uuid as jv_uuid,
  j.name as jv_name,
  coalesce(s.today_open, 0) as today_open,
  coalesce(s.mtd_open, 0) as mtd_open,
  coalesce(s.today_closed, 0) as today_closed,
  coalesce(s.mtd_closed, 0) as mtd_closed,
  coalesce(s.canceled_count, 0) as canceled_count,
  coalesce(s.title_rev_mtd, '0.00') as title_rev_mtd,
  coalesce(s.title_rev_today, '0.00') as title_rev_today
from jv_entities j
left join sums s on s.jv_id = j.jv_id
where s.jv_id is not null
  or (j.is_active and j.st = $8);
