import { EMPLOYEE_REPORT_ENDPOINT, type EmployeeFigures, type State } from '@hub/contract';
import { useReport } from '@/components/report';
import type { EscrowMonth } from '../utils/escrow-months';

/** My Open, My Closed and My Comm. Revenue of a month. */
export type EscrowMonthFigures = Pick<EmployeeFigures, 'opens' | 'closes' | 'commissionableRev'>;

/** A linked branch escrow officer's opens, closes and commissionable revenue in a month. */
export type LinkedOfficerFigures = EscrowMonthFigures & { uuid: string; name: string };

/** What a month shows when its figures cannot be read (spec 000 §8: dashboard data failures show zeros). */
export const ZERO_MONTH: EscrowMonthFigures = { opens: 0, closes: 0, commissionableRev: '0.00' };

/**
 * An escrow officer's months (GET /reports/employees, spec 000 §7), in one call: their figures as an
 * escrow officer (their linked officers' included) for the months given, the last one's last day as
 * the report date, in their own state, and each linked officer's part of them (`monthly_sub_eo`). The server answers 403 for an employee the user may not see;
 * any failure, or a month without figures, shows zeros.
 */
export function useEscrowMonths(employeeUuid: string, months: readonly EscrowMonth[]) {
  const last = months[months.length - 1];
  const report = useReport(
    EMPLOYEE_REPORT_ENDPOINT,
    last ? { uuid: employeeUuid, emp_type: 'EO', report_date: last.reportDate, months: months.length } : null,
    { keepPrevious: false },
  );
  const employee = report.data?.[0];
  const figuresOf = (month: EscrowMonth): EscrowMonthFigures => {
    const figures = employee?.monthly[month.key];
    return figures
      ? { opens: figures.opens, closes: figures.closes, commissionableRev: figures.commissionableRev }
      : ZERO_MONTH;
  };
  /** The officers linked to the employee, with their figures of the month (zeros when none). */
  const linkedOfficersOf = (month: EscrowMonth): LinkedOfficerFigures[] =>
    (employee?.monthly_sub_eo ?? []).map((officer) => {
      const figures = officer.monthly[month.key];
      return {
        uuid: officer.uuid,
        name: `${officer.first_name} ${officer.last_name}`,
        ...(figures
          ? { opens: figures.opens, closes: figures.closes, commissionableRev: figures.commissionableRev }
          : ZERO_MONTH),
      };
    });
  const state: State | null = employee?.state ?? null;
  return { figuresOf, linkedOfficersOf, state, isPending: report.isPending };
}
