import { z } from 'zod';
import { ZVersion } from '../common/primitives.ts';

/** Spec 000 §3 Fraud list entry, with its version (sent back to detect a stale save). */
export const ZFraudListEntry = z.object({
  fraud_list_id: z.number().int(),
  fraud_payee_name: z.string(),
  notes: z.string().nullable(),
  version: ZVersion,
});
export type FraudListEntry = z.infer<typeof ZFraudListEntry>;

/**
 * What makes two payee names the same entry: case and spaces are ignored
 * ('Quick Close  LLC' and 'quickclose llc' are one payee).
 */
export function fraudPayeeKey(name: string): string {
  return name.replace(/\s+/g, '').toLowerCase();
}
