import {
  ZCalendarDayParams,
  ZCreateCalendarDayBody,
  ZCreateCalendarDayResponse,
  ZGetCalendarDaysQuery,
  ZGetCalendarDaysResponse,
} from '@hub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { recordRoutes } from '../../http/record-routes.ts';
import { createCalendarDay, exportCalendarDays, getCalendarDays, removeCalendarDay } from './service.ts';

/** Holidays and other configured days per state (spec 000 §2 /admin/calendar-days, §7). */
export const calendarDaysRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const deps = { db: app.db };
  const routes = recordRoutes(app, { tags: ['calendar-days'], errors: [400, 401, 403] });

  routes.list(
    '/calendar-days',
    {
      summary: "A state's configured days (holidays) of one year, by date",
      description: 'A State Super User may ask for their own state only.',
      query: ZGetCalendarDaysQuery,
      response: ZGetCalendarDaysResponse,
    },
    ({ user, query }) => getCalendarDays(deps, user, query),
    {
      title: 'Calendar Days',
      filterLabels: { year: 'Year', state: 'State' },
      rows: ({ query, user }) => exportCalendarDays(deps, user, query),
      columns: [
        { key: 'day_date', header: 'Date', kind: 'date' },
        { key: 'holiday_name', header: 'Holiday Name', kind: 'text' },
        { key: 'is_business_day', header: 'Business Day', kind: 'text' },
      ],
    },
  );

  routes.add(
    '/calendar-days',
    {
      summary: 'Configure a day (a holiday closes the state for the day when is_business_day is false)',
      body: ZCreateCalendarDayBody,
      response: ZCreateCalendarDayResponse,
      errors: [409],
    },
    ({ user, body }) => createCalendarDay(deps, user, body),
  );

  routes.remove(
    '/calendar-days/:uuid',
    {
      summary: 'Remove a configured day',
      params: ZCalendarDayParams,
      response: z.null().describe('Removed'),
      errors: [404],
    },
    ({ user, params }) => removeCalendarDay(deps, user, params.uuid),
  );
};
