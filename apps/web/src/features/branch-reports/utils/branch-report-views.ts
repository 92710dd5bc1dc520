import type { IsoDate } from '@hub/domain';

/** Spec 001 §8: the branch screens' load failures and the empty state. */
export const BRANCH_REPORT_FAILED = 'Failed to load report data';
export const BUSINESS_DAYS_FAILED = 'Failed to load business days';
export const NO_DATA = 'No data.';
export const EMAIL_BUTTON = 'E-mail daily reports';

/**
 * The report dates offered (spec 001 §2): the latest business day first (the current month to date),
 * then the last business day of each recent month, newest first, each once.
 */
export function reportDateChoices(latest: readonly IsoDate[], monthEnds: readonly IsoDate[]): IsoDate[] {
  return [...new Set([...latest.slice(0, 1), ...monthEnds])];
}
