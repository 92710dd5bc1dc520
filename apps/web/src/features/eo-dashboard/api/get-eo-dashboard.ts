import { type EoDashboardQuery, ZEoDashboardResponse } from '@hub/contract';
import { useQuery } from '@tanstack/react-query';
import { reportKeys } from '@/lib/lookups/query-keys';
import { getQuery } from '@/lib/record-api';

/**
 * GET /reports/dashboard (spec 001 §7): the query's `signal` goes to fetch, so the call of filters
 * left behind is cancelled. No placeholder: a failed call shows no figures (spec 001 §8).
 */
export const useEoDashboard = (query: EoDashboardQuery) =>
  useQuery(
    getQuery(reportKeys.report('eo-dashboard', query), '/reports/dashboard', ZEoDashboardResponse, query),
  );
