import {
  ZCommGuaranteeParams,
  ZCommGuaranteesParams,
  ZCreateCommGuaranteeBody,
  ZCreateCommGuaranteeResponse,
  ZDeleteCommGuaranteeResponse,
  ZGetCommGuaranteesResponse,
  ZUpdateCommGuaranteeBody,
  ZUpdateCommGuaranteeResponse,
} from '@hub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { recordRoutes } from '../../http/record-routes.ts';
import { changeGuarantee, createGuarantee, getGuarantees, removeGuarantee } from './service.ts';

/** Commission guarantees of one employee (spec 000 §3, §5, §7); `:uuid` is its uuid or employee_id. */
export const commGuaranteesRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const db = app.db;
  const routes = recordRoutes(app, { tags: ['comm-guarantees'] });

  routes.list(
    '/employees/:uuid/comm-guarantees',
    {
      summary: "An employee's commission guarantees, by period",
      params: ZCommGuaranteesParams,
      response: ZGetCommGuaranteesResponse,
    },
    ({ user, params }) => getGuarantees(db, user, params.uuid),
  );

  routes.create(
    '/employees/:uuid/comm-guarantees',
    {
      summary: 'Add a guarantee: begin <= end, an amount above zero; periods may overlap, not repeat',
      params: ZCommGuaranteesParams,
      body: ZCreateCommGuaranteeBody,
      response: ZCreateCommGuaranteeResponse,
      errors: [409],
    },
    ({ user, params, body }) => createGuarantee(db, user, params.uuid, body),
  );

  routes.update(
    '/employees/:uuid/comm-guarantees/:id',
    {
      method: 'PATCH',
      summary: 'Change any of the fields of a guarantee (If-Match: its version, else 412)',
      params: ZCommGuaranteeParams,
      body: ZUpdateCommGuaranteeBody,
      response: ZUpdateCommGuaranteeResponse,
      errors: [409],
    },
    ({ user, params, body, ifMatch }) => changeGuarantee(db, user, params.uuid, params.id, body, ifMatch),
  );

  routes.remove(
    '/employees/:uuid/comm-guarantees/:id',
    {
      summary: 'Delete a guarantee (If-Match optional: its version, else 412)',
      params: ZCommGuaranteeParams,
      response: ZDeleteCommGuaranteeResponse,
      ifMatch: true,
    },
    ({ user, params, ifMatch }) => removeGuarantee(db, user, params.uuid, params.id, ifMatch),
  );
};
