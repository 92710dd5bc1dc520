import { describe, expect, it } from 'vitest';
import {
  availableCommission,
  type ChargeLine,
  type CommissionEmployee,
  type CommissionGuarantee,
  type CommissionInput,
  type CreditedFile,
  checkPayments,
  computeCommission,
  creditRevenue,
  guaranteeFor,
} from './commission.ts';
import { asCents, MoneyError, toCents } from './money.ts';
import { fileRevenue, type RevenueComponents, type RevenueFile } from './revenue.ts';

// --- the worked example ------------------------------------------------------------------
//
// A marketing rep with a 35% commission, the default 12% underwriter split, 25.00 per closed
// file and a monthly base of 3,000.00, for January 2026.

const january = { start: '2026-01-01', end: '2026-01-31' };

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
const credited = (file: Partial<RevenueFile>, role: CreditedFile['role'] = 'REP'): CreditedFile => ({
  revenue: fileRevenue({ components, calc_close_date: '2026-01-20', jv: null, ...file }, january),
  role,
});

// F1: no JV. Escrow 1200; title 2500, of which premiums and endorsements 2250.
const f1 = credited({});
// F2: JV partner with a 40% Magnus share. Escrow 1200; Magnus title 1000 (premiums 900); partner title 1500.
const f2 = credited({ jv: { magnus_title_pct: '0.4' } });
// F3: closed in December; an adjustment of +100.00 escrow posted in January.
const f3 = credited({
  calc_close_date: '2025-12-18',
  adjustments: [
    {
      posting_date: '2026-01-09',
      magnus_escrow: '100.00',
      magnus_title: null,
      partner_title: null,
      title_processsing: null,
      bundled_escrow: null,
      endorsements: null,
    },
  ],
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

const example: CommissionInput = {
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

describe('the worked example, field by field as in DOMAIN.md §4', () => {
  it('computes every field of the row to the cent', () => {
    expect(computeCommission(example)).toEqual({
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
});

describe('esc_rev_tot, title_rev_tot, underwriter_amt, comable_rev', () => {
  it('title_rev_tot adds the partner title revenue when rep_gets_full_jv_title', () => {
    const row = computeCommission({ ...example, employee: { ...rep, rep_gets_full_jv_title: true } });
    expect(row).toMatchObject({
      title_rev_tot: '5000.00', //  2500 + 1000 + 1500
      underwriter_amt: '540.00', // (2250 + 2250) x 12%
      comable_rev: '6960.00', //    2500 + 5000 - 540
    });
  });

  it('underwriter_amt uses the employee split, and the default 12% when it is not set', () => {
    expect(
      computeCommission({ ...example, employee: { ...rep, uw_split_pct: '0.10' } }).underwriter_amt,
    ).toBe('315.00');
    expect(computeCommission({ ...example, employee: { ...rep, uw_split_pct: null } }).underwriter_amt).toBe(
      '378.00',
    );
  });

  it('counts only the files credited in the employee role', () => {
    const eoFile: CreditedFile = { ...f1, role: 'EO' };
    expect(computeCommission({ ...example, files: [f1, eoFile] }).esc_rev_tot).toBe('1200.00');
  });

  it('rounds the title share per file, and the totals are the sums of the files', () => {
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

  it('rounds the underwriter share per file: 0.05 of premium x 12% = 0.006 -> 0.01 on each of two files', () => {
    const { revenue } = credited({ components: { ...onlyEscrow('0'), owners_policy: '0.05' } });
    const total = creditRevenue([revenue, revenue], rep);
    expect(total.underwriter_amt).toBe(2); // not round(0.012) = 0.01
    expect(total.comable_rev).toBe(8); //     0.10 - 0.02
  });

  it('gives one file the rep_/eo_ figures of the order reports', () => {
    expect(creditRevenue([f2.revenue], rep).lines[0]).toEqual({
      esc_rev: 120000,
      title_rev: 100000,
      underwriter_amt: 10800,
      commable_rev: 209200, // 1200 + 1000 - 108
    });
  });
});

describe('comm_only_rev', () => {
  it('is all of comable_rev for a commission-only employee, and base_amt is 0', () => {
    const row = computeCommission({
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
});

describe('base_amt', () => {
  it.each([
    ['the monthly base for a monthly period', january, '3000.00', null, '3000.00'],
    [
      'half of it for a semi-monthly period',
      { start: '2026-01-01', end: '2026-01-15' },
      '3000.00',
      null,
      '1500.00',
    ],
    ['half rounded half up', { start: '2026-01-16', end: '2026-01-31' }, '3000.01', null, '1500.01'],
    ['the override set for the period', january, '3000.00', '2000.00', '2000.00'],
    [
      'the override, not halved, for a semi-monthly period',
      { start: '2026-01-01', end: '2026-01-15' },
      '3000.00',
      '2000',
      '2000.00',
    ],
    ['no base set: 0', january, null, null, '0.00'],
    ['a blank override: the monthly base', january, '3000.00', '', '3000.00'],
  ])('%s', (_, period, base, override, expected) => {
    const row = computeCommission({
      ...example,
      period,
      employee: { ...rep, base },
      base_override: override,
    });
    expect(row.base_amt).toBe(expected);
  });
});

describe('rev_subtotal = comable_rev - other_against_rev - base_amt, not below 0', () => {
  it('stops at 0, and the commission before guarantee may then be negative', () => {
    const row = computeCommission({ ...example, files: [f1], base_override: '9000.00' });
    expect(row).toMatchObject({
      comable_rev: '3430.00', //             1200 + 2500 - 270
      rev_subtotal: '0.00', //               3430 - 222 - 9000 < 0
      comm_amt_bef_guarantee: '-125.00', //  0 + 1 x 25 - 100 - 50
      comm_amt: '-125.00',
    });
  });
});

describe('comm_amt_bef_guarantee = rev_subtotal x comm_pct + closed files x per_file_comm_amt - loss_tot - other_charges', () => {
  const commissionOnly = { ...rep, commission_only: true, per_file_comm_amt: null };
  const fileWithEscrow = (fee: string): CreditedFile => credited({ components: onlyEscrow(fee) });

  it('rounds half up once: 1000.30 x 35% = 350.105 -> 350.11 (floats give 350.10)', () => {
    expect(Math.round(1000.3 * 0.35 * 100) / 100).toBe(350.1);
    const row = computeCommission({
      period: january,
      employee: commissionOnly,
      files: [fileWithEscrow('1000.30')],
    });
    expect(row.rev_subtotal).toBe('1000.30');
    expect(row.comm_amt_bef_guarantee).toBe('350.11');
  });

  it('counts only files that closed in the period for per_file_comm_amt', () => {
    const row = computeCommission({ ...example, charges: [], employee: { ...rep, comm_pct: '0' } });
    expect(row.comm_amt_bef_guarantee).toBe('50.00'); // F1 and F2; F3 only had an adjustment
  });

  it('treats a missing comm_pct as 0 and refuses one outside 0 to 1', () => {
    expect(
      computeCommission({ ...example, employee: { ...rep, comm_pct: null } }).comm_amt_bef_guarantee,
    ).toBe('-100.00');
    expect(() => computeCommission({ ...example, employee: { ...rep, comm_pct: '-0.1' } })).toThrow(
      MoneyError,
    );
    expect(() => computeCommission({ ...example, employee: { ...rep, comm_pct: '35' } })).toThrow(MoneyError);
  });

  describe('both_rep_and_eo earns rep_combo_comm_pct on rep revenue above rep_combo_base, on top', () => {
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

    it('adds 5% of the rep commissionable revenue above the combo base', () => {
      const row = computeCommission({ period: january, employee: combo, files });
      expect(row).toMatchObject({
        comable_rev: '3430.00', //             EO file only: 1200 + 2500 - 270
        rev_subtotal: '1430.00', //            3430 - 2000
        comm_amt_bef_guarantee: '483.60', //   1430 x 30% = 429.00, + (2092 - 1000) x 5% = 54.60
      });
    });

    it('without the flag the rep file earns nothing here', () => {
      const row = computeCommission({
        period: january,
        employee: { ...combo, both_rep_and_eo: false },
        files,
      });
      expect(row.comm_amt_bef_guarantee).toBe('429.00');
    });

    it('earns nothing extra below the combo base', () => {
      const row = computeCommission({
        period: january,
        employee: { ...combo, rep_combo_base: '5000' },
        files,
      });
      expect(row.comm_amt_bef_guarantee).toBe('429.00');
    });

    it('rounds the commission and the combo share once each, for the row', () => {
      // 1000.30 x 35% = 350.105 -> 350.11 and 0.10 x 5% = 0.005 -> 0.01: 350.12.
      const row = computeCommission({
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
      const row = computeCommission({
        period: { start: '2026-01-01', end: '2026-01-15' },
        employee: combo,
        files,
      });
      expect(row).toMatchObject({
        base_amt: '1000.00',
        rev_subtotal: '2430.00', //            3430 - 1000
        comm_amt_bef_guarantee: '808.60', //   2430 x 30% = 729.00, + 79.60
      });
    });
  });
});

describe('comm_guarantee_amt and comm_amt', () => {
  const guarantee = (amount: string, override = true): CommissionGuarantee => ({
    period_beg_dt: '2026-01-01',
    period_end_dt: '2026-06-30',
    guarantee_amount: amount,
    override_if_comm_greater: override,
  });

  it.each([
    ['the guarantee when it exceeds the commission', [guarantee('1500.00')], '1500.00', '1500.00'],
    ['the commission when it exceeds the guarantee', [guarantee('500.00')], '500.00', '740.00'],
    [
      'the guarantee even when the commission is greater, with override_if_comm_greater false',
      [guarantee('500.00', false)],
      '500.00',
      '500.00',
    ],
    ['no guarantee: the commission', [], '0.00', '740.00'],
    [
      'a guarantee that does not cover the whole period does not count',
      [{ ...guarantee('1500.00'), period_beg_dt: '2026-01-05' }],
      '0.00',
      '740.00',
    ],
  ])('%s', (_, guarantees, guaranteeAmt, commAmt) => {
    const row = computeCommission({ ...example, guarantees });
    expect(row.comm_amt_bef_guarantee).toBe('740.00');
    expect(row.comm_guarantee_amt).toBe(guaranteeAmt);
    expect(row.comm_amt).toBe(commAmt);
    expect(row.comm_end_balance).toBe(
      (Number(commAmt) - 300).toFixed(2), // safe here: whole-cent test values
    );
  });

  it('halves the guarantee for a semi-monthly period, half a cent away from zero', () => {
    const row = computeCommission({
      ...example,
      period: { start: '2026-01-16', end: '2026-01-31' },
      guarantees: [guarantee('3000.01')],
    });
    expect(row.comm_guarantee_amt).toBe('1500.01'); // 1500.005 -> 1500.01
    expect(row.comm_amt).toBe('1500.01');
  });

  it('picks the narrowest of several covering guarantees', () => {
    const wide = guarantee('1000.00');
    const narrow = { ...guarantee('2000.00'), period_beg_dt: '2026-01-01', period_end_dt: '2026-01-31' };
    expect(guaranteeFor([narrow, wide], january)).toBe(narrow);
    expect(guaranteeFor([wide, narrow], january)).toBe(narrow);
  });
});

describe('comm_paid_out and comm_end_balance', () => {
  it('sums the payments for periods within this one and subtracts them', () => {
    const row = computeCommission({
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

describe('comm_beg_dt and comm_end_dt: the part of the period the employee was employed', () => {
  it.each([
    ['employed all period', '2020-01-01', null, '2026-01-01', '2026-01-31'],
    ['started in the period', '2026-01-10', null, '2026-01-10', '2026-01-31'],
    ['terminated in the period', '2020-01-01', '2026-01-20', '2026-01-01', '2026-01-20'],
    ['no start date', null, null, '2026-01-01', '2026-01-31'],
    ['terminated before the period', '2020-01-01', '2025-12-15', null, null],
    ['started after the period', '2026-02-01', null, null, null],
  ])('%s', (_, start_date, termination_date, beg, end) => {
    const row = computeCommission({ ...example, employee: { ...rep, start_date, termination_date } });
    expect([row.comm_beg_dt, row.comm_end_dt]).toEqual([beg, end]);
  });
});

describe('periods', () => {
  it('refuses a period whose start is after its end', () => {
    expect(() =>
      computeCommission({ ...example, period: { start: '2026-01-31', end: '2026-01-01' } }),
    ).toThrow();
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
