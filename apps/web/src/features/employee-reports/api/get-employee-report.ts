import { type GetEmployeeReportQuery, ZGetEmployeeReportResponse } from '@hub/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reportKeys } from '@/lib/lookups/query-keys';
import { getQuery } from '@/lib/record-api';

/**
 * GET /reports/employees: employees' monthly figures and month to date (the Escrow Officer and
 * Marketing Rep reports, one employee's page). Nothing is asked while the query is null.
 */
export const useEmployeeReport = (query: GetEmployeeReportQuery | null) =>
  useQuery({
    ...getQuery(
      reportKeys.report('employees', query ?? {}),
      '/reports/employees',
      ZGetEmployeeReportResponse,
      query ?? {},
    ),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
