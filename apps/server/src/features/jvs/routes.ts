import {
  ZErrorResponse,
  ZGetJvEntitiesQuery,
  ZGetJvEntitiesResponse,
  ZGetJvEntityResponse,
  ZJvEntityParams,
  ZSaveJvEntityBody,
  ZUploadJvLogoResponse,
} from '@hub/contract';
import { formatPhone } from '@hub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { registerExport } from '../../exports/register-export.ts';
import { ifMatchVersion, sendVersion } from '../../http/etag.ts';
import { requireUser } from '../../plugins/auth/index.ts';
import {
  createJvEntity,
  exportJvEntities,
  getJvEntity,
  listJvEntities,
  updateJvEntity,
  uploadJvLogo,
} from './service.ts';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
} as const;

/** JV partner entities (spec 000 §7): Super User and Admin all, a State Super User their own state's. */
export const jvsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const db = app.db;

  app.get(
    '/jv-entities',
    {
      schema: {
        tags: ['jvs'],
        summary: 'JV entities, sorted by report order then name',
        description:
          '`active=true` lists the active ones only; `state` one state. A State Super User gets their own state only.',
        querystring: ZGetJvEntitiesQuery,
        response: { 200: ZGetJvEntitiesResponse, ...errors },
      },
    },
    async (request) => listJvEntities(db, requireUser(request), request.query),
  );
  registerExport(app, {
    path: '/jv-entities/export',
    tags: ['jvs'],
    query: ZGetJvEntitiesQuery,
    title: 'JV Entities',
    filterLabels: { active: 'Active only', state: 'State' },
    rows: ({ query, user }) => exportJvEntities(db, user, query),
    columns: [
      { key: 'name', header: 'Name', kind: 'text' },
      { key: 'alias', header: 'Alias', kind: 'text' },
      { key: 'city', header: 'City', kind: 'text' },
      { key: 'st', header: 'State', kind: 'text' },
      { key: 'phone_number', header: 'Phone', kind: 'text', value: (row) => formatPhone(row.phone_number) },
      { key: 'magnus_title_pct', header: 'Magnus %', kind: 'percent' },
      { key: 'sort_order', header: 'Report Order', kind: 'integer' },
      {
        key: 'is_active',
        header: 'Status',
        kind: 'text',
        value: (row) => (row.is_active ? 'Active' : 'Inactive'),
      },
    ],
  });

  app.get(
    '/jv-entities/:id',
    {
      schema: {
        tags: ['jvs'],
        summary: 'One JV entity, by jv_id or uuid (its version is the ETag)',
        params: ZJvEntityParams,
        response: { 200: ZGetJvEntityResponse, ...errors },
      },
    },
    async (request, reply) => {
      const jv = await getJvEntity(db, requireUser(request), request.params.id);
      sendVersion(reply, jv.version);
      return jv;
    },
  );

  app.post(
    '/jv-entities',
    {
      schema: {
        tags: ['jvs'],
        summary: 'Create a JV entity',
        body: ZSaveJvEntityBody,
        response: { 201: ZGetJvEntityResponse, ...errors },
      },
    },
    async (request, reply) => {
      const jv = await createJvEntity(db, requireUser(request), request.body);
      sendVersion(reply, jv.version);
      return reply.code(201).send(jv);
    },
  );

  app.put(
    '/jv-entities/:id',
    {
      schema: {
        tags: ['jvs'],
        summary: 'Change a JV entity (fields left out keep their value; If-Match refuses a stale save)',
        params: ZJvEntityParams,
        body: ZSaveJvEntityBody,
        response: { 200: ZGetJvEntityResponse, ...errors, 412: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const expected = ifMatchVersion(request);
      const jv = await updateJvEntity(db, requireUser(request), request.params.id, request.body, expected);
      sendVersion(reply, jv.version);
      return jv;
    },
  );

  app.patch(
    '/jv-entities/:id/logo',
    {
      schema: {
        tags: ['jvs'],
        summary: 'Upload the JV logo (multipart field `file`, PNG or JPEG, at most 5 MB)',
        consumes: ['multipart/form-data'],
        params: ZJvEntityParams,
        response: { 200: ZUploadJvLogoResponse, ...errors, 412: ZErrorResponse, 413: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const expected = ifMatchVersion(request);
      const jv = await uploadJvLogo(
        { db, dataDir: config.dataDir },
        request,
        requireUser(request),
        request.params.id,
        expected,
      );
      sendVersion(reply, jv.version);
      return jv;
    },
  );
};
