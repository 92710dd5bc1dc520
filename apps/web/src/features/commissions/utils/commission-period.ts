import type { CommissionRow } from '@hub/contract';
import { previousCalendarMonth, toCentsOrZero } from '@hub/domain';

/** The Commission Report form's dates: the previous whole month in Los Angeles (spec 001 §9). */
export function defaultCommissionDates(now: Date = new Date()): { start_date: string; end_date: string } {
  const { start, end } = previousCalendarMonth(now);
  return { start_date: start, end_date: end };
}

/**
 * Why a summary row is highlighted (spec 001 §2): 'guarantee' (purple) when the guarantee exceeds the
 * commission before guarantee, 'partial' (yellow) when the employee's commission starts after the
 * requested start date (employed for part of the period). A row may be both; purple shows then.
 */
export type CommissionHighlight = 'guarantee' | 'partial';

export function commissionHighlights(
  row: Pick<CommissionRow, 'comm_guarantee_amt' | 'comm_amt_bef_guarantee' | 'comm_beg_dt'>,
  startDate: string,
): CommissionHighlight[] {
  const highlights: CommissionHighlight[] = [];
  if (toCentsOrZero(row.comm_guarantee_amt) > toCentsOrZero(row.comm_amt_bef_guarantee))
    highlights.push('guarantee');
  if (row.comm_beg_dt !== startDate) highlights.push('partial');
  return highlights;
}

/** What each highlight means, said in words beside the colour (never by colour alone). */
export const HIGHLIGHT_TEXT: Record<CommissionHighlight, string> = {
  guarantee: 'Guarantee exceeds commission before guarantee',
  partial: 'Commission starts after the period start date',
};
