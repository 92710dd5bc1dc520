-- Title officer turnaround: GET /api/reports/to?state=AZ&beg_date=2026-11-01&end_date=2026-11-27
-- Written by `npm run sql:write` (apps/server/test/report-sql.test.ts, which fails when this
-- file and the code differ): the statements the request runs after the sign-in check, in order,
-- as a Super User of AZ on 2026-11-28 (apps/server/test/report-sql/reports.ts).

-- statement 1 of 4
-- $1 = 'AZ'
select e.employee_id,
  e.uuid as emp_uuid,
  e.first_name,
  e.last_name,
  e.title_base_files,
  e.title_per_file_com::text as title_per_file_com,
  j.jv_id,
  j.name as jv_name,
  j.is_active as jv_active
from jv_entities j
join employees e on e.employee_id = j.title_officer
where j.st = $1;

-- statement 2 of 4
-- $1 = '{}'
-- $2 = '2026-11-01'
-- $3 = '2026-11-27'
select f.jv_id,
  f.file_id,
  f.file_uuid,
  f.order_number,
  f.order_status,
  f.open_date,
  f.ready_for_title_date,
  f.commit_complete_date,
  f.county,
  f.title_type,
  f.legal_desc,
  f.title_comm_override
from esc_files f
where f.jv_id = any($1::int4[])
  and f.ready_for_title_date >= $2::date
  and f.ready_for_title_date <= $3::date;

-- statement 3 of 4
-- $1 = 'AZ'
-- $2 = '2026-11-01'
-- $3 = '2026-11-27'
-- $4 = 'AZ'
select a.title_officer_id as officer_id,
  f.file_id,
  f.file_uuid,
  f.order_number,
  f.order_status,
  f.open_date,
  a.search_start_dt as ready_for_title_date,
  a.commit_ready_dt as commit_complete_date,
  f.county,
  f.title_type,
  f.legal_desc,
  f.title_comm_override,
  a.added_file_uuid
from title_file_additions a
join esc_files f on f.file_id = a.file_id and f.state = $1
where a.search_start_dt >= $2::date
  and a.search_start_dt <= $3::date
  and a.title_officer_id in (
  select o.title_officer
  from jv_entities o
  where o.st = $4);

-- statement 4 of 4
-- $1 = 'AZ'
-- $2 = false
-- $3 = '9999-12-31'
select "day_date"
from "calendar_days"
where ("calendar_days"."state" = $1 and "calendar_days"."is_business_day" = $2 and "calendar_days"."day_date" <= $3);
