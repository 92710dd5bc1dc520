import { type JvSummaryQuery, ZJvSummaryResponse } from '@hub/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reportKeys } from '@/lib/lookups/query-keys';
import { getQuery } from '@/lib/record-api';

/** GET /reports/jvs?state=&report_date=: the JV Escrow Summary (asked once the report date is known). */
export const useJvSummary = (query: JvSummaryQuery | null) =>
  useQuery({
    ...getQuery(
      reportKeys.report('jv-summary', query ?? {}),
      '/reports/jvs',
      ZJvSummaryResponse,
      query ?? {},
    ),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
