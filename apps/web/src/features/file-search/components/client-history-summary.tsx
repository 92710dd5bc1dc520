import {
  CLIENT_HISTORY_DEFAULT_SORT,
  CLIENT_HISTORY_SORTS,
  type ClientHistoryRow,
  DEFAULT_MIN_FILES,
  type GetClientHistoryQuery,
  ZIsoDate,
  ZPage,
  ZSort,
} from '@hub/contract';
import { defaultSearchRange, formatUsDate } from '@hub/domain/time';
import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { z } from 'zod';
import { addressPage, addressSort, type DataTableColumn } from '@/components/data-table';
import { DateField } from '@/components/forms/date-field';
import { CLIENT_HISTORY_FAILED, NO_RESULTS, PageHeader } from '@/components/page';
import { ReportTable } from '@/components/report';
import { type SearchValues, useSearchState, ZSearchText } from '@/lib/search-params';
import { useClientHistory } from '../api/get-client-history';
import { useFollow } from './search-forms';

export const MISSING_RANGE = 'Please provide start and end query parameters (YYYY-MM-DD).';
export const CLIENT_HISTORY_PAGE_SIZE = 50;

/** A whole number of files of at least 1 in the address; anything else is the default. */
const ZMinFiles = z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_MIN_FILES);

/**
 * The address: ?start=2025-01-01&end=2025-12-31&client_search=acme&min_files=3 (min_files only above 1,
 * spec 001 §5), and the page and sort of the server's list.
 */
const ZClientHistoryView = ZSort(CLIENT_HISTORY_SORTS, CLIENT_HISTORY_DEFAULT_SORT)
  .extend(ZPage.pick({ page: true }).shape)
  .extend({
    start: ZIsoDate.optional(),
    end: ZIsoDate.optional(),
    client_search: ZSearchText,
    min_files: ZMinFiles,
  });
type ClientHistoryView = SearchValues<typeof ZClientHistoryView>;

/** The server's query for the view, or null without both dates. The client search is trimmed. */
export function clientHistoryQuery(view: ClientHistoryView): GetClientHistoryQuery | null {
  if (!view.start || !view.end) return null;
  const term = view.client_search.trim();
  return {
    start: view.start,
    end: view.end,
    client_search: term === '' ? undefined : term,
    min_files: view.min_files,
    page: view.page,
    page_size: CLIENT_HISTORY_PAGE_SIZE,
    sort: view.sort,
    dir: view.dir,
  };
}

export type HistoryFilters = { start: string; end: string; client_search: string; min_files: number };

/**
 * What Apply writes to the address: the dates, the client search trimmed (left out when empty) and
 * Min Files (a whole number, at least 1; left out at 1, its default), from the first page.
 */
export function appliedFilters(filters: HistoryFilters): Partial<ClientHistoryView> {
  const minFiles = Number.isInteger(filters.min_files) && filters.min_files >= 1 ? filters.min_files : 1;
  return {
    start: filters.start || undefined,
    end: filters.end || undefined,
    client_search: filters.client_search.trim(),
    min_files: minFiles,
    page: 1,
  };
}

const columns: DataTableColumn<ClientHistoryRow>[] = [
  // Spec 001 §4: the name column starts ascending; the others descending.
  { id: 'company_name', header: 'Company', accessorKey: 'company_name', sortDescFirst: false },
  { id: 'first_name', header: 'First', accessorKey: 'first_name', enableSorting: false },
  { id: 'last_name', header: 'Last', accessorKey: 'last_name', enableSorting: false },
  { id: 'total_files', header: 'Total Files', accessorKey: 'total_files', meta: { kind: 'number' } },
  {
    id: 'last_marketing_rep',
    header: 'Last Marketing Rep',
    accessorKey: 'last_marketing_rep',
    enableSorting: false,
  },
  { id: 'last_jv', header: 'Last JV', accessorKey: 'last_jv', enableSorting: false },
  {
    id: 'last_file_date',
    header: 'Last File Date',
    accessorKey: 'last_file_date',
    meta: { nowrap: true },
    cell: ({ row }) => formatUsDate(row.original.last_file_date),
  },
];

