import { z } from 'zod';
import { ZIsoDate } from '../common/primitives.ts';
import { ZFileAdjustment } from './file-adjustment.ts';
import { ZAmountInput, ZDateOrBlank, ZTextOrBlank } from './inputs.ts';

/** Spec 001 §5: the add form's message when the posting date is missing. */
export const POSTING_DATE_REQUIRED = 'Posting Date is required.';

/**
 * POST /file-adjustments (spec 001 §7), super only: an adjustment of the file `esc_file_id`, counted on
 * its `posting_date` (required). Amounts are numbers or decimal text, null when blank, and may be
 * negative; reason and note are null when blank.
 */
export const ZCreateFileAdjustmentBody = z.strictObject({
  esc_file_id: z
    .number('must be a file number')
    .int('must be a file number')
    .positive('must be a file number')
    .max(2_147_483_647, 'must be a file number'),
  posting_date: z
    .string({ error: POSTING_DATE_REQUIRED })
    .trim()
    .min(1, POSTING_DATE_REQUIRED)
    .pipe(ZIsoDate),
  event_date: ZDateOrBlank.default(null),
  magnus_escrow: ZAmountInput.default(null),
  magnus_title: ZAmountInput.default(null),
  partner_title: ZAmountInput.default(null),
  title_processsing: ZAmountInput.default(null),
  bundled_escrow: ZAmountInput.default(null),
  endorsements: ZAmountInput.default(null),
  reason: ZTextOrBlank(500).default(null),
  note: ZTextOrBlank(2000).default(null),
});
export type CreateFileAdjustmentBody = z.infer<typeof ZCreateFileAdjustmentBody>;
export type CreateFileAdjustmentInput = z.input<typeof ZCreateFileAdjustmentBody>;

export const ZCreateFileAdjustmentResponse = ZFileAdjustment;
