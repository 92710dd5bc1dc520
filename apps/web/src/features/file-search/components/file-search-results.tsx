import { FILE_SEARCH_LIMIT, type FileSearchRow } from '@hub/contract';
import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { z } from 'zod';
import { DataTable } from '@/components/data-table';
import { MISSING_PARAMETERS, PageHeader } from '@/components/page';
import { useSearchState, ZSearchText } from '@/lib/search-params';
import { useFileSearch } from '../api/get-file-search';
import { fileColumns, fileRowId, NO_FILES } from './file-columns';
import { FileSearchForm } from './search-forms';

export const FILE_SEARCH_FAILED = 'Could not load the files.';
export const FILE_SEARCH_LIMIT_NOTE = `The first ${FILE_SEARCH_LIMIT} matching files are shown: type more of the order number to narrow the search.`;

/** The address: ?order_number=101-2500123. */
const ZFileSearchView = z.object({ order_number: ZSearchText });

export type FileSearchResultsProps = {
  /** A super user's order numbers open the override dialog (composed by the page); else they are text. */
  onOpenFile?: ((file: FileSearchRow) => void) | undefined;
};

/**
 * Spec 001 §2 File search results (/reports/file-search?order_number=): the file with that order
 * number, then those it begins, among the files the user may see; a box to search again.
 */
export function FileSearchResults({ onOpenFile }: FileSearchResultsProps) {
  const [view, setView] = useSearchState(ZFileSearchView);
  const orderNumber = view.order_number.trim();
  const files = useFileSearch(orderNumber);
  const columns = useMemo(() => fileColumns({ onOpenFile, withJv: true }), [onOpenFile]);

  return (
    <Stack gap="md">
      <PageHeader title="File Search" />
      <FileSearchForm initial={orderNumber} onSearch={(text) => setView({ order_number: text })} />
      {orderNumber === '' ? (
        <Text>{MISSING_PARAMETERS}</Text>
      ) : (
        <Stack gap="xs">
          {files.data?.length === FILE_SEARCH_LIMIT && (
            <Text size="sm" c="dimmed">
              {FILE_SEARCH_LIMIT_NOTE}
            </Text>
          )}
          <DataTable
            label="Files"
            columns={columns}
            data={files.data}
            getRowId={fileRowId}
            status={files}
            loadingLabel="Loading files"
            errorText={FILE_SEARCH_FAILED}
            emptyText={NO_FILES}
            minWidth={1180}
            exportSource={{
              path: '/files/file-search/export',
              query: { order_number: orderNumber },
              fileName: 'file-search',
            }}
          />
        </Stack>
      )}
    </Stack>
  );
}
