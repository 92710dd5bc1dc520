import { z } from 'zod';
import { ZDateRange } from '../common/date-range.ts';
import { ZPage, ZPaged, ZSort } from '../common/list-query.ts';
import { ZIsoDate } from '../common/primitives.ts';

/** Spec 001 §9: the default minimum number of files a client must have in the range. */
export const DEFAULT_MIN_FILES = 1;

/**
 * The client history's filter, shared by the list and its export: directing clients with at least
 * `min_files` files opened from `start` to `end`; `client_search` (trimmed; empty is none) keeps the
 * clients whose name contains it, ignoring case and accents.
 */
export const ZClientHistoryFilter = ZDateRange('start', 'end').extend({
  client_search: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((term) => (term ? term : undefined)),
  min_files: z.coerce
    .number('must be a number of files')
    .int('must be a whole number of files')
    .min(1, 'must be 1 or more')
    .max(1_000_000)
    .default(DEFAULT_MIN_FILES),
});
export type ClientHistoryFilter = z.output<typeof ZClientHistoryFilter>;

/** The sortable columns (spec 001 §2): Company, Total Files, Last File Date; ties by client. */
export const CLIENT_HISTORY_SORTS = ['company_name', 'total_files', 'last_file_date'] as const;
export type ClientHistorySort = (typeof CLIENT_HISTORY_SORTS)[number];
export const CLIENT_HISTORY_DEFAULT_SORT = { sort: 'total_files', dir: 'desc' } as const;

/** GET /files/client-history (spec 001 §7), paged and sorted by the server (thousands of clients). */
export const ZGetClientHistoryQuery = ZClientHistoryFilter.extend(ZPage.shape).extend(
  ZSort(CLIENT_HISTORY_SORTS, CLIENT_HISTORY_DEFAULT_SORT).shape,
);
export type GetClientHistoryQuery = z.output<typeof ZGetClientHistoryQuery>;

/**
 * Spec 001 §3 "Client history row": a directing client, how many of its files opened in the range,
 * and the marketing rep, JV and open date of the latest of them.
 */
export const ZClientHistoryRow = z.object({
  client_id: z.number().int(),
  company_name: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  total_files: z.number().int().min(1),
  /** 'First Last' of the rep on the client's latest file in the range ('' when it had none). */
  last_marketing_rep: z.string().nullable(),
  last_jv: z.string().nullable(),
  last_file_date: ZIsoDate,
});
export type ClientHistoryRow = z.infer<typeof ZClientHistoryRow>;

export const ZGetClientHistoryResponse = ZPaged(ZClientHistoryRow);
export type GetClientHistoryResponse = z.infer<typeof ZGetClientHistoryResponse>;
