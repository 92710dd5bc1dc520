import { type State, ZYearlyComparisonResponse } from '@hub/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reportKeys } from '@/lib/lookups/query-keys';
import { getQuery } from '@/lib/record-api';

export type YearlyComparisonRequest = { state: State; year: number };

/** GET /reports/branches/yearly-comparison?state=&year=: this year against last (asked once the state is known). */
export const useYearlyComparison = (query: YearlyComparisonRequest | null) =>
  useQuery({
    ...getQuery(
      reportKeys.report('branch-yearly-comparison', query ?? {}),
      '/reports/branches/yearly-comparison',
      ZYearlyComparisonResponse,
      query ?? {},
    ),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
