-- Report employee-profit (declared in the contract): GET /api/employee-profit/grid?month_end_date=2026-11-30&state=AZ
-- Written by `npm run sql:write` (apps/server/test/report-sql.test.ts, which fails when this
-- file and the code differ): the statements the request runs after the sign-in check, in order,
-- as a Super User of AZ on 2026-11-28 (apps/server/test/report-sql/reports.ts).

-- statement 1 of 9
-- $1 = '2026-11-01'
-- $2 = '2026-11-30'
-- $3 = 'GLOBAL'
-- $4 = 1
select "pf_id",
  "pf_uuid",
  "period_start",
  "period_end",
  "frequency",
  "scope",
  "state",
  "note",
  "finalized_at",
  "finalized_by"
from "finalized_periods"
where ("finalized_periods"."period_start" = $1 and "finalized_periods"."period_end" = $2 and "finalized_periods"."scope" = $3)
limit $4;

-- statement 2 of 9
-- $1 = 'REP'
-- $2 = 'EO'
-- $3 = '2026-11-30'
-- $4 = true
-- $5 = '2026-11-01'
select "employees"."employee_id",
  "employees"."uuid",
  "employees"."first_name",
  "employees"."last_name",
  "employees"."emp_type",
  "employees"."state",
  "branches"."name",
  (
  select min("users"."user_id")
  from "users"
  where "users"."employee_id" = "employees"."employee_id"),
  "employees"."base",
  "employees"."base_desc",
  "employees"."comm_pct",
  "employees"."uw_split_pct",
  "employees"."per_file_comm_amt",
  "employees"."commission_only",
  "employees"."both_rep_and_eo",
  "employees"."rep_combo_comm_pct",
  "employees"."rep_combo_base",
  "employees"."rep_gets_full_jv_title",
  "employees"."start_date",
  "employees"."termination_date"
from "employees"
left join "branches" on "branches"."branch_id" = "employees"."def_branch"
where ("employees"."emp_type" in ($1, $2) and ("employees"."start_date" is null or "employees"."start_date" <= $3) and (("employees"."termination_date" is null and "employees"."is_active" = $4) or "employees"."termination_date" >= $5))
order by "employees"."employee_id" asc;

-- statement 3 of 9
-- $1 = 'eo'
-- $2 = 'eo_month'
-- $3 = '{AZ,NV}'
-- $4 = '{2026-11-01}'
-- $5 = '{1}'
select $1::text as grain,
  r.credited_eo_id as employee_id,
  coalesce(sum(r.eo_esc_rev), 0)::numeric(18,2)::text as "esc_rev",
  coalesce(sum(r.eo_title_rev), 0)::numeric(18,2)::text as "title_rev",
  coalesce(sum(r.eo_underwriter_amt), 0)::numeric(18,2)::text as "underwriter_amt",
  coalesce(sum(r.eo_commable_rev), 0)::numeric(18,2)::text as "commable_rev",
  coalesce(sum(r.closes), 0)::int as "closes",
  coalesce(sum(r.opens), 0)::int as "opens",
  coalesce(sum(r.company_revenue), 0)::numeric(18,2)::text as "company_revenue"
from revenue_rollups r
where ((r.grain = $2 and r.state = any($3::bpchar[]) and r.day = any($4::date[])))
  and r.credited_eo_id = any($5::int4[])
group by r.credited_eo_id;

-- statement 4 of 9
-- $1 = 'rep'
-- $2 = 'rep_month'
-- $3 = '{AZ,NV}'
-- $4 = '{2026-11-01}'
-- $5 = '{2}'
select $1::text as grain,
  r.marketing_rep_id as employee_id,
  coalesce(sum(r.rep_esc_rev), 0)::numeric(18,2)::text as "esc_rev",
  coalesce(sum(r.rep_title_rev), 0)::numeric(18,2)::text as "title_rev",
  coalesce(sum(r.rep_underwriter_amt), 0)::numeric(18,2)::text as "underwriter_amt",
  coalesce(sum(r.rep_commable_rev), 0)::numeric(18,2)::text as "commable_rev",
  coalesce(sum(r.closes), 0)::int as "closes",
  coalesce(sum(r.opens), 0)::int as "opens",
  coalesce(sum(r.company_revenue), 0)::numeric(18,2)::text as "company_revenue"
from revenue_rollups r
where ((r.grain = $2 and r.state = any($3::bpchar[]) and r.day = any($4::date[])))
  and r.marketing_rep_id = any($5::int4[])
group by r.marketing_rep_id;

-- statement 5 of 9
-- $1 = 1
-- $2 = 2
-- $3 = '2026-11-01'
-- $4 = '2026-11-30'
select "employee_id",
  "month_end_date",
  "loss_total",
  "other_against_rev",
  "other_against_commission"
from "monthly_charges"
where ("monthly_charges"."employee_id" in ($1, $2) and "monthly_charges"."month_end_date" >= $3 and "monthly_charges"."month_end_date" <= $4)
order by "monthly_charges"."employee_id" asc,
  "monthly_charges"."month_end_date" asc,
  "monthly_charges"."charge_id" asc;

-- statement 6 of 9
-- $1 = 1
-- $2 = 2
-- $3 = '2026-11-01'
-- $4 = '2026-11-30'
select "employee_id",
  "period_beg_dt",
  "period_end_dt",
  "guarantee_amount",
  "override_if_comm_greater"
from "comm_guarantees"
where ("comm_guarantees"."employee_id" in ($1, $2) and "comm_guarantees"."period_beg_dt" <= $3 and "comm_guarantees"."period_end_dt" >= $4)
order by "comm_guarantees"."employee_id" asc,
  "comm_guarantees"."comm_guarantee_id" asc;

-- statement 7 of 9
-- $1 = 1
-- $2 = 2
-- $3 = '2026-11-01'
-- $4 = '2026-11-30'
select "employee_id",
  "base",
  "base_desc"
from "comm_base_overrides"
where ("comm_base_overrides"."employee_id" in ($1, $2) and "comm_base_overrides"."period_start" = $3 and "comm_base_overrides"."period_end" = $4);

-- statement 8 of 9
-- $1 = 1
-- $2 = 2
-- $3 = '2026-11-01'
-- $4 = '2026-11-30'
select "from_employee_id",
  "period_begin",
  "period_end",
  "amount"
from "comm_payments"
where ("comm_payments"."from_employee_id" in ($1, $2) and "comm_payments"."period_begin" >= $3 and "comm_payments"."period_end" <= $4)
order by "comm_payments"."from_employee_id" asc,
  "comm_payments"."payment_id" asc;

-- statement 9 of 9
-- $1 = '2026-11-30'
-- $2 = 1
select "employee_id",
  "is_profitable",
  "notes"
from "employee_profit"
where ("employee_profit"."month_end_date" = $1 and "employee_profit"."employee_id" in ($2))
order by "employee_profit"."employee_id";
