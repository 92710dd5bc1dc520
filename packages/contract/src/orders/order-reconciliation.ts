import { z } from 'zod';
import { figureRecord, LEDGER_REVENUE_FIGURES } from '../common/figure-names.ts';
import { ZIsoDate, ZMoney } from '../common/primitives.ts';

/**
 * The revenue figures an order list reconciles to the period reports (DOMAIN.md "Order lists and
 * period reports"): the list's revenue columns, and company revenue (escrow + Magnus title, the
 * branch summary's revenue).
 */
export const RECONCILED_FIGURES = LEDGER_REVENUE_FIGURES;
export type ReconciledFigure = (typeof RECONCILED_FIGURES)[number];

/** One line of the reconciliation: each figure, a signed amount (what the line adds). */
export const ZReconciledFigures = z.object(figureRecord(RECONCILED_FIGURES, () => ZMoney));
export type ReconciledFigures = z.infer<typeof ZReconciledFigures>;

/**
 * The lines between an order list's totals and the period figures of the same filter (GET
 * /files/reconciliation). The list shows each file as it stands (its own row and every adjustment); a
 * period report counts what is dated in the range: a file's own figures on its close date, an
 * adjustment on its posting date (DOMAIN.md §3). So, figure by figure,
 * `list + files_outside + adjustments_outside + files_inside + adjustments_inside = period`:
 * - `range`: the dates the period is (`close_date` on a closed list, else `open_date`), ends as asked;
 * - `list`: the list's totals (files as they stand);
 * - `files_outside` (zero or less): these files' own figures not dated in the range (on the open
 *   list: files closed outside the dates, or not closed); always zero on a closed list;
 * - `adjustments_outside` (minus): adjustments to these files posted outside the dates;
 * - `files_inside`: the own figures of files closed in the dates that the list does not hold (opened
 *   outside the dates); always zero on a closed list;
 * - `adjustments_inside`: adjustments posted in the dates to files the list does not hold (closed or
 *   opened outside the dates, or not closed), within the list's other filters and the user's files;
 * - `period`: what the period reports (the branch summary's revenue) show for the same filter.
 */
export const ZOrderReconciliation = z.object({
  range: z.object({
    on: z.enum(['close_date', 'open_date']),
    start: ZIsoDate.nullable(),
    end: ZIsoDate.nullable(),
  }),
  list: ZReconciledFigures,
  files_outside: ZReconciledFigures,
  adjustments_outside: ZReconciledFigures,
  files_inside: ZReconciledFigures,
  adjustments_inside: ZReconciledFigures,
  period: ZReconciledFigures,
});
export type OrderReconciliation = z.infer<typeof ZOrderReconciliation>;

/** The reconciliation's lines between the list and the period, in the order they add up. */
export const RECONCILIATION_LINES = [
  'files_outside',
  'adjustments_outside',
  'files_inside',
  'adjustments_inside',
] as const;
export type ReconciliationLine = (typeof RECONCILIATION_LINES)[number];
