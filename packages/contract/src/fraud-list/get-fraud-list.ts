import { z } from 'zod';
import { ZFraudListEntry } from './fraud-list-entry.ts';

/** GET /fraud-list: every entry, sorted by payee name (ignoring case). */
export const ZGetFraudListResponse = z.array(ZFraudListEntry);
export type GetFraudListResponse = z.infer<typeof ZGetFraudListResponse>;
