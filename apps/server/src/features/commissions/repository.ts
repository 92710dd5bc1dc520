// The commission summary's queries (spec 001 §7 GET /commission, DOMAIN.md §4): one per need. The
// credited figures are sums of the rollups (`revenue_rollups`: whole months from the monthly rows, the
// rest by day), never a scan of the files; the rest are small reads of the employees' own rows. Money
// stays exact numeric text, never a float.
import type { IsoDate, Period } from '@hub/domain';
import { and, asc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { findByUuid } from '../../db/find-by-uuid.ts';
import { type RollupMeasure, rollupSpan, rollupSum } from '../../db/rollup-reads.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  branches,
  commBaseOverrides,
  commGuarantees,
  commPayments,
  creditedToOfficers,
  employees,
  monthlyCharges,
  users,
} from '../../db/schema/index.ts';
import type { StateScope } from '../../plugins/authorization/policies.ts';
import { employeeIdentityColumns } from '../employees/repository.ts';

// ---- The employees of the period -------------------------------------------------------------------

/** Which employees a summary reads: those of some states, or one employee. */
export type CommissionEmployeeFilter = { scope: StateScope } | { employeeId: number };

const employeeColumns = {
  ...employeeIdentityColumns,
  branch_name: branches.name,
  /** The user linked to the employee (the lowest id when several are), null when none. */
  user_id: sql<
    number | null
  >`(select min(${users.user_id}) from ${users} where ${users.employee_id} = ${employees.employee_id})`,
  base: employees.base,
  base_desc: employees.base_desc,
  comm_pct: employees.comm_pct,
  uw_split_pct: employees.uw_split_pct,
  per_file_comm_amt: employees.per_file_comm_amt,
  commission_only: employees.commission_only,
  both_rep_and_eo: employees.both_rep_and_eo,
  rep_combo_comm_pct: employees.rep_combo_comm_pct,
  rep_combo_base: employees.rep_combo_base,
  rep_gets_full_jv_title: employees.rep_gets_full_jv_title,
  start_date: employees.start_date,
  termination_date: employees.termination_date,
};

export type CommissionEmployeeRow = {
  employee_id: number;
  uuid: string;
  first_name: string;
  last_name: string;
  emp_type: 'REP' | 'EO';
  state: string;
  branch_name: string | null;
  user_id: number | null;
  base: string | null;
  base_desc: string | null;
  comm_pct: string | null;
  uw_split_pct: string | null;
  per_file_comm_amt: string | null;
  commission_only: boolean;
  both_rep_and_eo: boolean;
  rep_combo_comm_pct: string | null;
  rep_combo_base: string | null;
  rep_gets_full_jv_title: boolean;
  start_date: IsoDate | null;
  termination_date: IsoDate | null;
};

/**
 * The employees with a commission row in the period (DOMAIN.md §4 settled details): emp_type REP or
 * EO, employed on some day of it: no start_date or one on or before its end, and a termination_date on
 * or after its start, or none for an active employee (an inactive one without a termination date has
 * no row). Of the filter's states (the employee's state), or the one employee. Unsorted.
 */
export async function commissionEmployees(
  db: Executor,
  period: Period,
  filter: CommissionEmployeeFilter,
): Promise<CommissionEmployeeRow[]> {
  const who: SQL | undefined =
    'employeeId' in filter
      ? eq(employees.employee_id, filter.employeeId)
      : filter.scope === 'all'
        ? undefined
        : filter.scope.length === 0
          ? sql`false`
          : sql`${employees.state} = any(${sql.param(`{${filter.scope.join(',')}}`)}::bpchar[])`;
  const rows = await db
    .select(employeeColumns)
    .from(employees)
    .leftJoin(branches, eq(branches.branch_id, employees.def_branch))
    .where(
      and(
        inArray(employees.emp_type, ['REP', 'EO']),
        or(isNull(employees.start_date), lte(employees.start_date, period.end)),
        or(
          and(isNull(employees.termination_date), eq(employees.is_active, true)),
          gte(employees.termination_date, period.start),
        ),
        who,
      ),
    )
    .orderBy(asc(employees.employee_id));
  return rows.map((row) => ({
    ...row,
    emp_type: row.emp_type as 'REP' | 'EO',
    user_id: row.user_id === null ? null : Number(row.user_id),
  }));
}

