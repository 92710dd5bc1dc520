import { z } from 'zod';
import { ZVersion } from '../common/primitives.ts';
import { ZGetFraudListResponse } from './get-fraud-list.ts';

export const FRAUD_PAYEE_NAME_MAX = 300;
export const FRAUD_NOTES_MAX = 2000;
export const FRAUD_BATCH_MAX = 1000;
export const FRAUD_PAYEE_REQUIRED = 'Payee name is required';

/**
 * One entry of POST /fraud-list/batch:
 * - without `fraud_list_id`: a new entry (`fraud_payee_name` required, `notes` optional);
 * - with `fraud_list_id`: that entry's new name and notes;
 * - with `fraud_list_id` and `delete: true`: that entry is removed (name and notes may be left out).
 * `version` (optional) is the version the caller loaded: when the stored one differs, the whole batch
 * answers 412 and nothing is written. Entries the batch does not mention are left as they are.
 */
export const ZFraudListBatchEntry = z
  .strictObject({
    fraud_list_id: z.number().int().positive('must be a fraud list entry id').optional(),
    fraud_payee_name: z
      .string()
      .trim()
      .max(FRAUD_PAYEE_NAME_MAX, `must be at most ${FRAUD_PAYEE_NAME_MAX} characters`)
      .optional(),
    notes: z
      .string()
      .trim()
      .max(FRAUD_NOTES_MAX, `must be at most ${FRAUD_NOTES_MAX} characters`)
      .nullish()
      .transform((v) => (v ? v : null)),
    version: ZVersion.optional(),
    delete: z.boolean().optional(),
  })
  .superRefine((entry, ctx) => {
    if (entry.delete === true) {
      if (entry.fraud_list_id === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['fraud_list_id'],
          message: 'is required to remove an entry',
        });
      }
      return;
    }
    if (!entry.fraud_payee_name) {
      ctx.addIssue({ code: 'custom', path: ['fraud_payee_name'], message: FRAUD_PAYEE_REQUIRED });
    }
  });
export type FraudListBatchEntry = z.input<typeof ZFraudListBatchEntry>;

/** The entries to save, all in one transaction: every one of them or none. */
export const ZSaveFraudListBatchBody = z
  .array(ZFraudListBatchEntry)
  .max(FRAUD_BATCH_MAX, `must hold at most ${FRAUD_BATCH_MAX} entries`);
export type SaveFraudListBatchBody = z.input<typeof ZSaveFraudListBatchBody>;
export type SaveFraudListBatchValues = z.output<typeof ZSaveFraudListBatchBody>;

/** The whole list after the save, as GET /fraud-list answers it. */
export const ZSaveFraudListBatchResponse = ZGetFraudListResponse;
export type SaveFraudListBatchResponse = z.infer<typeof ZSaveFraudListBatchResponse>;
