import { z } from 'zod';

/**
 * Paging and sorting of a list, as query parameters (`?page=2&page_size=50&sort=name&dir=desc`).
 * The server parses them strictly (a bad value is a 400); the web reads the same schemas leniently
 * from the address (a bad value falls back to the default: lib/search-params.ts).
 */

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export const ZSortDirection = z.enum(SORT_DIRECTIONS, "must be 'asc' or 'desc'");
export type SortDirection = z.infer<typeof ZSortDirection>;

/** The largest page the server serves. */
export const MAX_PAGE_SIZE = 200;
/** The page sizes a screen offers. */
export const PAGE_SIZES = [25, 50, 100, MAX_PAGE_SIZE] as const;
export const DEFAULT_PAGE_SIZE = 50;

/** 1-based page number and rows per page. */
export const ZPage = z.object({
  page: z.coerce
    .number('must be a page number')
    .int('must be a page number')
    .min(1, 'must be 1 or more')
    .default(1),
  page_size: z.coerce
    .number('must be a number of rows')
    .int('must be a number of rows')
    .min(1, 'must be 1 or more')
    .max(MAX_PAGE_SIZE, `must be ${MAX_PAGE_SIZE} or fewer`)
    .default(DEFAULT_PAGE_SIZE),
});
export type Page = z.infer<typeof ZPage>;

/** A sort the list starts with; none means the server's own order. */
export type SortDefault<C extends string> = { sort: C; dir: SortDirection };

/**
 * `sort` (one of the list's sortable columns) and `dir`. With a default the schema fills both in;
 * without one an absent `sort` means the list's natural order.
 */
export function ZSort<const C extends readonly [string, ...string[]]>(
  columns: C,
  defaults?: SortDefault<C[number]>,
) {
  const column = z.enum(columns, `must be one of ${columns.join(', ')}`);
  return z.object({
    sort: defaults ? column.default(defaults.sort) : column.optional(),
    dir: ZSortDirection.default(defaults?.dir ?? 'desc'),
  });
}

/** One page of a long list and how many rows the whole list has. */
export function ZPaged<T extends z.ZodType>(row: T) {
  return z.object({
    rows: z.array(row),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    page_size: z.number().int().min(1),
  });
}
export type Paged<T> = { rows: T[]; total: number; page: number; page_size: number };

/** Rows to skip for a page (SQL OFFSET). */
export const pageOffset = ({ page, page_size }: Page): number => (page - 1) * page_size;

/** The number of pages a list of `total` rows fills; at least one, so page 1 always exists. */
export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));
