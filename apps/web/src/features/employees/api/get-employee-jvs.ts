import { ZGetEmployeeJvsResponse } from '@hub/contract';
import { useQuery } from '@tanstack/react-query';
import { employeeKeys } from '@/lib/lookups/query-keys';
import { getQuery, recordPath } from '@/lib/record-api';

/** GET /employees/{uuid}/jvs: the employee's JV links, by JV name. */
export const useEmployeeJvs = (employeeUuid: string) =>
  useQuery(
    getQuery(
      employeeKeys.jvs(employeeUuid),
      `${recordPath('/employees', employeeUuid)}/jvs`,
      ZGetEmployeeJvsResponse,
    ),
  );
