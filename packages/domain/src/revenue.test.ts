import { describe, expect, it } from 'vitest';
import { MoneyError } from './money.ts';
import {
  adjustmentAfterUnderwriter,
  adjustmentsPostedIn,
  adjustmentTotal,
  computeFileRevenue,
  NO_REVENUE,
  type RevenueAdjustment,
  type RevenueComponents,
  revenueAfterUnderwriter,
  revenueBreakdown,
  sumFileRevenues,
} from './revenue.ts';

const components: RevenueComponents = {
  title_processing: '250.00',
  settlement_fee: '1200.00',
  owners_policy: '1500.00',
  lenders_policy: '600.00',
  endorsements: '150.00',
  misc_fees: '75.00',
};

const noAdjustment: RevenueAdjustment = {
  magnus_escrow: null,
  magnus_title: null,
  partner_title: null,
  title_processsing: null,
  bundled_escrow: null,
  endorsements: null,
};

describe('revenue of a file without a JV partner', () => {
  const revenue = computeFileRevenue({ components, magnus_title_pct: null });

  it('reads like DOMAIN.md §3', () => {
    expect(revenueBreakdown(revenue)).toEqual({
      escrow_revenue: '1200.00', //          settlement_fee
      title_revenue: '2500.00', //           1500 + 600 + 150 + 250
      magnus_title_revenue: '2500.00', //    all of title revenue: no JV
      partner_title_revenue: '0.00',
      total_revenue: '3700.00', //           escrow + title
      company_revenue: '3700.00', //         escrow + Magnus title
      partner_total_revenue: '0.00', //      no JV partner
      misc_fees: '75.00', //                 shown, not commissionable
    });
  });

  it('less the underwriter: 12% of premiums and endorsements, none on title processing or escrow', () => {
    // premiums and endorsements 1500 + 600 + 150 = 2250; 12% = 270
    expect(revenueAfterUnderwriter(revenue)).toEqual({
      underwriter_amt: 27000,
      escrow_revenue_after_uw: 120000,
      title_revenue_after_uw: 223000,
      magnus_title_revenue_after_uw: 223000,
      partner_title_revenue_after_uw: 0,
      total_revenue_after_uw: 343000,
      company_revenue_after_uw: 343000,
    });
  });

  it('takes another underwriter split', () => {
    expect(revenueAfterUnderwriter(revenue, '0.10').underwriter_amt).toBe(22500);
  });
});

describe('revenue of a file with a JV partner (Magnus share 40%)', () => {
  const revenue = computeFileRevenue({ components, magnus_title_pct: '0.400000' });

  it('splits title revenue by the JV share', () => {
    expect(revenueBreakdown(revenue)).toEqual({
      escrow_revenue: '1200.00',
      title_revenue: '2500.00',
      magnus_title_revenue: '1000.00', //     2500 x 40%
      partner_title_revenue: '1500.00', //    2500 - 1000
      total_revenue: '3700.00',
      company_revenue: '2200.00', //          1200 + 1000
      partner_total_revenue: '3700.00', //    total revenue of a JV file
      misc_fees: '75.00',
    });
  });

  it('takes each side underwriter share from its own premiums', () => {
    // Magnus premiums 2250 x 40% = 900 -> 108; partner premiums 1350 -> 162
    expect(revenueAfterUnderwriter(revenue)).toMatchObject({
      underwriter_amt: 27000,
      magnus_title_revenue_after_uw: 89200,
      partner_title_revenue_after_uw: 133800,
      title_revenue_after_uw: 223000,
      company_revenue_after_uw: 209200,
    });
  });

  it('rounds the Magnus share once, half up, and leaves the partner the rest, so the row adds up', () => {
    const odd = computeFileRevenue({
      components: {
        ...components,
        title_processing: '100.01',
        owners_policy: '0',
        lenders_policy: '0',
        endorsements: '0',
      },
      magnus_title_pct: '0.5',
    });
    // 100.01 x 50% = 50.005 -> 50.01; the partner keeps 50.00
    expect(revenueBreakdown(odd)).toMatchObject({
      title_revenue: '100.01',
      magnus_title_revenue: '50.01',
      partner_title_revenue: '50.00',
    });
  });

  it('refuses a share that is not a fraction from 0 to 1', () => {
    expect(() => computeFileRevenue({ components, magnus_title_pct: '40' })).toThrow(MoneyError);
    expect(() => computeFileRevenue({ components, magnus_title_pct: '-0.1' })).toThrow(MoneyError);
    expect(() => computeFileRevenue({ components, magnus_title_pct: 'forty' })).toThrow(MoneyError);
  });
});

