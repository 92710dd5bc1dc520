-- Fraud matches: GET /api/fraud-check
-- Written by `npm run sql:write` (apps/server/test/report-sql.test.ts, which fails when this
-- file and the code differ): the statements the request runs after the sign-in check, in order,
-- as a Super User of AZ on 2026-11-28 (apps/server/test/report-sql/reports.ts).

-- statement 1 of 3
-- $1 = '2026-10-29'
-- $2 = '2026-11-28'
select f.file_id,
  f.file_uuid,
  f.order_number,
  f.open_date::text as open_date,
  b.name as branch_name,
  f.buyer,
  f.seller,
  f.listing_agent_name,
  f.listing_agency,
  f.selling_agent_name,
  f.selling_agency,
  f.lender_name,
  coalesce(nullif(btrim(c.company_name), ''), nullif(btrim(c.individual_name), ''), nullif(btrim(concat_ws(' ', c.first_name, c.last_name)), '')) as directing_client
from esc_files f
left join branches b on b.branch_id = f.branch_id
left join clients c on c.client_id = f.directing_client_id
where f.open_date between $1 and $2
  and true
order by f.open_date desc,
  f.order_number,
  f.file_id;

-- statement 2 of 3
select "fraud_payee_name"
from "fraud_list"
order by "fraud_list"."fraud_list_id" asc;

-- statement 3 of 3
-- $1 = '["SHADY PAYEE"]'
-- $2 = '["SHADY PAYEE"]'
-- $3 = '["SHADY PAYEE"]'
-- $4 = '["SHADY PAYEE"]'
-- $5 = 0.6
select pair,
  round(score::numeric, 2)::text as similarity
from (
  select x.i::int - 1 as pair,
    greatest(similarity(x.name_key, x.payee_key), similarity(x.name_folded, x.payee_folded)) as score
  from unnest( $1::text[], $2::text[], $3::text[], $4::text[])
  with ordinality as x(name_key, name_folded, payee_key, payee_folded, i)) scored
where score >= $5;
