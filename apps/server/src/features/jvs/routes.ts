import {
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
import { recordRoutes } from '../../http/record-routes.ts';
import {
  createJvEntity,
  exportJvEntities,
  getJvEntity,
  listJvEntities,
  updateJvEntity,
  uploadJvLogo,
} from './service.ts';

/** JV partner entities (spec 000 §7): Super User and Admin all, a State Super User their own state's. */
export const jvsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const db = app.db;
  const routes = recordRoutes(app, { tags: ['jvs'] });

  routes.list(
    '/jv-entities',
    {
      summary: 'JV entities, sorted by report order then name',
      description:
        '`active=true` lists the active ones only; `state` one state. A State Super User gets their own state only.',
      query: ZGetJvEntitiesQuery,
      response: ZGetJvEntitiesResponse,
    },
    ({ user, query }) => listJvEntities(db, user, query),
    {
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
    },
  );

  routes.get(
    '/jv-entities/:id',
    {
      summary: 'One JV entity, by jv_id or uuid (its version is the ETag)',
      params: ZJvEntityParams,
      response: ZGetJvEntityResponse,
    },
    ({ user, params }) => getJvEntity(db, user, params.id),
  );

  routes.create(
    '/jv-entities',
    { summary: 'Create a JV entity', body: ZSaveJvEntityBody, response: ZGetJvEntityResponse },
    ({ user, body }) => createJvEntity(db, user, body),
  );

  routes.update(
    '/jv-entities/:id',
    {
      summary: 'Change a JV entity (fields left out keep their value; If-Match refuses a stale save)',
      params: ZJvEntityParams,
      body: ZSaveJvEntityBody,
      response: ZGetJvEntityResponse,
    },
    ({ user, params, body, ifMatch }) => updateJvEntity(db, user, params.id, body, ifMatch),
  );

  routes.update(
    '/jv-entities/:id/logo',
    {
      method: 'PATCH',
      summary: 'Upload the JV logo (multipart field `file`, PNG or JPEG, at most 5 MB)',
      consumes: ['multipart/form-data'],
      params: ZJvEntityParams,
      response: ZUploadJvLogoResponse,
      errors: [413],
    },
    ({ user, params, request, ifMatch }) =>
      uploadJvLogo({ db, dataDir: config.dataDir }, request, user, params.id, ifMatch),
  );
};
