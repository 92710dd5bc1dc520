-- Client history: GET /api/files/client-history?start=2026-01-01&end=2026-11-27&client_search=Mesa
-- Written by `npm run sql:write` (apps/server/test/report-sql.test.ts, which fails when this
-- file and the code differ): the statements the request runs after the sign-in check, in order,
-- as a Super User of AZ on 2026-11-28 (apps/server/test/report-sql/reports.ts).

-- statement 1 of 1
-- $1 = '2026-01-01'
-- $2 = '2026-11-27'
-- $3 = 'Mesa'
-- $4 = 1
-- $5 = 50
-- $6 = 0
select g.*,
  g.last_file_date::text as last_file_day,
  nullif(concat_ws(' ', latest.rep_first_name, latest.rep_last_name), '') as last_marketing_rep,
  latest.jv_name as last_jv
from (
  select g.*,
    count(*) over ()::int as total
  from (
    select c.client_id,
      c.company_name,
      c.first_name,
      c.last_name,
      s.total_files,
      s.last_file_date
    from (
      select f.directing_client_id as client_id,
        count(*)::int as total_files,
        max(f.open_date) as last_file_date
      from esc_files f
      where f.open_date between $1 and $2
        and f.directing_client_id is not null
        and true
        and f.directing_client_id = any(array(
          select c.client_id
          from clients c
          where c.name_search like '%' || hub_fold($3) || '%'))
      group by f.directing_client_id
      having count(*) >= $4) s
    join clients c on c.client_id = s.client_id) g
  order by g.total_files desc nulls last,
    g.client_id desc
  limit $5
  offset $6) g
left join lateral (
  select rep.first_name as rep_first_name,
    rep.last_name as rep_last_name,
    jv.name as jv_name
  from esc_files f
  left join employees rep on rep.employee_id = f.marketing_rep_id
  left join jv_entities jv on jv.jv_id = f.jv_id
  where f.directing_client_id = g.client_id
    and f.open_date = g.last_file_date
    and true
  order by f.file_id desc
  limit 1) latest on true
order by g.total_files desc nulls last,
  g.client_id desc;
