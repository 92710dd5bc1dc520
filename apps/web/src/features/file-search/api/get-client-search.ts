import { type GetClientSearchQuery, ZGetClientSearchResponse } from '@hub/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fileKeys } from '@/lib/lookups/query-keys';
import { getQuery } from '@/lib/record-api';

/**
 * GET /files/client-search: one page of the files whose parties or directing client match, paged and
 * sorted by the server; the page shown stays while the next one loads. `null` asks nothing (the
 * address lacks a required parameter).
 */
export function useClientSearch(query: GetClientSearchQuery | null) {
  return useQuery({
    ...getQuery(fileKeys.clientSearch(query ?? {}), '/files/client-search', ZGetClientSearchResponse, {
      ...query,
    }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
