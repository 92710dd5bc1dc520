-- Report monthly-charges (declared in the contract): GET /api/charges/monthly?month_end_date=2026-11-30
-- Written by `npm run sql:write` (apps/server/test/report-sql.test.ts, which fails when this
-- file and the code differ): the statements the request runs after the sign-in check, in order,
-- as a Super User of AZ on 2026-11-28 (apps/server/test/report-sql/reports.ts).

-- statement 1 of 2
-- $1 = 'EO'
-- $2 = true
select "employee_id",
  "uuid",
  "first_name",
  "last_name",
  "state",
  "is_active"
from "employees"
where ("employees"."emp_type" = $1 and "employees"."is_active" = $2)
order by "employees"."last_name" asc,
  "employees"."first_name" asc,
  "employees"."employee_id" asc;

-- statement 2 of 2
-- $1 = '2026-11-30'
-- $2 = 1
select "monthly_charges"."charge_id",
  "monthly_charges"."uuid",
  "monthly_charges"."employee_id",
  "employees"."uuid",
  "monthly_charges"."month_end_date",
  "monthly_charges"."loss_total",
  "monthly_charges"."other_against_rev",
  "monthly_charges"."other_against_commission",
  "monthly_charges"."notes"
from "monthly_charges"
inner join "employees" on "employees"."employee_id" = "monthly_charges"."employee_id"
where ("monthly_charges"."month_end_date" = $1 and "monthly_charges"."employee_id" in ($2))
order by "employees"."last_name" asc,
  "employees"."first_name" asc,
  "employees"."employee_id" asc,
  "monthly_charges"."charge_id" asc;
