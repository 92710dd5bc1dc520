import {
  type CommissionQuery,
  type CommissionResponse,
  type CommissionRow,
  JV_RANGE_EMPLOYEE_NOT_FOUND,
} from '@hub/contract';
import {
  type CommissionInput,
  compareNames,
  computeCommission,
  guaranteeFor,
  type Period,
  periodFrequency,
  stripAgencySuffix,
  toCents,
  ZERO_CENTS,
} from '@hub/domain';
import type { Executor } from '../../db/client.ts';
import type { CurrentUser } from '../../plugins/auth/index.ts';
import { assertMayReadEmployee, commissionScope } from '../../plugins/authorization/policies.ts';
import {
  type CommissionEmployeeFilter,
  type CommissionEmployeeRow,
  type CreditedFigures,
  commissionEmployees,
  creditedFigures,
  findCommissionEmployee,
  periodBaseOverrides,
  periodChargeLines,
  periodGuarantees,
  periodPayments,
} from './repository.ts';

/** Groups rows by employee id. */
function byEmployee<R>(rows: readonly R[], id: (row: R) => number): Map<number, R[]> {
  const groups = new Map<number, R[]>();
  for (const row of rows) {
    const key = id(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

const NOTHING_CREDITED: Omit<CreditedFigures, 'employee_id'> = {
  esc_rev: '0.00',
  title_rev: '0.00',
  underwriter_amt: '0.00',
  commable_rev: '0.00',
  closes: 0,
  opens: 0,
  company_revenue: '0.00',
};

/** Escrow officers first, then reps; each by last name, then first name (then id). */
function summaryOrder(a: CommissionEmployeeRow, b: CommissionEmployeeRow): number {
  if (a.emp_type !== b.emp_type) return a.emp_type === 'EO' ? -1 : 1;
  return (
    compareNames(a.last_name, b.last_name) ||
    compareNames(a.first_name, b.first_name) ||
    a.employee_id - b.employee_id
  );
}

/**
 * Whose rows the user reads: the employee the query names (their own, or an administrator's within
 * their states; 404 for an unknown one to an administrator, 403 otherwise), else every employee of
 * the administrator's states (403 for anyone else).
 */
async function commissionFilter(
  db: Executor,
  user: CurrentUser,
  employeeUuid: string | undefined,
): Promise<CommissionEmployeeFilter> {
  if (employeeUuid === undefined) return { scope: commissionScope(user) };
  const employee = await findCommissionEmployee(db, employeeUuid);
  assertMayReadEmployee(user, employee, JV_RANGE_EMPLOYEE_NOT_FOUND);
  return { employeeId: employee.employee_id };
}

/**
 * GET /commission (spec 001 §7, DOMAIN.md §4): one row per REP or EO employee employed on some day
 * of the period, computed by the domain's engine (`computeCommission`) from what the rollups credit
 * them with (an officer by the `eo` grain, their linked employees' files included; a rep by the `rep`
 * grain), their charge lines, guarantees, the period's base override and their payments. Escrow
 * officers first, then reps, each by last then first name.
 */
export async function getCommissionSummary(
  db: Executor,
  user: CurrentUser,
  query: CommissionQuery,
): Promise<CommissionResponse> {
  const period: Period = { start: query.start_date, end: query.end_date };
  const frequency = periodFrequency(period);
  const filter = await commissionFilter(db, user, query.employee_uuid);
  const people = (await commissionEmployees(db, period, filter)).sort(summaryOrder);
  const ids = people.map((p) => p.employee_id);
  const officers = people.filter((p) => p.emp_type === 'EO');
  const [credited, charges, guarantees, overrides, payments] = await Promise.all([
    creditedFigures(db, period, {
      officers: officers.map((p) => p.employee_id),
      reps: people.filter((p) => p.emp_type === 'REP' || p.both_rep_and_eo).map((p) => p.employee_id),
    }),
    periodChargeLines(db, period, ids).then((rows) => byEmployee(rows, (r) => r.employee_id)),
    periodGuarantees(db, period, ids).then((rows) => byEmployee(rows, (r) => r.employee_id)),
    periodBaseOverrides(db, period, ids).then((rows) => new Map(rows.map((r) => [r.employee_id, r]))),
    periodPayments(db, period, ids).then((rows) => byEmployee(rows, (r) => r.from_employee_id)),
  ]);

  const rows = people.map((person): CommissionRow => {
    const id = person.employee_id;
    const own = (person.emp_type === 'EO' ? credited.eo : credited.rep).get(id) ?? NOTHING_CREDITED;
    const combo = person.emp_type === 'EO' && person.both_rep_and_eo ? credited.rep.get(id) : undefined;
    const override = overrides.get(id);
    const employeeGuarantees = guarantees.get(id) ?? [];
    const input: CommissionInput = {
      period,
      employee: person,
      credited: {
        esc_rev: toCents(own.esc_rev),
        title_rev: toCents(own.title_rev),
        underwriter_amt: toCents(own.underwriter_amt),
        commable_rev: toCents(own.commable_rev),
        closed_files: own.closes,
      },
      rep_combo_revenue: combo ? toCents(combo.commable_rev) : ZERO_CENTS,
      base_override: override?.base ?? null,
      charges: charges.get(id) ?? [],
      guarantees: employeeGuarantees,
      payments: payments.get(id) ?? [],
    };
    const figures = computeCommission(input);
    const guarantee = guaranteeFor(employeeGuarantees, period);
    return {
      employee_id: id,
      user_id: person.user_id,
      uuid: person.uuid,
      first_name: person.first_name,
      last_name: person.last_name,
      emp_type: person.emp_type,
      branch_name: person.branch_name === null ? null : stripAgencySuffix(person.branch_name),
      state: person.state.trim() as CommissionRow['state'],
      frequency,
      both_rep_and_eo: person.both_rep_and_eo,
      override_if_comm_greater: guarantee?.override_if_comm_greater ?? null,
      mtd_open: own.opens,
      mtd_closed: own.closes,
      mtd_revenue: own.company_revenue,
      ...figures,
      // The period's override describes its base; without one, the employee's own description.
      base_desc: override ? override.base_desc : person.base_desc,
      comm_beg_dt: figures.comm_beg_dt ?? period.start,
      comm_end_dt: figures.comm_end_dt ?? period.end,
    };
  });
  return { start_date: period.start, end_date: period.end, frequency, rows };
}
