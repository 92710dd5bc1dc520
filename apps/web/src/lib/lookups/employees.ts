import { ZGetEmployeesSimpleResponse } from '@hub/contract';
import { useQuery } from '@tanstack/react-query';
import { getQuery } from '@/lib/record-api';
import { employeeKeys } from './query-keys';

/**
 * GET /employees/simple: the employees of the caller's states, for every employee picker (partners,
 * a user's linked and viewed employee, a JV's title officer, the Rep Dashboard's rep).
 */
export const employeeOptionsQueryOptions = () =>
  getQuery(employeeKeys.options(), '/employees/simple', ZGetEmployeesSimpleResponse);

export const useEmployeeOptions = () => useQuery(employeeOptionsQueryOptions());
