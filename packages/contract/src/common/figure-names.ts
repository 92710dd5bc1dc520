import { LEDGER_REVENUE_FIGURES, REVENUE_FIGURES } from '@hub/domain/revenue';

/** The ledger's revenue: escrow, title on both sides, total, and company (escrow + Magnus title). */
export { LEDGER_REVENUE_FIGURES };

/** What the ledger credits the marketing rep (`rep_*`) and the credited escrow officer (`eo_*`) with. */
export const LEDGER_CREDITED_FIGURES = [
  'rep_esc_rev',
  'rep_title_rev',
  'rep_underwriter_amt',
  'rep_commable_rev',
  'eo_esc_rev',
  'eo_title_rev',
  'eo_underwriter_amt',
  'eo_commable_rev',
] as const;

/**
 * The revenue ledger's money columns (the view `revenue_ledger`, apps/server/src/db/schema/ledger.ts;
 * the cents of packages/domain/src/revenue.ts), in the view's order: the one list of them. The
 * view's and the rollup tables' columns, the rollups' measures and every figure a list or report
 * names or sums (FIGURE_NAMES, the order lists' totals, their reconciliation) come from it or are
 * checked against it, so a new figure is added here and in the view's SQL.
 */
export const LEDGER_FIGURES = [
  /** The figures of an entry (packages/domain/src/revenue.ts): the revenue, partner total, misc fees. */
  ...REVENUE_FIGURES,
  /** Premiums in title_revenue: the base of the underwriter's share. */
  'premiums',
  /** round(premiums x 12%). */
  'underwriter_amt',
  /** round(Magnus premiums x 12%). */
  'underwriter_magnus_amt',
  /** underwriter_amt - underwriter_magnus_amt. */
  'underwriter_partner_amt',
  'escrow_revenue_after_uw',
  'title_revenue_after_uw',
  'magnus_title_revenue_after_uw',
  'partner_title_revenue_after_uw',
  'total_revenue_after_uw',
  'company_revenue_after_uw',
  ...LEDGER_CREDITED_FIGURES,
] as const;
export type LedgerFigure = (typeof LEDGER_FIGURES)[number];

/** One entry per figure of `figures` (a row schema's fields, a table's columns), made by `entry`. */
export function figureRecord<F extends string, V>(
  figures: readonly F[],
  entry: (figure: F) => V,
): Record<F, V> {
  return Object.fromEntries(figures.map((figure) => [figure, entry(figure)])) as Record<F, V>;
}

/**
 * The names of the revenue figures (docs/domain.md "Figure names"): one name, one figure, on every
 * screen, export and e-mail. A column is its period's words (`MTD `, `Current Year `, `2025 `) and
 * then exactly one of these names, from `figureHeader`; no other header names a revenue figure.
 * Keys are the ledger's columns (`revenue_ledger`, packages/domain/src/revenue.ts), plus the
 * commissionable revenue credited to an employee.
 */
export const FIGURE_NAMES = {
  /** escrow_revenue: settlement fee and adjustments' escrow. */
  escrow_revenue: 'Escrow Revenue',
  /** title_revenue: all title revenue, both sides of a JV. */
  title_revenue: 'Title Revenue',
  /** magnus_title_revenue: the company's side of the title revenue. */
  magnus_title_revenue: 'Magnus Title Revenue',
  /** partner_title_revenue: the JV partner's side of the title revenue. */
  partner_title_revenue: 'Partner Title Revenue',
  /** total_revenue: escrow + all title revenue. */
  total_revenue: 'Total Revenue',
  /** company_revenue: escrow + Magnus title revenue; the spec's bare "Revenue". */
  company_revenue: 'Revenue',
  /** partner_total_revenue: the total revenue of the files with a JV partner (not the partner's share). */
  partner_total_revenue: 'Partner Total Revenue',
  /** rep_commable_rev / eo_commable_rev: escrow + credited title less the underwriter's share. */
  commissionable_revenue: 'Commissionable Revenue',
} as const satisfies { [F in LedgerFigure | 'commissionable_revenue']?: string };

export type FigureKey = keyof typeof FIGURE_NAMES;

/** A column's header: the period's words, if any, then the figure's name ('MTD Total Revenue'). */
export function figureHeader(figure: FigureKey, period?: string): string {
  return period ? `${period} ${FIGURE_NAMES[figure]}` : FIGURE_NAMES[figure];
}

/** Both ends of a period compared, as the reports carry them. */
export type ComparedSpan = { from: string; to: string };

/** 'YYYY-MM-DD' as 'MM/DD/YYYY'. */
const usDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
const spanText = (span: ComparedSpan) => `${usDate(span.from)}–${usDate(span.to)}`;

/**
 * The dates a comparison compares, in the words every screen, export and e-mail uses (issue 17):
 * 'Compared: 11/01/2026–11/27/2026 with 11/01/2025–11/27/2025', each further period after 'and'.
 */
export function comparedCaption(current: ComparedSpan, ...others: readonly ComparedSpan[]): string {
  return `Compared: ${spanText(current)} with ${others.map(spanText).join(' and ')}`;
}
