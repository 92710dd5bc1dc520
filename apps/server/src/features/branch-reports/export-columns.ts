import {
  BRANCH_SUMMARY_REPORT,
  type BranchSummaryResponse,
  branchSummaryCompared,
  figureHeader,
  type YearlyComparisonExportRow,
  type YearlyComparisonResponse,
  yearlyComparedCaption,
} from '@hub/contract';
import type { ExportColumn } from '../../exports/columns.ts';
import { exportColumnsOf } from '../../exports/report-columns.ts';

/**
 * The Branch Escrow Summary's columns in its export and in the daily e-mail's workbook: the declared
 * report's (spec 001 §2: the screen's columns, with the partner total revenue the full summary shows).
 */
export const BRANCH_SUMMARY_COLUMNS = exportColumnsOf(BRANCH_SUMMARY_REPORT);

/**
 * The lines under the Branch Escrow Summary's title, in its export and the e-mail's workbook: the
 * dates it compares, as the screen and the e-mail say them (issue 17).
 */
export const branchSummaryNotes = (summary: BranchSummaryResponse): string[] => [
  `${branchSummaryCompared(summary)} (the same days a year earlier)`,
];

/** The line under the yearly comparison's title: the dates it compares, none before the year begins. */
export const yearlyComparisonNotes = (comparison: YearlyComparisonResponse): string[] =>
  [yearlyComparedCaption(comparison)].filter((caption) => caption !== null);

/**
 * The yearly comparison's export: a line per branch and month, then the branch's year to date. The
 * prior year's columns cover the same days as this year's (so the months add up to the YTD line);
 * 'Prior Year Later' is the rest of last year's month after them, not compared.
 */
export const YEARLY_COMPARISON_COLUMNS: readonly ExportColumn<YearlyComparisonExportRow>[] = [
  { key: 'branch_name', header: 'Branch', kind: 'text' },
  { key: 'period', header: 'Month', kind: 'text' },
  { key: 'opens', header: 'Opens', kind: 'integer' },
  { key: 'ly_opens', header: 'Prior Year Opens', kind: 'integer' },
  { key: 'closes', header: 'Closes', kind: 'integer' },
  { key: 'ly_closes', header: 'Prior Year Closes', kind: 'integer' },
  { key: 'revenue', header: figureHeader('company_revenue'), kind: 'money' },
  { key: 'ly_revenue', header: figureHeader('company_revenue', 'Prior Year'), kind: 'money' },
  { key: 'ly_rest_opens', header: 'Prior Year Later Opens', kind: 'integer' },
  { key: 'ly_rest_closes', header: 'Prior Year Later Closes', kind: 'integer' },
  { key: 'ly_rest_revenue', header: figureHeader('company_revenue', 'Prior Year Later'), kind: 'money' },
];
