import {
  ZCostCenter,
  ZCostCenterParams,
  ZGetCostCentersQuery,
  ZGetCostCentersResponse,
  ZSaveCostCenterBody,
} from '@hub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { recordRoutes } from '../../http/record-routes.ts';
import {
  createCostCenter,
  exportCostCenters,
  getCostCenter,
  getCostCenters,
  saveCostCenter,
} from './service.ts';

export const costCentersRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const routes = recordRoutes(app, { tags: ['cost-centers'] });

  routes.list(
    '/cost-centers',
    {
      summary: 'Cost centers, by output order then company name (optionally one state)',
      query: ZGetCostCentersQuery,
      response: ZGetCostCentersResponse,
    },
    ({ user, query }) => getCostCenters(app.db, user, query.state),
    {
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
    },
  );

  routes.get(
    '/cost-centers/:id',
    {
      summary: 'One cost center, with its version as the ETag',
      params: ZCostCenterParams,
      response: ZCostCenter,
    },
    ({ user, params }) => getCostCenter(app.db, user, params.id),
  );

  routes.create(
    '/cost-centers',
    { summary: 'Create a cost center', body: ZSaveCostCenterBody, response: ZCostCenter },
    ({ user, body }) => createCostCenter(app.db, user, body),
  );

  routes.update(
    '/cost-centers/:id',
    {
      summary: 'Save a cost center; If-Match with its ETag refuses a stale copy (412)',
      params: ZCostCenterParams,
      body: ZSaveCostCenterBody,
      response: ZCostCenter,
    },
    ({ user, params, body, ifMatch }) => saveCostCenter(app.db, user, params.id, body, ifMatch),
  );
};
