import { type GetOrderReconciliationQuery, ZGetOrderReconciliationResponse } from '@hub/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fileKeys } from '@/lib/lookups/query-keys';
import { getQuery } from '@/lib/record-api';

/** Whether a filter has a close or open date range: only then is there a reconciliation to ask. */
const hasDateRange = (filter: GetOrderReconciliationQuery) =>
  Boolean(filter.close_start || filter.close_end || filter.open_start || filter.open_end);

/**
 * GET /files/reconciliation: the reconciliation of the list's totals to the period figures of the
 * same filter, asked once per filter (not per page or sort: the key holds only the filter). The lines
 * shown stay while the next filter's load; a change to a file invalidates `fileKeys.all`, so they are
 * asked again. Asked only when the filter has a date range and `enabled` is true.
 */
export function useOrderReconciliation(filter: GetOrderReconciliationQuery, enabled = true) {
  return useQuery({
    ...getQuery(
      fileKeys.orderReconciliation(filter),
      '/files/reconciliation',
      ZGetOrderReconciliationResponse,
      {
        ...filter,
      },
    ),
    placeholderData: keepPreviousData,
    enabled: enabled && hasDateRange(filter),
  });
}
