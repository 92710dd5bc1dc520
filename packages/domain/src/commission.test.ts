import { describe, expect, it } from 'vitest';
import {
  availableCommission,
  type ChargeLine,
  type CommissionEmployee,
  type CommissionGuarantee,
  type CommissionInput,
  type CommissionRow,
  type CommissionStep,
  type CreditedSums,
  checkPayments,
  computeCommission,
  guaranteeFor,
  traceCommission,
} from './commission.ts';
import { asCents, type Cents, MoneyError, toCents } from './money.ts';
import {
  type CreditSettings,
  creditedRevenue,
  type EmployeeRole,
  type FileRevenue,
  fileRevenue,
  type RevenueComponents,
  type RevenueFile,
  sumCreditedLines,
} from './revenue.ts';

// --- the independent calculation of the input ---------------------------------------------
//
// The engine takes the credited sums as production reads them from the ledger (the rep_/eo_
// columns of the rollups, summed). The tests build them here from files, with the ledger's
// per-file figures (revenue.ts), or write them by hand in cents, and check the row.

/** A file credited to the employee in the period, in the role given (its revenue: `fileRevenue(file, period)`). */
type CreditedFile = { revenue: Pick<FileRevenue, 'entries' | 'counts_own_revenue'>; role: EmployeeRole };

