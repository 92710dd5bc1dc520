-- EO dashboard: GET /api/reports/dashboard?state=AZ&date_to=2026-11-27
-- Written by `npm run sql:write` (apps/server/test/report-sql.test.ts, which fails when this
-- file and the code differ): the statements the request runs after the sign-in check, in order,
-- as a Super User of AZ on 2026-11-28 (apps/server/test/report-sql/reports.ts).

-- statement 1 of 2
-- $1 = '2026-11-01'
-- $2 = '2026-11-01'
-- $3 = 'PURCHASE'
-- $4 = '2026-11-01'
-- $5 = 'REFI'
-- $6 = 'PURCHASE'
-- $7 = 'REFI'
-- $8 = '2026-11-01'
-- $9 = '2026-11-01'
-- $10 = 'PURCHASE'
-- $11 = '2026-11-01'
-- $12 = 'REFI'
-- $13 = 'PURCHASE'
-- $14 = 'REFI'
-- $15 = '2026-11-01'
-- $16 = '2026-11-01'
-- $17 = 'PURCHASE'
-- $18 = '2026-11-01'
-- $19 = 'REFI'
-- $20 = 'PURCHASE'
-- $21 = 'REFI'
-- $22 = 'eo_month'
-- $23 = 'AZ'
-- $24 = '{2026-01-01,2026-02-01,2026-03-01,2026-04-01,2026-05-01,2026-06-01,2026-07-01,2026-08-01,2026-09-01,2026-10-01}'
-- $25 = 'eo'
-- $26 = 'AZ'
-- $27 = '2026-11-01'
-- $28 = '2026-11-27'
with s as (
  select r.credited_eo_id as id,
    coalesce(sum(r.closes) filter (where r.day >= $1::date), 0)::int as "mtd_closed",
    coalesce(sum(r.closes) filter (where r.day >= $2::date and r.transaction_type = $3), 0)::int as "purchase_mtd",
    coalesce(sum(r.closes) filter (where r.day >= $4::date and r.transaction_type = $5), 0)::int as "refi_mtd",
    coalesce(sum(r.closes), 0)::int as "ytd_closed",
    coalesce(sum(r.closes) filter (where r.transaction_type = $6), 0)::int as "purchase_ytd",
    coalesce(sum(r.closes) filter (where r.transaction_type = $7), 0)::int as "refi_ytd",
    coalesce(sum(r.total_revenue) filter (where r.day >= $8::date), 0)::numeric(18,2)::text as "mtd_revenue",
    coalesce(sum(r.total_revenue) filter (where r.day >= $9::date and r.transaction_type = $10), 0)::numeric(18,2)::text as "purchase_mtd_revenue",
    coalesce(sum(r.total_revenue) filter (where r.day >= $11::date and r.transaction_type = $12), 0)::numeric(18,2)::text as "refi_mtd_revenue",
    coalesce(sum(r.total_revenue), 0)::numeric(18,2)::text as "ytd_revenue",
    coalesce(sum(r.total_revenue) filter (where r.transaction_type = $13), 0)::numeric(18,2)::text as "purchase_ytd_revenue",
    coalesce(sum(r.total_revenue) filter (where r.transaction_type = $14), 0)::numeric(18,2)::text as "refi_ytd_revenue",
    coalesce(sum(r.opens) filter (where r.day >= $15::date), 0)::int as "mtd_open",
    coalesce(sum(r.opens) filter (where r.day >= $16::date and r.transaction_type = $17), 0)::int as "purch_open_mtd",
    coalesce(sum(r.opens) filter (where r.day >= $18::date and r.transaction_type = $19), 0)::int as "refi_open_mtd",
    coalesce(sum(r.opens), 0)::int as "ytd_open",
    coalesce(sum(r.opens) filter (where r.transaction_type = $20), 0)::int as "purch_open_ytd",
    coalesce(sum(r.opens) filter (where r.transaction_type = $21), 0)::int as "refi_open_ytd",
    coalesce(sum(r.company_revenue), 0)::numeric(18,2)::text as "ytd_mag_revenue",
    coalesce(sum(r.partner_title_revenue), 0)::numeric(18,2)::text as "ytd_part_revenue",
    coalesce(sum(r.cancels), 0)::int as "cancelled_file_cnt"
  from revenue_rollups r
  where ((r.grain = $22 and r.state = $23 and r.day = any($24::date[])) or (r.grain = $25 and r.state = $26 and (r.day between $27::date and $28::date)))
  group by r.credited_eo_id)
