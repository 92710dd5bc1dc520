/**
 * Commission for one employee and one period (DOMAIN.md §4). The whole formula is in this file:
 * `traceCommission` computes the row and writes down each step; `computeCommission` is its row.
 *
 * | field                  | rule                                                                          |
 * |------------------------|-------------------------------------------------------------------------------|
 * | esc_rev_tot            | credited.esc_rev: rep_esc_rev (REP) or eo_esc_rev (EO), summed                |
 * | title_rev_tot          | credited.title_rev: Magnus title, + partner title when rep_gets_full_jv_title |
 * | underwriter_amt        | credited.underwriter_amt: uw_split_pct of the premiums in title_rev_tot       |
 * | comable_rev            | credited.commable_rev = esc_rev_tot + title_rev_tot - underwriter_amt         |
 * | comm_only_rev          | comable_rev for a commission_only employee, else 0                            |
 * | base_amt               | the period's override, else the monthly base (half when semi-monthly);        |
 * |                        |   0 for commission_only                                                       |
 * | other_against_rev      | charge lines dated in the period: other_against_rev                           |
 * | rev_subtotal           | comable_rev - other_against_rev - base_amt, not below 0                       |
 * | loss_tot               | charge lines dated in the period: loss_total                                  |
 * | other_charges          | charge lines dated in the period: other_against_commission                    |
 * | comm_amt_bef_guarantee | rev_subtotal x comm_pct + closed_files x per_file_comm_amt - loss_tot         |
 * |                        |   - other_charges; both_rep_and_eo adds rep_combo_comm_pct x                  |
 * |                        |   (rep_combo_revenue - rep_combo_base, half when semi-monthly; not below 0);  |
 * |                        |   not floored                                                                 |
 * | comm_guarantee_amt     | the guarantee whose period covers this one (half when semi-monthly), else 0   |
 * | comm_amt               | the guarantee when it exceeds comm_amt_bef_guarantee, else                    |
 * |                        |   comm_amt_bef_guarantee; the guarantee always when override_if_comm_greater  |
 * |                        |   is false                                                                    |
 * | comm_paid_out          | this employee's payments for the period                                       |
 * | comm_end_balance       | comm_amt - comm_paid_out                                                      |
 * | comm_beg_dt/comm_end_dt| the part of the period the employee was employed                              |
 *
 * The input is what the revenue ledger credits the employee with ({@link CreditedSums}), already
 * summed: the rep_ (REP) or eo_ (EO) figures of the entries of the period (files closed in it,
 * adjustments posted in it), an escrow officer's including the files of the employees linked to
 * them. Cents per file, sums of cents (DOMAIN.md §3): each entry's credited figures are whole
 * cents (`revenue.ts` `creditEntry`: Magnus title and underwriter share rounded per file and per
 * adjustment), so the sums are exact. Only the products over the whole row are rounded, once
 * each, half away from zero: rev_subtotal x comm_pct and the combo share.
 */
import { formatDecimal } from './decimal.ts';
import {
  addCents,
  assertFraction,
  atLeastZero,
  type Cents,
  divideCents,
  fromCents,
  MoneyError,
  maxCents,
  multiplyCents,
  roundCents,
  subtractCents,
  sumCents,
  timesFraction,
  toCents,
  toCentsOrZero,
  ZERO_CENTS,
} from './money.ts';
import { covers, intersectPeriods, isWithin, type Period, periodFrequency } from './period.ts';
import type { EmployeeRole } from './revenue.ts';
import type { IsoDate } from './time.ts';

/** Default extra commission of a `both_rep_and_eo` employee on rep revenue: 5%. */
export const DEFAULT_REP_COMBO_COMM_PCT = '0.05';

/** The employee's commission settings, as the `employees` columns return them. */
export type CommissionEmployee = {
  emp_type: EmployeeRole;
  /** Fraction, `'0.35'` for 35%; null counts as 0. */
  comm_pct: string | null;
  /**
   * Fraction; null counts as the default 12%. Already applied in {@link CreditedSums}
   * (underwriter_amt); the trace names it.
   */
  uw_split_pct: string | null;
  per_file_comm_amt: string | null;
  commission_only: boolean;
  both_rep_and_eo: boolean;
  /** Fraction; null counts as the default 5%. */
  rep_combo_comm_pct: string | null;
  rep_combo_base: string | null;
  /** Already applied in {@link CreditedSums} (title_rev); the trace names it. */
  rep_gets_full_jv_title: boolean;
  /** Monthly base. */
  base: string | null;
  start_date: IsoDate | null;
  termination_date: IsoDate | null;
};

