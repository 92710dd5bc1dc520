import { EO_DASHBOARD_ENDPOINT, eoDashboardSection, ZEoDashboardExportQuery } from '@hub/contract';
import { todayInLA } from '@hub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { exportColumnsOf } from '../../exports/report-columns.ts';
import { reportRoutes } from '../../http/report-routes.ts';
import { getEoDashboard, getEoDashboardSection } from './service.ts';

/** EO Dashboard (spec 001 §2, §7 GET /reports/dashboard). */
export const eoDashboardRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const report = reportRoutes(app, { tags: ['eo-dashboard'], errors: [400, 401, 403] });

  report({
    endpoint: EO_DASHBOARD_ENDPOINT,
    summary: 'EO dashboard: closings, revenue and opens per escrow officer and per branch, MTD and YTD',
    description:
      'date_to (YYYY-MM-DD, today in Los Angeles when absent) and state (AZ or NV; absent: every state the caller may see, a State Super User naming the other state gets 403). Revenue is total_revenue (escrow + all title); ytd_mag_revenue is company revenue (escrow + Magnus title) and ytd_part_revenue the partner title revenue. Read from the daily rollups only; the totals row (last, branch_id 0, named Total) comes from the branch rows.',
    answer: ({ user, query }) => getEoDashboard(app.db, user, query),
    export: {
      query: ZEoDashboardExportQuery,
      title: ({ query }) => `EO Dashboard - ${eoDashboardSection(query.section).title}`,
      filterLabels: { date_to: 'Ending', state: 'State', section: 'Section' },
      columns: ({ query }) => exportColumnsOf(eoDashboardSection(query.section).report),
      rows: ({ user, query }) =>
        getEoDashboardSection(app.db, user, { ...query, date_to: query.date_to ?? todayInLA() }),
    },
  });
};
