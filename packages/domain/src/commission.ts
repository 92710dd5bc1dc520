/**
 * Commission for one employee and one period (DOMAIN.md §4). The whole formula is in this file.
 *
 * | field                  | rule                                                                          |
 * |------------------------|-------------------------------------------------------------------------------|
 * | esc_rev_tot            | escrow revenue of the credited files                                          |
 * | title_rev_tot          | their Magnus title revenue, + partner title revenue when rep_gets_full_jv_title |
 * | underwriter_amt        | premiums and endorsements in title_rev_tot x uw_split_pct                     |
 * | comable_rev            | esc_rev_tot + title_rev_tot - underwriter_amt                                 |
 * | comm_only_rev          | comable_rev for a commission_only employee, else 0                            |
 * | base_amt               | the period's override, else the monthly base (half when semi-monthly);        |
 * |                        |   0 for commission_only                                                       |
 * | other_against_rev      | charge lines dated in the period: other_against_rev                           |
 * | rev_subtotal           | comable_rev - other_against_rev - base_amt, not below 0                       |
 * | loss_tot               | charge lines dated in the period: loss_total                                  |
 * | other_charges          | charge lines dated in the period: other_against_commission                    |
 * | comm_amt_bef_guarantee | rev_subtotal x comm_pct + closed files x per_file_comm_amt - loss_tot         |
 * |                        |   - other_charges; both_rep_and_eo adds rep_combo_comm_pct x the rep revenue   |
 * |                        |   above rep_combo_base (half when semi-monthly)                               |
 * | comm_guarantee_amt     | the guarantee whose period covers this one (half when semi-monthly), else 0   |
 * | comm_amt               | the guarantee when it exceeds comm_amt_bef_guarantee, else                    |
 * |                        |   comm_amt_bef_guarantee; the guarantee always when override_if_comm_greater  |
 * |                        |   is false                                                                    |
 * | comm_paid_out          | this employee's payments for the period                                       |
 * | comm_end_balance       | comm_amt - comm_paid_out                                                      |
 * | comm_beg_dt/comm_end_dt| the part of the period the employee was employed                              |
 *
 * Credited files: the files credited to the employee in their own role (`emp_type`; an escrow
 * officer's include those of the employees linked to them). Cents per file, sums of cents
 * (DOMAIN.md §3): each file's credited figures are whole cents (`revenue.ts`: its Magnus title
 * and underwriter share rounded per file and per adjustment), and esc_rev_tot ... comable_rev
 * are their sums. Only the products over the whole row are rounded, once each, half away from
 * zero: rev_subtotal x comm_pct and the combo share.
 */
import {
  addCents,
  assertFraction,
  atLeastZero,
  type Cents,
  divideCents,
  fromCents,
  maxCents,
  multiplyCents,
  shareOf,
  subtractCents,
  sumCents,
  toCents,
  toCentsOrZero,
  ZERO_CENTS,
} from './money.ts';
import { covers, intersectPeriods, isWithin, type Period, periodFrequency } from './period.ts';
import {
  type CreditedLine,
  type CreditSettings,
  creditedRevenue,
  type EmployeeRole,
  type FileRevenue,
  sumCreditedLines,
} from './revenue.ts';
import type { IsoDate } from './time.ts';

/** Default extra commission of a `both_rep_and_eo` employee on rep revenue: 5%. */
export const DEFAULT_REP_COMBO_COMM_PCT = '0.05';

/** The employee's commission settings, as the `employees` columns return them. */
export type CommissionEmployee = {
  emp_type: EmployeeRole;
  /** Fraction, `'0.35'` for 35%; null counts as 0. */
  comm_pct: string | null;
  /** Fraction; null counts as the default 12%. */
  uw_split_pct: string | null;
  per_file_comm_amt: string | null;
  commission_only: boolean;
  both_rep_and_eo: boolean;
  /** Fraction; null counts as the default 5%. */
  rep_combo_comm_pct: string | null;
  rep_combo_base: string | null;
  rep_gets_full_jv_title: boolean;
  /** Monthly base. */
  base: string | null;
  start_date: IsoDate | null;
  termination_date: IsoDate | null;
};

/**
 * A file credited to the employee in the period. Its revenue is `fileRevenue(file, period)`:
 * the file's own when it closed in the period, plus the adjustments posted in it; a file whose
 * own revenue counts (`counts_own_revenue`) closed in the period and counts for per_file_comm_amt.
 */
export type CreditedFile = {
  revenue: Pick<FileRevenue, 'entries' | 'counts_own_revenue'>;
  /** The role in which the employee (or an employee linked to them) is credited with the file. */
  role: EmployeeRole;
};

export type ChargeLine = {
  month_end_date: IsoDate;
  loss_total: string;
  other_against_rev: string;
  other_against_commission: string;
};

export type CommissionGuarantee = {
  period_beg_dt: IsoDate;
  period_end_dt: IsoDate;
  guarantee_amount: string;
  override_if_comm_greater: boolean;
};

export type CommissionPayment = { period_begin: IsoDate; period_end: IsoDate; amount: string };