/**
 * What the ledger credits the employee with in the period, in cents: the sums of its rep_ (REP)
 * or eo_ (EO; an officer's include the files of the employees linked to them) figures over the
 * period's entries (files closed in it, adjustments posted in it). Each entry's figures are
 * whole cents (rounded per file and per adjustment, DOMAIN.md §3), so commable_rev is exactly
 * esc_rev + title_rev - underwriter_amt; the engine refuses sums that are not.
 */
export type CreditedSums = {
  /** -> esc_rev_tot */
  esc_rev: Cents;
  /** -> title_rev_tot */
  title_rev: Cents;
  /** -> underwriter_amt */
  underwriter_amt: Cents;
  /** -> comable_rev */
  commable_rev: Cents;
  /** Files credited in the employee's own role that closed in the period (per_file_comm_amt). */
  closed_files: number;
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
  credited: CreditedSums;
  /**
   * both_rep_and_eo only: the rep_commable_rev of the files they marketed (entries in the
   * period: closed in it, adjustments posted in it), in cents. Absent counts as 0; ignored for
   * an employee who is not both_rep_and_eo.
   */
  rep_combo_revenue?: Cents;
  /** The base set for this employee and period in the Edit Base dialog; null, absent or blank when none. */
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

/**
 * One step of the formula: the field it sets (or an intermediate product), its value (money as
 * `'0.00'` text, a date, or `''` for a date that is null) and its rule written with the numbers.
 */
export type CommissionStep = {
  field: keyof CommissionRow | 'comm_pct_share' | 'per_file_total' | 'rep_combo_share';
  value: string;
  rule: string;
};

/** Where base_amt came from. */
export type BaseSource = 'override' | 'monthly' | 'half_monthly' | 'commission_only' | 'none';

/** "Why is my number X": the row, each step in order (the last step of each field is its value), the base's source and the guarantee used. */
export type CommissionTrace = {
  row: CommissionRow;
  steps: CommissionStep[];
  base_source: BaseSource;
  guarantee: CommissionGuarantee | null;
};

// --- the pieces of the row -----------------------------------------------------------------

/**
 * A monthly amount for the period: all of it for a monthly period, half of it (half a cent away
 * from zero) for a semi-monthly one. The monthly base, the guarantee amount and rep_combo_base
 * are taken so (DOMAIN.md §4).
 */
export function amountForPeriod(monthly: Cents, period: Period): Cents {
  return periodFrequency(period) === 'MONTHLY' ? monthly : divideCents(monthly, 2);
}

function isBlank(text: string | null | undefined): boolean {
  return text === null || text === undefined || text.trim() === '';
}

/** The period's base and where it came from (see {@link periodBase}). */
export function periodBaseWithSource(
  employee: Pick<CommissionEmployee, 'base' | 'commission_only'>,
  period: Period,
  baseOverride?: string | null,
): { amount: Cents; source: BaseSource } {
  if (employee.commission_only) return { amount: ZERO_CENTS, source: 'commission_only' };
  if (!isBlank(baseOverride)) return { amount: toCents(baseOverride as string), source: 'override' };
  if (isBlank(employee.base)) return { amount: ZERO_CENTS, source: 'none' };
  const monthly = periodFrequency(period) === 'MONTHLY';
  return {
    amount: amountForPeriod(toCents(employee.base as string), period),
    source: monthly ? 'monthly' : 'half_monthly',
  };
}

/**
 * The period's base: the override set for the period (as entered), else the monthly base (half
 * of it, half a cent away from zero, for a semi-monthly period); 0 for a commission-only employee.
 */
export function periodBase(
  employee: Pick<CommissionEmployee, 'base' | 'commission_only'>,
  period: Period,
  baseOverride?: string | null,
): Cents {
  return periodBaseWithSource(employee, period, baseOverride).amount;
}

/** The guarantee whose period covers the whole period (the latest start, then the earliest end, when several do). */
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

/** Checks the credited sums: whole cents, commable_rev = esc_rev + title_rev - underwriter_amt, a whole count of closed files. */
function checkCredited(credited: CreditedSums): void {
  const { esc_rev, title_rev, underwriter_amt, commable_rev, closed_files } = credited;
  for (const [name, value] of Object.entries({ esc_rev, title_rev, underwriter_amt, commable_rev })) {
    if (!Number.isSafeInteger(value)) throw new MoneyError(`credited.${name} is not whole cents: ${value}`);
  }
  if (!Number.isSafeInteger(closed_files) || closed_files < 0) {
    throw new MoneyError(`credited.closed_files is not a count: ${closed_files}`);
  }
  const expected = subtractCents(addCents(esc_rev, title_rev), underwriter_amt);
  if (expected !== commable_rev) {
    throw new MoneyError(
      `credited.commable_rev ${fromCents(commable_rev)} is not esc_rev + title_rev - underwriter_amt ${fromCents(expected)}`,
    );
  }
}

// --- the row and its trace -------------------------------------------------------------------

const $ = fromCents;

/** `a + b + c` of the amounts, or `none` when there are none. */
function listed(amounts: readonly Cents[]): string {
  return amounts.length === 0 ? 'none' : amounts.map($).join(' + ');
}

/** The commission row of one employee for one period, with each step of the formula. */
export function traceCommission(input: CommissionInput): CommissionTrace {
  const { period, employee, credited } = input;
  const frequency = periodFrequency(period); // validates the period
  const semi = frequency === 'SEMI_MONTHLY';
  const commPct = assertFraction(employee.comm_pct ?? '0', 'comm_pct');
  const comboPct = assertFraction(
    employee.rep_combo_comm_pct ?? DEFAULT_REP_COMBO_COMM_PCT,
    'rep_combo_comm_pct',
  );
  checkCredited(credited);

  const steps: CommissionStep[] = [];
  const step = (field: CommissionStep['field'], value: Cents, rule: string): Cents => {
    steps.push({ field, value: $(value), rule });
    return value;
  };

  // Credited revenue: the ledger's sums, as given.
  const prefix = employee.emp_type === 'REP' ? 'rep_' : 'eo_';
  const over =
    employee.emp_type === 'EO'
      ? "over the period's entries (files closed in it, adjustments posted in it; linked employees' files included)"
      : "over the period's entries (files closed in it, adjustments posted in it)";
  const escRev = step('esc_rev_tot', credited.esc_rev, `${prefix}esc_rev summed ${over}`);
  const titleRev = step(
    'title_rev_tot',
    credited.title_rev,
    `${prefix}title_rev summed: Magnus title revenue${employee.rep_gets_full_jv_title ? ' and partner title revenue (rep_gets_full_jv_title)' : ''}`,
  );
  const uwAmt = step(
    'underwriter_amt',
    credited.underwriter_amt,
    `${prefix}underwriter_amt summed: uw_split_pct ${employee.uw_split_pct ?? '0.12 (default)'} of the premiums and endorsements in title_rev_tot, rounded per file and per adjustment`,
  );
  const comableRev = step(
    'comable_rev',
    credited.commable_rev,
    `esc_rev_tot ${$(escRev)} + title_rev_tot ${$(titleRev)} - underwriter_amt ${$(uwAmt)} (${prefix}commable_rev summed)`,
  );
  step(
    'comm_only_rev',
    employee.commission_only ? comableRev : ZERO_CENTS,
    employee.commission_only
      ? `commission_only: all of comable_rev ${$(comableRev)}`
      : 'not commission_only: 0',
  );

  const base = periodBaseWithSource(employee, period, input.base_override);
  const baseRules: Record<BaseSource, string> = {
    override: `the base set for this period (Edit Base) ${$(base.amount)}, as entered`,
    monthly: `the monthly base ${$(base.amount)}, monthly period`,
    half_monthly: `the monthly base ${$(toCentsOrZero(employee.base))} / 2, semi-monthly period, half a cent away from zero`,
    commission_only: 'commission_only: no base',
    none: 'no base set: 0',
  };
  const baseAmt = step('base_amt', base.amount, baseRules[base.source]);

  const charges = (input.charges ?? []).filter((c) => isWithin(c.month_end_date, period));
  const chargeStep = (
    field: 'other_against_rev' | 'loss_tot' | 'other_charges',
    column: 'other_against_rev' | 'loss_total' | 'other_against_commission',
  ): Cents => {
    const amounts = charges.map((c) => toCents(c[column]));
    const dates = charges.map((c) => c.month_end_date).join(', ');
    const rule =
      charges.length === 0
        ? `${column} of the charge lines dated in the period: none`
        : `${column} of the charge lines dated in the period (${dates}): ${listed(amounts)}`;
    return step(field, sumCents(amounts), rule);
  };
  const otherAgainstRev = chargeStep('other_against_rev', 'other_against_rev');

  const beforeFloor = subtractCents(subtractCents(comableRev, otherAgainstRev), baseAmt);
  const revSubtotal = step(
    'rev_subtotal',
    atLeastZero(beforeFloor),
    `comable_rev ${$(comableRev)} - other_against_rev ${$(otherAgainstRev)} - base_amt ${$(baseAmt)}` +
      (beforeFloor < 0 ? ` = ${$(beforeFloor)}, not below 0` : ', not below 0'),
  );
  const lossTot = chargeStep('loss_tot', 'loss_total');
  const otherCharges = chargeStep('other_charges', 'other_against_commission');

  // rev_subtotal x comm_pct: a product over the row, rounded once.
  const exactShare = timesFraction(revSubtotal, commPct);
  const commShare = roundCents(exactShare);
  const exactText = formatDecimal({ units: exactShare.units, scale: exactShare.scale + 2 }, 2);
  step(
    'comm_pct_share',
    commShare,
    `rev_subtotal ${$(revSubtotal)} x comm_pct ${employee.comm_pct ?? '0 (not set)'}` +
      (exactText === $(commShare) ? '' : ` = ${exactText}, rounded half away from zero`),
  );

  const perFileAmt = toCentsOrZero(employee.per_file_comm_amt);
  const perFile = step(
    'per_file_total',
    multiplyCents(perFileAmt, credited.closed_files),
    `closed files ${credited.closed_files} x per_file_comm_amt ${$(perFileAmt)}`,
  );

  // A both_rep_and_eo employee earns rep_combo_comm_pct on the commissionable revenue of the
  // files they marketed above rep_combo_base (halved for a semi-monthly period), on top: a
  // product over the row, rounded once on its own.
  let comboShare: Cents = ZERO_CENTS;
  if (employee.both_rep_and_eo) {
    const repRevenue = input.rep_combo_revenue ?? ZERO_CENTS;
    if (!Number.isSafeInteger(repRevenue)) {
      throw new MoneyError(`rep_combo_revenue is not whole cents: ${repRevenue}`);
    }
    const monthlyComboBase = toCentsOrZero(employee.rep_combo_base);
    const comboBase = amountForPeriod(monthlyComboBase, period);
    const above = atLeastZero(subtractCents(repRevenue, comboBase));
    const exactCombo = timesFraction(above, comboPct);
    comboShare = roundCents(exactCombo);
    const baseText = semi
      ? `rep_combo_base ${$(comboBase)} (${$(monthlyComboBase)} / 2, semi-monthly)`
      : `rep_combo_base ${$(comboBase)}`;
    step(
      'rep_combo_share',
      comboShare,
      `rep_combo_comm_pct ${employee.rep_combo_comm_pct ?? `${DEFAULT_REP_COMBO_COMM_PCT} (default)`} x ` +
        `(rep_commable_rev of the files they marketed ${$(repRevenue)} - ${baseText}, not below 0 = ${$(above)})` +
        `, rounded half away from zero`,
    );
  }

  const beforeGuarantee = step(
    'comm_amt_bef_guarantee',
    subtractCents(subtractCents(addCents(addCents(commShare, comboShare), perFile), lossTot), otherCharges),
    `comm_pct_share ${$(commShare)}` +
      (employee.both_rep_and_eo ? ` + rep_combo_share ${$(comboShare)}` : '') +
      ` + per_file_total ${$(perFile)} - loss_tot ${$(lossTot)} - other_charges ${$(otherCharges)}, not floored`,
  );

  const guarantee = guaranteeFor(input.guarantees ?? [], period);
  const guaranteeAmt = guaranteeAmount(guarantee, period);
  step(
    'comm_guarantee_amt',
    guaranteeAmt,
    guarantee === null
      ? 'no guarantee covers the whole period: 0'
      : `the guarantee of ${guarantee.period_beg_dt} to ${guarantee.period_end_dt}, ${$(toCents(guarantee.guarantee_amount))} a month` +
          (semi ? ' / 2, semi-monthly period, half a cent away from zero' : ''),
  );

  const commAmt = commissionAfterGuarantee(beforeGuarantee, guarantee, period);
  let commRule: string;
  if (guarantee === null) commRule = `comm_amt_bef_guarantee ${$(beforeGuarantee)}, no guarantee`;
  else if (!guarantee.override_if_comm_greater)
    commRule = `guarantee ${$(guaranteeAmt)} paid whatever the commission ${$(beforeGuarantee)} (override_if_comm_greater false)`;
  else if (guaranteeAmt > beforeGuarantee)
    commRule = `guarantee ${$(guaranteeAmt)} exceeds commission ${$(beforeGuarantee)} (override_if_comm_greater)`;
  else
    commRule = `commission ${$(beforeGuarantee)} is not below the guarantee ${$(guaranteeAmt)} (override_if_comm_greater)`;
  step('comm_amt', commAmt, commRule);

  const paid = (input.payments ?? [])
    .filter((p) => covers(period, { start: p.period_begin, end: p.period_end }))
    .map((p) => toCents(p.amount));
  const paidOut = step(
    'comm_paid_out',
    sumCents(paid),
    `payments by this employee for periods within this one: ${listed(paid)}`,
  );
  step(
    'comm_end_balance',
    subtractCents(commAmt, paidOut),
    `comm_amt ${$(commAmt)} - comm_paid_out ${$(paidOut)}`,
  );

  const employed = employedPart(employee, period);
  const startText = employee.start_date ?? 'none';
  const endText = employee.termination_date ?? 'none';
  if (employed === null) {
    const rule = `not employed on any day of ${period.start} to ${period.end} (start_date ${startText}, termination_date ${endText})`;
    steps.push({ field: 'comm_beg_dt', value: '', rule }, { field: 'comm_end_dt', value: '', rule });
  } else {
    steps.push(
      {
        field: 'comm_beg_dt',
        value: employed.start,
        rule: `the later of the period's start ${period.start} and start_date ${startText}`,
      },
      {
        field: 'comm_end_dt',
        value: employed.end,
        rule: `the earlier of the period's end ${period.end} and termination_date ${endText}`,
      },
    );
  }

  const row: CommissionRow = {
    esc_rev_tot: $(escRev),
    title_rev_tot: $(titleRev),
    underwriter_amt: $(uwAmt),
    comable_rev: $(comableRev),
    comm_only_rev: $(employee.commission_only ? comableRev : ZERO_CENTS),
    base_amt: $(baseAmt),
    other_against_rev: $(otherAgainstRev),
    rev_subtotal: $(revSubtotal),
    loss_tot: $(lossTot),
    other_charges: $(otherCharges),
    comm_amt_bef_guarantee: $(beforeGuarantee),
    comm_guarantee_amt: $(guaranteeAmt),
    comm_amt: $(commAmt),
    comm_paid_out: $(paidOut),
    comm_end_balance: $(subtractCents(commAmt, paidOut)),
    comm_beg_dt: employed?.start ?? null,
    comm_end_dt: employed?.end ?? null,
  };
  return { row, steps, base_source: base.source, guarantee };
}

/** The commission row of one employee for one period: {@link traceCommission}'s row. */
export function computeCommission(input: CommissionInput): CommissionRow {
  return traceCommission(input).row;
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
