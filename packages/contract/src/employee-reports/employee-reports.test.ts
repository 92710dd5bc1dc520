import { describe, expect, it } from 'vitest';
import { reportRows, withoutColumns } from '../common/report-kit.ts';
import {
  EMPLOYEE_MONTHLY_REPORT,
  EMPLOYEE_REPORT,
  type EmployeeFigures,
  type EmployeeMonthlyReport,
  EO_REPORT_HIDDEN_COLUMNS,
  employeeReportLines,
  REP_REPORT_HIDDEN_COLUMNS,
} from './employee-monthly.ts';
import { REP_BRANCH_REPORT, type RepBranchRow } from './rep-branch.ts';

const headers = (report: { columns: readonly { header: string }[] }) => report.columns.map((c) => c.header);

const figures = (opens: number): EmployeeFigures => ({
  opens,
  closes: 2,
  cancelled: 0,
  partnerOpens: 0,
  partnerCloses: 0,
  totalRevenue: '10.00',
  escrowRevenue: '5.00',
  magnusTitleRevenue: '5.00',
  partnerRevenue: '0.00',
  partnerTitleRevenue: '0.00',
  revenue: '10.00',
  commissionableRev: '8.00',
});

describe('the employee reports, declared once', () => {
  it('writes the export with every figure, and each screen with its own', () => {
    expect(headers(EMPLOYEE_REPORT)).toEqual([
      'Employee',
      'From',
      'Through',
      'Revenue',
      'Gross Revenue',
      'Opens',
      'Closes',
      'Cancelled',
      'Commissionable Revenue',
      'Escrow Revenue',
      'Magnus Title Revenue',
      'Partner Opens',
      'Partner Closes',
      'Partner Total Revenue',
      'Partner Title Revenue',
    ]);
    expect(headers(withoutColumns(EMPLOYEE_REPORT, EO_REPORT_HIDDEN_COLUMNS))).toEqual([
      'Employee',
      'Revenue',
      'Opens',
      'Closes',
      'Commissionable Revenue',
      'Partner Total Revenue',
      'Partner Title Revenue',
    ]);
    expect(headers(withoutColumns(EMPLOYEE_REPORT, REP_REPORT_HIDDEN_COLUMNS))).toEqual([
      'Employee',
      'Gross Revenue',
      'Opens',
      'Closes',
      'Commissionable Revenue',
    ]);
  });

  it("orders the monthly stats' figures as the page shows them, from the same columns", () => {
    expect(headers(EMPLOYEE_MONTHLY_REPORT)).toEqual([
      'Month',
      'Opens',
      'Closes',
      'Cancelled',
      'Gross Revenue',
      'Revenue',
      'Escrow Revenue',
      'Magnus Title Revenue',
      'Commissionable Revenue',
      'Partner Opens',
      'Partner Closes',
      'Partner Total Revenue',
      'Partner Title Revenue',
    ]);
    const column = (key: string) => EMPLOYEE_MONTHLY_REPORT.columns.find((c) => c.key === key);
    expect(column('opens')).toBe(EMPLOYEE_REPORT.columns.find((c) => c.key === 'opens'));
  });

  it("makes a line of each employee's month to date, named 'Last, First'", () => {
    const employee: EmployeeMonthlyReport = {
      uuid: '00000000-0000-4000-8000-000000000001',
      employee_id: 7,
      first_name: 'Ann',
      last_name: 'Lee',
      emp_type: 'EO',
      state: 'AZ',
      is_active: false,
      monthly: { '2026-11': figures(3) },
      mtd: figures(3),
      monthly_sub_eo: [],
    };
    expect(employeeReportLines([employee], { month_start: '2026-11-01', report_date: '2026-11-27' })).toEqual(
      [
        {
          uuid: employee.uuid,
          employee_id: 7,
          is_active: false,
          employee: 'Lee, Ann',
          month_start: '2026-11-01',
          report_date: '2026-11-27',
          ...figures(3),
        },
      ],
    );
  });

  it("declares the Marketing Rep Summary with the server's TOTAL row, its percent the answer's", () => {
    expect(headers(REP_BRANCH_REPORT)).toEqual([
      'Branch',
      'Opens',
      'Closes',
      'Total Revenue',
      'Commissionable Revenue',
      '% Commissionable',
    ]);
    expect(REP_BRANCH_REPORT.columns.at(-1)?.total).toBe('answer');
    const row = (branch_id: number | null, branch_name: string) =>
      ({ branch_id, branch_name, pct_comm_rev: 50 }) as RepBranchRow;
    const split = reportRows(REP_BRANCH_REPORT, [row(1, '1 Main'), row(null, 'No Branch'), row(0, 'TOTAL')]);
    expect(split.rows.map((r) => r.branch_name)).toEqual(['1 Main', 'No Branch']);
    expect(split.total?.branch_name).toBe('TOTAL');
  });
});