export type CommissionInput = {
  period: Period;
  employee: CommissionEmployee;
  files: readonly CreditedFile[];
  /** The base set for this employee and period in the Edit Base dialog; null or absent when none. */
  base_override?: string | null;
  /** The employee's monthly charge lines; those dated in the period count. */
  charges?: readonly ChargeLine[];
  /** The employee's guarantees; the one covering the period counts. */
  guarantees?: readonly CommissionGuarantee[];
  /** Payments made by this employee; those for a period within this one count. */
  payments?: readonly CommissionPayment[];
};

/** One row of the commission summary: money as `'0.00'` text. */
export type CommissionRow = {
  esc_rev_tot: string;
  title_rev_tot: string;
  underwriter_amt: string;
  comable_rev: string;
  comm_only_rev: string;
  base_amt: string;
  other_against_rev: string;
  rev_subtotal: string;
  loss_tot: string;
  other_charges: string;
  comm_amt_bef_guarantee: string;
  comm_guarantee_amt: string;
  comm_amt: string;
  comm_paid_out: string;
  comm_end_balance: string;
  /** Null when the employee was not employed on any day of the period. */
  comm_beg_dt: IsoDate | null;
  comm_end_dt: IsoDate | null;
};

// --- credited revenue --------------------------------------------------------------------

export type CreditedRevenue = {
  esc_rev_tot: Cents;
  title_rev_tot: Cents;
  underwriter_amt: Cents;
  comable_rev: Cents;
  /** One line per file (its rep_ or eo_ figures), in the given order; the totals are their sums. */
  lines: CreditedLine[];
};

/**
 * Credits files' revenue to an employee: escrow revenue, Magnus title revenue (plus the
 * partner's when `rep_gets_full_jv_title`), less `uw_split_pct` of the premiums and
 * endorsements in it, file by file in cents; the totals are the sums of the files' cents.
 */
export function creditRevenue(
  revenues: readonly Pick<FileRevenue, 'entries'>[],
  settings: CreditSettings,
): CreditedRevenue {
  const lines = revenues.map((r) => creditedRevenue(r, settings));
  const totals = sumCreditedLines(lines);
  return {
    esc_rev_tot: totals.esc_rev,
    title_rev_tot: totals.title_rev,
    underwriter_amt: totals.underwriter_amt,
    comable_rev: totals.commable_rev,
    lines,
  };
}

// --- the pieces of the row -----------------------------------------------------------------

/**
 * A monthly amount for the period: all of it for a monthly period, half of it (half a cent away
 * from zero) for a semi-monthly one. The monthly base, the guarantee amount and rep_combo_base
 * are taken so (DOMAIN.md §4).
 */
export function amountForPeriod(monthly: Cents, period: Period): Cents {
  return periodFrequency(period) === 'MONTHLY' ? monthly : divideCents(monthly, 2);
}

/**
 * The period's base: the override set for the period, else the monthly base (half of it,
 * rounded half up, for a semi-monthly period); 0 for a commission-only employee.
 */
export function periodBase(
  employee: Pick<CommissionEmployee, 'base' | 'commission_only'>,
  period: Period,
  baseOverride?: string | null,
): Cents {
  if (employee.commission_only) return ZERO_CENTS;
  if (baseOverride !== null && baseOverride !== undefined && baseOverride.trim() !== '')
    return toCents(baseOverride);
  return amountForPeriod(toCentsOrZero(employee.base), period);
}

/** The guarantee whose period covers the whole period (the narrowest, then the last given, when several do). */
export function guaranteeFor(
  guarantees: readonly CommissionGuarantee[],
  period: Period,
): CommissionGuarantee | null {
  let chosen: CommissionGuarantee | null = null;
  for (const g of guarantees) {
    if (!covers({ start: g.period_beg_dt, end: g.period_end_dt }, period)) continue;
    const narrower =
      chosen === null ||
      g.period_beg_dt > chosen.period_beg_dt ||
      (g.period_beg_dt === chosen.period_beg_dt && g.period_end_dt <= chosen.period_end_dt);
    if (narrower) chosen = g;
  }
  return chosen;
}

/** comm_guarantee_amt: the guarantee's amount for the period (half of it when semi-monthly), 0 without one. */
export function guaranteeAmount(guarantee: CommissionGuarantee | null, period: Period): Cents {
  return guarantee === null ? ZERO_CENTS : amountForPeriod(toCents(guarantee.guarantee_amount), period);
}

/**
 * comm_amt from the commission before guarantee and the guarantee covering the period: the
 * larger of the two, or the guarantee regardless when `override_if_comm_greater` is false.
 */
export function commissionAfterGuarantee(
  before: Cents,
  guarantee: CommissionGuarantee | null,
  period: Period,
): Cents {
  if (guarantee === null) return before;
  const amount = guaranteeAmount(guarantee, period);
  return guarantee.override_if_comm_greater ? maxCents(amount, before) : amount;
}

/** The part of the period the employee was employed, or null when none of it. */
export function employedPart(
  employee: Pick<CommissionEmployee, 'start_date' | 'termination_date'>,
  period: Period,
): Period | null {
  return intersectPeriods(period, {
    start: employee.start_date ?? period.start,
    end: employee.termination_date ?? period.end,
  });
}

