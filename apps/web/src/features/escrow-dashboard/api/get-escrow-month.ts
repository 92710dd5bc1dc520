import { EMPLOYEE_REPORT_ENDPOINT, type EmployeeFigures, type State } from '@hub/contract';
import { useReport } from '@/components/report';
import type { EscrowMonth } from '../utils/escrow-months';

/** My Open, My Closed and My Comm. Revenue of a month. */
export type EscrowMonthFigures = Pick<EmployeeFigures, 'opens' | 'closes' | 'commissionableRev'>;

/** What a month shows when its figures cannot be read (spec 000 §8: dashboard data failures show zeros). */
export const ZERO_MONTH: EscrowMonthFigures = { opens: 0, closes: 0, commissionableRev: '0.00' };

/**
 * An escrow officer's month (GET /reports/employees, spec 000 §7): their figures as an escrow officer
 * (their linked officers' included) from the first of the month to its last day, in their own state.
 * The server answers 403 for an employee the user may not see; any failure shows zeros.
 */
export function useEscrowMonth(employeeUuid: string, month: EscrowMonth) {
  const report = useReport(
    EMPLOYEE_REPORT_ENDPOINT,
    { uuid: employeeUuid, emp_type: 'EO', report_date: month.reportDate, months: 1 },
    { keepPrevious: false },
  );
  const employee = report.data?.[0];
  const figures: EscrowMonthFigures = employee
    ? {
        opens: employee.mtd.opens,
        closes: employee.mtd.closes,
        commissionableRev: employee.mtd.commissionableRev,
      }
    : ZERO_MONTH;
  const state: State | null = employee?.state ?? null;
  return { figures, state, isPending: report.isPending };
}
