import { z } from 'zod';
import { ADMIN_ROLES } from '../auth/roles.ts';
import { comparedCaption, figureHeader } from '../common/figure-names.ts';
import { ZIsoDate, ZMoney, ZState, ZStateCode, ZUuid } from '../common/primitives.ts';
import { defineReport, reportEndpoint, reportKeys } from '../common/report-kit.ts';

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

/**
 * A line of the comparison's file (one per branch and month, then the branch's year to date, 'YTD')
 * and of the screen's By Month table. The prior year's figures cover the same days as this year's (so
 * the months add up to the YTD line); `ly_rest_*` are last year's days of the month after them, not
 * compared (none on the YTD line).
 */
export const ZYearlyComparisonLine = z.object({
  branch_name: z.string(),
  period: z.string(),
  opens: z.number().int().nullable(),
  ly_opens: z.number().int().nullable(),
  closes: z.number().int().nullable(),
  ly_closes: z.number().int().nullable(),
  revenue: ZMoney.nullable(),
  ly_revenue: ZMoney.nullable(),
  ly_rest_opens: z.number().int().nullable(),
  ly_rest_closes: z.number().int().nullable(),
  ly_rest_revenue: ZMoney.nullable(),
});
export type YearlyComparisonExportRow = z.infer<typeof ZYearlyComparisonLine>;

/** A month's (or the year to date's) figures of a branch as a line; a side it lacks is empty. */
export function yearlyComparisonLine(
  branch_name: string,
  period: string,
  figures: { current: YearFigures | null; prior: YearFigures | null; prior_rest?: YearFigures | null },
): YearlyComparisonExportRow {
  const { current, prior, prior_rest: rest = null } = figures;
  return {
    branch_name,
    period,
    opens: current?.opens ?? null,
    ly_opens: prior?.opens ?? null,
    closes: current?.closes ?? null,
    ly_closes: prior?.closes ?? null,
    revenue: current?.revenue ?? null,
    ly_revenue: prior?.revenue ?? null,
    ly_rest_opens: rest?.opens ?? null,
    ly_rest_closes: rest?.closes ?? null,
    ly_rest_revenue: rest?.revenue ?? null,
  };
}

/** How the figures' headers name the years: '2026', '2025', '2025 Later' on the screen. */
export type YearlyHeaders = { year: string; prior: string; later: string };

/** 'Opens' named by its year ('2026 Opens'; plain where the year goes unsaid). */
const ofYear = (label: string, name: string) => (label ? `${label} ${name}` : name);

/**
 * The comparison's lines by branch and month (spec 001 §2, the content designed here): the file's
 * columns and, without the branch, the screen's By Month table, each summed. The file names the years
 * 'Prior Year' and 'Prior Year Later' (`YEARLY_COMPARISON_FILE_REPORT`); the screen by their numbers.
 */
export const yearlyComparisonLinesReport = ({ year, prior, later }: YearlyHeaders) =>
  defineReport({
    title: 'Branch Yearly Comparison',
    row: ZYearlyComparisonLine,
    columns: [
      { key: 'branch_name', header: 'Branch', kind: 'text', total: 'none' },
      { key: 'period', header: 'Month', kind: 'text', total: 'none' },
      { key: 'opens', header: ofYear(year, 'Opens'), kind: 'count', total: 'sum' },
      { key: 'ly_opens', header: ofYear(prior, 'Opens'), kind: 'count', total: 'sum' },
      { key: 'closes', header: ofYear(year, 'Closes'), kind: 'count', total: 'sum' },
      { key: 'ly_closes', header: ofYear(prior, 'Closes'), kind: 'count', total: 'sum' },
      { key: 'revenue', header: figureHeader('company_revenue', year), kind: 'money', total: 'sum' },
      { key: 'ly_revenue', header: figureHeader('company_revenue', prior), kind: 'money', total: 'sum' },
      { key: 'ly_rest_opens', header: ofYear(later, 'Opens'), kind: 'count', total: 'sum' },
      { key: 'ly_rest_closes', header: ofYear(later, 'Closes'), kind: 'count', total: 'sum' },
      { key: 'ly_rest_revenue', header: figureHeader('company_revenue', later), kind: 'money', total: 'sum' },
    ],
  });

/** The file's lines: 'Opens', 'Prior Year Opens', 'Prior Year Later Opens'. */
export const YEARLY_COMPARISON_FILE_REPORT = yearlyComparisonLinesReport({
  year: '',
  prior: 'Prior Year',
  later: 'Prior Year Later',
});

/**
 * The screen's Year to Date by Branch: each branch's year to date against the same days last year,
 * headed by the years ('2026 Opens'); the TOTAL is the answer's row (branch_id 0) and its changes are
 * of the totals.
 */
export const yearlyToDateReport = ({ year, prior }: Pick<YearlyHeaders, 'year' | 'prior'>) =>
  defineReport({
    title: 'Year to Date by Branch',
    row: ZYearlyComparisonRow,
    isTotal: (row) => row.branch_id === 0,
    columns: [
      { key: 'branch', header: 'Branch', kind: 'text', value: (row) => row.branch_name, total: 'none' },
      {
        key: 'opens',
        header: ofYear(year, 'Opens'),
        kind: 'count',
        value: (row) => row.ytd.current.opens,
        total: 'sum',
      },
      {
        key: 'ly_opens',
        header: ofYear(prior, 'Opens'),
        kind: 'count',
        value: (row) => row.ytd.prior.opens,
        total: 'sum',
      },
      {
        key: 'open_chg',
        header: 'Open Change',
        kind: 'percent',
        value: (row) => row.ytd.open_chg,
        total: { change: { from: 'ly_opens', to: 'opens' } },
      },
      {
        key: 'closes',
        header: ofYear(year, 'Closes'),
        kind: 'count',
        value: (row) => row.ytd.current.closes,
        total: 'sum',
      },
      {
        key: 'ly_closes',
        header: ofYear(prior, 'Closes'),
        kind: 'count',
        value: (row) => row.ytd.prior.closes,
        total: 'sum',
      },
      {
        key: 'close_chg',
        header: 'Close Change',
        kind: 'percent',
        value: (row) => row.ytd.close_chg,
        total: { change: { from: 'ly_closes', to: 'closes' } },
      },
      {
        key: 'revenue',
        header: figureHeader('company_revenue', year),
        kind: 'money',
        value: (row) => row.ytd.current.revenue,
        total: 'sum',
      },
      {
        key: 'ly_revenue',
        header: figureHeader('company_revenue', prior),
        kind: 'money',
        value: (row) => row.ytd.prior.revenue,
        total: 'sum',
      },
      {
        key: 'revenue_chg',
        header: 'Revenue Change',
        kind: 'percent',
        value: (row) => row.ytd.revenue_chg,
        total: { change: { from: 'ly_revenue', to: 'revenue' } },
      },
    ],
  });

/** The Year to Date table's columns, whatever the years: its sorts in the address. */
export const YEARLY_TO_DATE_KEYS = reportKeys(yearlyToDateReport({ year: '', prior: '' }));

/** GET /reports/branches/yearly-comparison: this year against last. */
export const YEARLY_COMPARISON_ENDPOINT = reportEndpoint({
  name: 'branch-yearly-comparison',
  path: '/reports/branches/yearly-comparison',
  query: ZYearlyComparisonQuery,
  response: ZYearlyComparisonResponse,
  access: ADMIN_ROLES,
  screen: {
    path: '/reports/branches/yearly-comparison',
    roles: 'admin',
    page: 'branch-reports/yearly-comparison',
  },
});
