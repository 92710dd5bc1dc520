import { z } from 'zod';
import { ZMoney, ZUuid } from '../common/primitives.ts';

/**
 * Spec 001 §3 Missing-close-date file: a file the order system reports closed that has no close date
 * to count it by (docs/domain.md "Files missing a close date"). `title_insurance_fee` is the owner's
 * plus the lender's policy; the imported posted dates are the order system's text as it came.
 */
export const ZMissingCloseDateFile = z.object({
  file_id: z.number().int(),
  file_uuid: ZUuid,
  order_number: z.string(),
  buyer: z.string().nullable(),
  seller: z.string().nullable(),
  posted_settlement_date_imp: z.string().nullable(),
  posted_title_date_imp: z.string().nullable(),
  settlement_fee: ZMoney,
  title_insurance_fee: ZMoney,
  escrow_officer_name: z.string().nullable(),
  escrow_officer_email: z.string().nullable(),
  branch_name: z.string().nullable(),
});
export type MissingCloseDateFile = z.infer<typeof ZMissingCloseDateFile>;

/** GET /reports/files-missing-close-date takes no parameters. */
export const ZGetFilesMissingCloseDateQuery = z.strictObject({});

/** The caller's states' files, by branch name, then order number. */
export const ZGetFilesMissingCloseDateResponse = z.array(ZMissingCloseDateFile);
export type GetFilesMissingCloseDateResponse = z.infer<typeof ZGetFilesMissingCloseDateResponse>;