describe('adjustments', () => {
  const adjustment: RevenueAdjustment = {
    magnus_escrow: '100.00',
    magnus_title: '50.00',
    partner_title: '30.00',
    title_processsing: '10.00',
    bundled_escrow: '25.00',
    endorsements: '20.00',
  };

  it('magnus_escrow and bundled_escrow add to escrow; magnus_title and partner_title to each side; title processing and endorsements split by the JV share', () => {
    const revenue = computeFileRevenue({ components, adjustments: [adjustment], magnus_title_pct: '0.4' });
    expect(revenueBreakdown(revenue)).toMatchObject({
      escrow_revenue: '1325.00', //          1200 + 100 + 25
      title_revenue: '2610.00', //           2500 + 10 + 20 + 50 + 30
      magnus_title_revenue: '1062.00', //    (2500 + 10 + 20) x 40% + 50
      partner_title_revenue: '1548.00', //   (2500 + 10 + 20) x 60% + 30
      total_revenue: '3935.00',
      company_revenue: '2387.00',
    });
  });

  it('with no JV, a partner_title adjustment is Magnus title revenue', () => {
    const revenue = computeFileRevenue({
      components: null,
      adjustments: [{ ...noAdjustment, partner_title: '30.00' }],
      magnus_title_pct: null,
    });
    expect(revenueBreakdown(revenue)).toMatchObject({
      magnus_title_revenue: '30.00',
      partner_title_revenue: '0.00',
    });
  });

  it('count alone when the file closed in another period (components null); negatives reduce revenue', () => {
    const revenue = computeFileRevenue({
      components: null,
      adjustments: [
        { ...noAdjustment, magnus_escrow: '-50.00' },
        { ...noAdjustment, endorsements: '12.50' },
      ],
      magnus_title_pct: null,
    });
    expect(revenueBreakdown(revenue)).toMatchObject({
      escrow_revenue: '-50.00',
      title_revenue: '12.50',
      total_revenue: '-37.50',
      misc_fees: '0.00',
    });
    // 12% of 12.50 = 1.50
    expect(revenueAfterUnderwriter(revenue).underwriter_amt).toBe(150);
  });

  it('count in the month of their posting date', () => {
    const adjustments = [
      { ...adjustment, posting_date: '2026-01-31' },
      { ...adjustment, posting_date: '2026-02-01' },
    ];
    expect(adjustmentsPostedIn(adjustments, { start: '2026-01-01', end: '2026-01-31' })).toEqual([
      adjustments[0],
    ]);
  });

  it('show their after-underwriter amounts; escrow carries no share; blanks stay blank', () => {
    expect(adjustmentAfterUnderwriter(adjustment)).toEqual({
      endorsements_after_uw: '17.60',
      mag_title_after_uw: '44.00',
      part_title_after_uw: '26.40',
      bundled_escrow_after_adj: '25.00',
    });
    expect(adjustmentAfterUnderwriter({ ...noAdjustment, endorsements: '0.05' })).toEqual({
      endorsements_after_uw: '0.04', // 0.006 of underwriter share rounds to 0.01
      mag_title_after_uw: null,
      part_title_after_uw: null,
      bundled_escrow_after_adj: null,
    });
  });

  it('sum to the dialog total', () => {
    expect(adjustmentTotal(adjustment)).toBe(23500);
    expect(adjustmentTotal(noAdjustment)).toBe(0);
  });
});

describe('totals over many files are exact and rounded once', () => {
  it('three 50.005 Magnus shares total 150.02, not 150.03', () => {
    const file = computeFileRevenue({
      components: {
        title_processing: '100.01',
        settlement_fee: '0',
        owners_policy: '0',
        lenders_policy: '0',
        endorsements: '0',
      },
      magnus_title_pct: '0.5',
    });
    const total = sumFileRevenues([file, file, file]);
    expect(revenueBreakdown(total)).toMatchObject({
      title_revenue: '300.03',
      magnus_title_revenue: '150.02',
      partner_title_revenue: '150.01',
    });
    expect(total.fileCount).toBe(3);
    expect(total.jvFileCount).toBe(3);
  });

  it('partner total revenue counts only files with a JV partner', () => {
    const withJv = computeFileRevenue({ components, magnus_title_pct: '0.4' });
    const withoutJv = computeFileRevenue({ components, magnus_title_pct: null });
    expect(revenueBreakdown(sumFileRevenues([withJv, withoutJv]))).toMatchObject({
      total_revenue: '7400.00',
      partner_total_revenue: '3700.00',
      company_revenue: '5900.00',
    });
  });

  it('no files make zero', () => {
    expect(revenueBreakdown(NO_REVENUE).total_revenue).toBe('0.00');
  });
});
