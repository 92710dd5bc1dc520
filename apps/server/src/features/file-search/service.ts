import {
  CLIENT_HISTORY_DEFAULT_SORT,
  CLIENT_SEARCH_DEFAULT_SORT,
  type ClientHistoryFilter,
  type ClientSearchFilter,
  FILE_SEARCH_LIMIT,
  type FileSearchRow,
  type GetClientHistoryQuery,
  type GetClientHistoryResponse,
  type GetClientSearchQuery,
  type GetClientSearchResponse,
  type GetQuickFindResponse,
  type Page,
  pageCount,
  QUICK_FIND_LIMIT,
} from '@hub/contract';
import type { Db } from '../../db/client.ts';
import type { CurrentUser } from '../../plugins/auth/index.ts';
import { fileReach } from '../../plugins/authorization/policies.ts';
import {
  allClientHistory,
  clientHistoryPage,
  clientSearchPage,
  countClientHistory,
  fileSearchRows,
  quickFindClients,
  quickFindFiles,
  streamClientSearch,
} from './repository.ts';

// Every answer here is within the files the user may see (DOMAIN.md §9, policies.fileReach): an
// administrator's by state, a rep's or escrow officer's by employee. A filter never widens it.

/** GET /files/file-search: the order number asked, then those it begins, among the user's files. */
export function fileSearch(db: Db, user: CurrentUser, orderNumber: string): Promise<FileSearchRow[]> {
  return fileSearchRows(db, fileReach(user), orderNumber, FILE_SEARCH_LIMIT);
}

/** The page to read: the one asked, or the last when it lies past the end. */
function pageWithin(query: Page, total: number): Page {
  return { page: Math.min(query.page, pageCount(total, query.page_size)), page_size: query.page_size };
}

/**
 * GET /files/client-search: one page of the matching files and how many match, counted up to
 * CLIENT_SEARCH_COUNT_CAP (`total_is_capped` past it; repository.clientSearchPage says how).
 */
export async function clientSearch(
  db: Db,
  user: CurrentUser,
  query: GetClientSearchQuery,
): Promise<GetClientSearchResponse> {
  const order = { sort: query.sort ?? CLIENT_SEARCH_DEFAULT_SORT.sort, dir: query.dir };
  const answer = await clientSearchPage(db, fileReach(user), query, order, query);
  return {
    rows: answer.rows,
    total: answer.total,
    total_is_capped: answer.capped,
    page: answer.page,
    page_size: query.page_size,
  };
}

/** The client search's export: every matching file, newest opened first. */
export function exportClientSearch(db: Db, user: CurrentUser, filter: ClientSearchFilter) {
  return streamClientSearch(db, fileReach(user), filter);
}

/** GET /files/client-history: one page of the directing clients and how many there are. */
export async function clientHistory(
  db: Db,
  user: CurrentUser,
  query: GetClientHistoryQuery,
): Promise<GetClientHistoryResponse> {
  const reach = fileReach(user);
  const order = { sort: query.sort ?? CLIENT_HISTORY_DEFAULT_SORT.sort, dir: query.dir };
  const asked = await clientHistoryPage(db, reach, query, order, query);
  if (asked.rows.length > 0 || query.page === 1)
    return { ...asked, page: query.page, page_size: query.page_size };
  // Past the end: the last page, which says so in `page`.
  const total = await countClientHistory(db, reach, query);
  const page = pageWithin(query, total);
  const last = await clientHistoryPage(db, reach, query, order, page);
  return { ...last, ...page };
}

/** The client history's export: every client of the filter, most files first. */
export function exportClientHistory(db: Db, user: CurrentUser, filter: ClientHistoryFilter) {
  return allClientHistory(db, fileReach(user), filter);
}

/** GET /files/quick-find: the header's search box. */
export async function quickFind(db: Db, user: CurrentUser, q: string): Promise<GetQuickFindResponse> {
  const reach = fileReach(user);
  const files = await quickFindFiles(db, reach, q, QUICK_FIND_LIMIT);
  const clients = await quickFindClients(db, reach, q, QUICK_FIND_LIMIT);
  return { files, clients };
}
