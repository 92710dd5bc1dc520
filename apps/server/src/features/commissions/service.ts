import {
  type CommissionResponse,
  type CommissionRow,
  type CommissionTrace,
  JV_RANGE_EMPLOYEE_NOT_FOUND,
  type ZCommissionQuery,
} from '@hub/contract';
import {
  type CommissionInput,
  compareNames,
  fromCents,
  type Period,
  periodFrequency,
  stripAgencySuffix,
  subtractCents,
  sumCents,
  toCents,
  traceCommission,
  ZERO_CENTS,
} from '@hub/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import type { CurrentUser } from '../../plugins/auth/index.ts';
import { assertMayReadEmployee, commissionScope } from '../../plugins/authorization/policies.ts';
import { findFinalizedPeriod, type SnapshotEntry, snapshotEntries } from './finalized/repository.ts';
import {
  type CommissionEmployeeFilter,
  type CommissionEmployeeRow,
  type CreditedFigures,
  commissionEmployees,
  creditedFigures,
  findCommissionEmployee,
  type LedgerEntryRow,
  ledgerEntries,
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
function summaryOrder(
  a: Pick<CommissionEmployeeRow, 'emp_type' | 'last_name' | 'first_name' | 'employee_id'>,
  b: Pick<CommissionEmployeeRow, 'emp_type' | 'last_name' | 'first_name' | 'employee_id'>,
): number {
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
export async function commissionFilter(
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
 * Runs reads all at once, or, on a transaction (`sequential`: its one connection runs one query at a
 * time), each after the one before.
 */
function reader(sequential: boolean) {
  let queue: Promise<unknown> = Promise.resolve();
  return <T>(read: () => Promise<T>): Promise<T> => {
    if (!sequential) return read();
    const next = queue.then(read);
    queue = next.catch(() => undefined);
    return next;
  };
}

/** One employee's row of the period and, when asked, its trace. */
export type ComputedRow = { employee_id: number; row: CommissionRow; trace?: CommissionTrace };

const money = (text: string): string => fromCents(toCents(text));

/** The trace's part of the ledger: the files closed in the period and the adjustments posted in it. */
function traceEntries(entries: readonly LedgerEntryRow[]): Pick<CommissionTrace, 'files' | 'adjustments'> {
  const files: CommissionTrace['files'] = [];
  const adjustments: CommissionTrace['adjustments'] = [];
  for (const entry of entries) {
    const figures = {
      esc_rev: money(entry.esc_rev),
      title_rev: money(entry.title_rev),
      underwriter_amt: money(entry.underwriter_amt),
      commable_rev: money(entry.commable_rev),
    };
    if (entry.source === 'file') {
      files.push({
        file_uuid: entry.file_uuid,
        order_number: entry.order_number,
        calc_close_date: entry.ledger_date,
        ...figures,
      });
    } else {
      adjustments.push({
        adj_id: entry.adj_id ?? 0,
        order_number: entry.order_number,
        posting_date: entry.ledger_date,
        ...figures,
      });
    }
  }
  return { files, adjustments };
}

/**
 * The rows of the period (DOMAIN.md §4) of the filter's employees, computed live by the domain's
 * engine (`traceCommission`) from what the rollups credit them with (an officer by the `eo` grain,
 * their linked employees' files included; a rep by the `rep` grain), their charge lines, guarantees,
 * the period's base override and their payments; with `traces`, each row's trace as well (the
 * ledger's entries the rollups' sums are made of, read from the ledger view). Escrow officers first,
 * then reps, each by last then first name. `inTransaction`: `db` is a transaction, whose one
 * connection runs one query at a time, so the reads are made one after another.
 */
export async function computeCommissionRows(
  db: Executor,
  period: Period,
  filter: CommissionEmployeeFilter,
  { traces = false, inTransaction = false }: { traces?: boolean; inTransaction?: boolean } = {},
): Promise<ComputedRow[]> {
  const frequency = periodFrequency(period);
  const people = (await commissionEmployees(db, period, filter)).sort(summaryOrder);
  const ids = people.map((p) => p.employee_id);
  const officers = people.filter((p) => p.emp_type === 'EO').map((p) => p.employee_id);
  const read = reader(inTransaction);
  const [credited, charges, guarantees, overrides, payments, entries] = await Promise.all([
    read(() =>
      creditedFigures(
        db,
        period,
        {
          officers,
          reps: people.filter((p) => p.emp_type === 'REP' || p.both_rep_and_eo).map((p) => p.employee_id),
        },
        { sideBySide: !inTransaction },
      ),
    ),
    read(() => periodChargeLines(db, period, ids)).then((rows) => byEmployee(rows, (r) => r.employee_id)),
    read(() => periodGuarantees(db, period, ids)).then((rows) => byEmployee(rows, (r) => r.employee_id)),
    read(() => periodBaseOverrides(db, period, ids)).then(
      (rows) => new Map(rows.map((r) => [r.employee_id, r])),
    ),
    read(() => periodPayments(db, period, ids)).then((rows) => byEmployee(rows, (r) => r.from_employee_id)),
    traces
      ? read(() =>
          ledgerEntries(db, period, {
            officers,
            reps: people.filter((p) => p.emp_type === 'REP').map((p) => p.employee_id),
          }),
        ).then((rows) => byEmployee(rows, (r) => r.employee_id))
      : undefined,
  ]);

  return people.map((person): ComputedRow => {
    const id = person.employee_id;
    const own = (person.emp_type === 'EO' ? credited.eo : credited.rep).get(id) ?? NOTHING_CREDITED;
    const isCombo = person.emp_type === 'EO' && person.both_rep_and_eo;
    const combo = isCombo ? credited.rep.get(id) : undefined;
    const override = overrides.get(id);
    const employeeCharges = charges.get(id) ?? [];
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
      charges: employeeCharges,
      guarantees: guarantees.get(id) ?? [],
      payments: payments.get(id) ?? [],
    };
    const traced = traceCommission(input);
    const figures = traced.row;
    const guarantee = traced.guarantee;
    // The period's override describes its base; without one, the employee's own description.
    const baseDesc = override ? override.base_desc : person.base_desc;
    const row: CommissionRow = {
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
      base_desc: baseDesc,
      comm_beg_dt: figures.comm_beg_dt ?? period.start,
      comm_end_dt: figures.comm_end_dt ?? period.end,
    };
    if (!entries) return { employee_id: id, row };
    const trace: CommissionTrace = {
      ...traceEntries(entries.get(id) ?? []),
      charges: employeeCharges.map((c) => ({
        month_end_date: c.month_end_date,
        loss_total: money(c.loss_total),
        other_against_rev: money(c.other_against_rev),
        other_against_commission: money(c.other_against_commission),
      })),
      guarantee: guarantee && { ...guarantee, guarantee_amount: money(guarantee.guarantee_amount) },
      base_amt: figures.base_amt,
      base_source: traced.base_source,
      base_desc: baseDesc,
      rep_combo_revenue: isCombo ? fromCents(input.rep_combo_revenue ?? ZERO_CENTS) : null,
      steps: traced.steps,
    };
    return { employee_id: id, row, trace };
  });
}

/** The snapshot's rows the filter reads (the same order as the live rows: the rows carry what it sorts by). */
function snapshotRows(entries: readonly SnapshotEntry[], filter: CommissionEmployeeFilter): ComputedRow[] {
  const chosen = entries.filter(({ row }) =>
    'employeeId' in filter
      ? row.employee_id === filter.employeeId
      : filter.scope === 'all' || filter.scope.includes(row.state),
  );
  return chosen
    .map(({ row, trace }) => ({ employee_id: row.employee_id, row, trace }))
    .sort((a, b) => summaryOrder(a.row, b.row));
}

/**
 * A finalised row with the payments as they stand: the commission it distributes never moves, but
 * what has been paid out of it does (the dashboards' distribution pays out of a finalised month), so
 * comm_paid_out and comm_end_balance, and their trace steps, are the payments' now.
 */
function withPaymentsNow(computed: ComputedRow, payments: readonly { amount: string }[]): ComputedRow {
  const paid = sumCents(payments.map((p) => toCents(p.amount)));
  if (paid === toCents(computed.row.comm_paid_out)) return computed;
  const commAmt = toCents(computed.row.comm_amt);
  const balance = subtractCents(commAmt, paid);
  const row = { ...computed.row, comm_paid_out: fromCents(paid), comm_end_balance: fromCents(balance) };
  const now: Record<string, { value: string; rule: string }> = {
    comm_paid_out: {
      value: fromCents(paid),
      rule: `payments by this employee for periods within this one, as they stand now: ${fromCents(paid)}`,
    },
    comm_end_balance: {
      value: fromCents(balance),
      rule: `comm_amt ${fromCents(commAmt)} - comm_paid_out ${fromCents(paid)}`,
    },
  };
  const trace = computed.trace && {
    ...computed.trace,
    steps: computed.trace.steps.map((step) => (now[step.field] ? { ...step, ...now[step.field] } : step)),
  };
  return { ...computed, row, ...(trace ? { trace } : {}) };
}

/**
 * The rows of a period as GET /commission answers them: an open period computed now
 * (`computeCommissionRows`); a finalised one read from its snapshot, whatever changed since, with the
 * payments as they stand (`withPaymentsNow`). `inTransaction` as for `computeCommissionRows`.
 */
export async function commissionRowsForPeriod(
  db: Executor,
  period: Period,
  filter: CommissionEmployeeFilter,
  options: { traces?: boolean; inTransaction?: boolean } = {},
): Promise<ComputedRow[]> {
  const finalized = await findFinalizedPeriod(db, period);
  if (!finalized) return computeCommissionRows(db, period, filter, options);
  const rows = snapshotRows(
    await snapshotEntries(db, finalized.pf_id, 'employeeId' in filter ? filter.employeeId : undefined),
    filter,
  );
  const payments = byEmployee(
    await periodPayments(
      db,
      period,
      rows.map((r) => r.employee_id),
    ),
    (p) => p.from_employee_id,
  );
  return rows.map((r) => withPaymentsNow(r, payments.get(r.employee_id) ?? []));
}

/**
 * GET /commission (spec 001 §7, DOMAIN.md §4): one row per REP or EO employee employed on some day
 * of the period. An open period is computed now (`computeCommissionRows`); a finalised one is read
 * from its snapshot, whatever changed since but the payments made out of it. With `trace=1` (and
 * `employee_uuid`), that employee's trace too.
 */
export async function getCommissionSummary(
  db: Executor,
  user: CurrentUser,
  query: z.output<typeof ZCommissionQuery>,
): Promise<CommissionResponse> {
  const period: Period = { start: query.start_date, end: query.end_date };
  const frequency = periodFrequency(period);
  const filter = await commissionFilter(db, user, query.employee_uuid);
  const wantsTrace = query.trace === true;
  const computed = await commissionRowsForPeriod(db, period, filter, { traces: wantsTrace });
  const rows = computed.map((c) => c.row);
  const trace = wantsTrace && computed.length === 1 ? computed[0]?.trace : undefined;
  return { start_date: period.start, end_date: period.end, frequency, rows, ...(trace ? { trace } : {}) };
}
