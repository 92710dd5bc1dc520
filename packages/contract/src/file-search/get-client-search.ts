import { z } from 'zod';
import { ZDateRange } from '../common/date-range.ts';
import { ZPage, ZPaged, ZSort } from '../common/list-query.ts';
import { ZFileSearchRow } from './file-search-row.ts';

/** A client, agent, lender or party name as typed: trimmed, required. */
const ZClientTerm = z.string().trim().min(1, 'is required').max(200);

/**
 * The client search's filter, shared by the list and its export: files opened from `start` to `end`
 * whose parties (buyer, seller, agents and agencies, lender) or directing client contain
 * `client_search`, ignoring case and accents ('jose alvarez' finds 'José Álvarez').
 */
export const ZClientSearchFilter = ZDateRange('start', 'end').extend({ client_search: ZClientTerm });
export type ClientSearchFilter = z.infer<typeof ZClientSearchFilter>;

/** The columns the client search sorts by (ties by file, the same direction). */
export const CLIENT_SEARCH_SORTS = ['open_date', 'close_date', 'order_number'] as const;
export type ClientSearchSort = (typeof CLIENT_SEARCH_SORTS)[number];
export const CLIENT_SEARCH_DEFAULT_SORT = { sort: 'open_date', dir: 'desc' } as const;

/**
 * GET /files/client-search?start&end&client_search (spec 001 §7), paged and sorted by the server: a
 * lender's name can match thousands of files. Newest opened first unless `sort` says otherwise.
 */
export const ZGetClientSearchQuery = ZClientSearchFilter.extend(ZPage.shape).extend(
  ZSort(CLIENT_SEARCH_SORTS, CLIENT_SEARCH_DEFAULT_SORT).shape,
);
export type GetClientSearchQuery = z.output<typeof ZGetClientSearchQuery>;

/**
 * The client search counts matching files up to this many: past it the answer says
 * `total_is_capped` (the screen shows '1,000+ files') and pages through the first 1,000 only, newest
 * first unless sorted otherwise. The export is not capped: it holds every matching file.
 */
export const CLIENT_SEARCH_COUNT_CAP = 1000;

/**
 * One page of the matching files and how many match; a page past the end answers the last page.
 * With more than CLIENT_SEARCH_COUNT_CAP matches, `total` is the cap and `total_is_capped` true: at
 * least that many match, and the pages hold the first CLIENT_SEARCH_COUNT_CAP in the list's order.
 */
export const ZGetClientSearchResponse = ZPaged(ZFileSearchRow).extend({ total_is_capped: z.boolean() });
export type GetClientSearchResponse = z.infer<typeof ZGetClientSearchResponse>;
