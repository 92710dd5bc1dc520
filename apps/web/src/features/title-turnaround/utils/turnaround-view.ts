import { formatPercent, formatUsd, previousCalendarMonth } from '@hub/domain';

/** A figure the answer leaves out (no files, no rate) shows as a dash (spec 001 §9). */
export const DASH = '—';

/** The report's range when the address names none: the previous calendar month in Los Angeles. */
export function defaultTurnaroundRange(now: Date = new Date()): { beg_date: string; end_date: string } {
  const { start, end } = previousCalendarMonth(now);
  return { beg_date: start, end_date: end };
}

/** 'Last, First' (spec 001 §2); a missing part is left out with its comma. */
export function officerName(officer: { first_name: string; last_name: string }): string {
  return [officer.last_name, officer.first_name].filter((part) => part && part.trim() !== '').join(', ');
}

/** Days as the table shows them ('2', '1.33'); a dash for none. */
export function daysText(days: number | null | undefined): string {
  return days === null || days === undefined ? DASH : String(days);
}

/** A percentage with 2 decimals ('66.67%'); a dash for none. */
export function percentText(percent: number | null | undefined): string {
  return percent === null || percent === undefined ? DASH : formatPercent(percent);
}

/** Money as the turnaround shows it (spec 001 §9: 2 decimals, a dash when missing). */
export function moneyText(amount: string | null | undefined): string {
  return amount === null || amount === undefined || amount === '' ? DASH : formatUsd(amount);
}
