import { ZGetCommGuaranteesResponse } from '@hub/contract';
import { useQuery } from '@tanstack/react-query';
import { employeeKeys } from '@/lib/lookups/query-keys';
import { getQuery, recordPath } from '@/lib/record-api';

/** GET /employees/{uuid}/comm-guarantees: by period, each with its version; none for a new employee (null). */
export const useCommGuarantees = (employeeUuid: string | null) =>
  useQuery({
    ...getQuery(
      employeeKeys.guarantees(employeeUuid ?? ''),
      `${recordPath('/employees', employeeUuid ?? '')}/comm-guarantees`,
      ZGetCommGuaranteesResponse,
    ),
    enabled: employeeUuid !== null,
  });
