import { REVENUE_COMPARE_ENDPOINT, REVENUE_TREND_ENDPOINT } from '@hub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { reportRoutes } from '../../http/report-routes.ts';
import { REVENUE_TREND_COLUMNS } from './export-columns.ts';
import { getRevenueCompare, getRevenueTrend } from './service.ts';

/** Revenue Trend and Revenue Compare (spec 001 §2 Revenue screens, §7 GET /revenue/*). */
export const revenueReportsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const deps = { db: app.db };
  const report = reportRoutes(app, { tags: ['revenue-reports'], errors: [400, 401, 403, 404] });

  report({
    endpoint: REVENUE_TREND_ENDPOINT,
    summary: 'Opens, closes, revenue and partner total revenue per business day of recent months',
    description:
      'state AZ or NV (default: the state of branch_id, else AZ); months_back 1 to 36 (default 14); branch_id one branch of that state. One row per business day of each month up to today (Los Angeles), newest month first. A calendar day counts on the first business day on or after it in its month, so MTD at business day D is the 1st through D. Revenue is company revenue (escrow + Magnus title), partner revenue the partner total revenue. A State Super User sees their own state.',
    answer: ({ user, query }) => getRevenueTrend(deps, user, query),
    export: {
      title: 'Revenue Trend',
      filterLabels: { state: 'State', months_back: 'Months Back', branch_id: 'Branch' },
      rows: async ({ user, query }) => (await getRevenueTrend(deps, user, query)).rows,
      columns: REVENUE_TREND_COLUMNS,
    },
  });

  report({
    endpoint: REVENUE_COMPARE_ENDPOINT,
    summary: 'Month to date against the previous month and last year, by business day',
    description:
      'state AZ or NV (default: the state of emp_uuid, else AZ); report_date (default yesterday, Los Angeles); emp_uuid one employee (an escrow officer as credited, linked officers rolled up; a marketing rep as the rep). cur: the 1st through report_date; prev and ly: the 1st of the previous month and of the same month last year through the same business day number (their last business day when they have fewer).',
    answer: ({ user, query }) => getRevenueCompare(deps, user, query),
  });
};
