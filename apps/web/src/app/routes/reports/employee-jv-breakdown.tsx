import { EmployeeJvBreakdown } from '@/features/jv-reports/components/employee-jv-breakdown';

/** /reports/employee-jv-breakdown: not role-guarded, an employee may open their own (the server decides). */
export function EmployeeJvBreakdownRoute() {
  return <EmployeeJvBreakdown />;
}
