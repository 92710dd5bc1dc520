import { z } from 'zod';
import { ZIsoDate, ZMoney } from '../common/primitives.ts';

/** The amount fields of an adjustment, in the order the screens show them. */
export const FILE_ADJUSTMENT_AMOUNTS = [
  'magnus_escrow',
  'bundled_escrow',
  'magnus_title',
  'partner_title',
  'title_processsing',
  'endorsements',
] as const;
export type FileAdjustmentAmount = (typeof FILE_ADJUSTMENT_AMOUNTS)[number];

/**
 * Spec 001 §3 File adjustment. Amounts are as entered (null when blank); the after-underwriter
 * amounts are docs/domain.md's (`adjustmentAfterUnderwriter` of packages/domain, default 12%);
 * `eo_name_name` is the file's escrow officer, 'First Last'.
 */
export const ZFileAdjustment = z.object({
  adj_id: z.number().int(),
  esc_file_id: z.number().int(),
  posting_date: ZIsoDate,
  event_date: ZIsoDate.nullable(),
  order_num: z.string(),
  branch_name: z.string().nullable(),
  eo_name_name: z.string().nullable(),
  magnus_escrow: ZMoney.nullable(),
  magnus_title: ZMoney.nullable(),
  partner_title: ZMoney.nullable(),
  /** Spelled with three s, as the spec's field is. */
  title_processsing: ZMoney.nullable(),
  endorsements: ZMoney.nullable(),
  endorsements_after_uw: ZMoney.nullable(),
  bundled_escrow: ZMoney.nullable(),
  bundled_escrow_after_adj: ZMoney.nullable(),
  mag_title_after_uw: ZMoney.nullable(),
  part_title_after_uw: ZMoney.nullable(),
  reason: z.string().nullable(),
  note: z.string().nullable(),
});
export type FileAdjustment = z.infer<typeof ZFileAdjustment>;

export const ZFileAdjustmentParams = z.strictObject({
  adj_id: z.coerce
    .number('must be an adjustment number')
    .int('must be an adjustment number')
    .positive('must be an adjustment number')
    .max(2_147_483_647, 'must be an adjustment number'),
});
