import type { EoDashboardQuery } from '@hub/contract';
import {
  addDays,
  dayOfWeek,
  formatPercent,
  formatUsDate,
  formatUsdAccounting,
  type IsoDate,
  isIsoDate,
  toCents,
  todayInLA,
} from '@hub/domain';
import { z } from 'zod';
import { isApiError } from '@/lib/api-client';
import { type SearchValues, ZSearchText } from '@/lib/search-params';

/** Spec 001 §9: the Ending list holds the last 12 weekdays, scanning at most 60 days back. */
export const ENDING_WEEKDAYS = 12;
export const ENDING_SCAN_DAYS = 60;
/** The Ending choice that shows a date input. */
export const CUSTOM_ENDING = 'custom';
/** The State choice that sends no state (every state the user may see). */
export const ALL_STATES_CHOICE = 'all';
/** What a missing figure shows (spec 001 §9). */
export const DASH = '—';

const SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

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
 * at most {@link ENDING_WEEKDAYS} of them among the last {@link ENDING_SCAN_DAYS} days.
 */
export function endingChoices(now: Date = new Date()): EndingChoice[] {
  const today = todayInLA(now);
  const choices: EndingChoice[] = [];
  for (let back = 0; back < ENDING_SCAN_DAYS && choices.length < ENDING_WEEKDAYS; back += 1) {
    const date = addDays(today, -back);
    const weekday = dayOfWeek(date);
    if (weekday === 0 || weekday === 6) continue;
    choices.push({ value: date, label: `${SHORT_WEEKDAYS[weekday]} ${formatUsDate(date)}` });
  }
  return choices;
}

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
