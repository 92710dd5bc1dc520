/**
 * Revenue of a file (DOMAIN.md §3).
 *
 * | figure                | rule                                                                      |
 * |-----------------------|---------------------------------------------------------------------------|
 * | escrow_revenue        | settlement_fee + adj. magnus_escrow + adj. bundled_escrow                 |
 * | title_revenue         | owners_policy + lenders_policy + endorsements + title_processing          |
 * |                       |   + adj. title_processsing + adj. endorsements + adj. magnus_title        |
 * |                       |   + adj. partner_title                                                    |
 * | magnus_title_revenue  | (the file's title revenue + adj. title_processsing + adj. endorsements)   |
 * |                       |   x the JV's magnus_title_pct, + adj. magnus_title; all of title_revenue  |
 * |                       |   when the file has no JV                                                 |
 * | partner_title_revenue | title_revenue - magnus_title_revenue                                      |
 * | total_revenue         | escrow_revenue + title_revenue                                            |
 * | company_revenue       | escrow_revenue + magnus_title_revenue                                     |
 * | misc_fees             | shown, not commissionable                                                 |
 *
 * The underwriter's share (`uw_split_pct`, default 12%) falls on policy premiums and
 * endorsements, and on the adjustments' magnus_title and partner_title (title premium
 * corrections); title processing and escrow carry none.
 *
 * A {@link FileRevenue} keeps the JV split exactly (fractional cents); figures are rounded once
 * when shown ({@link revenueBreakdown}), so totals over many files are summed exactly with
 * {@link sumFileRevenues} and rounded once too.
 */
import {
  addCents,
  addExact,
  allocateCents,
  assertFraction,
  type Cents,
  type ExactAmount,
  fromCents,
  roundCents,
  subtractCents,
  subtractExact,
  sumCents,
  sumExact,
  timesFraction,
  toCentsOrZero,
  ZERO_CENTS,
} from './money.ts';
import { isWithin, type Period } from './period.ts';
import type { IsoDate } from './time.ts';

/** Default underwriter split: 12% of premiums and endorsements. */
export const DEFAULT_UW_SPLIT_PCT = '0.12';

/** A file's revenue components, as the `esc_files` money columns return them. */
export type RevenueComponents = {
  title_processing: string | null;
  settlement_fee: string | null;
  owners_policy: string | null;
  lenders_policy: string | null;
  endorsements: string | null;
  misc_fees?: string | null;
};

/** The amounts of one file adjustment (null when blank); `title_processsing` is spelled so. */
export type RevenueAdjustment = {
  magnus_escrow: string | null;
  magnus_title: string | null;
  partner_title: string | null;
  title_processsing: string | null;
  bundled_escrow: string | null;
  endorsements: string | null;
};

export const ADJUSTMENT_AMOUNT_FIELDS: readonly (keyof RevenueAdjustment)[] = [
  'magnus_escrow',
  'magnus_title',
  'partner_title',
  'title_processsing',
  'bundled_escrow',
  'endorsements',
];

export type FileRevenueInput = {
  /** The components, when the file's own revenue counts (it closed in the period); else null. */
  components: RevenueComponents | null;
  /** The file's adjustments that count (posted in the period, see {@link adjustmentsPostedIn}). */
  adjustments?: readonly RevenueAdjustment[];
  /** The JV's Magnus share of title revenue as a fraction (`'0.4'`); null when the file has no JV. */
  magnus_title_pct: string | null;
};

/** A file's revenue, exact: the title split keeps fractional cents until it is shown. */
export type FileRevenue = {
  escrow: Cents;
  title: Cents;
  magnusTitle: ExactAmount;
  partnerTitle: ExactAmount;
  /** The part of magnusTitle that carries the underwriter's share. */
  magnusPremiums: ExactAmount;
  /** The part of partnerTitle that carries the underwriter's share. */
  partnerPremiums: ExactAmount;
  miscFees: Cents;
  /** Number of files summed into this figure (1 for one file). */
  fileCount: number;
  /** How many of them have a JV partner. */
  jvFileCount: number;
  /** Total revenue of the files that have a JV partner ("Partner Total Revenue"). */
  jvTotal: Cents;
};

