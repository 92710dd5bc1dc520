-- Revenue compare: GET /api/revenue/datecompare?state=AZ&report_date=2026-11-27
-- Written by `npm run sql:write` (apps/server/test/report-sql.test.ts, which fails when this
-- file and the code differ): the statements the request runs after the sign-in check, in order,
-- as a Super User of AZ on 2026-11-28 (apps/server/test/report-sql/reports.ts).

-- statement 1 of 2
-- $1 = 'AZ'
-- $2 = false
-- $3 = '2026-11-27'
select "day_date"
from "calendar_days"
where ("calendar_days"."state" = $1 and "calendar_days"."is_business_day" = $2 and "calendar_days"."day_date" <= $3);

-- statement 2 of 2
-- $1 = '2026-11-01'
-- $2 = '2026-11-27'
-- $3 = '2026-11-01'
-- $4 = '2026-11-27'
-- $5 = '2026-11-01'
-- $6 = '2026-11-27'
-- $7 = '2026-11-01'
-- $8 = '2026-11-27'
-- $9 = '2026-11-01'
-- $10 = '2026-11-27'
-- $11 = '2026-10-01'
-- $12 = '2026-10-28'
-- $13 = '2026-10-01'
-- $14 = '2026-10-28'
-- $15 = '2026-10-01'
-- $16 = '2026-10-28'
-- $17 = '2026-10-01'
-- $18 = '2026-10-28'
-- $19 = '2026-10-01'
-- $20 = '2026-10-28'
-- $21 = '2025-11-01'
-- $22 = '2025-11-28'
-- $23 = '2025-11-01'
-- $24 = '2025-11-28'
-- $25 = '2025-11-01'
-- $26 = '2025-11-28'
-- $27 = '2025-11-01'
-- $28 = '2025-11-28'
-- $29 = '2025-11-01'
-- $30 = '2025-11-28'
-- $31 = 'state'
-- $32 = 'AZ'
-- $33 = '2026-11-01'
-- $34 = '2026-11-27'
-- $35 = 'state'
-- $36 = 'AZ'
-- $37 = '2026-10-01'
-- $38 = '2026-10-28'
-- $39 = 'state'
-- $40 = 'AZ'
-- $41 = '2025-11-01'
-- $42 = '2025-11-28'
select coalesce(sum(r.opens) filter (where r.day between $1::date and $2::date), 0)::int as "cur_open",
  coalesce(sum(r.closes) filter (where r.day between $3::date and $4::date), 0)::int as "cur_closed",
  coalesce(sum(r.cancels) filter (where r.day between $5::date and $6::date), 0)::int as "cur_cancel",
  coalesce(sum(r.company_revenue) filter (where r.day between $7::date and $8::date), 0)::numeric(18,2)::text as "cur_revenue",
  coalesce(sum(r.partner_total_revenue) filter (where r.day between $9::date and $10::date), 0)::numeric(18,2)::text as "cur_partner_revenue",
  coalesce(sum(r.opens) filter (where r.day between $11::date and $12::date), 0)::int as "prev_open",
  coalesce(sum(r.closes) filter (where r.day between $13::date and $14::date), 0)::int as "prev_closed",
  coalesce(sum(r.cancels) filter (where r.day between $15::date and $16::date), 0)::int as "prev_cancel",
  coalesce(sum(r.company_revenue) filter (where r.day between $17::date and $18::date), 0)::numeric(18,2)::text as "prev_revenue",
  coalesce(sum(r.partner_total_revenue) filter (where r.day between $19::date and $20::date), 0)::numeric(18,2)::text as "prev_partner_revenue",
  coalesce(sum(r.opens) filter (where r.day between $21::date and $22::date), 0)::int as "ly_open",
  coalesce(sum(r.closes) filter (where r.day between $23::date and $24::date), 0)::int as "ly_closed",
  coalesce(sum(r.cancels) filter (where r.day between $25::date and $26::date), 0)::int as "ly_cancel",
  coalesce(sum(r.company_revenue) filter (where r.day between $27::date and $28::date), 0)::numeric(18,2)::text as "ly_revenue",
  coalesce(sum(r.partner_total_revenue) filter (where r.day between $29::date and $30::date), 0)::numeric(18,2)::text as "ly_partner_revenue"
from revenue_rollups r
where ((r.grain = $31 and r.state = $32 and r.day between $33::date and $34::date) or (r.grain = $35 and r.state = $36 and r.day between $37::date and $38::date) or (r.grain = $39 and r.state = $40 and r.day between $41::date and $42::date))
  and true;
