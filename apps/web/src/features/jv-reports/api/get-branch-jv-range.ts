import { type BranchJvRangeQuery, ZBranchJvRangeResponse } from '@hub/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reportKeys } from '@/lib/lookups/query-keys';
import { getQuery } from '@/lib/record-api';

/** GET /reports/branches/jv-range: one branch's files per JV (nothing asked while the query is null). */
export const useBranchJvRange = (query: BranchJvRangeQuery | null) =>
  useQuery({
    ...getQuery(
      reportKeys.report('branch-jv-range', query ?? {}),
      '/reports/branches/jv-range',
      ZBranchJvRangeResponse,
      query ?? {},
    ),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
