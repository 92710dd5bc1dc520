import { ZGetEmployeesResponse } from '@hub/contract';
import { useQuery } from '@tanstack/react-query';
import { employeeKeys } from '@/lib/lookups/query-keys';
import { getQuery } from '@/lib/record-api';

/** GET /employees: every employee of the caller's states (the list hides inactive ones itself). */
export const useEmployees = () =>
  useQuery(getQuery(employeeKeys.list(), '/employees', ZGetEmployeesResponse));
