import { ZGetReportOptionsResponse } from '@hub/contract';
import { useQuery } from '@tanstack/react-query';
import { reportOptionKeys } from '@/lib/lookups/query-keys';
import { getQuery } from '@/lib/record-api';

/** GET /admin/report-options: both states' recipients and projections, with the document version. */
export const useReportOptions = () =>
  useQuery({
    ...getQuery(reportOptionKeys.all, '/admin/report-options', ZGetReportOptionsResponse),
    // The form edits what the server has now.
    staleTime: 0,
  });
