import { firstDayOfMonth, lastDayOfMonth, previousMonth, todayInLA } from '@hub/domain';
import { parseDateText } from '@/components/forms/date-field';
import { isApiError } from '@/lib/api-client';

/** A commission payments summary's period: 'YYYY-MM-DD' both. */
export type SummaryPeriod = { period_start: string; period_end: string };

/** Whether the text is a calendar date written YYYY-MM-DD (spec 001 §5). */
export function isIsoDateText(text: string | null | undefined): text is string {
  return typeof text === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(text) && parseDateText(text) === text;
}

/** The month of today in Los Angeles (spec 001 §9). */
export function thisMonth(now: Date = new Date()): SummaryPeriod {
  const today = todayInLA(now);
  return { period_start: firstDayOfMonth(today), period_end: lastDayOfMonth(today) };
}

/** The month before today's in Los Angeles. */
export function lastMonth(now: Date = new Date()): SummaryPeriod {
  const month = previousMonth(todayInLA(now));
  return { period_start: firstDayOfMonth(month), period_end: lastDayOfMonth(month) };
}

/**
 * The period the summary shows (spec 001 §5): each of the address's dates when it is YYYY-MM-DD,
 * else that end of the current month (Los Angeles).
 */
export function summaryPeriod(asked: Partial<SummaryPeriod>, now: Date = new Date()): SummaryPeriod {
  const month = thisMonth(now);
  return {
    period_start: isIsoDateText(asked.period_start) ? asked.period_start : month.period_start,
    period_end: isIsoDateText(asked.period_end) ? asked.period_end : month.period_end,
  };
}

/** Spec 001 §8 "Comm payments": the server's detail, else the error's message, else 'Error'. */
export function commPaymentsErrorText(error: unknown): string {
  if (isApiError(error) && error.detail) return error.detail;
  if (error instanceof Error && error.message) return error.message;
  return 'Error';
}
