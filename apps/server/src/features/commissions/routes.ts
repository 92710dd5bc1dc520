import { COMMISSION_ENDPOINT } from '@hub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { reportRoutes } from '../../http/report-routes.ts';
import { finalizedPeriodsRoutes } from './finalized/routes.ts';
import { getCommissionSummary } from './service.ts';
import { commissionXlsRoutes } from './xls/routes.ts';

/** The commission summary (spec 001 §2 "Commission Summary", §7 GET /commission; DOMAIN.md §4). */
export const commissionsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, options) => {
  const report = reportRoutes(app, { tags: ['commissions'] });

  report({
    endpoint: COMMISSION_ENDPOINT,
    summary: 'Commission Summary: one row per rep and escrow officer for a period',
    description:
      "start_date and end_date (YYYY-MM-DD, in order) are required; employee_uuid narrows the summary to one employee. One row per employee of emp_type REP or EO employed on some day of the period (DOMAIN.md §4), escrow officers first, then reps, each by last then first name. frequency is MONTHLY for exactly one calendar month, else SEMI_MONTHLY. The credited figures are the rollups' (an escrow officer's include the files of the employees linked to them); money is decimal text. trace=1 (only with employee_uuid; 400 otherwise) adds that employee's trace: the files and adjustments the row sums with their commissionable figures, the charge lines, the guarantee used, the base and its source, the combo revenue and each step of the formula. A finalised period answers the snapshot stored when it was finalised. Super User and Admin: every employee; State Super User: their state's employees; anyone else: only their own employee, named by employee_uuid (403 otherwise).",
    answer: ({ user, query }) => getCommissionSummary(app.db, user, query),
  });

  await app.register(finalizedPeriodsRoutes, options);
  await app.register(commissionXlsRoutes);
};
