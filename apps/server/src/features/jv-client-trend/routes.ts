import {
  JV_CLIENT_TREND_EMAIL_PATH,
  JV_CLIENT_TREND_ENDPOINT,
  ZJvClientTrendEmailQueued,
  ZJvClientTrendQuery,
} from '@hub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { recordRoutes } from '../../http/record-routes.ts';
import { reportRoutes } from '../../http/report-routes.ts';
import { emailJvClientTrend, getJvClientTrend } from './service.ts';

const ACCESS =
  "Administrators of the JV's state: Super User and Admin every JV, a State Super User their own state's (403 otherwise; a JV without a state only for those who see both); an unknown JV 404.";

/** The JV client trend (spec 001 §2 "JV screens", §7) and its e-mailed workbook. */
export const jvClientTrendRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const report = reportRoutes(app, { tags: ['jv-client-trend'] });
  report({
    endpoint: JV_CLIENT_TREND_ENDPOINT,
    summary: "JV client trend: a JV's directing clients and client groups by month",
    description: `jv_uuid (required), months (1 to 12, 18 or 24; default 12), include_unknown ('true' or 'false', default false). The JV's files per directing client (company name, else the individual's name) for the months Los Angeles months ending with the current one (as_of_month; months oldest first): opens by open_date, closes by calc_close_date, per month and in total. A client whose normalised name is a member's of an active client group is counted in the group's row (is_group, the group's name), not alone; files without a directing client make the 'Unknown' row with include_unknown=true. Rows sorted by opens + closes (descending), then label; totals adds every row. ${ACCESS}`,
    answer: ({ user, query }) => getJvClientTrend(app.db, user, query),
  });

  const routes = recordRoutes(app, { tags: ['jv-client-trend'], errors: [400, 401, 403, 404] });
  routes.action(
    'POST',
    JV_CLIENT_TREND_EMAIL_PATH,
    {
      summary: 'E-mail the JV client trend as an .xlsx workbook to yourself',
      description: `No body; the query of GET /reports/jv-client-trend. Queues one e-mail to the signed-in user's address with the trend as a formatted workbook (a row per client or group, each month's opens and closes, the totals) and answers 202 { queued: true, to, message: 'Email queued' }. ${ACCESS}`,
      query: ZJvClientTrendQuery,
      response: ZJvClientTrendEmailQueued,
      status: 202,
    },
    ({ user, query }) => emailJvClientTrend(app.db, (message) => app.mail.send(message), user, query),
  );
};
