import { type GetNewClientsQuery, ZGetNewClientsResponse } from '@hub/contract';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { fileReportKeys } from '@/lib/lookups/query-keys';

/**
 * GET /clients/reports/new-clients: the clients whose first file ever opened in the range. Nothing is
 * asked while the filters are not a valid query (null); the rows shown stay while a new range loads.
 */
export function useNewClients(query: GetNewClientsQuery | null) {
  return useQuery({
    queryKey: fileReportKeys.newClients(query ?? {}),
    queryFn:
      query === null
        ? skipToken
        : ({ signal }) =>
            api.get('/clients/reports/new-clients', { query, schema: ZGetNewClientsResponse, signal }),
    placeholderData: keepPreviousData,
  });
}
