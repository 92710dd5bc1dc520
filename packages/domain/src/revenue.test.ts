import { describe, expect, it } from 'vitest';
import { MoneyError, sumCents } from './money.ts';
import {
  adjustmentAfterUnderwriter,
  adjustmentsPostedIn,
  adjustmentTotal,
  calcCloseDate,
  closedOrderBadge,
  commRevComponents,
  creditedRevenue,
  fileRevenue,
  type LedgerAdjustment,
  NO_REVENUE_FIGURES,
  orderReportFigures,
  type RevenueAdjustment,
  type RevenueComponents,
  type RevenueFile,
  revenueAfterUnderwriter,
  revenueBreakdown,
  revenueLedger,
  sumRevenueFigures,
  underwriterShare,
} from './revenue.ts';

// Every expected figure below is in cents, worked out by hand in the comment beside it.

const components: RevenueComponents = {
  title_processing: '250.00',
  settlement_fee: '1200.00',
  owners_policy: '1500.00',
  lenders_policy: '600.00',
  endorsements: '150.00',
  misc_fees: '75.00',
};

/** Components that are all zero but the ones given. */
const only = (amounts: Partial<RevenueComponents>): RevenueComponents => ({
  title_processing: '0',
  settlement_fee: '0',
  owners_policy: '0',
  lenders_policy: '0',
  endorsements: '0',
  ...amounts,
});

const blank: RevenueAdjustment = {
  magnus_escrow: null,
  magnus_title: null,
  partner_title: null,
  title_processsing: null,
  bundled_escrow: null,
  endorsements: null,
};

const adjustment = (posting_date: string, amounts: Partial<RevenueAdjustment>): LedgerAdjustment => ({
  ...blank,
  ...amounts,
  posting_date,
});

/** A file that closed on 2026-01-20. */
const file = (overrides: Partial<RevenueFile> = {}): RevenueFile => ({
  components,
  calc_close_date: '2026-01-20',
  jv: null,
  ...overrides,
});

const noJv = file();
const jv40 = file({ jv: { magnus_title_pct: '0.400000' } });
const january = { start: '2026-01-01', end: '2026-01-31' };
const february = { start: '2026-02-01', end: '2026-02-28' };

/** One adjustment with every amount, on a file whose JV has a 40% Magnus share. */
const everyAmount = adjustment('2026-02-03', {
  magnus_escrow: '100.00',
  bundled_escrow: '25.00',
  magnus_title: '50.00',
  partner_title: '30.00',
  title_processsing: '10.00',
  endorsements: '20.00',
});

const figuresOf = (f: RevenueFile, period?: { start: string; end: string }) => fileRevenue(f, period).figures;

