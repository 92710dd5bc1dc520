import type { MissingCloseDateFile } from '@hub/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { fileReachCondition } from '../../db/file-reach.ts';
import type { FileReach } from '../../plugins/authorization/policies.ts';

/**
 * The files the order system has closed that have no close date to count them by (docs/domain.md,
 * "Files missing a close date"): not cancelled, no calc_close_date (no override, disbursement or posted
 * date), and either CLOSED or with a posted settlement or title date in the order system's text. Such
 * a file is in no closed-order report, revenue total or commission until someone fixes it.
 * Sorted by branch name, then order number.
 */
export async function listFilesMissingCloseDate(
  db: Executor,
  reach: FileReach,
): Promise<MissingCloseDateFile[]> {
  const result = await db.execute<MissingCloseDateFile>(sql`
    select f.file_id, f.file_uuid, f.order_number, f.buyer, f.seller,
      f.posted_settlement_date_imp, f.posted_title_date_imp,
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
      and (f.order_status = 'CLOSED'
        or nullif(btrim(f.posted_settlement_date_imp), '') is not null
        or nullif(btrim(f.posted_title_date_imp), '') is not null)
      and ${fileReachCondition('f', reach)}
    order by lower(b.name) asc nulls last, f.order_number, f.file_id`);
  return result.rows.map((row) => ({ ...row, file_id: Number(row.file_id) }));
}