// ---- The credited figures ----------------------------------------------------------------------------

/** What the rollups credit one employee with in the period, by one role's grain. */
export type CreditedFigures = {
  employee_id: number;
  /** Numeric text, two decimals. */
  esc_rev: string;
  title_rev: string;
  underwriter_amt: string;
  commable_rev: string;
  /** Files closed in the period (by calc_close_date). */
  closes: number;
  /** Files opened in the period (cancelled ones too). */
  opens: number;
  /** Their escrow + Magnus title revenue (company revenue), adjustments posted in the period included. */
  company_revenue: string;
};

/** Each role's grain, the column it keys employees by, and its credited figures. */
const ROLE_GRAINS = {
  eo: {
    key: 'r.credited_eo_id',
    figures: ['eo_esc_rev', 'eo_title_rev', 'eo_underwriter_amt', 'eo_commable_rev'],
  },
  rep: {
    key: 'r.marketing_rep_id',
    figures: ['rep_esc_rev', 'rep_title_rev', 'rep_underwriter_amt', 'rep_commable_rev'],
  },
} as const satisfies Record<'eo' | 'rep', { key: string; figures: readonly RollupMeasure[] }>;
const CREDITED_NAMES = ['esc_rev', 'title_rev', 'underwriter_amt', 'commable_rev'] as const;

/** One grain's credited figures of some employees: `eo` by credited officer, `rep` by marketing rep. */
function creditedSelect(grain: 'eo' | 'rep', period: Period, ids: readonly number[]): SQL {
  const { key: column, figures } = ROLE_GRAINS[grain];
  const key = sql.raw(column);
  const credited = sql.join(
    figures.map((figure, i) => rollupSum(figure, CREDITED_NAMES[i] ?? figure)),
    sql`, `,
  );
  return sql`
    select ${grain}::text as grain, ${key} as employee_id, ${credited},
      ${rollupSum('closes')}, ${rollupSum('opens')}, ${rollupSum('company_revenue')}
    from revenue_rollups r
    where ${rollupSpan(grain, 'all', period.start, period.end)}
      and ${key} = any(${sql.param(`{${ids.join(',')}}`)}::int4[])
    group by ${key}`;
}

/**
 * The credited figures of the period (every state: an employee is credited wherever their files
 * are): the `eo` grain's (eo_* figures, by credited_eo_id: an officer's include the files of the
 * employees linked to them) of `officers`, and the `rep` grain's (rep_* figures, by marketing_rep_id)
 * of `reps` (the reps, and the officers who are both_rep_and_eo, whose combo share is on the
 * rep_commable_rev of the files they marketed). An employee with nothing in a grain has no row there.
 */
export async function creditedFigures(
  db: Executor,
  period: Period,
  employeeIds: { officers: readonly number[]; reps: readonly number[] },
  { sideBySide = true }: { sideBySide?: boolean } = {},
): Promise<{ eo: Map<number, CreditedFigures>; rep: Map<number, CreditedFigures> }> {
  const parts: SQL[] = [];
  if (employeeIds.officers.length > 0) parts.push(creditedSelect('eo', period, employeeIds.officers));
  if (employeeIds.reps.length > 0) parts.push(creditedSelect('rep', period, employeeIds.reps));
  const found = { eo: new Map<number, CreditedFigures>(), rep: new Map<number, CreditedFigures>() };
  if (parts.length === 0) return found;
  // The officers' and the reps' sums are two statements run side by side (a half month reads its
  // days from the daily rollups: thousands of rows each); one after the other on a transaction, whose
  // one connection runs one query at a time (`sideBySide: false`).
  const results = [];
  if (sideBySide) results.push(...(await Promise.all(parts.map((part) => db.execute(part)))));
  else for (const part of parts) results.push(await db.execute(part));
  for (const row of results.flatMap((result) => rowsOf<CreditedFigures & { grain: 'eo' | 'rep' }>(result))) {
    const { grain, ...figures } = row;
    const id = Number(figures.employee_id);
    found[grain].set(id, {
      ...figures,
      employee_id: id,
      closes: Number(figures.closes),
      opens: Number(figures.opens),
    });
  }
  return found;
}

