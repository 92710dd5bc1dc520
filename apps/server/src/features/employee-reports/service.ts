import {
  EMPLOYEE_REPORT_MONTHS,
  EMPLOYEE_REPORT_NOT_FOUND,
  type EmployeeFigures,
  type EmployeeMonthlyReport,
  type EmployeeReportLine,
  type EmpType,
  employeeReportLines,
  type GetEmployeeReportResponse,
  type GetRepBranchResponse,
  type LinkedOfficerMonthly,
  REP_BRANCH_BRANCH_NOT_FOUND,
  REP_BRANCH_REP_NOT_FOUND,
  type RepBranchRow,
  type State,
  TOTAL_ROW_NAME,
} from '@hub/contract';
import {
  ALL_BRANCHES_ID,
  type Cents,
  firstDayOfMonth,
  fromCents,
  type IsoDate,
  monthKeyOf,
  percentOf,
  shiftMonth,
  sortBranchRows,
  sumColumns,
  toCents,
  yesterdayInLA,
} from '@hub/domain';
import type { Db } from '../../db/client.ts';
import type { CurrentUser } from '../../plugins/auth/index.ts';
import { ADMINS } from '../../plugins/authorization/access-table.ts';
import {
  assertMayReadEmployee,
  assertStateAccess,
  hasAnyRole,
  isOwnEmployee,
  reportState,
  type StateScope,
  stateScope,
} from '../../plugins/authorization/policies.ts';
import { badRequest, forbidden, notFound } from '../../plugins/errors/http-error.ts';
import { reportBranchName } from '../branches/report-branch-name.ts';
import { findBranch } from '../branches/repository.ts';
import {
  findReportEmployee,
  listLinkedEmployees,
  listReportEmployees,
  type MonthFiguresRow,
  monthlyEmployeeFigures,
  monthlyLinkedOfficerFigures,
  type ReportEmployee,
  repBranchFigures,
} from './repository.ts';

export type EmployeeReportQuery = {
  state?: State | undefined;
  emp_type?: EmpType | undefined;
  uuid?: string | undefined;
  report_date?: string | undefined;
  /** How many months `monthly` covers, ending with the report date's month (12 unless said). */
  months?: number | undefined;
};

const COUNT_FIELDS = ['opens', 'closes', 'cancelled', 'partnerOpens', 'partnerCloses'] as const;
const MONEY_FIELDS = [
  'totalRevenue',
  'escrowRevenue',
  'magnusTitleRevenue',
  'partnerRevenue',
  'partnerTitleRevenue',
  'revenue',
  'commissionableRev',
] as const;

/** The figures of a period with nothing in it. */
export function zeroFigures(): EmployeeFigures {
  const figures = {} as Record<keyof EmployeeFigures, number | string>;
  for (const field of COUNT_FIELDS) figures[field] = 0;
  for (const field of MONEY_FIELDS) figures[field] = '0.00';
  return figures as EmployeeFigures;
}

function figuresOf(row: MonthFiguresRow): EmployeeFigures {
  const figures = zeroFigures();
  for (const field of COUNT_FIELDS) figures[field] = Number(row[field]);
  for (const field of MONEY_FIELDS) figures[field] = fromCents(toCents(row[field]));
  return figures;
}

/** The period of a report date: the `months` months ending with its month, and its month to date. */
export function employeeReportPeriod(reportDate: IsoDate, months: number = EMPLOYEE_REPORT_MONTHS) {
  return {
    from: firstDayOfMonth(shiftMonth(reportDate, -(months - 1))),
    monthStart: firstDayOfMonth(reportDate),
    month: monthKeyOf(reportDate),
    to: reportDate,
  };
}

type EmployeeReportPlan = {
  state: State;
  empType: EmpType;
  reportDate: IsoDate;
  /** Just this employee, when the query names one. */
  employee: ReportEmployee | null;
};

/**
 * Who may read what: an employee named by `uuid` is the user's own (linked or viewed), or an
 * administrator's within their states (the asked state too); anyone else gets 403 whether or not the
 * employee exists. A list by type is an administrator's, for a state within their reach.
 */
