import type { EoDashboardQuery } from '@hub/contract';
import { formatPercent, formatUsdAccounting, type IsoDate, isIsoDate, toCents, todayInLA } from '@hub/domain';
import { z } from 'zod';
import { reportDateChoices } from '@/components/report';
import { isApiError } from '@/lib/api-client';
import { type SearchValues, ZSearchText } from '@/lib/search-params';

/** The Ending choice that shows a date input. */
export const CUSTOM_ENDING = 'custom';
/** The State choice that sends no state (every state the user may see). */
export const ALL_STATES_CHOICE = 'all';
/** What a missing figure shows (spec 001 §9). */
export const DASH = '—';

/**
 * The address of /reports/eo-dashboard (spec 001 §2): ?date_to= (absent: today in Los Angeles; a date
 * outside the Ending list is a custom date) and ?state= (AZ, NV or all; absent: NV, spec 001 §9).
 */
export const ZEoDashboardView = z.object({
  date_to: ZSearchText,
  state: z.enum([ALL_STATES_CHOICE, 'AZ', 'NV']).default('NV'),
});
export type EoDashboardView = SearchValues<typeof ZEoDashboardView>;

export type EndingChoice = { value: IsoDate; label: string };

/**
 * The Ending list: the weekdays (Monday to Friday) from today in Los Angeles backwards, newest first,
 * at most 12 of them among the last 60 days (spec 001 §9; the report kit's 'weekdays' source).
 */
export const endingChoices = (now: Date = new Date()): EndingChoice[] => reportDateChoices('weekdays', now);

/** The end date the view asks for: the address's date when it is one, else today in Los Angeles. */
export function viewDateTo(view: EoDashboardView, now: Date = new Date()): IsoDate {
  return isIsoDate(view.date_to) ? view.date_to : todayInLA(now);
}

/** The server's query: date_to always, state only when one is chosen (spec 001 §5). */
export function eoDashboardRequest(view: EoDashboardView, now: Date = new Date()): EoDashboardQuery {
  const date_to = viewDateTo(view, now);
  return view.state === ALL_STATES_CHOICE ? { date_to } : { date_to, state: view.state };
}

/** Whether the view's end date is a custom one: not in the Ending list (today on a weekend is custom). */
export function isCustomEnding(
  view: EoDashboardView,
  choices: readonly EndingChoice[],
  now: Date = new Date(),
): boolean {
  const dateTo = viewDateTo(view, now);
  return !choices.some((choice) => choice.value === dateTo);
}

/** Spec 001 §8: a non-OK answer says 'Error: HTTP {status}', a network failure 'Failed to fetch'. */
export function eoDashboardError(error: unknown): string {
  if (isApiError(error) && error.status > 0) return `Error: HTTP ${error.status}`;
  return 'Failed to fetch';
}

/** Money with two decimals ('$1,234.50', negatives in parentheses); a missing amount is a dash. */
export function dashboardMoney(value: string | null | undefined): string {
  return value === null || value === undefined ? DASH : formatUsdAccounting(toCents(value));
}

/** A percentage with two decimals ('66.67%'); a missing one (nothing to divide by) is a dash. */
export function dashboardPercent(value: number | null | undefined): string {
  return value === null || value === undefined ? DASH : formatPercent(value);
}

/** A count with thousands separators. */
export function dashboardCount(value: number): string {
  return value.toLocaleString('en-US');
}
