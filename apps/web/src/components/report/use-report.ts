import type { ReportEndpoint } from '@hub/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { reportKeys } from '@/lib/lookups/query-keys';
import { getQuery } from '@/lib/record-api';

export type UseReportOptions = {
  /**
   * Keep the last answer on screen while the next filters' answer loads (the default). Off where a
   * failed or pending call must show no figures (the EO dashboard, spec 001 §8; the revenue compare).
   */
  keepPrevious?: boolean;
};

/**
 * A report's call, from its contract declaration (`reportEndpoint`): `GET /api<path>` with the query,
 * the answer checked by the declared schema, cached under the report's name and query, cancelled
 * (its `signal`) when the filters move on. Nothing is asked while the query is null.
 */
export function useReport<Query extends z.ZodType, Response extends z.ZodType>(
  endpoint: ReportEndpoint<Query, Response>,
  query: z.input<Query> | null,
  { keepPrevious = true }: UseReportOptions = {},
) {
  const asked = (query ?? {}) as Parameters<typeof getQuery>[3] & object;
  return useQuery({
    ...getQuery(
      reportKeys.report(endpoint.name, asked),
      endpoint.path,
      endpoint.response as z.ZodType<z.output<Response>>,
      asked,
    ),
    enabled: query !== null,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}
