-- Yearly Comparison: GET /api/reports/branches/yearly-comparison?state=AZ&year=2026
-- Written by `npm run sql:write` (apps/server/test/report-sql.test.ts, which fails when this
-- file and the code differ): the statements the request runs after the sign-in check, in order,
-- as a Super User of AZ on 2026-11-28 (apps/server/test/report-sql/reports.ts).

-- statement 1 of 2
-- $1 = '2025-11-28'
-- $2 = '2026-01-01'
-- $3 = '2025-11-28'
-- $4 = '2026-01-01'
-- $5 = '2025-11-28'
-- $6 = '2026-01-01'
-- $7 = 'branch_month'
-- $8 = 'AZ'
-- $9 = '{2025-01-01,2025-02-01,2025-03-01,2025-04-01,2025-05-01,2025-06-01,2025-07-01,2025-08-01,2025-09-01,2025-10-01,2025-12-01,2026-01-01,2026-02-01,2026-03-01,2026-04-01,2026-05-01,2026-06-01,2026-07-01,2026-08-01,2026-09-01,2026-10-01}'
-- $10 = 'branch'
-- $11 = 'AZ'
-- $12 = '2025-11-01'
-- $13 = '2025-11-30'
-- $14 = '2026-11-01'
-- $15 = '2026-11-28'
select r.branch_id,
  to_char(date_trunc('month', r.day), 'YYYY-MM') as month,
  coalesce(sum(r.opens), 0)::int as "opens",
  coalesce(sum(r.closes), 0)::int as "closes",
  coalesce(sum(r.company_revenue), 0)::numeric(18,2)::text as "revenue",
  coalesce(sum(r.opens) filter (where (r.day <= $1::date or r.day >= $2::date)), 0)::int as "ytd_opens",
  coalesce(sum(r.closes) filter (where (r.day <= $3::date or r.day >= $4::date)), 0)::int as "ytd_closes",
  coalesce(sum(r.company_revenue) filter (where (r.day <= $5::date or r.day >= $6::date)), 0)::numeric(18,2)::text as "ytd_revenue"
from revenue_rollups r
where ((r.grain = $7 and r.state = $8 and r.day = any($9::date[])) or (r.grain = $10 and r.state = $11 and (r.day between $12::date and $13::date or r.day between $14::date and $15::date)))
group by r.branch_id,
  date_trunc('month', r.day);

-- statement 2 of 2
-- $1 = 'AZ'
-- $2 = true
-- $3 = 1
-- $4 = 1
select "branch_id",
  "uuid",
  "name"
from "branches"
where (("branches"."state" = $1 and "branches"."active" = $2) or "branches"."branch_id" in ($3, $4));
