-- New clients: GET /api/clients/reports/new-clients?start_date=2026-11-01&end_date=2026-11-27&marketing_rep_uuid=00000000-0000-4000-8000-00000000e002
-- Written by `npm run sql:write` (apps/server/test/report-sql.test.ts, which fails when this
-- file and the code differ): the statements the request runs after the sign-in check, in order,
-- as a Super User of AZ on 2026-11-28 (apps/server/test/report-sql/reports.ts).

-- statement 1 of 2
-- $1 = '00000000-0000-4000-8000-00000000e002'
-- $2 = 1
select "employee_id",
  "state"
from "employees"
where "employees"."uuid" = $1
limit $2;

-- statement 2 of 2
-- $1 = '2026-11-01'
-- $2 = '2026-11-27'
-- $3 = 2
-- $4 = '2026-11-01'
with counted as (
  select f.directing_client_id as client_id,
    count(*)::int as files
  from esc_files f
  where f.open_date between $1 and $2
    and f.directing_client_id is not null
    and true
    and f.marketing_rep_id = $3
  group by f.directing_client_id)
select c.uuid,
  c.individual_name,
  c.company_name,
  counted.files,
  (
  select min(g.open_date)
  from esc_files g
  where g.directing_client_id = c.client_id)::text as first_open_date
from counted
join clients c on c.client_id = counted.client_id
where not exists (
  select 1
  from esc_files g
  where g.directing_client_id = c.client_id
    and g.open_date < $4)
order by lower(c.company_name) asc nulls last,
  lower(c.individual_name) asc nulls last,
  c.client_id;
