import { ZGetEmployeeSecureResponse } from '@hub/contract';
import { employeeKeys } from '@/lib/lookups/query-keys';
import { useRecordQuery } from '@/lib/record-api';

/** GET /employees/secure/{uuid}: the full employee with its partners and version. */
export const useEmployee = (uuid: string | null) =>
  useRecordQuery(
    { collection: '/employees/secure', queryKey: employeeKeys.one, schema: ZGetEmployeeSecureResponse },
    uuid,
  );
