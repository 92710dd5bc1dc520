import {
  ZCommGuaranteeParams,
  ZCommGuaranteesParams,
  ZCreateCommGuaranteeBody,
  ZCreateCommGuaranteeResponse,
  ZDeleteCommGuaranteeResponse,
  ZErrorResponse,
  ZGetCommGuaranteesResponse,
  ZUpdateCommGuaranteeBody,
  ZUpdateCommGuaranteeResponse,
} from '@hub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { ifMatchVersion, sendVersion } from '../../http/etag.ts';
import { requireUser } from '../../plugins/auth/index.ts';
import { changeGuarantee, createGuarantee, getGuarantees, removeGuarantee } from './service.ts';

const tags = ['comm-guarantees'];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** Commission guarantees of one employee (spec 000 §3, §5, §7); `:uuid` is its uuid or employee_id. */
export const commGuaranteesRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const db = app.db;

  app.get(
    '/employees/:uuid/comm-guarantees',
    {
      schema: {
        tags,
        summary: "An employee's commission guarantees, by period",
        params: ZCommGuaranteesParams,
        response: { 200: ZGetCommGuaranteesResponse, ...errors },
      },
    },
    async (request) => getGuarantees(db, requireUser(request), request.params.uuid),
  );

  app.post(
    '/employees/:uuid/comm-guarantees',
    {
      schema: {
        tags,
        summary: 'Add a guarantee: begin <= end, an amount above zero; periods may overlap, not repeat',
        params: ZCommGuaranteesParams,
        body: ZCreateCommGuaranteeBody,
        response: { 201: ZCreateCommGuaranteeResponse, ...errors, 409: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const created = await createGuarantee(db, requireUser(request), request.params.uuid, request.body);
      sendVersion(reply, created.version);
      return reply.code(201).send(created);
    },
  );

  app.patch(
    '/employees/:uuid/comm-guarantees/:id',
    {
      schema: {
        tags,
        summary: 'Change any of the fields of a guarantee (If-Match: its version, else 412)',
        params: ZCommGuaranteeParams,
        body: ZUpdateCommGuaranteeBody,
        response: { 200: ZUpdateCommGuaranteeResponse, ...errors, 409: ZErrorResponse, 412: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const { uuid, id } = request.params;
      const saved = await changeGuarantee(
        db,
        requireUser(request),
        uuid,
        id,
        request.body,
        ifMatchVersion(request),
      );
      sendVersion(reply, saved.version);
      return saved;
    },
  );

  app.delete(
    '/employees/:uuid/comm-guarantees/:id',
    {
      schema: {
        tags,
        summary: 'Delete a guarantee (If-Match optional: its version, else 412)',
        params: ZCommGuaranteeParams,
        response: { 204: ZDeleteCommGuaranteeResponse, ...errors, 412: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const { uuid, id } = request.params;
      await removeGuarantee(db, requireUser(request), uuid, id, ifMatchVersion(request));
      return reply.code(204).send(null);
    },
  );
};
