import {
  BRANCH_SUMMARY_REPORT,
  type BranchSummaryResponse,
  branchSummaryCompared,
  YEARLY_COMPARISON_FILE_REPORT,
  type YearlyComparisonResponse,
  yearlyComparedCaption,
} from '@hub/contract';
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
 * The yearly comparison's export: a line per branch and month, then the branch's year to date, as
 * declared (the prior year over the same days; 'Prior Year Later' the rest of its month, not compared).
 */
export const YEARLY_COMPARISON_COLUMNS = exportColumnsOf(YEARLY_COMPARISON_FILE_REPORT);