select s.*,
  (
  select nullif(btrim(concat_ws(' ', e.first_name, e.last_name)), '')
  from employees e
  where e.employee_id = s.id) as name
from s;

-- statement 2 of 2
-- $1 = '2026-11-01'
-- $2 = '2026-11-01'
-- $3 = 'PURCHASE'
-- $4 = '2026-11-01'
-- $5 = 'REFI'
-- $6 = 'PURCHASE'
-- $7 = 'REFI'
-- $8 = '2026-11-01'
-- $9 = '2026-11-01'
-- $10 = 'PURCHASE'
-- $11 = '2026-11-01'
-- $12 = 'REFI'
-- $13 = 'PURCHASE'
-- $14 = 'REFI'
-- $15 = '2026-11-01'
-- $16 = '2026-11-01'
-- $17 = 'PURCHASE'
-- $18 = '2026-11-01'
-- $19 = 'REFI'
-- $20 = 'PURCHASE'
-- $21 = 'REFI'
-- $22 = 'branch_month'
-- $23 = 'AZ'
-- $24 = '{2026-01-01,2026-02-01,2026-03-01,2026-04-01,2026-05-01,2026-06-01,2026-07-01,2026-08-01,2026-09-01,2026-10-01}'
-- $25 = 'branch'
-- $26 = 'AZ'
-- $27 = '2026-11-01'
-- $28 = '2026-11-27'
with s as (
  select r.branch_id as id,
    coalesce(sum(r.closes) filter (where r.day >= $1::date), 0)::int as "mtd_closed",
    coalesce(sum(r.closes) filter (where r.day >= $2::date and r.transaction_type = $3), 0)::int as "purchase_mtd",
    coalesce(sum(r.closes) filter (where r.day >= $4::date and r.transaction_type = $5), 0)::int as "refi_mtd",
    coalesce(sum(r.closes), 0)::int as "ytd_closed",
    coalesce(sum(r.closes) filter (where r.transaction_type = $6), 0)::int as "purchase_ytd",
    coalesce(sum(r.closes) filter (where r.transaction_type = $7), 0)::int as "refi_ytd",
    coalesce(sum(r.total_revenue) filter (where r.day >= $8::date), 0)::numeric(18,2)::text as "mtd_revenue",
    coalesce(sum(r.total_revenue) filter (where r.day >= $9::date and r.transaction_type = $10), 0)::numeric(18,2)::text as "purchase_mtd_revenue",
    coalesce(sum(r.total_revenue) filter (where r.day >= $11::date and r.transaction_type = $12), 0)::numeric(18,2)::text as "refi_mtd_revenue",
    coalesce(sum(r.total_revenue), 0)::numeric(18,2)::text as "ytd_revenue",
    coalesce(sum(r.total_revenue) filter (where r.transaction_type = $13), 0)::numeric(18,2)::text as "purchase_ytd_revenue",
    coalesce(sum(r.total_revenue) filter (where r.transaction_type = $14), 0)::numeric(18,2)::text as "refi_ytd_revenue",
    coalesce(sum(r.opens) filter (where r.day >= $15::date), 0)::int as "mtd_open",
    coalesce(sum(r.opens) filter (where r.day >= $16::date and r.transaction_type = $17), 0)::int as "purch_open_mtd",
    coalesce(sum(r.opens) filter (where r.day >= $18::date and r.transaction_type = $19), 0)::int as "refi_open_mtd",
    coalesce(sum(r.opens), 0)::int as "ytd_open",
    coalesce(sum(r.opens) filter (where r.transaction_type = $20), 0)::int as "purch_open_ytd",
    coalesce(sum(r.opens) filter (where r.transaction_type = $21), 0)::int as "refi_open_ytd",
    coalesce(sum(r.company_revenue), 0)::numeric(18,2)::text as "ytd_mag_revenue",
    coalesce(sum(r.partner_title_revenue), 0)::numeric(18,2)::text as "ytd_part_revenue",
    coalesce(sum(r.cancels), 0)::int as "cancelled_file_cnt"
  from revenue_rollups r
  where ((r.grain = $22 and r.state = $23 and r.day = any($24::date[])) or (r.grain = $25 and r.state = $26 and (r.day between $27::date and $28::date)))
  group by r.branch_id)
select s.*,
  (
  select b.name
  from branches b
  where b.branch_id = s.id) as name
from s;
