import { z } from 'zod';
import { ZIsoDate } from '../common/primitives.ts';

/** The most files and the most clients a quick find answers (each). */
export const QUICK_FIND_LIMIT = 8;
/** The shortest text a quick find looks for. */
export const QUICK_FIND_MIN_LENGTH = 2;

/** GET /files/quick-find?q=: the header's search box, as typed (trimmed). */
export const ZGetQuickFindQuery = z.strictObject({
  q: z
    .string()
    .trim()
    .min(QUICK_FIND_MIN_LENGTH, `must be at least ${QUICK_FIND_MIN_LENGTH} characters`)
    .max(100),
});
export type GetQuickFindQuery = z.infer<typeof ZGetQuickFindQuery>;

export const ZQuickFindFile = z.object({
  file_uuid: z.uuid(),
  order_number: z.string(),
  open_date: ZIsoDate,
  branch_name: z.string().nullable(),
  buyer: z.string().nullable(),
});
export type QuickFindFile = z.infer<typeof ZQuickFindFile>;

export const ZQuickFindClient = z.object({
  client_id: z.number().int(),
  /** The client's own name, else its company's. */
  name: z.string(),
  /** The company, when the name is a person's. */
  company_name: z.string().nullable(),
});
export type QuickFindClient = z.infer<typeof ZQuickFindClient>;

/**
 * Beyond the spec: up to QUICK_FIND_LIMIT files whose order number begins with `q` (by order
 * number) and up to QUICK_FIND_LIMIT clients whose name contains it (ignoring case and accents),
 * both among what the caller may see.
 */
export const ZGetQuickFindResponse = z.object({
  files: z.array(ZQuickFindFile).max(QUICK_FIND_LIMIT),
  clients: z.array(ZQuickFindClient).max(QUICK_FIND_LIMIT),
});
export type GetQuickFindResponse = z.infer<typeof ZGetQuickFindResponse>;