// ---- Charges, guarantees, base overrides, payments -------------------------------------------------

export type ChargeLineRow = {
  employee_id: number;
  month_end_date: IsoDate;
  loss_total: string;
  other_against_rev: string;
  other_against_commission: string;
};

/** The employees' monthly charge lines whose month_end_date is in the period. */
export async function periodChargeLines(
  db: Executor,
  period: Period,
  employeeIds: readonly number[],
): Promise<ChargeLineRow[]> {
  if (employeeIds.length === 0) return [];
  return db
    .select({
      employee_id: monthlyCharges.employee_id,
      month_end_date: monthlyCharges.month_end_date,
      loss_total: monthlyCharges.loss_total,
      other_against_rev: monthlyCharges.other_against_rev,
      other_against_commission: monthlyCharges.other_against_commission,
    })
    .from(monthlyCharges)
    .where(
      and(
        inArray(monthlyCharges.employee_id, [...employeeIds]),
        gte(monthlyCharges.month_end_date, period.start),
        lte(monthlyCharges.month_end_date, period.end),
      ),
    )
    .orderBy(
      asc(monthlyCharges.employee_id),
      asc(monthlyCharges.month_end_date),
      asc(monthlyCharges.charge_id),
    );
}

export type GuaranteeRow = {
  employee_id: number;
  period_beg_dt: IsoDate;
  period_end_dt: IsoDate;
  guarantee_amount: string;
  override_if_comm_greater: boolean;
};

/** The employees' guarantees that cover the whole period (the engine chooses among them). */
export async function periodGuarantees(
  db: Executor,
  period: Period,
  employeeIds: readonly number[],
): Promise<GuaranteeRow[]> {
  if (employeeIds.length === 0) return [];
  return db
    .select({
      employee_id: commGuarantees.employee_id,
      period_beg_dt: commGuarantees.period_beg_dt,
      period_end_dt: commGuarantees.period_end_dt,
      guarantee_amount: commGuarantees.guarantee_amount,
      override_if_comm_greater: commGuarantees.override_if_comm_greater,
    })
    .from(commGuarantees)
    .where(
      and(
        inArray(commGuarantees.employee_id, [...employeeIds]),
        lte(commGuarantees.period_beg_dt, period.start),
        gte(commGuarantees.period_end_dt, period.end),
      ),
    )
    .orderBy(asc(commGuarantees.employee_id), asc(commGuarantees.comm_guarantee_id));
}

export type BaseOverrideRow = { employee_id: number; base: string | null; base_desc: string | null };

/** The base overrides set for exactly this period (Edit Base dialog). */
export async function periodBaseOverrides(
  db: Executor,
  period: Period,
  employeeIds: readonly number[],
): Promise<BaseOverrideRow[]> {
  if (employeeIds.length === 0) return [];
  return db
    .select({
      employee_id: commBaseOverrides.employee_id,
      base: commBaseOverrides.base,
      base_desc: commBaseOverrides.base_desc,
    })
    .from(commBaseOverrides)
    .where(
      and(
        inArray(commBaseOverrides.employee_id, [...employeeIds]),
        eq(commBaseOverrides.period_start, period.start),
        eq(commBaseOverrides.period_end, period.end),
      ),
    );
}

export type PaymentRow = {
  from_employee_id: number;
  period_begin: IsoDate;
  period_end: IsoDate;
  amount: string;
};

/** The commission payments from the employees for a period inside this one. */
export async function periodPayments(
  db: Executor,
  period: Period,
  employeeIds: readonly number[],
): Promise<PaymentRow[]> {
  if (employeeIds.length === 0) return [];
  return db
    .select({
      from_employee_id: commPayments.from_employee_id,
      period_begin: commPayments.period_begin,
      period_end: commPayments.period_end,
      amount: commPayments.amount,
    })
    .from(commPayments)
    .where(
      and(
        inArray(commPayments.from_employee_id, [...employeeIds]),
        gte(commPayments.period_begin, period.start),
        lte(commPayments.period_end, period.end),
      ),
    )
    .orderBy(asc(commPayments.from_employee_id), asc(commPayments.payment_id));
}

