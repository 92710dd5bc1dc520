import type {
  CommissionDetailFile,
  CommissionDetailRole,
  CommissionTrace,
  CommissionTraceAdjustment,
  FileAdjustment,
} from '@hub/contract';
import { fromCents, subtractCents, sumCents, toCents } from '@hub/domain';

/**
 * The check under the files: the files' Comm. Revenue (closed in the period) plus the adjustments'
 * (posted in it, credited in the employee's role) against the summary row's Comm. Revenue, in cents.
 */
export type CommissionRevenueCheck = {
  files: string;
  adjustments: string;
  sum: string;
  summary: string;
  /** summary − (files + adjustments): '0.00' when they agree. */
  difference: string;
  matches: boolean;
};

export function commissionRevenueCheck(
  files: readonly Pick<CommissionDetailFile, 'commable_rev'>[],
  adjustments: readonly Pick<CommissionTraceAdjustment, 'commable_rev'>[],
  summary: string,
): CommissionRevenueCheck {
  const fileCents = sumCents(files.map((file) => toCents(file.commable_rev)));
  const adjustmentCents = sumCents(adjustments.map((adjustment) => toCents(adjustment.commable_rev)));
  const sum = sumCents([fileCents, adjustmentCents]);
  const difference = subtractCents(toCents(summary), sum);
  return {
    files: fromCents(fileCents),
    adjustments: fromCents(adjustmentCents),
    sum: fromCents(sum),
    summary,
    difference: fromCents(difference),
    matches: difference === 0,
  };
}

/**
 * The adjustments of the report: with the summary's trace, exactly those it credits to the employee
 * in their role (its adjustments' adj_id); without one, the officer's as GET /file-adjustments
 * narrowed them, and for a rep those of the files listed (GET /file-adjustments has no rep filter).
 */
export function creditedAdjustments(
  rows: readonly FileAdjustment[],
  role: CommissionDetailRole,
  trace: Pick<CommissionTrace, 'adjustments'> | undefined,
  files: readonly Pick<CommissionDetailFile, 'file_id'>[],
): FileAdjustment[] {
  if (trace) {
    const credited = new Set(trace.adjustments.map((adjustment) => adjustment.adj_id));
    return rows.filter((row) => credited.has(row.adj_id));
  }
  if (role === 'EO') return [...rows];
  const listed = new Set(files.map((file) => file.file_id));
  return rows.filter((row) => listed.has(row.esc_file_id));
}
