import { type Employee, type EmployeeFigures, type EmployeeMonthlyReport, ZEmployee } from '@hub/contract';

/** A full employee as GET /employees/secure/{uuid} answers: an active AZ rep, the fields nobody reads empty. */
export function storedEmployee(overrides: Partial<Employee> = {}): Employee {
  const empty = Object.fromEntries(Object.keys(ZEmployee.shape).map((key) => [key, null]));
  return ZEmployee.parse({
    ...empty,
    employee_id: 7,
    is_active: true,
    state: 'AZ',
    emp_type: 'REP',
    rep_gets_full_jv_title: false,
    both_rep_and_eo: false,
    commission_only: false,
    demo_rep: false,
    floater_eo: false,
    share_with: [],
    opt_share_with: [],
    version: 1,
    ...overrides,
  });
}

/** A month in GET /reports/employees with nothing in it: every count 0, every amount 0.00. */
export const ZERO_FIGURES: EmployeeFigures = {
  opens: 0,
  closes: 0,
  cancelled: 0,
  partnerOpens: 0,
  partnerCloses: 0,
  totalRevenue: '0.00',
  escrowRevenue: '0.00',
  magnusTitleRevenue: '0.00',
  partnerRevenue: '0.00',
  partnerTitleRevenue: '0.00',
  revenue: '0.00',
  commissionableRev: '0.00',
};

/** A rep's month as the sales tiles read it: opens, closes and commissionable revenue; the rest 0. */
export const salesFigures = (opens: number, closes: number, commissionableRev: string): EmployeeFigures => ({
  ...ZERO_FIGURES,
  opens,
  closes,
  commissionableRev,
});

/** A rep's row in GET /reports/employees: Rita Rep (42), active in AZ, no months and no linked officers. */
export const repMonthlyReport = (
  overrides: Partial<EmployeeMonthlyReport> & Pick<EmployeeMonthlyReport, 'uuid'>,
): EmployeeMonthlyReport => ({
  employee_id: 42,
  first_name: 'Rita',
  last_name: 'Rep',
  emp_type: 'REP',
  state: 'AZ',
  is_active: true,
  monthly: {},
  mtd: ZERO_FIGURES,
  monthly_sub_eo: [],
  ...overrides,
});
