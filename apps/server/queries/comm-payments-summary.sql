-- Commission payments summary: GET /api/reports/comm-payments?period_start=2026-11-01&period_end=2026-11-30
-- Written by `npm run sql:write` (apps/server/test/report-sql.test.ts, which fails when this
-- file and the code differ): the statements the request runs after the sign-in check, in order,
-- as a Super User of AZ on 2026-11-28 (apps/server/test/report-sql/reports.ts).

-- statement 1 of 1
-- $1 = '2026-11-01'
-- $2 = '2026-11-30'
select "payer"."uuid",
  "payer"."first_name",
  "payer"."last_name",
  "payer"."payroll_id",
  count(*)::int,
  sum("comm_payments"."amount")::text
from "comm_payments"
inner join "employees" "payer" on "payer"."employee_id" = "comm_payments"."from_employee_id"
where ("comm_payments"."period_begin" >= $1 and "comm_payments"."period_end" <= $2)
group by "payer"."employee_id",
  "payer"."uuid",
  "payer"."first_name",
  "payer"."last_name",
  "payer"."payroll_id"
order by lower("payer"."last_name") asc,
  lower("payer"."first_name") asc,
  "payer"."employee_id" asc;
