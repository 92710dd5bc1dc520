import type { ViewedEmployee } from '@/features/dashboards/components/dashboard-frame';
import { employeeName } from '@/features/dashboards/utils/rep-dashboard';
import { useEmployee } from '@/features/employees/api/get-employee';
import { errorDetail } from '@/lib/api-client';

export const VIEWED_EMPLOYEE_LOAD_FAILED = 'Could not load this employee.';

/** The employee a dashboard's `employee_uuid` names, for its banner; the server decides who may read them. */
export function useViewedEmployee(employeeUuid: string | null): ViewedEmployee {
  const employee = useEmployee(employeeUuid);
  return {
    name: employee.data ? employeeName(employee.data) : null,
    error: employee.isError ? errorDetail(employee.error, VIEWED_EMPLOYEE_LOAD_FAILED) : null,
  };
}
