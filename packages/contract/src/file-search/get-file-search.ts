import { z } from 'zod';
import { ZFileSearchRow } from './file-search-row.ts';

/** The most files a file search answers: the exact order number first, then those it begins. */
export const FILE_SEARCH_LIMIT = 50;

/** GET /files/file-search?order_number=: an order number, whole or its beginning, in any case. */
export const ZGetFileSearchQuery = z.strictObject({
  order_number: z.string().trim().min(1, 'is required').max(100),
});
export type GetFileSearchQuery = z.infer<typeof ZGetFileSearchQuery>;

/**
 * The files the caller may see whose order number is the one asked (case and surrounding spaces
 * ignored) or begins with it: the exact one first, then by order number, at most FILE_SEARCH_LIMIT.
 */
export const ZGetFileSearchResponse = z.array(ZFileSearchRow).max(FILE_SEARCH_LIMIT);
export type GetFileSearchResponse = z.infer<typeof ZGetFileSearchResponse>;
