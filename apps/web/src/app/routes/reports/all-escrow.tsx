import { EmployeeSummaryReport } from '@/features/employee-reports/components/employee-summary-report';

/** /reports/all-escrow: the Escrow Officer Report, or the Marketing Rep Report with emp_type=REP. */
export function AllEscrowRoute() {
  return <EmployeeSummaryReport />;
}
