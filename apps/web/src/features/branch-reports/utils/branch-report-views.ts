import type { IsoDate } from '@hub/domain';

export const EMAIL_BUTTON = 'E-mail daily reports';

/**
 * The report dates offered (spec 001 §2): the latest business day first (the current month to date),
 * then the last business day of each recent month, newest first, each once.
 */
export function reportDateChoices(latest: readonly IsoDate[], monthEnds: readonly IsoDate[]): IsoDate[] {
  return [...new Set([...latest.slice(0, 1), ...monthEnds])];
}
