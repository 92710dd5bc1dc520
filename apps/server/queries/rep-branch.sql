-- Rep by branch: GET /api/reports/rep-branch?state=AZ&beg_dt=2026-11-01&end_dt=2026-11-27&rep_uuid=00000000-0000-4000-8000-00000000e002
-- Written by `npm run sql:write` (apps/server/test/report-sql.test.ts, which fails when this
-- file and the code differ): the statements the request runs after the sign-in check, in order,
-- as a Super User of AZ on 2026-11-28 (apps/server/test/report-sql/reports.ts).

-- statement 1 of 2
-- $1 = '00000000-0000-4000-8000-00000000e002'
-- $2 = 'rep'
-- $3 = 'AZ'
-- $4 = '2026-11-01'
-- $5 = '2026-11-27'
select r.branch_id,
  b.name as branch_name,
  coalesce(sum(r.opens), 0)::int as "open_cnt",
  coalesce(sum(r.closes), 0)::int as "close_cnt",
  coalesce(sum(r.total_revenue), 0)::numeric(18,2)::text as "total_revenue",
  coalesce(sum(r.rep_commable_rev), 0)::numeric(18,2)::text as "commissionable_revenue"
from revenue_rollups r
left join "branches" b on b.branch_id = r.branch_id
where r.marketing_rep_id = (
  select e.employee_id
  from "employees" e
  where e.uuid = $1)
  and ((r.grain = $2 and r.state = $3 and (r.day between $4::date and $5::date)))
  and true
group by r.branch_id,
  b.name;

-- statement 2 of 2
-- $1 = '00000000-0000-4000-8000-00000000e002'
-- $2 = 1
select "employee_id",
  "uuid",
  "first_name",
  "last_name",
  "state",
  "is_active",
  "emp_type"
from "employees"
where "employees"."uuid" = $1
limit $2;
