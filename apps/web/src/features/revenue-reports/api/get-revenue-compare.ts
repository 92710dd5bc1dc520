import { type RevenueCompareQuery, ZRevenueCompareResponse } from '@hub/contract';
import { useQuery } from '@tanstack/react-query';
import { reportKeys } from '@/lib/lookups/query-keys';
import { getQuery } from '@/lib/record-api';

/** GET /revenue/datecompare: month to date against the previous month and last year. */
export const useRevenueCompare = (query: RevenueCompareQuery) =>
  useQuery(
    getQuery(
      reportKeys.report('revenue-compare', query),
      '/revenue/datecompare',
      ZRevenueCompareResponse,
      query,
    ),
  );