/** The revenue of one file from its components, adjustments and JV share. */
export function computeFileRevenue(input: FileRevenueInput): FileRevenue {
  const c = input.components;
  const adjustments = input.adjustments ?? [];
  const hasJv = input.magnus_title_pct !== null;
  const magnusPct = input.magnus_title_pct ?? '1';
  assertFraction(magnusPct, 'magnus_title_pct');

  const adj = (field: keyof RevenueAdjustment): Cents =>
    sumCents(adjustments.map((a) => toCentsOrZero(a[field])));
  const policies = sumCents([toCentsOrZero(c?.owners_policy), toCentsOrZero(c?.lenders_policy)]);
  const endorsements = addCents(toCentsOrZero(c?.endorsements), adj('endorsements'));
  const titleProcessing = addCents(toCentsOrZero(c?.title_processing), adj('title_processsing'));
  const adjMagnusTitle = adj('magnus_title');
  const adjPartnerTitle = adj('partner_title');

  // Revenue split by the JV's share, and the direct adjustments to each side. With no JV the
  // Magnus share is 1, so a partner_title adjustment counts as Magnus title revenue.
  const splitPremiums = addCents(policies, endorsements);
  const splitTitle = addCents(splitPremiums, titleProcessing);
  const directMagnus = hasJv ? adjMagnusTitle : addCents(adjMagnusTitle, adjPartnerTitle);
  const magnusPremiums = addExact(timesFraction(splitPremiums, magnusPct), directMagnus);
  const magnusTitle = addExact(timesFraction(splitTitle, magnusPct), directMagnus);
  const title = sumCents([splitTitle, adjMagnusTitle, adjPartnerTitle]);
  const premiums = sumCents([splitPremiums, adjMagnusTitle, adjPartnerTitle]);
  const escrow = sumCents([toCentsOrZero(c?.settlement_fee), adj('magnus_escrow'), adj('bundled_escrow')]);

  return {
    escrow,
    title,
    magnusTitle,
    partnerTitle: subtractExact(title, magnusTitle),
    magnusPremiums,
    partnerPremiums: subtractExact(premiums, magnusPremiums),
    miscFees: toCentsOrZero(c?.misc_fees),
    fileCount: 1,
    jvFileCount: hasJv ? 1 : 0,
    jvTotal: hasJv ? addCents(escrow, title) : ZERO_CENTS,
  };
}

/** The exact sum of many files' revenue (a branch, a month, an employee). */
export function sumFileRevenues(revenues: Iterable<FileRevenue>): FileRevenue {
  const list = Array.from(revenues);
  return {
    escrow: sumCents(list.map((r) => r.escrow)),
    title: sumCents(list.map((r) => r.title)),
    magnusTitle: sumExact(list.map((r) => r.magnusTitle)),
    partnerTitle: sumExact(list.map((r) => r.partnerTitle)),
    magnusPremiums: sumExact(list.map((r) => r.magnusPremiums)),
    partnerPremiums: sumExact(list.map((r) => r.partnerPremiums)),
    miscFees: sumCents(list.map((r) => r.miscFees)),
    fileCount: list.reduce((n, r) => n + r.fileCount, 0),
    jvFileCount: list.reduce((n, r) => n + r.jvFileCount, 0),
    jvTotal: sumCents(list.map((r) => r.jvTotal)),
  };
}

export const NO_REVENUE: FileRevenue = sumFileRevenues([]);

/** The figures of §3 in whole cents. Magnus title is rounded once; partner title is the rest. */
export type RevenueFigures = {
  escrow_revenue: Cents;
  title_revenue: Cents;
  magnus_title_revenue: Cents;
  partner_title_revenue: Cents;
  total_revenue: Cents;
  company_revenue: Cents;
  /** Total revenue of the files with a JV partner ("Partner Total Revenue"). */
  partner_total_revenue: Cents;
  misc_fees: Cents;
};

export function revenueFigures(revenue: FileRevenue): RevenueFigures {
  const magnus = roundCents(revenue.magnusTitle);
  return {
    escrow_revenue: revenue.escrow,
    title_revenue: revenue.title,
    magnus_title_revenue: magnus,
    partner_title_revenue: subtractCents(revenue.title, magnus),
    total_revenue: addCents(revenue.escrow, revenue.title),
    company_revenue: addCents(revenue.escrow, magnus),
    partner_total_revenue: revenue.jvTotal,
    misc_fees: revenue.miscFees,
  };
}

