import { BRANCH_SUMMARY_ENDPOINT, YEARLY_COMPARISON_ENDPOINT } from '@hub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { reportDateOrYesterday } from '../../exports/register-export.ts';
import { reportRoutes } from '../../http/report-routes.ts';
import {
  BRANCH_SUMMARY_COLUMNS,
  branchSummaryNotes,
  YEARLY_COMPARISON_COLUMNS,
  yearlyComparisonNotes,
} from './export-columns.ts';
import { getBranchSummary, getYearlyComparison, yearlyComparisonExportRows } from './service.ts';

/** Branch reports (spec 001 §2 "Branch reports", §7 GET /reports/branches), read from the daily rollups. */
export const branchReportsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const report = reportRoutes(app, { tags: ['branch-reports'] });

  report({
    endpoint: BRANCH_SUMMARY_ENDPOINT,
    summary: 'Branch Escrow Summary: month to date against the same days last year, by branch',
    description:
      'state (AZ unless given) and report_date (YYYY-MM-DD, yesterday in Los Angeles unless given). Opens, closes, revenue (escrow + Magnus title) and partner revenue from the first of the report month to the report date and the same days a year earlier, with the percent changes (one decimal, null when last year is 0). Every active branch of the state, any other with figures, No Branch, then TOTAL. A State Super User sees their own state only (403).',
    answer: ({ user, query }) => getBranchSummary(app.db, user, query),
    export: {
      title: ({ query }) => `Branch Escrow Summary ${query.state}`,
      filterLabels: { state: 'State', report_date: 'Report Date' },
      columns: BRANCH_SUMMARY_COLUMNS,
      rows: async ({ user, query }) => {
        const summary = await getBranchSummary(app.db, user, query);
        return { rows: summary.rows, notes: branchSummaryNotes(summary) };
      },
      fileDates: reportDateOrYesterday,
    },
  });

  report({
    endpoint: YEARLY_COMPARISON_ENDPOINT,
    summary: 'Branch yearly comparison: this year against last year by branch and month',
    description:
      'state (AZ unless given) and year (this year in Los Angeles unless given). Opens, closes and revenue of each month of both years (this year up to today; months not yet begun are null), and the year to date over the same days of both years with the percent changes. Rows as in the branch summary, TOTAL last.',
    answer: ({ user, query }) => getYearlyComparison(app.db, user, query),
    export: {
      title: ({ query }) => `Branch Yearly Comparison ${query.state}`,
      filterLabels: { state: 'State', year: 'Year' },
      columns: YEARLY_COMPARISON_COLUMNS,
      rows: async ({ user, query }) => {
        const comparison = await getYearlyComparison(app.db, user, query);
        return { rows: yearlyComparisonExportRows(comparison), notes: yearlyComparisonNotes(comparison) };
      },
    },
  });
};
