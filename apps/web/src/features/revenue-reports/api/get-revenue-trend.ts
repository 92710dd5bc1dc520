import { type State, ZRevenueTrendResponse } from '@hub/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reportKeys } from '@/lib/lookups/query-keys';
import { getQuery } from '@/lib/record-api';

/** GET /revenue/trend: a state's (or branch's) figures per business day of recent months. */
export type RevenueTrendRequest = { state: State; months_back: number; branch_id?: number };

export const useRevenueTrend = (query: RevenueTrendRequest) =>
  useQuery({
    ...getQuery(reportKeys.report('revenue-trend', query), '/revenue/trend', ZRevenueTrendResponse, query),
    placeholderData: keepPreviousData,
  });
