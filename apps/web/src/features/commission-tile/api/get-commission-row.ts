import { type CommissionQuery, type CommissionRow, ZCommissionResponse } from '@hub/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportKeys } from '@/lib/lookups/query-keys';
import type { TilePeriod } from '../utils/tile-condition';

export const commissionRowKey = (query: CommissionQuery) => reportKeys.report('commission-tile', query);

/**
 * GET /commission?start_date&end_date&employee_uuid (spec 000 §7): the employee's row of the period (a
 * finalised period answers its snapshot), or null when they have none. The server limits a
 * non-administrator to their own (or viewed) employee.
 */
export async function getCommissionRow(
  query: CommissionQuery,
  signal?: AbortSignal,
): Promise<CommissionRow | null> {
  const response = await api.get('/commission', { query, schema: ZCommissionResponse, signal });
  return response.rows.find((row) => row.uuid === query.employee_uuid) ?? response.rows[0] ?? null;
}

export function useCommissionRow(period: TilePeriod, employeeUuid: string, enabled: boolean) {
  const query: CommissionQuery = { ...period, employee_uuid: employeeUuid };
  return useQuery({
    queryKey: commissionRowKey(query),
    queryFn: ({ signal }) => getCommissionRow(query, signal),
    enabled,
  });
}
