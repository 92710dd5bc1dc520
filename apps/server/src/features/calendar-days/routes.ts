import {
  ZCalendarDayParams,
  ZCreateCalendarDayBody,
  ZCreateCalendarDayResponse,
  ZErrorResponse,
  ZGetCalendarDaysQuery,
  ZGetCalendarDaysResponse,
} from '@hub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { registerExport } from '../../exports/register-export.ts';
import { requireUser } from '../../plugins/auth/index.ts';
import { createCalendarDay, exportCalendarDays, getCalendarDays, removeCalendarDay } from './service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/** Holidays and other configured days per state (spec 000 §2 /admin/calendar-days, §7). */
export const calendarDaysRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const deps = { db: app.db };

  app.get(
    '/calendar-days',
    {
      schema: {
        tags: ['calendar-days'],
        summary: "A state's configured days (holidays) of one year, by date",
        description: 'A State Super User may ask for their own state only.',
        querystring: ZGetCalendarDaysQuery,
        response: { 200: ZGetCalendarDaysResponse, ...errors },
      },
    },
    async (request) => getCalendarDays(deps, requireUser(request), request.query),
  );
  registerExport(app, {
    path: '/calendar-days/export',
    tags: ['calendar-days'],
    query: ZGetCalendarDaysQuery,
    title: 'Calendar Days',
    filterLabels: { year: 'Year', state: 'State' },
    rows: ({ query, user }) => exportCalendarDays(deps, user, query),
    columns: [
      { key: 'day_date', header: 'Date', kind: 'date' },
      { key: 'holiday_name', header: 'Holiday Name', kind: 'text' },
      { key: 'is_business_day', header: 'Business Day', kind: 'text' },
    ],
  });

  app.post(
    '/calendar-days',
    {
      schema: {
        tags: ['calendar-days'],
        summary: 'Configure a day (a holiday closes the state for the day when is_business_day is false)',
        body: ZCreateCalendarDayBody,
        response: { 201: ZCreateCalendarDayResponse, ...errors, 409: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const created = await createCalendarDay(deps, requireUser(request), request.body);
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/calendar-days/:uuid',
    {
      schema: {
        tags: ['calendar-days'],
        summary: 'Remove a configured day',
        params: ZCalendarDayParams,
        response: { 204: z.null().describe('Removed'), ...errors, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      await removeCalendarDay(deps, requireUser(request), request.params.uuid);
      return reply.code(204).send(null);
    },
  );
};
