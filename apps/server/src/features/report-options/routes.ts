import { ZGetReportOptionsResponse, ZPutReportOptionsBody, ZPutReportOptionsResponse } from '@hub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { recordRoutes } from '../../http/record-routes.ts';
import { getReportOptions, saveReportOptions } from './service.ts';

/** Daily report recipients and projections per state (spec 001 §3, §5, §7). */
export const reportOptionsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const deps = { db: app.db };
  const routes = recordRoutes(app, { tags: ['report-options'], errors: [400, 401, 403] });

  routes.get(
    '/admin/report-options',
    {
      summary: 'Report recipients and projections of both states',
      description:
        'The version (also the ETag) is the sum of both states’ row versions. A State Super User ' +
        'gets their own state’s section only: the other reads as null and its version is not counted.',
      response: ZGetReportOptionsResponse,
    },
    ({ user }) => getReportOptions(deps, user),
  );

  routes.update(
    '/admin/report-options',
    {
      summary: 'Save report recipients and projections of both states',
      description:
        'All six fields, null when not set. A State Super User may change their own state only, and ' +
        'sends the other state’s fields as null (as read); any value there is refused (403). ' +
        'If-Match with the ETag of the GET refuses a stale save (412).',
      body: ZPutReportOptionsBody,
      response: ZPutReportOptionsResponse,
    },
    ({ user, body, ifMatch }) => saveReportOptions(deps, user, body, ifMatch),
  );
};