describe('DOMAIN.md §3, row by row', () => {
  it('escrow_revenue = settlement_fee (+ adjustment magnus_escrow + bundled_escrow)', () => {
    expect(figuresOf(noJv).escrow_revenue).toBe(120000); //          1200.00
    const adjusted = file({ adjustments: [everyAmount] });
    expect(figuresOf(adjusted).escrow_revenue).toBe(132500); //      1200.00 + 100.00 + 25.00
  });

  it('title_revenue = owners_policy + lenders_policy + endorsements + title_processing (+ adjustments)', () => {
    expect(figuresOf(noJv).title_revenue).toBe(250000); //           1500 + 600 + 150 + 250
    const adjusted = file({ adjustments: [everyAmount] });
    expect(figuresOf(adjusted).title_revenue).toBe(261000); //       2500 + 50 + 30 + 10 + 20
  });

  it('magnus_title_revenue = title_revenue x the JV magnus_title_pct with a JV partner, else all of it', () => {
    expect(figuresOf(noJv).magnus_title_revenue).toBe(250000); //    no JV: all 2500.00
    expect(figuresOf(jv40).magnus_title_revenue).toBe(100000); //    2500.00 x 40% = 1000.00
  });

  it('partner_title_revenue = title_revenue - magnus_title_revenue', () => {
    expect(figuresOf(noJv).partner_title_revenue).toBe(0);
    expect(figuresOf(jv40).partner_title_revenue).toBe(150000); //   2500.00 - 1000.00
  });

  it('total_revenue = escrow_revenue + title_revenue', () => {
    expect(figuresOf(noJv).total_revenue).toBe(370000); //           1200 + 2500
    expect(figuresOf(jv40).total_revenue).toBe(370000);
  });

  it('company revenue = escrow_revenue + magnus_title_revenue', () => {
    expect(figuresOf(noJv).company_revenue).toBe(370000); //         1200 + 2500
    expect(figuresOf(jv40).company_revenue).toBe(220000); //         1200 + 1000
  });

  it('partner revenue ("Partner Total Revenue") = total_revenue of files that have a JV partner', () => {
    expect(figuresOf(noJv).partner_total_revenue).toBe(0);
    expect(figuresOf(jv40).partner_total_revenue).toBe(370000);
    expect(sumRevenueFigures([figuresOf(noJv), figuresOf(jv40)]).partner_total_revenue).toBe(370000);
  });

  it('misc_fees: other fees of the file, shown, not revenue', () => {
    const f = figuresOf(noJv);
    expect(f.misc_fees).toBe(7500); //                                75.00
    expect(f.total_revenue).toBe(f.escrow_revenue + f.title_revenue); // no 75.00 in it
    expect(orderReportFigures(noJv).rep_commable_rev).toBe('3430.00'); // 1200 + 2500 - 270, no misc fees
  });

  it('the whole breakdown of a JV file as money text', () => {
    expect(revenueBreakdown(figuresOf(jv40))).toEqual({
      escrow_revenue: '1200.00',
      title_revenue: '2500.00',
      magnus_title_revenue: '1000.00',
      partner_title_revenue: '1500.00',
      total_revenue: '3700.00',
      company_revenue: '2200.00',
      partner_total_revenue: '3700.00',
      misc_fees: '75.00',
    });
  });
});

describe('the JV share', () => {
  const titleOnly = (amount: string): RevenueComponents => only({ title_processing: amount });

  it('a JV without magnus_title_pct leaves all title revenue to Magnus (DOMAIN.md §4), still a JV file', () => {
    const f = figuresOf(file({ jv: { magnus_title_pct: null } }));
    expect(f.magnus_title_revenue).toBe(250000);
    expect(f.partner_title_revenue).toBe(0);
    expect(f.partner_total_revenue).toBe(370000); //                 it has a JV partner
  });

  it('a JV share of 0 leaves all of it to the partner', () => {
    const f = figuresOf(file({ jv: { magnus_title_pct: '0.000000' } }));
    expect([f.magnus_title_revenue, f.partner_title_revenue]).toEqual([0, 250000]);
  });

  it('rounds half a cent away from zero per file: 100.01 x 50% = 50.005 -> 50.01, the partner keeps 50.00', () => {
    const f = figuresOf(file({ components: titleOnly('100.01'), jv: { magnus_title_pct: '0.5' } }));
    expect([f.title_revenue, f.magnus_title_revenue, f.partner_title_revenue]).toEqual([10001, 5001, 5000]);
  });

  it('rounds a negative half cent away from zero: -100.01 x 50% = -50.005 -> -50.01', () => {
    const f = figuresOf(file({ components: titleOnly('-100.01'), jv: { magnus_title_pct: '0.5' } }));
    expect([f.magnus_title_revenue, f.partner_title_revenue]).toEqual([-5001, -5000]);
  });

  it('rounds below half a cent down: 100.03 x 35% = 35.0105 -> 35.01', () => {
    const f = figuresOf(file({ components: titleOnly('100.03'), jv: { magnus_title_pct: '0.35' } }));
    expect([f.magnus_title_revenue, f.partner_title_revenue]).toEqual([3501, 6502]);
  });

  it('totals are sums of per-file cents: three files of 50.005 total 150.03, the sum of their rows', () => {
    const one = figuresOf(file({ components: titleOnly('100.01'), jv: { magnus_title_pct: '0.5' } }));
    const total = sumRevenueFigures([one, one, one]);
    expect(total.magnus_title_revenue).toBe(15003); //               50.01 x 3 (rounding the sum would say 150.02)
    expect(total.partner_title_revenue).toBe(15000); //              50.00 x 3
    expect(total.title_revenue).toBe(30003);
  });

  it('refuses a share that is not a fraction from 0 to 1', () => {
    for (const pct of ['40', '-0.1', 'forty']) {
      expect(() => fileRevenue(file({ jv: { magnus_title_pct: pct } }))).toThrow(MoneyError);
    }
  });

  it('no files make zero', () => {
    expect(sumRevenueFigures([])).toEqual(NO_REVENUE_FIGURES);
    expect(NO_REVENUE_FIGURES.total_revenue).toBe(0);
  });
});

