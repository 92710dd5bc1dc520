import { type GetOrderFilesQuery, ZGetOrderFilesResponse } from '@hub/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fileKeys } from '@/lib/lookups/query-keys';
import { getQuery } from '@/lib/record-api';

/**
 * GET /files: one page of the open or closed orders the filter keeps, sorted by the server, with the
 * whole filter's totals. The page shown stays while the next one loads; a change to a file (the
 * override dialog) invalidates `fileKeys.all`, so the list and its totals are asked again. `enabled`
 * false asks nothing yet.
 */
export function useOrderFiles(query: GetOrderFilesQuery, enabled = true) {
  return useQuery({
    ...getQuery(fileKeys.orders(query), '/files', ZGetOrderFilesResponse, { ...query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
