import { type ReportOptions, ZGetReportOptionsResponse } from '@hub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportOptionKeys } from '@/lib/lookups/query-keys';

/** GET /admin/report-options: both states' recipients and projections, with the document version. */
export function getReportOptions(signal?: AbortSignal): Promise<ReportOptions> {
  return api.get('/admin/report-options', { schema: ZGetReportOptionsResponse, signal });
}

export const reportOptionsQueryOptions = () =>
  queryOptions({
    queryKey: reportOptionKeys.all,
    queryFn: ({ signal }) => getReportOptions(signal),
    // The form edits what the server has now.
    staleTime: 0,
  });

export function useReportOptions() {
  return useQuery(reportOptionsQueryOptions());
}