describe('adjustments', () => {
  it('on a JV file: escrow amounts to escrow; magnus_title and partner_title to their side; title processing and endorsements split by the share, rounded per adjustment', () => {
    const [, entry] = revenueLedger(file({ jv: { magnus_title_pct: '0.4' }, adjustments: [everyAmount] }));
    expect(entry?.figures).toEqual({
      escrow_revenue: 12500, //            100.00 + 25.00
      title_revenue: 11000, //             10 + 20 + 50 + 30
      magnus_title_revenue: 6200, //       (10 + 20) x 40% = 12.00, + 50.00
      partner_title_revenue: 4800, //      110 - 62: (10 + 20) x 60% + 30
      total_revenue: 23500,
      company_revenue: 18700, //           125 + 62
      partner_total_revenue: 23500, //     a JV file's adjustment
      misc_fees: 0,
    });
  });

  it('on a file without a JV: everything is Magnus title revenue, a partner_title amount too', () => {
    const [, entry] = revenueLedger(
      file({ adjustments: [adjustment('2026-01-25', { partner_title: '30.00' })] }),
    );
    expect(entry?.figures.magnus_title_revenue).toBe(3000);
    expect(entry?.figures.partner_title_revenue).toBe(0);
  });

  it('on a JV without a pct: the split part is all Magnus, a partner_title amount stays the partner', () => {
    const [, entry] = revenueLedger(
      file({ jv: { magnus_title_pct: null }, adjustments: [{ ...everyAmount, posting_date: '2026-01-25' }] }),
    );
    expect(entry?.figures.magnus_title_revenue).toBe(8000); //         10 + 20 + 50
    expect(entry?.figures.partner_title_revenue).toBe(3000); //        30 as entered
  });

  it('negative adjustments reduce revenue, a half cent rounding away from zero', () => {
    const f = file({
      jv: { magnus_title_pct: '0.5' },
      adjustments: [
        adjustment('2026-01-25', { magnus_escrow: '-50.00' }),
        adjustment('2026-01-26', { title_processsing: '-0.01' }), // -0.005 -> -0.01 Magnus, 0.00 partner
      ],
    });
    const [, escrow, title] = revenueLedger(f);
    expect(escrow?.figures.escrow_revenue).toBe(-5000);
    expect(title?.figures).toMatchObject({
      title_revenue: -1,
      magnus_title_revenue: -1,
      partner_title_revenue: 0,
    });
    expect(figuresOf(f).escrow_revenue).toBe(115000); //               1200.00 - 50.00
  });

  it('count in the month of their posting date, not the month the file closed', () => {
    const f = file({ jv: { magnus_title_pct: '0.4' }, adjustments: [everyAmount] }); // closed 01-20, posted 02-03
    expect(fileRevenue(f, january)).toMatchObject({
      counts_own_revenue: true,
      figures: { escrow_revenue: 120000, magnus_title_revenue: 100000, total_revenue: 370000 },
    });
    expect(fileRevenue(f, february)).toMatchObject({
      counts_own_revenue: false, //                                   not a closed file in February
      figures: { escrow_revenue: 12500, magnus_title_revenue: 6200, total_revenue: 23500, misc_fees: 0 },
    });
    // As it stands (no period): its own and every adjustment.
    expect(figuresOf(f)).toMatchObject({ escrow_revenue: 132500, magnus_title_revenue: 106200 });
    // The months add up to the whole.
    expect(sumRevenueFigures([figuresOf(f, january), figuresOf(f, february)])).toEqual(figuresOf(f));
  });

  it('a file that has not closed counts in no period; its adjustments still do', () => {
    const open = file({
      calc_close_date: null,
      adjustments: [adjustment('2026-01-05', { magnus_escrow: '10.00' })],
    });
    expect(fileRevenue(open, january)).toMatchObject({
      counts_own_revenue: false,
      figures: { escrow_revenue: 1000 },
    });
  });

  it('the posting date decides at the edge of a month', () => {
    const list = [adjustment('2026-01-31', {}), adjustment('2026-02-01', {})];
    expect(adjustmentsPostedIn(list, january)).toEqual([list[0]]);
  });

  it('sum to the dialog total', () => {
    expect(adjustmentTotal(everyAmount)).toBe(23500);
    expect(adjustmentTotal(blank)).toBe(0);
  });
});

