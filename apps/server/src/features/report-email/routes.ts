import { ZBranchEmailQuery, ZBranchEmailResponse } from '@hub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { recordRoutes } from '../../http/record-routes.ts';
import { emailBranchSummary } from './service.ts';

/** GET /email/ (spec 000 §6 "E-mail daily reports button", §7): queues the daily branch summary e-mail. */
export const reportEmailRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const routes = recordRoutes(app, { tags: ['report-email'] });

  routes.list(
    '/email/',
    {
      summary: "Queue the daily Branch Escrow Summary e-mail to the state's report recipients",
      description:
        "state (AZ unless given) and report_date (yesterday in Los Angeles unless given), as GET /reports/branches. One e-mail to the state's recipients (report options) with the summary as an HTML table and an XLSX attachment, at most one an hour for a state and report date (a repeat within the hour queues nothing and answers the same); 400 when the state has none. A State Super User may send only their own state's (403).",
      query: ZBranchEmailQuery,
      response: ZBranchEmailResponse,
    },
    ({ user, query }) =>
      emailBranchSummary(app.db, (message, options) => app.mail.send(message, options), user, query),
  );
};
