import { z } from 'zod';
import { comparedCaption } from '../common/figure-names.ts';
import { ZIsoDate, ZMoney, ZState, ZStateCode, ZUuid } from '../common/primitives.ts';

/** GET /reports/branches/yearly-comparison: the state (AZ unless given) and the year (this year in Los Angeles). */
export const ZYearlyComparisonQuery = z.strictObject({
  state: ZStateCode.default('AZ'),
  year: z.coerce
    .number('must be a year such as 2026')
    .int('must be a year such as 2026')
    .min(2000, 'must be 2000 or later')
    .max(2100, 'must be 2100 or earlier')
    .optional(),
});
export type YearlyComparisonQuery = z.input<typeof ZYearlyComparisonQuery>;

/** One period's figures of one year: files opened, closed and the company's revenue. */
export const ZYearFigures = z.object({ opens: z.number().int(), closes: z.number().int(), revenue: ZMoney });
export type YearFigures = z.infer<typeof ZYearFigures>;

/**
 * One month (1 = January) of the year and of the year before, compared over the same days (issue 17):
 * `current` runs to `through` (null for the months after it, not yet begun); `prior` is the same
 * month a year earlier over the same days, to `prior_through` in the month of `through` (null after
 * it: nothing to compare with), so the months' sums are the year to date's. `prior_rest` is the rest
 * of that month a year earlier, after `prior_through` (the whole month after it; null when there is
 * none), shown apart and never compared.
 */
export const ZYearlyMonth = z.object({
  month: z.number().int().min(1).max(12),
  current: ZYearFigures.nullable(),
  prior: ZYearFigures.nullable(),
  prior_rest: ZYearFigures.nullable(),
});
export type YearlyMonth = z.infer<typeof ZYearlyMonth>;

/**
 * Year to date, compared over the same days: January 1 to `through` this year and January 1 to the
 * same day last year. The changes are percent changes with one decimal, null when last year's is 0.
 */
export const ZYearToDate = z.object({
  current: ZYearFigures,
  prior: ZYearFigures,
  open_chg: z.number().nullable(),
  close_chg: z.number().nullable(),
  revenue_chg: z.number().nullable(),
});
export type YearToDate = z.infer<typeof ZYearToDate>;

/** A branch (or 'No Branch', id null; or TOTAL, id 0: the sum of the rows) with its twelve months. */
export const ZYearlyComparisonRow = z.object({
  branch_id: z.number().int().nullable(),
  branch_uuid: ZUuid.nullable(),
  branch_name: z.string(),
  months: z.array(ZYearlyMonth).length(12),
  ytd: ZYearToDate,
});
export type YearlyComparisonRow = z.infer<typeof ZYearlyComparisonRow>;

/**
 * This year against last year, by branch and month. `through` is the last day counted this year
 * (Dec 31 of a past year, today in Los Angeles for this year); a future year counts nothing (its
 * months are all null, `through` null). Rows in the branch summary's order, TOTAL last.
 */
export const ZYearlyComparisonResponse = z.object({
  state: ZState,
  year: z.number().int(),
  prior_year: z.number().int(),
  through: ZIsoDate.nullable(),
  prior_through: ZIsoDate.nullable(),
  rows: z.array(ZYearlyComparisonRow),
});
export type YearlyComparisonResponse = z.infer<typeof ZYearlyComparisonResponse>;

/**
 * What the comparison compares, from its answer (issue 17), on the screen and in the export:
 * 'Compared: 01/01/2026–11/28/2026 with 01/01/2025–11/28/2025'; null before the year begins.
 */
export function yearlyComparedCaption(
  answer: Pick<YearlyComparisonResponse, 'year' | 'prior_year' | 'through' | 'prior_through'>,
): string | null {
  if (answer.through === null || answer.prior_through === null) return null;
  return comparedCaption(
    { from: `${answer.year}-01-01`, to: answer.through },
    { from: `${answer.prior_year}-01-01`, to: answer.prior_through },
  );
}

/** A row of the export: one per branch and month, then the branch's year to date ('YTD'). */
export type YearlyComparisonExportRow = {
  branch_name: string;
  period: string;
  opens: number | null;
  ly_opens: number | null;
  closes: number | null;
  ly_closes: number | null;
  revenue: string | null;
  ly_revenue: string | null;
  /** Last year's days of the month after the compared span (not compared). */
  ly_rest_opens: number | null;
  ly_rest_closes: number | null;
  ly_rest_revenue: string | null;
};