describe('the underwriter share and the *_after_uw figures', () => {
  it('12% of premiums and endorsements, none on title processing or escrow', () => {
    // premiums and endorsements 1500 + 600 + 150 = 2250; 12% = 270.00
    expect(revenueAfterUnderwriter(fileRevenue(noJv))).toEqual({
      underwriter_amt: 27000,
      escrow_revenue_after_uw: 120000,
      title_revenue_after_uw: 223000, //      2500 - 270
      magnus_title_revenue_after_uw: 223000,
      partner_title_revenue_after_uw: 0,
      total_revenue_after_uw: 343000,
      company_revenue_after_uw: 343000,
    });
  });

  it('each side from its own premiums with a JV: Magnus 2250 x 40% x 12% = 108.00, the partner the rest', () => {
    expect(revenueAfterUnderwriter(fileRevenue(jv40))).toMatchObject({
      underwriter_amt: 27000,
      magnus_title_revenue_after_uw: 89200, //     1000 - 108
      partner_title_revenue_after_uw: 133800, //   1500 - 162
      company_revenue_after_uw: 209200, //         1200 + 892
    });
  });

  it('takes another split and refuses one outside 0 to 1', () => {
    expect(revenueAfterUnderwriter(fileRevenue(noJv), '0.10').underwriter_amt).toBe(22500);
    expect(() => revenueAfterUnderwriter(fileRevenue(noJv), '12')).toThrow(MoneyError);
  });

  it('is rounded per file, half a cent away from zero: 0.05 x 12% = 0.006 -> 0.01 on each of two files', () => {
    const small = file({
      components: only({ owners_policy: '0.05' }),
    });
    const perFile = [small, small].map((f) => revenueAfterUnderwriter(fileRevenue(f)).underwriter_amt);
    expect(perFile).toEqual([1, 1]);
    expect(sumCents(perFile)).toBe(2); //                              the sum of the files, not round(0.012) = 0.01
  });

  it('is rounded per adjustment: magnus_title, partner_title and endorsements carry it', () => {
    const f = file({ jv: { magnus_title_pct: '0.4' }, adjustments: [everyAmount] });
    const [own, adj] = revenueLedger(f);
    if (!own || !adj) throw new Error('two entries');
    // premiums 50 + 30 + 20 = 100 -> 12.00; Magnus side 50 + 20 x 40% = 58 -> 6.96; partner 5.04
    expect(underwriterShare(adj)).toEqual({ underwriter_amt: 1200, magnus: 696, partner: 504 });
    expect(revenueAfterUnderwriter(fileRevenue(f)).underwriter_amt).toBe(27000 + 1200);
    // A negative adjustment: -12.55 x 12% = -1.506 -> -1.51
    const [, negative] = revenueLedger(
      file({ adjustments: [adjustment('2026-01-25', { magnus_title: '-12.55' })] }),
    );
    expect(negative && underwriterShare(negative).underwriter_amt).toBe(-151);
  });

  it("an adjustment's after-uw amounts add up to its premiums less its one share", () => {
    expect(adjustmentAfterUnderwriter(everyAmount)).toEqual({
      endorsements_after_uw: '17.60', //   20 - 2.40
      mag_title_after_uw: '44.00', //      50 - 6.00
      part_title_after_uw: '26.40', //     30 - 3.60
      bundled_escrow_after_adj: '25.00', // escrow carries none
    });
    // 0.05 and 0.05 at 12%: 0.006 each, 0.01 for the adjustment, told to magnus_title (first on a tie).
    expect(adjustmentAfterUnderwriter({ ...blank, magnus_title: '0.05', endorsements: '0.05' })).toEqual({
      endorsements_after_uw: '0.05',
      mag_title_after_uw: '0.04',
      part_title_after_uw: null,
      bundled_escrow_after_adj: null,
    });
    expect(adjustmentAfterUnderwriter({ ...blank, magnus_title: '-12.55' }).mag_title_after_uw).toBe(
      '-11.04',
    );
  });
});

