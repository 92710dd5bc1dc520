import {
  CLIENT_SEARCH_DEFAULT_SORT,
  CLIENT_SEARCH_MIN,
  CLIENT_SEARCH_SORTS,
  type GetClientSearchQuery,
  ZIsoDate,
  ZPage,
  ZSort,
} from '@hub/contract';
import { defaultSearchRange, formatUsDate } from '@hub/domain/time';
import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { addressPage, addressSort, DataTable } from '@/components/data-table';
import { MISSING_PARAMETERS, PageHeader } from '@/components/page';
import { orderListHref } from '@/components/report';
import { type SearchValues, useSearchState, ZSearchText } from '@/lib/search-params';
import { useClientSearch } from '../api/get-client-search';
import { fileColumns, fileRowId, NO_FILES } from './file-columns';
import { ClientSearchForm, type ClientSearchValues } from './search-forms';

export const CLIENT_SEARCH_FAILED = 'Could not load the files.';
export const CLIENT_SEARCH_PAGE_SIZE = 50;

/**
 * The address: ?start=2025-03-15&end=2026-03-15&client_search=Acme (all three required), and the
 * page and sort of the server's list (newest opened first unless sorted otherwise).
 */
const ZClientSearchView = ZSort(CLIENT_SEARCH_SORTS, CLIENT_SEARCH_DEFAULT_SORT)
  .extend(ZPage.pick({ page: true }).shape)
  .extend({ start: ZIsoDate.optional(), end: ZIsoDate.optional(), client_search: ZSearchText });
type ClientSearchView = SearchValues<typeof ZClientSearchView>;

/** The server's query for the view, or null while the address lacks a required parameter. */
export function clientSearchQuery(view: ClientSearchView): GetClientSearchQuery | null {
  const term = view.client_search.trim();
  if (!view.start || !view.end || term === '') return null;
  return {
    start: view.start,
    end: view.end,
    client_search: term,
    page: view.page,
    page_size: CLIENT_SEARCH_PAGE_SIZE,
    sort: view.sort,
    dir: view.dir,
  };
}

/**
 * The open and closed order reports for the same dates; the name goes along only when it has at
 * least 2 characters (spec 001 §5), as the order reports search no shorter name.
 */
export function orderReportLinks(search: { start: string; end: string; client_search: string }) {
  const term = search.client_search.trim();
  const client_search = term.length >= CLIENT_SEARCH_MIN ? term : undefined;
  return {
    open: orderListHref('open', { start: search.start, end: search.end, client_search }),
    closed: orderListHref('closed', { start: search.start, end: search.end, client_search }),
  };
}

/**
 * How many files match, as the server counted them: exactly, or past CLIENT_SEARCH_COUNT_CAP only
 * that more match, with what the list then holds.
 */
export function matchCountText(answer: { total: number; total_is_capped: boolean }): string {
  const count = answer.total.toLocaleString('en-US');
  if (answer.total_is_capped)
    return `${count}+ files match. The list holds the first ${count} in its order: narrow the name or the dates to see the rest, or export them all.`;
  return `${count} ${answer.total === 1 ? 'file' : 'files'}`;
}

/**
 * Spec 001 §2 Client search results (/reports/client-search?start&end&client_search): the files opened
 * in the range whose parties or directing client match the name, paged and sorted by the server.
 */
export function ClientSearchResults() {
  const [view, setView] = useSearchState(ZClientSearchView);
  const query = clientSearchQuery(view);
  const files = useClientSearch(query);
  const columns = useMemo(() => fileColumns({ sortable: CLIENT_SEARCH_SORTS as readonly string[] }), []);
  const [defaults] = useState(defaultSearchRange);
  const answer = files.data;

  // A link to a page past the end shows the last page: the address says so too.
  const answeredPage = files.isPlaceholderData ? undefined : answer?.page;
  useEffect(() => {
    if (answeredPage !== undefined && answeredPage !== view.page) setView({ page: answeredPage });
  }, [answeredPage, view.page, setView]);

  const initial: ClientSearchValues = {
    start: view.start ?? defaults.start,
    end: view.end ?? defaults.end,
    client_search: view.client_search.trim(),
  };
  const links = query ? orderReportLinks(query) : null;

  return (
    <Stack gap="md">
      <PageHeader
        title="Client Search"
        description={
          query
            ? `Files opened ${formatUsDate(query.start)} to ${formatUsDate(query.end)} whose client, agents, lender, buyer or seller match “${query.client_search}”.`
            : undefined
        }
        actions={
          links && (
            <>
              <Button component={Link} to={links.open} variant="light">
                Open Orders
              </Button>
              <Button component={Link} to={links.closed} variant="light">
                Closed Orders
              </Button>
            </>
          )
        }
      />
      <ClientSearchForm initial={initial} onSearch={(values) => setView({ ...values, page: 1 })} />
      {query === null ? (
        <Text>{MISSING_PARAMETERS}</Text>
      ) : (
        <Stack gap="xs">
          {answer && answer.total > 0 && (
            <Text size="sm" c="dimmed">
              {matchCountText(answer)}
            </Text>
          )}
          <DataTable
            label="Files"
            columns={columns}
            data={answer?.rows}
            getRowId={fileRowId}
            status={files}
            loadingLabel="Loading files"
            errorText={CLIENT_SEARCH_FAILED}
            emptyText={NO_FILES}
            server={{ rowCount: answer?.total ?? 0 }}
            pageSize={CLIENT_SEARCH_PAGE_SIZE}
            {...addressPage(view, setView)}
            {...addressSort(view, setView)}
            exportSource={{
              path: '/files/client-search/export',
              query: { start: query.start, end: query.end, client_search: query.client_search },
              fileName: 'client-search',
            }}
            minWidth={1080}
          />
        </Stack>
      )}
    </Stack>
  );
}
