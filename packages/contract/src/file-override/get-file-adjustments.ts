import { z } from 'zod';
import { dateOrderMessage, datesInOrder } from '../common/date-range.ts';
import { ZIsoDate, ZMoney, ZStateFilter } from '../common/primitives.ts';
import { ZFileAdjustment } from './file-adjustment.ts';

const queryId = (what: string) =>
  z.coerce
    .number(`must be a ${what} number`)
    .int(`must be a ${what} number`)
    .positive(`must be a ${what} number`)
    .max(2_147_483_647, `must be a ${what} number`);

/** Why a query with neither a file nor a whole range is refused. */
export const FILE_ADJUSTMENTS_SCOPE_RULE = 'give esc_file_id, or start_date and end_date';

/**
 * GET /file-adjustments (spec 001 §7): one file's adjustments (`esc_file_id`), or those posted from
 * `start_date` to `end_date` (posting_date, both days included), narrowed by the file's escrow officer
 * (the officer or an employee linked to them), branch or state. Each user sees the adjustments of the
 * files they may see (DOMAIN.md §9).
 */
export const ZGetFileAdjustmentsQuery = z
  .strictObject({
    esc_file_id: queryId('file').optional(),
    start_date: ZIsoDate.optional(),
    end_date: ZIsoDate.optional(),
    escrow_officer_id: queryId('employee').optional(),
    branch_id: queryId('branch').optional(),
    state: ZStateFilter.optional(),
  })
  .refine((q) => q.esc_file_id !== undefined || (q.start_date !== undefined && q.end_date !== undefined), {
    message: FILE_ADJUSTMENTS_SCOPE_RULE,
    path: ['esc_file_id'],
  })
  .refine((q) => datesInOrder(q.start_date, q.end_date), {
    message: dateOrderMessage('start_date'),
    path: ['end_date'],
  });
export type GetFileAdjustmentsQuery = z.infer<typeof ZGetFileAdjustmentsQuery>;
export type GetFileAdjustmentsInput = z.input<typeof ZGetFileAdjustmentsQuery>;

/** The sums of the rows' amounts, to the cent; `sum` is every amount of every row (the dialog's sum). */
export const ZFileAdjustmentTotals = z.object({
  magnus_escrow: ZMoney,
  bundled_escrow: ZMoney,
  bundled_escrow_after_adj: ZMoney,
  magnus_title: ZMoney,
  mag_title_after_uw: ZMoney,
  partner_title: ZMoney,
  part_title_after_uw: ZMoney,
  title_processsing: ZMoney,
  endorsements: ZMoney,
  endorsements_after_uw: ZMoney,
  sum: ZMoney,
});
export type FileAdjustmentTotals = z.infer<typeof ZFileAdjustmentTotals>;

/** By posting date, then as entered. */
export const ZGetFileAdjustmentsResponse = z.object({
  rows: z.array(ZFileAdjustment),
  totals: ZFileAdjustmentTotals,
});
export type GetFileAdjustmentsResponse = z.infer<typeof ZGetFileAdjustmentsResponse>;
