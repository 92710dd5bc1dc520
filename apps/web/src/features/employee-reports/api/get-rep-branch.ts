import { type GetRepBranchQuery, ZGetRepBranchResponse } from '@hub/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reportKeys } from '@/lib/lookups/query-keys';
import { getQuery } from '@/lib/record-api';

/** GET /reports/rep-branch: one rep's files by branch, with TOTAL (nothing asked while the query is null). */
export const useRepBranch = (query: GetRepBranchQuery | null) =>
  useQuery({
    ...getQuery(
      reportKeys.report('rep-branch', query ?? {}),
      '/reports/rep-branch',
      ZGetRepBranchResponse,
      query ?? {},
    ),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
