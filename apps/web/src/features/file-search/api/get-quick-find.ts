import { QUICK_FIND_MIN_LENGTH, ZGetQuickFindResponse } from '@hub/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fileKeys } from '@/lib/lookups/query-keys';
import { getQuery } from '@/lib/record-api';

/** GET /files/quick-find?q=: files by order number and clients by name, once `q` has 2 characters. */
export function useQuickFind(q: string) {
  return useQuery({
    ...getQuery(fileKeys.quickFind(q), '/files/quick-find', ZGetQuickFindResponse, { q }),
    enabled: q.length >= QUICK_FIND_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