/** The id and state of the employee a uuid names, or undefined. */
export function findCommissionEmployee(db: Executor, uuid: string) {
  return findByUuid(db, employees, uuid, { employee_id: employees.employee_id, state: employees.state });
}

// ---- The trace's entries -----------------------------------------------------------------------------

/** One entry of the ledger credited to an employee in their own role: a file closed in the period or an adjustment posted in it. */
export type LedgerEntryRow = {
  employee_id: number;
  source: 'file' | 'adjustment';
  adj_id: number | null;
  file_uuid: string;
  order_number: string;
  ledger_date: IsoDate;
  /** Numeric text: the role's (rep_ or eo_) figures of the entry. */
  esc_rev: string;
  title_rev: string;
  underwriter_amt: string;
  commable_rev: string;
};

const intArray = (ids: readonly number[]) => sql`${sql.param(`{${ids.join(',')}}`)}::int4[]`;

/**
 * The escrow officers whose files are credited to `officers` (`creditedToOfficers`): asked first, so
 * that the ledger's entries are read by the files' own escrow_officer_id (a column of the view's files
 * and adjustments, which their index serves) rather than by the computed credited officer alone.
 */
async function officersCreditedTo(db: Executor, officers: readonly number[]): Promise<number[]> {
  const result = await db.execute<{ employee_id: number }>(
    sql`select e.employee_id from employees e where ${creditedToOfficers(sql`e.employee_id`, sql`= any(${intArray(officers)})`)}`,
  );
  return rowsOf<{ employee_id: number }>(result).map((r) => Number(r.employee_id));
}

/**
 * One grain's entries of some employees, read from the ledger view by the grain's key and the ledger
 * date (an officer's also by the escrow officers credited to them, `escrowOfficers`).
 */
function entriesSelect(
  grain: 'eo' | 'rep',
  period: Period,
  ids: readonly number[],
  escrowOfficers: readonly number[] = [],
): SQL {
  const { figures } = ROLE_GRAINS[grain];
  const key = sql.raw(grain === 'eo' ? 'l.credited_eo_id' : 'l.marketing_rep_id');
  const credited = sql.raw(figures.map((figure, i) => `l.${figure} as ${CREDITED_NAMES[i]}`).join(', '));
  return sql`
    select ${key} as employee_id, l.source, l.adj_id, f.file_uuid, f.order_number,
      to_char(l.ledger_date, 'YYYY-MM-DD') as ledger_date, ${credited}
    from revenue_ledger l
    join esc_files f on f.file_id = l.file_id
    where l.ledger_date between ${period.start} and ${period.end}
      and ${key} = any(${intArray(ids)})
      ${grain === 'eo' ? sql`and l.escrow_officer_id = any(${intArray(escrowOfficers)})` : sql``}`;
}

/**
 * The ledger's entries of the period credited to the employees in their own role (the trace: what the
 * rollups' sums are made of): of `officers` by credited_eo_id (their linked employees' files
 * included), of `reps` by marketing_rep_id. Files closed in the period and adjustments posted in it,
 * by date, order number, then adjustment.
 */
export async function ledgerEntries(
  db: Executor,
  period: Period,
  employeeIds: { officers: readonly number[]; reps: readonly number[] },
): Promise<LedgerEntryRow[]> {
  const parts: SQL[] = [];
  if (employeeIds.officers.length > 0) {
    const escrowOfficers = await officersCreditedTo(db, employeeIds.officers);
    parts.push(entriesSelect('eo', period, employeeIds.officers, escrowOfficers));
  }
  if (employeeIds.reps.length > 0) parts.push(entriesSelect('rep', period, employeeIds.reps));
  if (parts.length === 0) return [];
  const result = await db.execute(
    sql`select * from (${sql.join(parts, sql` union all `)}) e
      order by e.employee_id, e.ledger_date, e.order_number, e.adj_id nulls first`,
  );
  return rowsOf<LedgerEntryRow>(result).map((row) => ({
    ...row,
    employee_id: Number(row.employee_id),
    adj_id: row.adj_id === null ? null : Number(row.adj_id),
  }));
}
