import { z } from 'zod';
import { ZIsoDate, ZUuid } from '../common/primitives.ts';

/**
 * One party of a file matched to one fraud payee (DOMAIN.md §7): `exact` when the payee's normalised
 * name occurs in the party's, `similar` for a look-alike with its trigram similarity ('0.71').
 */
export const ZFraudMatchDetail = z.object({
  party: z.string(),
  party_name: z.string(),
  payee: z.string(),
  kind: z.enum(['exact', 'similar']),
  similarity: z.string().nullable(),
});
export type FraudMatchDetail = z.infer<typeof ZFraudMatchDetail>;

/**
 * Spec 001 §3 Fraud match: a file opened in the last 30 days with the matches of its parties, in words
 * (`matches`, exact ones first) and as records (`match_details`, in the same order).
 */
export const ZFraudMatch = z.object({
  file_id: z.number().int(),
  file_uuid: ZUuid,
  order_number: z.string(),
  open_date: ZIsoDate,
  branch_name: z.string().nullable(),
  matches: z.array(z.string()),
  match_details: z.array(ZFraudMatchDetail),
});
export type FraudMatch = z.infer<typeof ZFraudMatch>;

/** GET /fraud-check takes no parameters. */
export const ZGetFraudMatchesQuery = z.strictObject({});

/** The caller's states' matching files, newest open date first, then by order number. */
export const ZGetFraudMatchesResponse = z.array(ZFraudMatch);
export type GetFraudMatchesResponse = z.infer<typeof ZGetFraudMatchesResponse>;