// --- the row ------------------------------------------------------------------------------

/** The commission row of one employee for one period. */
export function computeCommission(input: CommissionInput): CommissionRow {
  const { period, employee } = input;
  periodFrequency(period); // validates the period
  const commPct = assertFraction(employee.comm_pct ?? '0', 'comm_pct');
  const comboPct = assertFraction(
    employee.rep_combo_comm_pct ?? DEFAULT_REP_COMBO_COMM_PCT,
    'rep_combo_comm_pct',
  );

  const ownFiles = input.files.filter((f) => f.role === employee.emp_type);
  const credited = creditRevenue(
    ownFiles.map((f) => f.revenue),
    employee,
  );
  const comableRev = credited.comable_rev;

  const charges = (input.charges ?? []).filter((c) => isWithin(c.month_end_date, period));
  const chargeTotal = (field: 'loss_total' | 'other_against_rev' | 'other_against_commission'): Cents =>
    sumCents(charges.map((c) => toCents(c[field])));
  const otherAgainstRev = chargeTotal('other_against_rev');
  const lossTot = chargeTotal('loss_total');
  const otherCharges = chargeTotal('other_against_commission');

  const baseAmt = periodBase(employee, period, input.base_override);
  const revSubtotal = atLeastZero(subtractCents(subtractCents(comableRev, otherAgainstRev), baseAmt));

  // A both_rep_and_eo employee earns rep_combo_comm_pct on the commissionable revenue of the
  // files they marketed (role REP) above rep_combo_base (halved for a semi-monthly period), on
  // top: a product over the row, rounded once on its own.
  let comboShare: Cents = ZERO_CENTS;
  if (employee.both_rep_and_eo) {
    const repFiles = input.files.filter((f) => f.role === 'REP');
    const repRevenue = creditRevenue(
      repFiles.map((f) => f.revenue),
      employee,
    ).comable_rev;
    const comboBase = amountForPeriod(toCentsOrZero(employee.rep_combo_base), period);
    comboShare = shareOf(atLeastZero(subtractCents(repRevenue, comboBase)), comboPct);
  }

  const closedFiles = ownFiles.filter((f) => f.revenue.counts_own_revenue).length;
  const perFile = multiplyCents(toCentsOrZero(employee.per_file_comm_amt), closedFiles);
  const commission = addCents(shareOf(revSubtotal, commPct), comboShare);
  const beforeGuarantee = subtractCents(subtractCents(addCents(commission, perFile), lossTot), otherCharges);

  const guarantee = guaranteeFor(input.guarantees ?? [], period);
  const commAmt = commissionAfterGuarantee(beforeGuarantee, guarantee, period);
  const paidOut = sumCents(
    (input.payments ?? [])
      .filter((p) => covers(period, { start: p.period_begin, end: p.period_end }))
      .map((p) => toCents(p.amount)),
  );
  const employed = employedPart(employee, period);

  return {
    esc_rev_tot: fromCents(credited.esc_rev_tot),
    title_rev_tot: fromCents(credited.title_rev_tot),
    underwriter_amt: fromCents(credited.underwriter_amt),
    comable_rev: fromCents(comableRev),
    comm_only_rev: fromCents(employee.commission_only ? comableRev : ZERO_CENTS),
    base_amt: fromCents(baseAmt),
    other_against_rev: fromCents(otherAgainstRev),
    rev_subtotal: fromCents(revSubtotal),
    loss_tot: fromCents(lossTot),
    other_charges: fromCents(otherCharges),
    comm_amt_bef_guarantee: fromCents(beforeGuarantee),
    comm_guarantee_amt: fromCents(guaranteeAmount(guarantee, period)),
    comm_amt: fromCents(commAmt),
    comm_paid_out: fromCents(paidOut),
    comm_end_balance: fromCents(subtractCents(commAmt, paidOut)),
    comm_beg_dt: employed?.start ?? null,
    comm_end_dt: employed?.end ?? null,
  };
}

// --- payments -------------------------------------------------------------------------------

/**
 * The commission still available to pay out: comm_amt less the payments of the period that
 * stay as they are (leave out the payment being edited, so its new amount can replace it).
 */
export function availableCommission(commAmt: Cents, keptPayments: readonly Cents[]): Cents {
  return subtractCents(commAmt, sumCents(keptPayments));
}

export type PaymentCheck =
  | { ok: true; total: Cents; available: Cents }
  | { ok: false; reason: 'NEGATIVE_AMOUNT' | 'EXCEEDS_AVAILABLE'; total: Cents; available: Cents };

/** New or changed payment amounts are allowed when none is negative and their total is within the available commission. */
export function checkPayments(available: Cents, amounts: readonly Cents[]): PaymentCheck {
  const total = sumCents(amounts);
  if (amounts.some((a) => a < 0)) return { ok: false, reason: 'NEGATIVE_AMOUNT', total, available };
  if (total > 0 && total > available) return { ok: false, reason: 'EXCEEDS_AVAILABLE', total, available };
  return { ok: true, total, available };
}
