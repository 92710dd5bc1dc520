import {
  EMPLOYEE_PROFIT_ENDPOINT,
  EMPLOYEE_PROFIT_SAVE_PATH,
  ZEmployeeProfitSaveBody,
  ZEmployeeProfitSaveResult,
} from '@hub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { recordRoutes } from '../../http/record-routes.ts';
import { reportRoutes } from '../../http/report-routes.ts';
import { getProfitGrid, saveProfitGrid } from './service.ts';

/** EO Profitability (spec 001 §2, §3, §7): the month's grid and its bulk save; super only. */
export const employeeProfitRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const report = reportRoutes(app, { tags: ['employee-profit'] });
  const routes = recordRoutes(app, { tags: ['employee-profit'] });

  report({
    endpoint: EMPLOYEE_PROFIT_ENDPOINT,
    summary: 'EO Profitability: the escrow officers of a month, their figures and profitability',
    description:
      "month_end_date (YYYY-MM-DD, the last day of a month) is required; state (AZ or NV) narrows the rows, omitted for both. One row per escrow officer of the month's Commission Summary (first to last day; a finalised month's snapshot), in its order: mtd_revenue, comm_amt and comm_end_balance are that summary row's; is_profitable and notes as saved for the month (false and null when nothing was). Super User: both states; State Super User: their state's officers (another state asked is 403).",
    answer: ({ user, query }) => getProfitGrid(app.db, user, query),
  });

  routes.action(
    'PUT',
    EMPLOYEE_PROFIT_SAVE_PATH,
    {
      summary: "Save every row's is_profitable and notes for the month (all or nothing)",
      description:
        "month_end_date (the last day of a month) and rows of employee_id, is_profitable and notes (blank or null saved as null, trimmed, at most 2000 characters). Every row is upserted on (employee_id, month_end_date) in one transaction, each change audited; rows not sent stay as they are. Refused whole: an employee twice or not an escrow officer of the month's grid (400 naming the row), an officer of a state outside the user's (403). Answers the month and the number of rows saved.",
      body: ZEmployeeProfitSaveBody,
      response: ZEmployeeProfitSaveResult,
    },
    ({ user, body }) => saveProfitGrid(app.db, user, body),
  );
};
