import { type BranchSummaryQuery, ZBranchSummaryResponse } from '@hub/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reportKeys } from '@/lib/lookups/query-keys';
import { getQuery } from '@/lib/record-api';

/** GET /reports/branches?state=&report_date=: the Branch Escrow Summary (asked once the date is known). */
export const useBranchSummary = (query: BranchSummaryQuery | null) =>
  useQuery({
    ...getQuery(
      reportKeys.report('branch-summary', query ?? {}),
      '/reports/branches',
      ZBranchSummaryResponse,
      query ?? {},
    ),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
