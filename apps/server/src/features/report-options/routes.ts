import {
  ZErrorResponse,
  ZGetReportOptionsResponse,
  ZPutReportOptionsBody,
  ZPutReportOptionsResponse,
} from '@hub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { ifMatchVersion, sendVersion } from '../../http/etag.ts';
import { requireUser } from '../../plugins/auth/index.ts';
import { getReportOptions, saveReportOptions } from './service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/** Daily report recipients and projections per state (spec 001 §3, §5, §7). */
export const reportOptionsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const deps = { db: app.db };

  app.get(
    '/admin/report-options',
    {
      schema: {
        tags: ['report-options'],
        summary: 'Report recipients and projections of both states',
        description:
          'The version (also the ETag) is the sum of both states’ row versions. A State Super User ' +
          'gets their own state’s section only: the other reads as null and its version is not counted.',
        response: { 200: ZGetReportOptionsResponse, ...errors },
      },
    },
    async (request, reply) => {
      const options = await getReportOptions(deps, requireUser(request));
      sendVersion(reply, options.version);
      return options;
    },
  );

  app.put(
    '/admin/report-options',
    {
      schema: {
        tags: ['report-options'],
        summary: 'Save report recipients and projections of both states',
        description:
          'All six fields, null when not set. A State Super User may change their own state only, and ' +
          'sends the other state’s fields as null (as read); any value there is refused (403). ' +
          'If-Match with the ETag of the GET refuses a stale save (412).',
        body: ZPutReportOptionsBody,
        response: { 200: ZPutReportOptionsResponse, ...errors, 412: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const options = await saveReportOptions(
        deps,
        requireUser(request),
        request.body,
        ifMatchVersion(request),
      );
      sendVersion(reply, options.version);
      return options;
    },
  );
};
