-- Branch Escrow Summary: GET /api/reports/branches?state=AZ&report_date=2026-11-27
-- Written by `npm run sql:write` (apps/server/test/report-sql.test.ts, which fails when this
-- file and the code differ): the statements the request runs after the sign-in check, in order,
-- as a Super User of AZ on 2026-11-28 (apps/server/test/report-sql/reports.ts).

-- statement 1 of 2
-- $1 = '2026-11-01'
-- $2 = '2026-11-27'
-- $3 = '2026-11-01'
-- $4 = '2026-11-27'
-- $5 = '2026-11-01'
-- $6 = '2026-11-27'
-- $7 = '2026-11-01'
-- $8 = '2026-11-27'
-- $9 = '2025-11-01'
-- $10 = '2025-11-27'
-- $11 = '2025-11-01'
-- $12 = '2025-11-27'
-- $13 = '2025-11-01'
-- $14 = '2025-11-27'
-- $15 = '2025-11-01'
-- $16 = '2025-11-27'
-- $17 = 'AZ'
-- $18 = '2026-11-01'
-- $19 = '2026-11-27'
-- $20 = 'AZ'
-- $21 = '2025-11-01'
-- $22 = '2025-11-27'
select r.branch_id,
  coalesce(sum(r.opens) filter (where r.day between $1::date and $2::date), 0)::int as "mtd_open",
  coalesce(sum(r.closes) filter (where r.day between $3::date and $4::date), 0)::int as "mtd_closed",
  coalesce(sum(r.company_revenue) filter (where r.day between $5::date and $6::date), 0)::numeric(18,2)::text as "mtd_revenue",
  coalesce(sum(r.partner_total_revenue) filter (where r.day between $7::date and $8::date), 0)::numeric(18,2)::text as "mtd_partner_revenue",
  coalesce(sum(r.opens) filter (where r.day between $9::date and $10::date), 0)::int as "ly_open",
  coalesce(sum(r.closes) filter (where r.day between $11::date and $12::date), 0)::int as "ly_closed",
  coalesce(sum(r.company_revenue) filter (where r.day between $13::date and $14::date), 0)::numeric(18,2)::text as "ly_revenue",
  coalesce(sum(r.partner_total_revenue) filter (where r.day between $15::date and $16::date), 0)::numeric(18,2)::text as "ly_partner_revenue"
from revenue_rollups r
where (r.grain = 'branch' and r.state = $17 and r.day between $18::date and $19::date)
  or (r.grain = 'branch' and r.state = $20 and r.day between $21::date and $22::date)
group by r.branch_id;

-- statement 2 of 2
-- $1 = 'AZ'
-- $2 = true
-- $3 = 1
select "branch_id",
  "uuid",
  "name"
from "branches"
where (("branches"."state" = $1 and "branches"."active" = $2) or "branches"."branch_id" in ($3));
