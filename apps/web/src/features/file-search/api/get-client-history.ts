import { type GetClientHistoryQuery, ZGetClientHistoryResponse } from '@hub/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fileKeys } from '@/lib/lookups/query-keys';
import { getQuery } from '@/lib/record-api';

/**
 * GET /files/client-history (spec 001 §7, cancellable): one page of the directing clients. The call
 * carries the query's AbortSignal, so a call for filters that changed meanwhile is cancelled (TanStack
 * Query aborts a query nobody watches any more) and its answer ignored. `null` asks nothing.
 */
export function useClientHistory(query: GetClientHistoryQuery | null) {
  return useQuery({
    ...getQuery(fileKeys.clientHistory(query ?? {}), '/files/client-history', ZGetClientHistoryResponse, {
      ...query,
    }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
