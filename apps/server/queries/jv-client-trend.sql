-- JV client trend (24 months): GET /api/reports/jv-client-trend?jv_uuid=00000000-0000-4000-8000-0000000000a1&months=24&include_unknown=true
-- Written by `npm run sql:write` (apps/server/test/report-sql.test.ts, which fails when this
-- file and the code differ): the statements the request runs after the sign-in check, in order,
-- as a Super User of AZ on 2026-11-28 (apps/server/test/report-sql/reports.ts).

-- statement 1 of 3
-- $1 = '00000000-0000-4000-8000-0000000000a1'
-- $2 = 1
select "jv_id",
  "uuid",
  "name",
  "st"
from "jv_entities"
where "jv_entities"."uuid" = $1
limit $2;

-- statement 2 of 3
-- $1 = 1
-- $2 = '2024-12-01'
-- $3 = '2026-11-30'
-- $4 = 1
-- $5 = '2024-12-01'
-- $6 = '2026-11-30'
select g.client_id,
  to_char(g.month, 'YYYY-MM') as month,
  g.opens,
  g.closes,
  coalesce(nullif(btrim(c.company_name), ''), nullif(btrim(c.individual_name), ''), nullif(btrim(concat_ws(' ', btrim(c.first_name), btrim(c.last_name))), '')) as client_name
from (
  select e.client_id,
    e.month,
    sum(e.opens)::int as opens,
    sum(e.closes)::int as closes
  from (
    select f.directing_client_id as client_id,
      date_trunc('month', f.open_date::timestamp) as month,
      1 as opens,
      0 as closes
    from esc_files f
    where f.jv_id = $1
      and f.open_date between $2 and $3
      and true
    union all
    select f.directing_client_id,
      date_trunc('month', f.calc_close_date::timestamp),
      0,
      1
    from esc_files f
    where f.jv_id = $4
      and f.calc_close_date between $5 and $6
      and true) e
  group by e.client_id,
    e.month) g
left join clients c on c.client_id = g.client_id
order by g.client_id nulls last,
  g.month;

-- statement 3 of 3
-- $1 = true
select "client_groups"."client_group_id",
  "client_groups"."name",
  "client_group_members"."normalized_member_name"
from "client_group_members"
inner join "client_groups" on "client_groups"."client_group_id" = "client_group_members"."client_group_id"
where "client_groups"."is_active" = $1
order by "client_groups"."client_group_id" asc,
  "client_group_members"."client_group_member_id" asc;
