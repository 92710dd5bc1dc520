import { type EmployeeJvRangeQuery, ZEmployeeJvRangeResponse } from '@hub/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reportKeys } from '@/lib/lookups/query-keys';
import { getQuery } from '@/lib/record-api';

/** GET /reports/employees/jv-range: one employee's files per JV (nothing asked while the query is null). */
export const useEmployeeJvRange = (query: EmployeeJvRangeQuery | null) =>
  useQuery({
    ...getQuery(
      reportKeys.report('employee-jv-range', query ?? {}),
      '/reports/employees/jv-range',
      ZEmployeeJvRangeResponse,
      query ?? {},
    ),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
