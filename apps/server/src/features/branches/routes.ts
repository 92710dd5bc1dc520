import {
  ZCreateBranchBody,
  ZErrorResponse,
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
import { registerExport } from '../../exports/register-export.ts';
import { ifMatchVersion, sendVersion } from '../../http/etag.ts';
import { requireUser } from '../../plugins/auth/index.ts';
import { createBranch, getBranch, listBranches, updateBranch } from './service.ts';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};

export const branchesRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  app.get(
    '/branches',
    {
      schema: {
        tags: ['branches'],
        summary: 'Branches, active first then by name',
        description:
          "`state` narrows to AZ or NV, `active=true` lists active ones only, `fileBranches=True` only branches with escrow files. A State Super User gets their own state's branches.",
        querystring: ZGetBranchesQuery,
        response: { 200: ZGetBranchesResponse, ...errors },
      },
    },
    async (request) => listBranches(app.db, requireUser(request), request.query),
  );
  registerExport(app, {
    path: '/branches/export',
    tags: ['branches'],
    query: ZGetBranchesQuery,
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
  });

  app.get(
    '/branches/:uuid',
    {
      schema: {
        tags: ['branches'],
        summary: 'One branch by uuid or branch_id; its version is also the ETag',
        params: ZGetBranchParams,
        response: { 200: ZGetBranchResponse, ...errors },
      },
    },
    async (request, reply) => {
      const branch = await getBranch(app.db, requireUser(request), request.params.uuid);
      sendVersion(reply, branch.version);
      return branch;
    },
  );

  app.post(
    '/branches',
    {
      schema: {
        tags: ['branches'],
        summary: 'Create a branch (state AZ by default; phone stored as digits)',
        body: ZCreateBranchBody,
        response: { 201: ZSaveBranchResponse, ...errors },
      },
    },
    async (request, reply) => {
      const branch = await createBranch(app.db, requireUser(request), request.body);
      sendVersion(reply, branch.version);
      return reply.code(201).send(branch);
    },
  );

  app.put(
    '/branches/:uuid',
    {
      schema: {
        tags: ['branches'],
        summary: 'Save a branch; omitted fields keep their value',
        description: 'Send `If-Match` with the version you loaded: a stale save answers 412.',
        params: ZUpdateBranchParams,
        body: ZUpdateBranchBody,
        response: { 200: ZSaveBranchResponse, ...errors, 412: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const branch = await updateBranch(
        app.db,
        requireUser(request),
        request.params.uuid,
        request.body,
        ifMatchVersion(request),
      );
      sendVersion(reply, branch.version);
      return branch;
    },
  );
};