/** The API's `calc.revenue_breakdown` with `total_revenue` and `company_revenue`, as money text. */
export type RevenueBreakdown = { [K in keyof RevenueFigures]: string };

export function revenueBreakdown(revenue: FileRevenue): RevenueBreakdown {
  const figures = revenueFigures(revenue);
  return Object.fromEntries(
    Object.entries(figures).map(([key, cents]) => [key, fromCents(cents)]),
  ) as RevenueBreakdown;
}

/** The figures less the underwriter's share on premiums and endorsements. */
export type RevenueAfterUnderwriter = {
  underwriter_amt: Cents;
  escrow_revenue_after_uw: Cents;
  title_revenue_after_uw: Cents;
  magnus_title_revenue_after_uw: Cents;
  partner_title_revenue_after_uw: Cents;
  total_revenue_after_uw: Cents;
  company_revenue_after_uw: Cents;
};

/**
 * `*_after_uw`: each side loses `uw_split_pct` of its premiums and endorsements. The Magnus
 * side's share is rounded once and the partner side's is the rest of the rounded total, so
 * the figures add up to the cent.
 */
export function revenueAfterUnderwriter(
  revenue: FileRevenue,
  uwSplitPct: string = DEFAULT_UW_SPLIT_PCT,
): RevenueAfterUnderwriter {
  assertFraction(uwSplitPct, 'uw_split_pct');
  const figures = revenueFigures(revenue);
  const [magnusUw = ZERO_CENTS, partnerUw = ZERO_CENTS] = allocateCents([
    timesFraction(revenue.magnusPremiums, uwSplitPct),
    timesFraction(revenue.partnerPremiums, uwSplitPct),
  ]);
  const underwriter = addCents(magnusUw, partnerUw);
  const magnusAfter = subtractCents(figures.magnus_title_revenue, magnusUw);
  const titleAfter = subtractCents(figures.title_revenue, underwriter);
  return {
    underwriter_amt: underwriter,
    escrow_revenue_after_uw: figures.escrow_revenue,
    title_revenue_after_uw: titleAfter,
    magnus_title_revenue_after_uw: magnusAfter,
    partner_title_revenue_after_uw: subtractCents(figures.partner_title_revenue, partnerUw),
    total_revenue_after_uw: addCents(figures.escrow_revenue, titleAfter),
    company_revenue_after_uw: addCents(figures.escrow_revenue, magnusAfter),
  };
}

/** The after-underwriter fields the spec lists on a file adjustment (null stays null). */
export type AdjustmentAfterUnderwriter = {
  endorsements_after_uw: string | null;
  mag_title_after_uw: string | null;
  part_title_after_uw: string | null;
  bundled_escrow_after_adj: string | null;
};

export function adjustmentAfterUnderwriter(
  adjustment: RevenueAdjustment,
  uwSplitPct: string = DEFAULT_UW_SPLIT_PCT,
): AdjustmentAfterUnderwriter {
  assertFraction(uwSplitPct, 'uw_split_pct');
  const afterUw = (value: string | null): string | null => {
    if (value === null || value.trim() === '') return null;
    const amount = toCentsOrZero(value);
    return fromCents(subtractCents(amount, roundCents(timesFraction(amount, uwSplitPct))));
  };
  return {
    endorsements_after_uw: afterUw(adjustment.endorsements),
    mag_title_after_uw: afterUw(adjustment.magnus_title),
    part_title_after_uw: afterUw(adjustment.partner_title),
    // Escrow carries no underwriter share: bundled escrow counts in full.
    bundled_escrow_after_adj:
      adjustment.bundled_escrow === null || adjustment.bundled_escrow.trim() === ''
        ? null
        : fromCents(toCentsOrZero(adjustment.bundled_escrow)),
  };
}

/** The adjustments that count in a period: those whose posting date falls in it. */
export function adjustmentsPostedIn<T extends { posting_date: IsoDate }>(
  adjustments: readonly T[],
  period: Period,
): T[] {
  return adjustments.filter((a) => isWithin(a.posting_date, period));
}

/** Sum of an adjustment's amounts (the "sum" in the file override dialog). */
export function adjustmentTotal(adjustment: RevenueAdjustment): Cents {
  return sumCents(ADJUSTMENT_AMOUNT_FIELDS.map((field) => toCentsOrZero(adjustment[field])));
}
