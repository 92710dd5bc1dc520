import { ZGetAllDaysQuery, ZGetAllDaysResponse, ZGetLastEomQuery, ZGetLastEomResponse } from '@hub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { recordRoutes } from '../../http/record-routes.ts';
import { getAllDays, getLastEom } from './service.ts';

/** Business days and month ends of a state (DOMAIN.md §5), for the report-date pickers. */
export const calendarRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const deps = { db: app.db };
  const routes = recordRoutes(app, { tags: ['calendar'], errors: [400, 401, 403] });

  routes.list(
    '/calendar/all-days',
    {
      summary: 'The last N business days up to yesterday (Los Angeles), newest first',
      description:
        'A business day is Monday to Friday and not a closure of the state (calendar_days with is_business_day false). count: 1 to 1000, default 100; state: AZ (default) or NV.',
      query: ZGetAllDaysQuery,
      response: ZGetAllDaysResponse,
    },
    ({ query }) => getAllDays(deps, query),
  );

  routes.list(
    '/calendar/last-eom',
    {
      summary: 'The last business day of recent months, newest first',
      description:
        'Month ends on or before yesterday (Los Angeles). count: 1 to 240 months, default 24; state: AZ (default) or NV.',
      query: ZGetLastEomQuery,
      response: ZGetLastEomResponse,
    },
    ({ query }) => getLastEom(deps, query),
  );
};