describe('DOMAIN.md §2: calc_close_date and the closed-order badge', () => {
  const dates = {
    override_close_date: null,
    disb_date: null,
    posted_settlement_date: null,
    posted_title_date: null,
  };

  it.each([
    [
      'the override closing date first',
      { override_close_date: '2026-01-30', disb_date: '2026-01-12' },
      '2026-01-30',
    ],
    ['else disb_date', { disb_date: '2026-01-12', posted_title_date: '2026-01-10' }, '2026-01-12'],
    [
      'else the earlier posted date',
      { posted_settlement_date: '2026-01-12', posted_title_date: '2026-01-10' },
      '2026-01-10',
    ],
    ['else the posted date there is', { posted_settlement_date: '2026-01-12' }, '2026-01-12'],
    ['else none', {}, null],
  ])('%s', (_, set, expected) => {
    expect(calcCloseDate({ ...dates, ...set })).toBe(expected);
  });

  it.each([
    ["'T' when the posted title date differs", '2026-01-12', '2026-01-12', '2026-01-10', 'T'],
    ["else 'S' when the posted settlement date differs", '2026-01-12', '2026-01-14', '2026-01-12', 'S'],
    ['else none', '2026-01-12', '2026-01-12', '2026-01-12', null],
    ["a missing title date differs from nothing: 'S'", '2026-01-12', '2026-01-14', null, 'S'],
    ['no close date, no badge', null, '2026-01-14', '2026-01-10', null],
  ])('%s', (_, calc_close_date, posted_settlement_date, posted_title_date, badge) => {
    expect(closedOrderBadge({ calc_close_date, posted_settlement_date, posted_title_date })).toBe(badge);
  });
});

