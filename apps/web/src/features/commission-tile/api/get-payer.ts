import { ZGetEmployeeSecureResponse } from '@hub/contract';
import { useQuery } from '@tanstack/react-query';
import { employeeKeys } from '@/lib/lookups/query-keys';
import { getQuery, recordPath } from '@/lib/record-api';

/** GET /employees/secure/{uuid}: the payer with their payees (share_with, opt_share_with), read afresh. */
export function usePayer(employeeUuid: string, enabled: boolean) {
  return useQuery({
    ...getQuery(
      employeeKeys.one(employeeUuid),
      recordPath('/employees/secure', employeeUuid),
      ZGetEmployeeSecureResponse,
    ),
    enabled,
    staleTime: 0,
  });
}
