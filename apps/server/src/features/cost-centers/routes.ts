import {
  ZCostCenter,
  ZCostCenterParams,
  ZErrorResponse,
  ZGetCostCentersQuery,
  ZGetCostCentersResponse,
  ZSaveCostCenterBody,
} from '@hub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { registerExport } from '../../exports/register-export.ts';
import { ifMatchVersion, sendVersion } from '../../http/etag.ts';
import { requireUser } from '../../plugins/auth/index.ts';
import {
  createCostCenter,
  exportCostCenters,
  getCostCenter,
  getCostCenters,
  saveCostCenter,
} from './service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

export const costCentersRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  app.get(
    '/cost-centers',
    {
      schema: {
        tags: ['cost-centers'],
        summary: 'Cost centers, by output order then company name (optionally one state)',
        querystring: ZGetCostCentersQuery,
        response: { 200: ZGetCostCentersResponse, ...errors },
      },
    },
    async (request) => getCostCenters(app.db, requireUser(request), request.query.state),
  );
  registerExport(app, {
    path: '/cost-centers/export',
    tags: ['cost-centers'],
    query: ZGetCostCentersQuery,
    title: 'Cost Centers',
    filterLabels: { state: 'State' },
    rows: ({ query, user }) => exportCostCenters(app.db, user, query.state),
    columns: [
      { key: 'output_order', header: 'Order', kind: 'integer' },
      { key: 'company_name', header: 'Company', kind: 'text' },
      { key: 'description', header: 'Description', kind: 'text' },
      { key: 'accounting_code', header: 'Accounting Code', kind: 'text' },
      { key: 'state', header: 'State', kind: 'text' },
    ],
  });

  app.get(
    '/cost-centers/:id',
    {
      schema: {
        tags: ['cost-centers'],
        summary: 'One cost center, with its version as the ETag',
        params: ZCostCenterParams,
        response: { 200: ZCostCenter, ...errors },
      },
    },
    async (request, reply) => {
      const costCenter = await getCostCenter(app.db, requireUser(request), request.params.id);
      sendVersion(reply, costCenter.version);
      return costCenter;
    },
  );

  app.post(
    '/cost-centers',
    {
      schema: {
        tags: ['cost-centers'],
        summary: 'Create a cost center',
        body: ZSaveCostCenterBody,
        response: { 201: ZCostCenter, ...errors },
      },
    },
    async (request, reply) => {
      const costCenter = await createCostCenter(app.db, requireUser(request), request.body);
      sendVersion(reply, costCenter.version);
      return reply.code(201).send(costCenter);
    },
  );

  app.put(
    '/cost-centers/:id',
    {
      schema: {
        tags: ['cost-centers'],
        summary: 'Save a cost center; If-Match with its ETag refuses a stale copy (412)',
        params: ZCostCenterParams,
        body: ZSaveCostCenterBody,
        response: { 200: ZCostCenter, ...errors, 412: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const expected = ifMatchVersion(request);
      const costCenter = await saveCostCenter(
        app.db,
        requireUser(request),
        request.params.id,
        request.body,
        expected,
      );
      sendVersion(reply, costCenter.version);
      return costCenter;
    },
  );
};