describe('spec 001 §3 "File (order reports)": the per-file figures', () => {
  const rep = { uw_split_pct: '0.120000', rep_gets_full_jv_title: false };
  const fullRep = { uw_split_pct: null, rep_gets_full_jv_title: true };
  const eo = { uw_split_pct: '0.10', rep_gets_full_jv_title: false };

  it('calc.revenue_breakdown, calc.total_revenue, rep_* and eo_*', () => {
    const figures = orderReportFigures(jv40, { rep, eo });
    expect(figures).toMatchObject({
      calc: {
        revenue_breakdown: {
          escrow_revenue: '1200.00',
          title_revenue: '2500.00',
          magnus_title_revenue: '1000.00',
          partner_title_revenue: '1500.00',
          misc_fees: '75.00',
        },
        total_revenue: '3700.00',
      },
      rep_esc_rev: '1200.00',
      rep_title_rev: '1000.00', //         Magnus title
      rep_commable_rev: '2092.00', //      1200 + 1000 - 2250 x 40% x 12% (108)
      eo_esc_rev: '1200.00',
      eo_title_rev: '1000.00',
      eo_commable_rev: '2110.00', //       1200 + 1000 - 900 x 10% (90)
    });
  });

  it('rep_gets_full_jv_title credits the partner title too, less its underwriter share', () => {
    expect(orderReportFigures(jv40, { rep: fullRep })).toMatchObject({
      rep_title_rev: '2500.00',
      rep_commable_rev: '3430.00', //      1200 + 2500 - 270
    });
  });

  it('comm_rev_components explain rep_commable_rev, amount by amount', () => {
    const figures = orderReportFigures(jv40, { rep });
    const repLines = figures.comm_rev_components.filter((c) => c.role === 'REP');
    expect(
      repLines.map(({ category, raw_amount, value, amount, final_amount }) => [
        category,
        raw_amount,
        value,
        amount,
        final_amount,
      ]),
    ).toEqual([
      ['settlement_fee', '1200.00', '1', '1200.00', '1200.00'],
      ['title_processing', '250.00', '0.4', '100.00', '100.00'], //   no underwriter share
      ['owners_policy', '1500.00', '0.4', '600.00', '528.00'], //     600 - 72.00
      ['lenders_policy', '600.00', '0.4', '240.00', '211.20'], //     240 - 28.80
      ['endorsements', '150.00', '0.4', '60.00', '52.80'], //         60 - 7.20
    ]);
    expect(repLines.every((c) => c.source === 'file' && c.adj_id === null)).toBe(true);
    // 1200 + 100 + 528 + 211.20 + 52.80 = 2092.00
    expect(figures.rep_commable_rev).toBe('2092.00');
  });

  it('adjustments are components too, and a partner_title amount counts 0 for a rep without the full title', () => {
    const f = file({ jv: { magnus_title_pct: '0.4' }, adjustments: [{ ...everyAmount, adj_id: 7 }] });
    const lines = commRevComponents(fileRevenue(f, february), rep);
    expect(lines.map((c) => [c.category, c.source, c.adj_id, c.amount, c.final_amount])).toEqual([
      ['magnus_escrow', 'adjustment', 7, 10000, 10000],
      ['bundled_escrow', 'adjustment', 7, 2500, 2500],
      ['magnus_title', 'adjustment', 7, 5000, 4400], //      50 - 6.00
      ['partner_title', 'adjustment', 7, 0, 0], //           the partner's
      ['title_processsing', 'adjustment', 7, 400, 400], //   10 x 40%
      ['endorsements', 'adjustment', 7, 800, 704], //        20 x 40% = 8, - 0.96
    ]);
    // 100 + 25 + 44 + 4 + 7.04 = 180.04 = 125 + 62 - 6.96
    expect(creditedRevenue(fileRevenue(f, february), rep).commable_rev).toBe(18004);
  });

  it('components of half cents are told so they add up to the rounded file figures', () => {
    // 0.01 + 0.01 at 50%: the Magnus share 0.02 x 50% = 0.01, told to title_processing (first on a tie).
    const f = file({
      components: only({ title_processing: '0.01', endorsements: '0.01' }),
      jv: { magnus_title_pct: '0.5' },
    });
    const lines = commRevComponents(fileRevenue(f), rep);
    expect(lines.map((c) => [c.category, c.amount, c.final_amount])).toEqual([
      ['title_processing', 1, 1],
      ['endorsements', 0, 0], //                     0.005 x 12% is far below half a cent
    ]);
    expect(creditedRevenue(fileRevenue(f), rep)).toEqual({
      esc_rev: 0,
      title_rev: 1,
      underwriter_amt: 0,
      commable_rev: 1,
    });
  });

  it('a period counts only its entries: February has the adjustment alone', () => {
    const f = file({ jv: { magnus_title_pct: '0.4' }, adjustments: [everyAmount] });
    expect(orderReportFigures(f, { period: february, rep })).toMatchObject({
      calc: { total_revenue: '235.00' },
      rep_commable_rev: '180.04',
    });
  });
});

// --- property: totals are sums of per-file cents ------------------------------------------------

