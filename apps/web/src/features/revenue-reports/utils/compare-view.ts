import {
  COMPARE_PERIODS,
  type ComparePeriod,
  comparedCaption,
  REVENUE_COMPARE_FIGURES,
  type RevenueCompareResponse,
} from '@hub/contract';
import { type IsoDate, percentChange } from '@hub/domain';
import { type ReportDateSource, reportDates } from '@/components/report';
import { isApiError } from '@/lib/api-client';

export const COMPARE_LOAD_FAILED = 'Failed to load report';

export const PERIOD_TITLES: Record<ComparePeriod, string> = {
  cur: 'Current Month',
  prev: 'Previous Month',
  ly: 'Last Year',
};

/** Spec 001 §8 Revenue compare: the server's detail, else the error's message, else the spec's words. */
export function compareErrorText(error: unknown): string {
  if (isApiError(error) && error.detail) return error.detail;
  if (error instanceof Error && error.message) return error.message;
  return COMPARE_LOAD_FAILED;
}

/**
 * The report-date choices: the days of yesterday's month up to yesterday (Los Angeles), newest first,
 * plus the date the address holds when it is another.
 */
export const REPORT_DATES: ReportDateSource = 'month-days';

export function reportDateOptions(held: IsoDate | undefined, now: Date = new Date()): IsoDate[] {
  const days = reportDates(REPORT_DATES, now);
  return held && !days.includes(held) ? [held, ...days] : days;
}

export type CompareFigure = {
  label: string;
  /** The figure of each period: money as text, counts as numbers. */
  values: Record<ComparePeriod, string | number>;
  money: boolean;
};

/**
 * The dates compared, from the answer (issue 17): 'Compared: 11/01/2026–11/27/2026 with
 * 10/01/2026–10/27/2026 and 11/01/2025–11/28/2025 (the same business day …)'.
 */
export function comparedText(answer: RevenueCompareResponse): string {
  const span = (p: ComparePeriod) => ({ from: answer[`${p}_beg_date`], to: answer[`${p}_end_date`] });
  return `${comparedCaption(span('cur'), span('prev'), span('ly'))} (the same business day of the previous month and of last year)`;
}

/** The figures each card shows, in the contract's order (REVENUE_COMPARE_FIGURES). */
export function compareFigures(answer: RevenueCompareResponse): CompareFigure[] {
  return REVENUE_COMPARE_FIGURES.map(({ field, header, kind }) => ({
    label: header,
    values: Object.fromEntries(COMPARE_PERIODS.map((p) => [p, answer[`${p}_${field}`]])) as Record<
      ComparePeriod,
      string | number
    >,
    money: kind === 'money',
  }));
}

/** The change from a period to the current month, in percent of that period (one decimal); null from 0. */
export function changeToCurrent(figure: CompareFigure, period: Exclude<ComparePeriod, 'cur'>): number | null {
  return percentChange(String(figure.values.cur), String(figure.values[period]), 1);
}
