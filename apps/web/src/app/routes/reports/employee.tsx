import { useParams } from 'react-router';
import { EmployeeMonthlyReportPage } from '@/features/employee-reports/components/employee-monthly-report';

/**
 * /reports/employee/{uuid}: not role-guarded, an employee may open their own (the server refuses
 * another's).
 */
export function EmployeeReportRoute() {
  const { uuid = '' } = useParams();
  return <EmployeeMonthlyReportPage key={uuid} uuid={uuid} />;
}