async function planEmployeeReport(
  db: Db,
  user: CurrentUser,
  query: EmployeeReportQuery,
): Promise<EmployeeReportPlan> {
  const reportDate = query.report_date ?? yesterdayInLA();
  if (query.uuid !== undefined) {
    const employee = await findReportEmployee(db, query.uuid);
    assertMayReadEmployee(user, employee, EMPLOYEE_REPORT_NOT_FOUND);
    const state = reportState(query.state, employee);
    if (!isOwnEmployee(user, employee.employee_id)) assertStateAccess(user, state);
    return { state, empType: query.emp_type ?? employee.emp_type ?? 'EO', reportDate, employee };
  }
  if (!hasAnyRole(user, ADMINS)) throw forbidden();
  const state = reportState(query.state);
  assertStateAccess(user, state);
  return { state, empType: query.emp_type ?? 'EO', reportDate, employee: null };
}

/**
 * Spec 001 §3 Employee monthly report (GET /reports/employees): each employee's figures per month
 * over the `months` (12 unless said) months ending with the report date's month, and month to date, from the rollups: an
 * escrow officer's from grain 'eo' (linked officers roll up into their EO), a rep's from grain 'rep'.
 */
export async function getEmployeeReport(
  db: Db,
  user: CurrentUser,
  query: EmployeeReportQuery,
): Promise<GetEmployeeReportResponse> {
  const plan = await planEmployeeReport(db, user, query);
  const period = employeeReportPeriod(plan.reportDate, query.months);
  const rows = await monthlyEmployeeFigures(db, {
    empType: plan.empType,
    state: plan.state,
    from: period.from,
    to: period.to,
    employeeId: plan.employee?.employee_id ?? null,
  });
  const byEmployee = new Map<number, Record<string, EmployeeFigures>>();
  for (const row of rows) {
    const months = byEmployee.get(row.employee_id) ?? {};
    months[row.month] = figuresOf(row);
    byEmployee.set(row.employee_id, months);
  }
  const listed = plan.employee
    ? [plan.employee]
    : await listReportEmployees(db, {
        empType: plan.empType,
        state: plan.state,
        withFigures: [...byEmployee.keys()],
      });
  const linked =
    plan.empType === 'EO'
      ? await linkedOfficers(db, plan.state, period, plan.employee?.employee_id ?? null, listed)
      : new Map<number, LinkedOfficerMonthly[]>();
  return listed.map((employee): EmployeeMonthlyReport => {
    const monthly = byEmployee.get(employee.employee_id) ?? {};
    return {
      uuid: employee.uuid,
      employee_id: employee.employee_id,
      first_name: employee.first_name,
      last_name: employee.last_name,
      emp_type: plan.empType,
      state: employee.state.trim() as State,
      is_active: employee.is_active,
      monthly,
      mtd: monthly[period.month] ?? zeroFigures(),
      monthly_sub_eo: linked.get(employee.employee_id) ?? [],
    };
  });
}

/**
 * The officers linked to each listed escrow officer (`headId`: just that one), with their monthly
 * figures from the rollups' 'sub_eo' grains, by the head's employee id.
 */
async function linkedOfficers(
  db: Db,
  state: State,
  period: ReturnType<typeof employeeReportPeriod>,
  headId: number | null,
  heads: readonly ReportEmployee[],
): Promise<Map<number, LinkedOfficerMonthly[]>> {
  const rows = await monthlyLinkedOfficerFigures(db, { state, from: period.from, to: period.to, headId });
  const figures = new Map<number, Record<string, EmployeeFigures>>();
  for (const row of rows) {
    const months = figures.get(row.employee_id) ?? {};
    months[row.month] = figuresOf(row);
    figures.set(row.employee_id, months);
  }
  const employees = await listLinkedEmployees(db, {
    headIds: heads.map((head) => head.employee_id),
    withFigures: [...figures.keys()],
  });
  const byHead = new Map<number, LinkedOfficerMonthly[]>();
  for (const employee of employees) {
    const monthly = figures.get(employee.employee_id) ?? {};
    const list = byHead.get(employee.link_to_emp_id) ?? [];
    list.push({
      uuid: employee.uuid,
      employee_id: employee.employee_id,
      first_name: employee.first_name,
      last_name: employee.last_name,
      is_active: employee.is_active,
      monthly,
      mtd: monthly[period.month] ?? zeroFigures(),
    });
    byHead.set(employee.link_to_emp_id, list);
  }
  return byHead;
}

