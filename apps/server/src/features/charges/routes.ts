import {
  MONTHLY_CHARGES_ENDPOINT,
  ZSaveMonthlyChargesBody,
  ZSaveMonthlyChargesResponse,
} from '@hub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { recordRoutes } from '../../http/record-routes.ts';
import { getMonthlyCharges, saveMonthlyCharges } from './service.ts';

/** Monthly charges (spec 001 §2 Monthly Charges, §7): super only, a State Super User for their state. */
export const chargesRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const db = app.db;
  const routes = recordRoutes(app, { tags: ['charges'] });

  routes.list(
    MONTHLY_CHARGES_ENDPOINT.path,
    {
      summary: "The charge lines of a month_end_date (the 15th or a month's last day)",
      description:
        'Every active escrow officer of your states and their lines of the date, or with employee_uuid ' +
        "that employee's lines.",
      query: MONTHLY_CHARGES_ENDPOINT.query,
      response: MONTHLY_CHARGES_ENDPOINT.response,
    },
    ({ user, query }) => getMonthlyCharges(db, user, query),
  );

  routes.action(
    'PUT',
    MONTHLY_CHARGES_ENDPOINT.path,
    {
      summary: 'Save the whole list of charge lines of one month_end_date, in one transaction',
      description:
        'New uuids are inserted, changed lines updated; refused whole when any line is bad, names a ' +
        'missing or inactive employee, or the date lies in a finalised period.',
      body: ZSaveMonthlyChargesBody,
      response: ZSaveMonthlyChargesResponse,
    },
    ({ user, body }) => saveMonthlyCharges(db, user, body),
  );
};