/** Credits files to an employee, file by file in cents; the totals are the sums of the files' cents. */
function creditRevenue(revenues: readonly Pick<FileRevenue, 'entries'>[], settings: CreditSettings) {
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

/**
 * The credited sums of the files credited in the employee's own role (an officer's: their own
 * and their linked employees', which the caller passes already rolled up), and the number of
 * them that closed in the period.
 */
function creditedSums(files: readonly CreditedFile[], employee: CommissionEmployee): CreditedSums {
  const own = files.filter((f) => f.role === employee.emp_type);
  const c = creditRevenue(
    own.map((f) => f.revenue),
    employee,
  );
  return {
    esc_rev: c.esc_rev_tot,
    title_rev: c.title_rev_tot,
    underwriter_amt: c.underwriter_amt,
    commable_rev: c.comable_rev,
    closed_files: own.filter((f) => f.revenue.counts_own_revenue).length,
  };
}

/** An input given by its credited files instead of their sums. */
type FilesInput = Omit<CommissionInput, 'credited' | 'rep_combo_revenue'> & {
  files: readonly CreditedFile[];
};

/** The engine's input for these files: their credited sums and, for both_rep_and_eo, the rep files' commable revenue. */
function fromFiles({ files, ...rest }: FilesInput): CommissionInput {
  const input: CommissionInput = { ...rest, credited: creditedSums(files, rest.employee) };
  if (rest.employee.both_rep_and_eo) {
    input.rep_combo_revenue = creditRevenue(
      files.filter((f) => f.role === 'REP').map((f) => f.revenue),
      rest.employee,
    ).comable_rev;
  }
  return input;
}

const commissionOf = (input: FilesInput): CommissionRow => computeCommission(fromFiles(input));

/** Credited sums written by hand, in cents; commable_rev = esc + title - underwriter. */
const sums = (esc: number, title: number, underwriter: number, closed_files = 0): CreditedSums => ({
  esc_rev: asCents(esc),
  title_rev: asCents(title),
  underwriter_amt: asCents(underwriter),
  commable_rev: asCents(esc + title - underwriter),
  closed_files,
});

// --- the worked example ------------------------------------------------------------------
//
// A marketing rep with a 35% commission, the default 12% underwriter split, 25.00 per closed
// file and a monthly base of 3,000.00, for January 2026.

const january = { start: '2026-01-01', end: '2026-01-31' };
const firstHalf = { start: '2026-01-01', end: '2026-01-15' };
const secondHalf = { start: '2026-01-16', end: '2026-01-31' };

const rep: CommissionEmployee = {
  emp_type: 'REP',
  comm_pct: '0.350000',
  uw_split_pct: '0.120000',
  per_file_comm_amt: '25.00',
  commission_only: false,
  both_rep_and_eo: false,
  rep_combo_comm_pct: '0.050000',
  rep_combo_base: null,
  rep_gets_full_jv_title: false,
  base: '3000.00',
  start_date: '2024-06-01',
  termination_date: null,
};

const components: RevenueComponents = {
  title_processing: '250.00',
  settlement_fee: '1200.00',
  owners_policy: '1500.00',
  lenders_policy: '600.00',
  endorsements: '150.00',
};

const onlyEscrow = (fee: string): RevenueComponents => ({
  title_processing: '0',
  settlement_fee: fee,
  owners_policy: '0',
  lenders_policy: '0',
  endorsements: '0',
});

/** A file closed in January, credited in the role given. */
const credited = (file: Partial<RevenueFile>, role: EmployeeRole = 'REP'): CreditedFile => ({
  revenue: fileRevenue({ components, calc_close_date: '2026-01-20', jv: null, ...file }, january),
  role,
});

const adjustment = (posting_date: string, amounts: { magnus_escrow?: string; endorsements?: string }) => ({
  posting_date,
  magnus_escrow: amounts.magnus_escrow ?? null,
  magnus_title: null,
  partner_title: null,
  title_processsing: null,
  bundled_escrow: null,
  endorsements: amounts.endorsements ?? null,
});

// F1: no JV. Escrow 1200; title 2500, of which premiums and endorsements 2250.
const f1 = credited({});
// F2: JV partner with a 40% Magnus share. Escrow 1200; Magnus title 1000 (premiums 900); partner title 1500.
const f2 = credited({ jv: { magnus_title_pct: '0.4' } });
// F3: closed in December; an adjustment of +100.00 escrow posted in January.
const f3 = credited({
  calc_close_date: '2025-12-18',
  adjustments: [adjustment('2026-01-09', { magnus_escrow: '100.00' })],
});

const charges: ChargeLine[] = [
  {
    month_end_date: '2026-01-15',
    loss_total: '0',
    other_against_rev: '22.00',
    other_against_commission: '0',
  },
  {
    month_end_date: '2026-01-31',
    loss_total: '100.00',
    other_against_rev: '200.00',
    other_against_commission: '50.00',
  },
  {
    month_end_date: '2026-02-28',
    loss_total: '999.00',
    other_against_rev: '999.00',
    other_against_commission: '999.00',
  },
];

const example: FilesInput = {
  period: january,
  employee: rep,
  files: [f1, f2, f3],
  charges,
  guarantees: [],
  payments: [
    { period_begin: '2026-01-01', period_end: '2026-01-31', amount: '300.00' },
    { period_begin: '2026-02-01', period_end: '2026-02-28', amount: '100.00' },
  ],
};

const guarantee = (amount: string, override = true): CommissionGuarantee => ({
  period_beg_dt: '2026-01-01',
  period_end_dt: '2026-06-30',
  guarantee_amount: amount,
  override_if_comm_greater: override,
});

describe('DOMAIN.md §4 field by field: the worked example', () => {
  it('computes every field of the row to the cent', () => {
    expect(commissionOf(example)).toEqual({
      esc_rev_tot: '2500.00', //            1200 + 1200 + 100
      title_rev_tot: '3500.00', //          Magnus title: 2500 + 1000
      underwriter_amt: '378.00', //         (2250 + 900) x 12%
      comable_rev: '5622.00', //            2500 + 3500 - 378
      comm_only_rev: '0.00', //             not commission-only
      base_amt: '3000.00', //               monthly base, monthly period
      other_against_rev: '222.00', //       22 + 200 (February's line is another period)
      rev_subtotal: '2400.00', //           5622 - 222 - 3000
      loss_tot: '100.00',
      other_charges: '50.00',
      comm_amt_bef_guarantee: '740.00', //  2400 x 35% + 2 closed files x 25 - 100 - 50
      comm_guarantee_amt: '0.00', //        no guarantee
      comm_amt: '740.00',
      comm_paid_out: '300.00', //           January's payment only
      comm_end_balance: '440.00', //        740 - 300
      comm_beg_dt: '2026-01-01',
      comm_end_dt: '2026-01-31',
    });
  });

  it('takes the credited sums as given: the same row from sums written by hand', () => {
    // esc 2500.00, title 3500.00, underwriter 378.00; F1 and F2 closed in January.
    const { files: _, ...rest } = example;
    expect(computeCommission({ ...rest, credited: sums(250000, 350000, 37800, 2) })).toEqual(
      commissionOf(example),
    );
  });
});

describe('the credited sums (the input): cents per file and per adjustment, summed', () => {
  it('are the files credited in the employee role only', () => {
    const eoFile: CreditedFile = { ...f1, role: 'EO' };
    expect(commissionOf({ ...example, files: [f1, eoFile] }).esc_rev_tot).toBe('1200.00');
  });

  it('round the title share per file, and the totals are the sums of the files', () => {
    // Three files each with 100.01 of title processing and a 50% JV: 50.005 -> 50.01 each.
    const { revenue } = credited({
      components: { ...onlyEscrow('0'), title_processing: '100.01' },
      jv: { magnus_title_pct: '0.5' },
    });
    const total = creditRevenue([revenue, revenue, revenue], rep);
    expect(total.lines.map((l) => l.title_rev)).toEqual([5001, 5001, 5001]);
    expect(total.title_rev_tot).toBe(15003); // 3 x 50.01 (rounding the sum once would give 150.02)
    expect(total.lines.reduce((s, l) => s + l.commable_rev, 0)).toBe(total.comable_rev);
  });

  it('round the underwriter share per file: 0.05 of premium x 12% = 0.006 -> 0.01 on each of two files', () => {
    const { revenue } = credited({ components: { ...onlyEscrow('0'), owners_policy: '0.05' } });
    const total = creditRevenue([revenue, revenue], rep);
    expect(total.underwriter_amt).toBe(2); // not round(0.012) = 0.01
    expect(total.comable_rev).toBe(8); //     0.10 - 0.02
  });

  it('give one file the rep_/eo_ figures of the order reports', () => {
    expect(creditRevenue([f2.revenue], rep).lines[0]).toEqual({
      esc_rev: 120000,
      title_rev: 100000,
      underwriter_amt: 10800,
      commable_rev: 209200, // 1200 + 1000 - 108
    });
  });

  it('are refused when commable_rev is not esc_rev + title_rev - underwriter_amt, or not whole cents', () => {
    const { files: _, ...rest } = example;
    const bad = { ...sums(250000, 350000, 37800, 2), commable_rev: asCents(562201) };
    expect(() => computeCommission({ ...rest, credited: bad })).toThrow(MoneyError);
    const fractional = { ...sums(250000, 350000, 37800, 2), esc_rev: 0.5 as Cents };
    expect(() => computeCommission({ ...rest, credited: fractional })).toThrow(MoneyError);
    expect(() => computeCommission({ ...rest, credited: sums(0, 0, 0, -1) })).toThrow(MoneyError);
  });
});

describe('esc_rev_tot, title_rev_tot, underwriter_amt, comable_rev', () => {
  it('title_rev_tot adds the partner title revenue when rep_gets_full_jv_title', () => {
    const row = commissionOf({ ...example, employee: { ...rep, rep_gets_full_jv_title: true } });
    expect(row).toMatchObject({
      title_rev_tot: '5000.00', //  2500 + 1000 + 1500
      underwriter_amt: '540.00', // (2250 + 2250) x 12%
      comable_rev: '6960.00', //    2500 + 5000 - 540
    });
  });

  it('underwriter_amt uses the employee split, and the default 12% when it is not set', () => {
    expect(commissionOf({ ...example, employee: { ...rep, uw_split_pct: '0.10' } }).underwriter_amt).toBe(
      '315.00',
    );
    expect(commissionOf({ ...example, employee: { ...rep, uw_split_pct: null } }).underwriter_amt).toBe(
      '378.00',
    );
  });

  describe('negative adjustments: negative credited sums', () => {
    // Closed in December; -500.00 escrow and -100.00 endorsements posted in January (no JV):
    // underwriter -12.00, commissionable -500 - 100 + 12 = -588.00.
    const refund = credited({
      calc_close_date: '2025-12-18',
      adjustments: [adjustment('2026-01-12', { magnus_escrow: '-500.00', endorsements: '-100.00' })],
    });

    it('count as negative revenue, not as a closed file, and rev_subtotal stops at 0', () => {
      const row = commissionOf({ ...example, files: [refund], charges: [] });
      expect(row).toMatchObject({
        esc_rev_tot: '-500.00',
        title_rev_tot: '-100.00',
        underwriter_amt: '-12.00',
        comable_rev: '-588.00',
        rev_subtotal: '0.00',
        comm_amt_bef_guarantee: '0.00', // no closed file, no charge
      });
      expect(fromFiles({ ...example, files: [refund] }).credited).toEqual(sums(-50000, -10000, -1200, 0));
    });

    it('reduce the revenue of the files that closed', () => {
      const row = commissionOf({ ...example, files: [f1, f2, f3, refund] });
      expect(row).toMatchObject({
        comable_rev: '5034.00', //             5622 - 588
        rev_subtotal: '1812.00', //            5034 - 222 - 3000
        comm_amt_bef_guarantee: '534.20', //   1812 x 35% = 634.20, + 2 x 25 - 100 - 50
      });
    });

    it('are all of comm_only_rev for a commission-only employee', () => {
      const { files: _, ...rest } = example;
      const row = computeCommission({
        ...rest,
        employee: { ...rep, commission_only: true },
        credited: sums(-50000, -10000, -1200),
        charges: [],
      });
      expect(row).toMatchObject({ comm_only_rev: '-588.00', rev_subtotal: '0.00', comm_amt: '0.00' });
    });
  });
});

describe('linked roll-up: an escrow officer is credited with the files of the employees linked to them', () => {
  // The input is already rolled up: the server sums the eo_ figures of the officer's files and
  // of their linked employees' files (link_to_emp_id) into the officer's CreditedSums, and
  // leaves them out of the linked employee's. The engine sees one set of sums.
  const officer: CommissionEmployee = { ...rep, emp_type: 'EO', comm_pct: '0.30', base: '2000.00' };
  const own: CreditedFile = { ...f1, role: 'EO' };
  const linked: CreditedFile = { ...f2, role: 'EO' }; // the escrow officer of F2 is linked to `officer`

  it("counts the linked employee's file in the officer's row", () => {
    const row = commissionOf({ period: january, employee: officer, files: [own, linked] });
    expect(row).toMatchObject({
      esc_rev_tot: '2400.00', //            1200 + 1200
      title_rev_tot: '3500.00', //          2500 + 1000
      underwriter_amt: '378.00', //         (2250 + 900) x 12%
      comable_rev: '5522.00', //            2400 + 3500 - 378
      rev_subtotal: '3522.00', //           5522 - 2000
      comm_amt_bef_guarantee: '1106.60', // 3522 x 30% = 1056.60, + 2 x 25
    });
  });

  it('is the same row as from the sums of the two files, summed by hand', () => {
    const row = computeCommission({
      period: january,
      employee: officer,
      credited: sums(240000, 350000, 37800, 2),
    });
    expect(row).toEqual(commissionOf({ period: january, employee: officer, files: [own, linked] }));
  });
});

describe('commission-only', () => {
  it('comm_only_rev is all of comable_rev and base_amt is 0, whatever the override', () => {
    const row = commissionOf({
      ...example,
      employee: { ...rep, commission_only: true },
      base_override: '500',
    });
    expect(row).toMatchObject({
      comable_rev: '5622.00',
      comm_only_rev: '5622.00',
      base_amt: '0.00',
      rev_subtotal: '5400.00', //           5622 - 222
      comm_amt_bef_guarantee: '1790.00', // 5400 x 35% + 50 - 100 - 50
    });
  });

  it('comm_only_rev is 0 for a salaried employee', () => {
    expect(commissionOf(example).comm_only_rev).toBe('0.00');
  });
});

describe('base_amt: the base override and a blank override', () => {
  it.each([
    ['the monthly base for a monthly period', january, '3000.00', null, '3000.00'],
    ['the override set for the period', january, '3000.00', '2000.00', '2000.00'],
    ['the override, not halved, for a semi-monthly period', firstHalf, '3000.00', '2000', '2000.00'],
    ['an override of 0: no base', january, '3000.00', '0', '0.00'],
    ['no base set: 0', january, null, null, '0.00'],
    ['a blank override: the monthly base', january, '3000.00', '', '3000.00'],
    [
      'a blank override: the monthly base, halved for a semi-monthly period',
      firstHalf,
      '3000.00',
      '  ',
      '1500.00',
    ],
  ])('%s', (_, period, base, override, expected) => {
    const row = commissionOf({
      ...example,
      period,
      employee: { ...rep, base },
      base_override: override,
    });
    expect(row.base_amt).toBe(expected);
  });
});

describe('semi-monthly halves: the base, the guarantee and rep_combo_base (half a cent away from zero)', () => {
  it.each([
    ['the base: half of it for the first half', firstHalf, '3000.00', '1500.00'],
    ['the base: 3000.01 / 2 = 1500.01', secondHalf, '3000.01', '1500.01'],
  ])('%s', (_, period, base, expected) => {
    expect(commissionOf({ ...example, period, employee: { ...rep, base } }).base_amt).toBe(expected);
  });

  it('the guarantee: 3000.01 / 2 = 1500.01', () => {
    const row = commissionOf({ ...example, period: secondHalf, guarantees: [guarantee('3000.01')] });
    expect(row.comm_guarantee_amt).toBe('1500.01'); // 1500.005 -> 1500.01
    expect(row.comm_amt).toBe('1500.01');
  });

  it('rep_combo_base: 0.03 / 2 = 0.02', () => {
    const { files: _, ...rest } = example;
    const row = computeCommission({
      ...rest,
      period: secondHalf,
      employee: { ...rep, emp_type: 'EO', both_rep_and_eo: true, rep_combo_base: '0.03', comm_pct: '0' },
      credited: sums(0, 0, 0),
      rep_combo_revenue: asCents(202), // 2.02 - 0.02 (0.015 -> 0.02) = 2.00, x 5% = 0.10
      charges: [],
    });
    expect(row.comm_amt_bef_guarantee).toBe('0.10');
  });
});

describe('rev_subtotal = comable_rev - other_against_rev - base_amt, not below 0', () => {
  it('stops at 0', () => {
    const row = commissionOf({ ...example, files: [f1], base_override: '9000.00' });
    expect(row).toMatchObject({
      comable_rev: '3430.00', //             1200 + 2500 - 270
      rev_subtotal: '0.00', //               3430 - 222 - 9000 < 0
    });
  });
});

describe('charges: the employee lines dated in the period only', () => {
  it('counts the lines of the 15th and the last day of January, not February', () => {
    expect(commissionOf(example)).toMatchObject({
      other_against_rev: '222.00', // 22 + 200
      loss_tot: '100.00',
      other_charges: '50.00',
    });
  });

  it('counts only the line of the half month', () => {
    expect(commissionOf({ ...example, period: firstHalf })).toMatchObject({
      other_against_rev: '22.00',
      loss_tot: '0.00',
      other_charges: '0.00',
    });
    expect(commissionOf({ ...example, period: secondHalf })).toMatchObject({
      other_against_rev: '200.00',
      loss_tot: '100.00',
      other_charges: '50.00',
    });
  });
});

describe('comm_amt_bef_guarantee = rev_subtotal x comm_pct + closed files x per_file_comm_amt - loss_tot - other_charges', () => {
  const commissionOnly = { ...rep, commission_only: true, per_file_comm_amt: null };
  const fileWithEscrow = (fee: string): CreditedFile => credited({ components: onlyEscrow(fee) });

  it('rounds half away from zero once: 1000.30 x 35% = 350.105 -> 350.11 (floats give 350.10)', () => {
    expect(Math.round(1000.3 * 0.35 * 100) / 100).toBe(350.1);
    const row = commissionOf({
      period: january,
      employee: commissionOnly,
      files: [fileWithEscrow('1000.30')],
    });
    expect(row.rev_subtotal).toBe('1000.30');
    expect(row.comm_amt_bef_guarantee).toBe('350.11');
    // The same from the sums written by hand.
    expect(
      computeCommission({ period: january, employee: commissionOnly, credited: sums(100030, 0, 0, 1) })
        .comm_amt_bef_guarantee,
    ).toBe('350.11');
  });

  it('counts only files that closed in the period for per_file_comm_amt', () => {
    const row = commissionOf({ ...example, charges: [], employee: { ...rep, comm_pct: '0' } });
    expect(row.comm_amt_bef_guarantee).toBe('50.00'); // F1 and F2; F3 only had an adjustment
  });

  it('treats a missing comm_pct as 0 and refuses one outside 0 to 1', () => {
    expect(commissionOf({ ...example, employee: { ...rep, comm_pct: null } }).comm_amt_bef_guarantee).toBe(
      '-100.00',
    );
    expect(() => commissionOf({ ...example, employee: { ...rep, comm_pct: '-0.1' } })).toThrow(MoneyError);
    expect(() => commissionOf({ ...example, employee: { ...rep, comm_pct: '35' } })).toThrow(MoneyError);
  });

  it('is not floored: charges can make it negative', () => {
    const row = commissionOf({ ...example, files: [f1], base_override: '9000.00' });
    expect(row).toMatchObject({
      rev_subtotal: '0.00',
      comm_amt_bef_guarantee: '-125.00', //  0 + 1 x 25 - 100 - 50
      comm_amt: '-125.00',
      comm_end_balance: '-425.00', //        -125 - 300
    });
  });
});

describe('both_rep_and_eo: rep_combo_comm_pct on rep revenue above rep_combo_base, on top', () => {
  // An escrow officer (30%, base 2000) who is also the marketing rep on F2.
  const combo: CommissionEmployee = {
    ...rep,
    emp_type: 'EO',
    comm_pct: '0.30',
    per_file_comm_amt: null,
    base: '2000.00',
    both_rep_and_eo: true,
    rep_combo_comm_pct: null, // default 5%
    rep_combo_base: '1000.00',
  };
  const files: CreditedFile[] = [
    { ...f1, role: 'EO' },
    { ...f2, role: 'REP' },
  ];
  const commissionOnly = { ...rep, commission_only: true, per_file_comm_amt: null };
  const fileWithEscrow = (fee: string): CreditedFile => credited({ components: onlyEscrow(fee) });

  it('adds 5% of the rep commissionable revenue above the combo base', () => {
    const input = fromFiles({ period: january, employee: combo, files });
    expect(input.rep_combo_revenue).toBe(209200); // F2's rep_commable_rev
    expect(computeCommission(input)).toMatchObject({
      comable_rev: '3430.00', //             EO file only: 1200 + 2500 - 270
      rev_subtotal: '1430.00', //            3430 - 2000
      comm_amt_bef_guarantee: '483.60', //   1430 x 30% = 429.00, + (2092 - 1000) x 5% = 54.60
    });
  });

  it('without the flag the rep file earns nothing here (rep_combo_revenue is ignored)', () => {
    const row = commissionOf({ period: january, employee: { ...combo, both_rep_and_eo: false }, files });
    expect(row.comm_amt_bef_guarantee).toBe('429.00');
    const input = fromFiles({ period: january, employee: combo, files });
    expect(
      computeCommission({ ...input, employee: { ...combo, both_rep_and_eo: false } }).comm_amt_bef_guarantee,
    ).toBe('429.00');
  });

  it('earns nothing extra below the combo base', () => {
    const row = commissionOf({ period: january, employee: { ...combo, rep_combo_base: '5000' }, files });
    expect(row.comm_amt_bef_guarantee).toBe('429.00');
  });

  it('rounds the commission and the combo share once each, for the row', () => {
    // 1000.30 x 35% = 350.105 -> 350.11 and 0.10 x 5% = 0.005 -> 0.01: 350.12.
    const row = commissionOf({
      period: january,
      employee: { ...commissionOnly, emp_type: 'EO', both_rep_and_eo: true, rep_combo_base: '0' },
      files: [
        { ...fileWithEscrow('1000.30'), role: 'EO' },
        { ...fileWithEscrow('0.10'), role: 'REP' },
      ],
    });
    expect(row.comm_amt_bef_guarantee).toBe('350.12');
  });

  it('halves rep_combo_base for a semi-monthly period', () => {
    // 1-15 January: base 1000 (2000 halved); combo base 500 (1000 halved): (2092 - 500) x 5% = 79.60
    const row = commissionOf({ period: firstHalf, employee: combo, files });
    expect(row).toMatchObject({
      base_amt: '1000.00',
      rev_subtotal: '2430.00', //            3430 - 1000
      comm_amt_bef_guarantee: '808.60', //   2430 x 30% = 729.00, + 79.60
    });
  });
});

describe('the guarantee: above and below the commission, and the override flag', () => {
  it.each([
    ['the guarantee above the commission: the guarantee', [guarantee('1500.00')], '1500.00', '1500.00'],
    ['the guarantee below the commission: the commission', [guarantee('500.00')], '500.00', '740.00'],
    [
      'override_if_comm_greater false: the guarantee even when the commission is greater',
      [guarantee('500.00', false)],
      '500.00',
      '500.00',
    ],
    [
      'override_if_comm_greater false and the guarantee above: the guarantee',
      [guarantee('1500.00', false)],
      '1500.00',
      '1500.00',
    ],
    ['no guarantee: the commission', [], '0.00', '740.00'],
    [
      'a guarantee that does not cover the whole period does not count',
      [{ ...guarantee('1500.00'), period_beg_dt: '2026-01-05' }],
      '0.00',
      '740.00',
    ],
  ])('%s', (_, guarantees, guaranteeAmt, commAmt) => {
    const row = commissionOf({ ...example, guarantees });
    expect(row.comm_amt_bef_guarantee).toBe('740.00');
    expect(row.comm_guarantee_amt).toBe(guaranteeAmt);
    expect(row.comm_amt).toBe(commAmt);
    expect(row.comm_end_balance).toBe(
      (Number(commAmt) - 300).toFixed(2), // safe here: whole-cent test values
    );
  });

  it('picks the narrowest of several covering guarantees (latest start, then earliest end)', () => {
    const wide = guarantee('1000.00');
    const narrow = { ...guarantee('2000.00'), period_beg_dt: '2026-01-01', period_end_dt: '2026-01-31' };
    expect(guaranteeFor([narrow, wide], january)).toBe(narrow);
    expect(guaranteeFor([wide, narrow], january)).toBe(narrow);
  });
});

describe('comm_paid_out and comm_end_balance', () => {
  it('sums the payments for periods within this one and subtracts them', () => {
    const row = commissionOf({
      ...example,
      payments: [
        { period_begin: '2026-01-01', period_end: '2026-01-31', amount: '300.00' },
        { period_begin: '2026-01-01', period_end: '2026-01-31', amount: '40.01' },
        { period_begin: '2025-12-01', period_end: '2025-12-31', amount: '1000.00' },
      ],
    });
    expect(row.comm_paid_out).toBe('340.01');
    expect(row.comm_end_balance).toBe('399.99');
  });
});

describe('employment starting and ending inside the period: comm_beg_dt and comm_end_dt', () => {
  it.each([
    ['employed all period', '2020-01-01', null, '2026-01-01', '2026-01-31'],
    ['started in the period', '2026-01-10', null, '2026-01-10', '2026-01-31'],
    ['terminated in the period', '2020-01-01', '2026-01-20', '2026-01-01', '2026-01-20'],
    ['started and terminated in the period', '2026-01-10', '2026-01-20', '2026-01-10', '2026-01-20'],
    ['no start date', null, null, '2026-01-01', '2026-01-31'],
    ['terminated before the period', '2020-01-01', '2025-12-15', null, null],
    ['started after the period', '2026-02-01', null, null, null],
  ])('%s', (_, start_date, termination_date, beg, end) => {
    const row = commissionOf({ ...example, employee: { ...rep, start_date, termination_date } });
    expect([row.comm_beg_dt, row.comm_end_dt]).toEqual([beg, end]);
  });

  it('only informs: the revenue and the base are not cut to the days employed', () => {
    const row = commissionOf({
      ...example,
      employee: { ...rep, start_date: '2026-01-10', termination_date: '2026-01-20' },
    });
    const { comm_beg_dt: _b, comm_end_dt: _e, ...money } = row;
    const { comm_beg_dt: _b2, comm_end_dt: _e2, ...full } = commissionOf(example);
    expect(money).toEqual(full);
  });
});

describe('periods', () => {
  it('refuses a period whose start is after its end', () => {
    expect(() => commissionOf({ ...example, period: { start: '2026-01-31', end: '2026-01-01' } })).toThrow();
  });
});

// --- the trace -------------------------------------------------------------------------------

const ROW_FIELDS = Object.keys(commissionOf(example)) as (keyof CommissionRow)[];

/** The row the steps tell: the last step of each field (a date step's `''` is null). */
function rowOfSteps(steps: readonly CommissionStep[]): Partial<Record<keyof CommissionRow, string | null>> {
  const row: Partial<Record<keyof CommissionRow, string | null>> = {};
  for (const s of steps) {
    if (!(ROW_FIELDS as string[]).includes(s.field)) continue;
    const dateField = s.field === 'comm_beg_dt' || s.field === 'comm_end_dt';
    row[s.field as keyof CommissionRow] = dateField && s.value === '' ? null : s.value;
  }
  return row;
}

/** Checks that the trace's steps end with the row's value for every field. */
function expectRowEqualsTrace(input: CommissionInput): void {
  const trace = traceCommission(input);
  expect(rowOfSteps(trace.steps)).toEqual(trace.row);
  expect(computeCommission(input)).toEqual(trace.row);
}

/** A small deterministic generator (mulberry32), so a failing case can be replayed by its seed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomInput(seed: number): CommissionInput {
  const r = random(seed);
  const int = (min: number, max: number): number => min + Math.floor(r() * (max - min + 1));
  const money = (max: number): string => (int(-max, max * 4) / 100).toFixed(2);
  const pct = (): string | null => (r() < 0.1 ? null : (int(0, 10000) / 10000).toFixed(4));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  const period = pick([january, firstHalf, secondHalf, { start: '2026-02-01', end: '2026-02-28' }]);
  const date = (): string => `2026-0${int(1, 2)}-${String(int(1, 28)).padStart(2, '0')}`;
  const esc = int(-50000, 5000000);
  const title = int(-50000, 5000000);
  const employee: CommissionEmployee = {
    emp_type: pick(['REP', 'EO'] as const),
    comm_pct: pct(),
    uw_split_pct: pct(),
    per_file_comm_amt: r() < 0.3 ? null : money(10000),
    commission_only: r() < 0.2,
    both_rep_and_eo: r() < 0.3,
    rep_combo_comm_pct: pct(),
    rep_combo_base: r() < 0.3 ? null : (int(0, 500001) / 100).toFixed(2),
    rep_gets_full_jv_title: r() < 0.3,
    base: r() < 0.2 ? null : (int(0, 800001) / 100).toFixed(2),
    start_date: r() < 0.3 ? null : date(),
    termination_date: r() < 0.7 ? null : date(),
  };
  return {
    period,
    employee,
    credited: sums(esc, title, int(-5000, Math.max(0, Math.floor(title / 8))), int(0, 40)),
    rep_combo_revenue: asCents(int(-100000, 5000000)),
    base_override: pick([null, undefined, '', '  ', (int(0, 500001) / 100).toFixed(2)]),
    charges: Array.from({ length: int(0, 4) }, () => ({
      month_end_date: pick(['2026-01-15', '2026-01-31', '2026-02-15', '2026-02-28']),
      loss_total: money(50000),
      other_against_rev: money(50000),
      other_against_commission: money(50000),
    })),
    guarantees: Array.from({ length: int(0, 3) }, () => ({
      period_beg_dt: pick(['2025-07-01', '2026-01-01', '2026-01-16', '2026-02-01']),
      period_end_dt: pick(['2026-01-15', '2026-01-31', '2026-02-28', '2026-12-31']),
      guarantee_amount: (int(0, 1000001) / 100).toFixed(2),
      override_if_comm_greater: r() < 0.7,
    })),
    payments: Array.from({ length: int(0, 3) }, () => ({
      period_begin: pick(['2026-01-01', '2026-01-16', '2026-02-01']),
      period_end: pick(['2026-01-15', '2026-01-31', '2026-02-28']),
      amount: (int(1, 500000) / 100).toFixed(2),
    })),
  };
}

describe('the trace ("why is my number X")', () => {
  it('ends with the row value of every field: the row equals its trace', () => {
    const cases: FilesInput[] = [
      example,
      { ...example, period: firstHalf, guarantees: [guarantee('3000.01')] },
      { ...example, guarantees: [guarantee('500.00', false)] },
      { ...example, employee: { ...rep, commission_only: true, termination_date: '2025-12-01' } },
      { ...example, files: [f1], base_override: '9000.00' },
    ];
    for (const input of cases) expectRowEqualsTrace(fromFiles(input));
  });

  it('property: for many random inputs, the row equals its trace to the cent', () => {
    for (let seed = 1; seed <= 500; seed++) {
      const input = randomInput(seed);
      const trace = traceCommission(input);
      expect(rowOfSteps(trace.steps), `seed ${seed}`).toEqual(trace.row);
      expect(computeCommission(input), `seed ${seed}`).toEqual(trace.row);
      const cents = (field: keyof CommissionRow): Cents => toCents(trace.row[field] as string);
      expect(cents('comable_rev')).toBe(
        cents('esc_rev_tot') + cents('title_rev_tot') - cents('underwriter_amt'),
      );
      expect(cents('rev_subtotal')).toBeGreaterThanOrEqual(0);
      expect(cents('comm_end_balance')).toBe(cents('comm_amt') - cents('comm_paid_out'));
    }
  });

  it('lists each step of the formula in order, with the numbers', () => {
    const { steps } = traceCommission(fromFiles(example));
    expect(steps.map((s) => s.field)).toEqual([
      'esc_rev_tot',
      'title_rev_tot',
      'underwriter_amt',
      'comable_rev',
      'comm_only_rev',
      'base_amt',
      'other_against_rev',
      'rev_subtotal',
      'loss_tot',
      'other_charges',
      'comm_pct_share',
      'per_file_total',
      'comm_amt_bef_guarantee',
      'comm_guarantee_amt',
      'comm_amt',
      'comm_paid_out',
      'comm_end_balance',
      'comm_beg_dt',
      'comm_end_dt',
    ]);
    const byField = Object.fromEntries(steps.map((s) => [s.field, s]));
    expect(byField.comable_rev).toEqual({
      field: 'comable_rev',
      value: '5622.00',
      rule: 'esc_rev_tot 2500.00 + title_rev_tot 3500.00 - underwriter_amt 378.00 (rep_commable_rev summed)',
    });
    expect(byField.rev_subtotal?.rule).toBe(
      'comable_rev 5622.00 - other_against_rev 222.00 - base_amt 3000.00, not below 0',
    );
    expect(byField.other_against_rev?.rule).toBe(
      'other_against_rev of the charge lines dated in the period (2026-01-15, 2026-01-31): 22.00 + 200.00',
    );
    expect(byField.comm_pct_share).toMatchObject({
      value: '840.00',
      rule: 'rev_subtotal 2400.00 x comm_pct 0.350000',
    });
    expect(byField.per_file_total).toMatchObject({
      value: '50.00',
      rule: 'closed files 2 x per_file_comm_amt 25.00',
    });
    expect(byField.comm_amt_bef_guarantee?.rule).toBe(
      'comm_pct_share 840.00 + per_file_total 50.00 - loss_tot 100.00 - other_charges 50.00, not floored',
    );
    expect(byField.comm_end_balance?.rule).toBe('comm_amt 740.00 - comm_paid_out 300.00');
  });

  it('shows the rounding of a product over the row', () => {
    const { steps } = traceCommission({
      period: january,
      employee: { ...rep, commission_only: true, per_file_comm_amt: null },
      credited: sums(100030, 0, 0, 1),
    });
    expect(steps.find((s) => s.field === 'comm_pct_share')).toEqual({
      field: 'comm_pct_share',
      value: '350.11',
      rule: 'rev_subtotal 1000.30 x comm_pct 0.350000 = 350.105, rounded half away from zero',
    });
  });

  it('shows the combo share when both_rep_and_eo', () => {
    const combo: CommissionEmployee = {
      ...rep,
      emp_type: 'EO',
      both_rep_and_eo: true,
      rep_combo_base: '1000.00',
    };
    const { steps } = traceCommission({
      period: firstHalf,
      employee: combo,
      credited: sums(0, 0, 0),
      rep_combo_revenue: asCents(209200),
    });
    expect(steps.find((s) => s.field === 'rep_combo_share')).toMatchObject({ value: '79.60' });
    expect(steps.find((s) => s.field === 'rep_combo_share')?.rule).toContain(
      'rep_combo_base 500.00 (1000.00 / 2',
    );
    expect(traceCommission(fromFiles(example)).steps.some((s) => s.field === 'rep_combo_share')).toBe(false);
  });

  it('says why comm_amt is the guarantee or the commission', () => {
    const rule = (guarantees: CommissionGuarantee[]): string | undefined =>
      traceCommission(fromFiles({ ...example, guarantees })).steps.find((s) => s.field === 'comm_amt')?.rule;
    expect(rule([guarantee('1500.00')])).toBe(
      'guarantee 1500.00 exceeds commission 740.00 (override_if_comm_greater)',
    );
    expect(rule([guarantee('500.00')])).toBe(
      'commission 740.00 is not below the guarantee 500.00 (override_if_comm_greater)',
    );
    expect(rule([guarantee('500.00', false)])).toBe(
      'guarantee 500.00 paid whatever the commission 740.00 (override_if_comm_greater false)',
    );
    expect(rule([])).toBe('comm_amt_bef_guarantee 740.00, no guarantee');
  });

  it.each([
    ['override', { base_override: '2000.00' }, {}, january, '2000.00'],
    ['monthly', {}, {}, january, '3000.00'],
    ['half_monthly', {}, {}, secondHalf, '1500.00'],
    ['commission_only', { base_override: '2000.00' }, { commission_only: true }, january, '0.00'],
    ['none', { base_override: '' }, { base: null }, january, '0.00'],
  ] as const)('reports base_source %s', (source, extra, employee, period, baseAmt) => {
    const trace = traceCommission(
      fromFiles({ ...example, ...extra, period, employee: { ...rep, ...employee } }),
    );
    expect(trace.base_source).toBe(source);
    expect(trace.row.base_amt).toBe(baseAmt);
  });

  it('reports the guarantee used, or null', () => {
    const wide = guarantee('1000.00');
    const narrow = { ...guarantee('2000.00'), period_end_dt: '2026-01-31' };
    expect(traceCommission(fromFiles({ ...example, guarantees: [wide, narrow] })).guarantee).toBe(narrow);
    expect(traceCommission(fromFiles({ ...example, guarantees: [wide] })).guarantee).toBe(wide);
    expect(traceCommission(fromFiles(example)).guarantee).toBeNull();
    expect(
      traceCommission(
        fromFiles({ ...example, period: { start: '2026-07-01', end: '2026-07-31' }, guarantees: [wide] }),
      ).guarantee,
    ).toBeNull();
  });
});

describe('payments cannot exceed the available commission (comm_end_balance before the payment)', () => {
  const commAmt = toCents('740.00');

  it('allows up to the balance', () => {
    const available = availableCommission(commAmt, [toCents('300.00')]);
    expect(available).toBe(44000);
    expect(checkPayments(available, [toCents('240.00'), toCents('200.00')])).toMatchObject({
      ok: true,
      total: 44000,
    });
  });

  it('refuses a cent more', () => {
    expect(checkPayments(asCents(44000), [toCents('440.01')])).toMatchObject({
      ok: false,
      reason: 'EXCEEDS_AVAILABLE',
    });
  });

  it('lets an edited payment replace its old amount', () => {
    // 300.00 already paid; raising that same payment to 740.00 is fine.
    expect(checkPayments(availableCommission(commAmt, []), [toCents('740.00')]).ok).toBe(true);
  });

  it('refuses negative amounts and any payment from a negative balance', () => {
    expect(checkPayments(asCents(1000), [toCents('-1.00')])).toMatchObject({
      ok: false,
      reason: 'NEGATIVE_AMOUNT',
    });
    expect(checkPayments(asCents(-500), [toCents('0.01')])).toMatchObject({
      ok: false,
      reason: 'EXCEEDS_AVAILABLE',
    });
    expect(checkPayments(asCents(-500), [asCents(0)]).ok).toBe(true);
  });
});