/**
 * The export's rows: the list's employees (for the same query, `months` included), each with the
 * report date's month to date (the report's lines).
 */
export async function getEmployeeReportExportRows(
  db: Db,
  user: CurrentUser,
  query: EmployeeReportQuery,
): Promise<EmployeeReportLine[]> {
  const reportDate = query.report_date ?? yesterdayInLA();
  const { monthStart } = employeeReportPeriod(reportDate);
  const report = await getEmployeeReport(db, user, { ...query, report_date: reportDate });
  return employeeReportLines(report, { month_start: monthStart, report_date: reportDate });
}

export type RepBranchQuery = {
  state?: State | undefined;
  beg_dt: string;
  end_dt: string;
  rep_uuid: string;
  branch_uuid?: string | undefined;
};

/**
 * Spec 001 §3 Rep branch breakdown (GET /reports/rep-branch): a marketing rep's opens, closes, total
 * and commissionable revenue per branch in the range, from the rollups' 'rep' grain, and a TOTAL row
 * that sums them. The rep is the user's own (linked or viewed) employee, or any within an
 * administrator's states; anyone else gets 403.
 */
export async function getRepBranch(
  db: Db,
  user: CurrentUser,
  query: RepBranchQuery,
): Promise<GetRepBranchResponse> {
  // Asked for a state and every branch (the summary screen's call), the figures are read beside the
  // rep's lookup, by the rep's uuid: one round trip less. A refused request never shows them.
  const early =
    query.state !== undefined && query.branch_uuid === undefined
      ? repBranchFigures(db, {
          rep: { uuid: query.rep_uuid },
          state: query.state,
          from: query.beg_dt,
          to: query.end_dt,
          branchId: null,
        })
      : null;
  early?.catch(() => {});
  const rep = await findReportEmployee(db, query.rep_uuid);
  assertMayReadEmployee(user, rep, REP_BRANCH_REP_NOT_FOUND);
  const state = reportState(query.state, rep);
  // The user's own rep: their figures in any state and branch are their own data (DOMAIN.md §9), so
  // neither the state nor the branch is checked against an administrator's states, which they lack.
  const reach: StateScope = isOwnEmployee(user, rep.employee_id) ? 'all' : stateScope(user);
  assertStateAccess(user, state, reach);
  let branchId: number | null = null;
  if (query.branch_uuid !== undefined) {
    const branch = await findBranch(db, { uuid: query.branch_uuid });
    if (!branch) throw notFound(REP_BRANCH_BRANCH_NOT_FOUND);
    assertStateAccess(user, branch.state, reach);
    if (branch.state.trim() !== state) {
      throw badRequest(`branch_uuid: that branch is not a branch of ${state}.`);
    }
    branchId = branch.branch_id;
  }
  const figures = await (early ??
    repBranchFigures(db, {
      rep: { id: rep.employee_id },
      state,
      from: query.beg_dt,
      to: query.end_dt,
      branchId,
    }));
  const row = (
    branch_id: number | null,
    branch_name: string,
    counts: { open_cnt: number; close_cnt: number },
    total: Cents,
    commissionable: Cents,
  ): RepBranchRow => ({
    branch_id,
    branch_name,
    open_cnt: counts.open_cnt,
    close_cnt: counts.close_cnt,
    total_revenue: fromCents(total),
    commissionable_revenue: fromCents(commissionable),
    pct_comm_rev: percentOf(fromCents(commissionable), fromCents(total)),
  });
  const rowOf = (f: (typeof figures)[number], branch_id: number | null, name: string) =>
    row(
      branch_id,
      name,
      { open_cnt: Number(f.open_cnt), close_cnt: Number(f.close_cnt) },
      toCents(f.total_revenue),
      toCents(f.commissionable_revenue),
    );
  return sortBranchRows(
    figures.map((f) => rowOf(f, f.branch_id, reportBranchName(f.branch_id, f.branch_name))),
    (rows) => {
      const sums = sumColumns(rows, {
        counts: ['open_cnt', 'close_cnt'],
        money: ['total_revenue', 'commissionable_revenue'],
      });
      return row(
        ALL_BRANCHES_ID,
        TOTAL_ROW_NAME,
        sums,
        toCents(sums.total_revenue),
        toCents(sums.commissionable_revenue),
      );
    },
  );
}
