-- Files missing a close date: GET /api/reports/files-missing-close-date
-- Written by `npm run sql:write` (apps/server/test/report-sql.test.ts, which fails when this
-- file and the code differ): the statements the request runs after the sign-in check, in order,
-- as a Super User of AZ on 2026-11-28 (apps/server/test/report-sql/reports.ts).

-- statement 1 of 1
select f.file_id,
  f.file_uuid,
  f.order_number,
  f.buyer,
  f.seller,
  f.posted_settlement_date_imp,
  f.posted_title_date_imp,
  f.settlement_fee::text as settlement_fee,
  (f.owners_policy + f.lenders_policy)::text as title_insurance_fee,
  nullif(btrim(concat_ws(' ', eo.first_name, eo.last_name)), '') as escrow_officer_name,
  nullif(btrim(eo.email), '') as escrow_officer_email,
  b.name as branch_name
from esc_files f
left join employees eo on eo.employee_id = f.escrow_officer_id
left join branches b on b.branch_id = f.branch_id
where f.calc_close_date is null
  and f.order_status <> 'CANCELLED'
  and f.cancel_date is null
  and (f.order_status = 'CLOSED' or nullif(btrim(f.posted_settlement_date_imp), '') is not null or nullif(btrim(f.posted_title_date_imp), '') is not null)
  and true
order by lower(b.name) asc nulls last,
  f.order_number,
  f.file_id;
