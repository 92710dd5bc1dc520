import {
  ZCreateBranchBody,
  ZGetBranchesQuery,
  ZGetBranchesResponse,
  ZGetBranchParams,
  ZGetBranchResponse,
  ZSaveBranchResponse,
  ZUpdateBranchBody,
  ZUpdateBranchParams,
} from '@hub/contract';
import { formatPhone } from '@hub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { recordRoutes } from '../../http/record-routes.ts';
import { createBranch, getBranch, listBranches, updateBranch } from './service.ts';

export const branchesRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const routes = recordRoutes(app, { tags: ['branches'] });

  routes.list(
    '/branches',
    {
      summary: 'Branches, active first then by name',
      description:
        "`state` narrows to AZ or NV, `active=true` lists active ones only, `fileBranches=True` only branches with escrow files. A State Super User gets their own state's branches.",
      query: ZGetBranchesQuery,
      response: ZGetBranchesResponse,
    },
    ({ user, query }) => listBranches(app.db, user, query),
    {
      title: 'Branches',
      filterLabels: { state: 'State', active: 'Active only', fileBranches: 'With escrow files only' },
      // The list itself: branches are few, and their natural name order ('101 …' before '110 …') is not SQL's.
      rows: ({ query, user }) => listBranches(app.db, user, query),
      columns: [
        { key: 'name', header: 'Name', kind: 'text' },
        { key: 'code', header: 'Code', kind: 'text' },
        { key: 'city', header: 'City', kind: 'text' },
        { key: 'state', header: 'State', kind: 'text' },
        { key: 'phone_number', header: 'Phone', kind: 'text', value: (row) => formatPhone(row.phone_number) },
        { key: 'cost_center_desc', header: 'Cost Center', kind: 'text' },
        { key: 'active', header: 'Active', kind: 'text' },
      ],
    },
  );

  routes.get(
    '/branches/:uuid',
    {
      summary: 'One branch by uuid or branch_id; its version is also the ETag',
      params: ZGetBranchParams,
      response: ZGetBranchResponse,
    },
    ({ user, params }) => getBranch(app.db, user, params.uuid),
  );

  routes.create(
    '/branches',
    {
      summary: 'Create a branch (state AZ by default; phone stored as digits)',
      body: ZCreateBranchBody,
      response: ZSaveBranchResponse,
    },
    ({ user, body }) => createBranch(app.db, user, body),
  );

  routes.update(
    '/branches/:uuid',
    {
      summary: 'Save a branch; omitted fields keep their value',
      description: 'Send `If-Match` with the version you loaded: a stale save answers 412.',
      params: ZUpdateBranchParams,
      body: ZUpdateBranchBody,
      response: ZSaveBranchResponse,
    },
    ({ user, params, body, ifMatch }) => updateBranch(app.db, user, params.uuid, body, ifMatch),
  );
};
