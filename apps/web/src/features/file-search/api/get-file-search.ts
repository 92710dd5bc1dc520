import { ZGetFileSearchResponse } from '@hub/contract';
import { useQuery } from '@tanstack/react-query';
import { fileKeys } from '@/lib/lookups/query-keys';
import { getQuery } from '@/lib/record-api';

/**
 * GET /files/file-search?order_number=: the file with that order number, then those it begins (at
 * most FILE_SEARCH_LIMIT). Nothing is asked without a number.
 */
export function useFileSearch(orderNumber: string) {
  return useQuery({
    ...getQuery(fileKeys.fileSearch(orderNumber), '/files/file-search', ZGetFileSearchResponse, {
      order_number: orderNumber,
    }),
    enabled: orderNumber !== '',
  });
}