/** A small seeded generator (mulberry32), so a failure can be replayed. */
function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Money text from whole cents, built from integers only. */
function moneyText(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** round(cents x pct / 100) half away from zero, in bigint: the rule written again, independently. */
function halfAwayPercent(cents: number, pct: number): number {
  const n = BigInt(cents) * BigInt(pct);
  const q = n / 100n;
  const r = n % 100n;
  const twice = (r < 0n ? -r : r) * 2n;
  return Number(twice >= 100n ? q + (n < 0n ? -1n : 1n) : q);
}

describe('property: for many random files, totals equal the sums of per-file cents', () => {
  const random = randomSource(20260101);
  const int = (min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
  const amount = (max: number): string => moneyText(int(0, max));
  const signed = (max: number): string | null => (random() < 0.3 ? null : moneyText(int(-max, max)));
  const day = (): string =>
    `2026-${String(int(1, 3)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`;

  const files = Array.from({ length: 400 }, (_, i) => {
    const kind = int(0, 2);
    const pct = int(0, 100);
    const f: RevenueFile & { pct: number | null } = {
      components: {
        title_processing: amount(50_000),
        settlement_fee: amount(300_000),
        owners_policy: amount(400_000),
        lenders_policy: amount(200_000),
        endorsements: amount(30_000),
        misc_fees: amount(10_000),
      },
      calc_close_date: random() < 0.1 ? null : day(),
      jv: kind === 0 ? null : { magnus_title_pct: kind === 1 ? (pct / 100).toFixed(2) : null },
      pct: kind === 1 ? pct : null,
      adjustments: Array.from({ length: int(0, 3) }, (_, j) => ({
        adj_id: i * 10 + j,
        posting_date: day(),
        magnus_escrow: signed(5_000),
        bundled_escrow: signed(5_000),
        magnus_title: signed(5_000),
        partner_title: signed(5_000),
        title_processsing: signed(5_001),
        endorsements: signed(5_001),
      })),
    };
    return f;
  });
  const months = [january, february, { start: '2026-03-01', end: '2026-03-31' }];
  const quarter = { start: '2026-01-01', end: '2026-03-31' };
  const rep = { uw_split_pct: '0.12', rep_gets_full_jv_title: false };

  it('each entry: Magnus title is the per-entry share rounded half away from zero, and the row adds up', () => {
    for (const f of files) {
      for (const entry of revenueLedger(f)) {
        const x = entry.figures;
        const split = entry.parts
          .filter((p) => p.rule === 'split' || p.rule === 'split_premium')
          .reduce((t, p) => t + p.amount, 0);
        const direct = (rule: string) =>
          entry.parts.filter((p) => p.rule === rule).reduce((t, p) => t + p.amount, 0);
        const expectedMagnus =
          f.jv === null ? x.title_revenue : halfAwayPercent(split, f.pct ?? 100) + direct('magnus_premium');
        expect(x.magnus_title_revenue).toBe(expectedMagnus);
        expect(x.magnus_title_revenue + x.partner_title_revenue).toBe(x.title_revenue);
        expect(x.escrow_revenue + x.title_revenue).toBe(x.total_revenue);
        expect(x.escrow_revenue + x.magnus_title_revenue).toBe(x.company_revenue);
        expect(Number.isSafeInteger(x.magnus_title_revenue)).toBe(true);
      }
    }
  });

  it('a period total is the sum of the files, and the months add up to the quarter', () => {
    const monthTotals = months.map((month) => {
      const perFile = files.map((f) => figuresOf(f, month));
      const total = sumRevenueFigures(perFile);
      for (const key of Object.keys(total) as (keyof typeof total)[]) {
        expect(total[key]).toBe(perFile.reduce((t, row) => t + row[key], 0));
      }
      return total;
    });
    const quarterTotal = sumRevenueFigures(files.map((f) => figuresOf(f, quarter)));
    expect(sumRevenueFigures(monthTotals)).toEqual(quarterTotal);
    expect(quarterTotal.magnus_title_revenue + quarterTotal.partner_title_revenue).toBe(
      quarterTotal.title_revenue,
    );
  });

  it('credited figures: per-file rep_commable_rev sum to the total, and the components to each file', () => {
    let total = 0;
    for (const f of files) {
      const revenue = fileRevenue(f, january);
      const line = creditedRevenue(revenue, rep);
      const components = commRevComponents(revenue, rep);
      expect(components.reduce((t, c) => t + c.final_amount, 0)).toBe(line.commable_rev);
      expect(components.reduce((t, c) => t + c.amount, 0)).toBe(line.esc_rev + line.title_rev);
      expect(orderReportFigures(f, { period: january, rep }).rep_commable_rev).toBe(
        moneyText(line.commable_rev),
      );
      total += line.commable_rev;
    }
    const everything = creditedRevenue(
      { entries: files.flatMap((f) => fileRevenue(f, january).entries) },
      rep,
    );
    expect(everything.commable_rev).toBe(total);
  });
});
