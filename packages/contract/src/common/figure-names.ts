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
} as const;

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