type FiltersProps = { initial: HistoryFilters; onApply: (filters: HistoryFilters) => void };

/** Start, End, Client Search and Min Files; nothing is asked until Apply. */
function HistoryFiltersForm({ initial, onApply }: FiltersProps) {
  const [start, setStart] = useState(initial.start);
  const [end, setEnd] = useState(initial.end);
  const [clientSearch, setClientSearch] = useState(initial.client_search);
  const [minFiles, setMinFiles] = useState<number | string>(initial.min_files);
  useFollow(`${initial.start} ${initial.end} ${initial.client_search} ${initial.min_files}`, () => {
    setStart(initial.start);
    setEnd(initial.end);
    setClientSearch(initial.client_search);
    setMinFiles(initial.min_files);
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({ start, end, client_search: clientSearch, min_files: Number(minFiles) });
  };

  return (
    <form onSubmit={handleSubmit} aria-label="Filters">
      <Group gap="xs" align="flex-end" wrap="wrap">
        <DateField label="Start" value={start} onChange={setStart} w={150} />
        <DateField label="End" value={end} onChange={setEnd} w={150} />
        <TextInput
          label="Client Search"
          value={clientSearch}
          onChange={(event) => setClientSearch(event.currentTarget.value)}
          w={220}
        />
        <NumberInput
          label="Min Files"
          value={minFiles}
          onChange={setMinFiles}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          w={110}
        />
        <Button type="submit">Apply</Button>
      </Group>
    </form>
  );
}

/**
 * Spec 001 §2 Client History Summary (/reports/client-history-summary?start&end&client_search&min_files):
 * the directing clients with their files opened in the range, the rep, JV and date of the latest,
 * paged and sorted by the server. A change of filters cancels the call under way.
 */
export function ClientHistorySummary() {
  const [view, setView] = useSearchState(ZClientHistoryView);
  const query = clientHistoryQuery(view);
  const history = useClientHistory(query);
  const [defaults] = useState(defaultSearchRange);
  const answer = history.data;

  const answeredPage = history.isPlaceholderData ? undefined : answer?.page;
  useEffect(() => {
    if (answeredPage !== undefined && answeredPage !== view.page) setView({ page: answeredPage });
  }, [answeredPage, view.page, setView]);

  const initial: HistoryFilters = {
    start: view.start ?? defaults.start,
    end: view.end ?? defaults.end,
    client_search: view.client_search.trim(),
    min_files: view.min_files,
  };

  let body: ReactNode;
  if (query === null) {
    body = <Text>{MISSING_RANGE}</Text>;
  } else {
    body = (
      <Stack gap="xs">
        {answer && answer.total > 0 && (
          <Text size="sm" c="dimmed">
            {answer.total.toLocaleString('en-US')} {answer.total === 1 ? 'client' : 'clients'}
          </Text>
        )}
        <ReportTable
          label="Client History"
          columns={columns}
          data={answer?.rows}
          getRowId={(row) => String(row.client_id)}
          status={history}
          loadingLabel="Loading client history"
          // The spec's own words, whatever the server said (spec 001 §8).
          errorText={CLIENT_HISTORY_FAILED}
          serverDetail={false}
          emptyText={NO_RESULTS}
          totals={false}
          server={{ rowCount: answer?.total ?? 0 }}
          pageSize={CLIENT_HISTORY_PAGE_SIZE}
          {...addressPage(view, setView)}
          {...addressSort(view, setView)}
          exportSource={{
            path: '/files/client-history/export',
            query: {
              start: query.start,
              end: query.end,
              client_search: query.client_search,
              min_files: query.min_files > 1 ? query.min_files : undefined,
            },
            fileName: 'client-history-summary',
          }}
          minWidth={860}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <PageHeader title="Client History Summary" />
      <HistoryFiltersForm initial={initial} onApply={(filters) => setView(appliedFilters(filters))} />
      {body}
    </Stack>
  );
}
