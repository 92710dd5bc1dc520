import {
  ZCreateEmployeeJvBody,
  ZCreateEmployeeJvResponse,
  ZDeleteEmployeeJvResponse,
  ZEmployeeJvLinkParams,
  ZEmployeeJvsParams,
  ZErrorResponse,
  ZGetEmployeeJvsResponse,
  ZUpdateEmployeeJvBody,
  ZUpdateEmployeeJvResponse,
} from '@hub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { requireUser } from '../../plugins/auth/index.ts';
import { changeJvLink, createJvLink, getJvLinks, removeJvLink } from './service.ts';

const tags = ['employee-jvs'];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** Employee-JV links (spec 000 §3, §4, §7); `:uuid` is the employee's uuid or employee_id. */
export const employeeJvsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const db = app.db;

  app.get(
    '/employees/:uuid/jvs',
    {
      schema: {
        tags,
        summary: "An employee's JV links (administrators, or the user linked to or viewing that employee)",
        params: ZEmployeeJvsParams,
        response: { 200: ZGetEmployeeJvsResponse, ...errors },
      },
    },
    async (request) => getJvLinks(db, requireUser(request), request.params.uuid),
  );

  app.post(
    '/employees/:uuid/jvs',
    {
      schema: {
        tags,
        summary: 'Link a JV to the employee; a primary link clears primary on the others',
        params: ZEmployeeJvsParams,
        body: ZCreateEmployeeJvBody,
        response: { 201: ZCreateEmployeeJvResponse, ...errors, 409: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const created = await createJvLink(db, requireUser(request), request.params.uuid, request.body);
      return reply.code(201).send(created);
    },
  );

  app.patch(
    '/employees/:uuid/jvs/:link_id',
    {
      schema: {
        tags,
        summary: 'Set or unset primary; setting it clears primary on the other links in one transaction',
        params: ZEmployeeJvLinkParams,
        body: ZUpdateEmployeeJvBody,
        response: { 200: ZUpdateEmployeeJvResponse, ...errors },
      },
    },
    async (request) =>
      changeJvLink(db, requireUser(request), request.params.uuid, request.params.link_id, request.body),
  );

  app.delete(
    '/employees/:uuid/jvs/:link_id',
    {
      schema: {
        tags,
        summary: 'Remove a JV link',
        params: ZEmployeeJvLinkParams,
        response: { 204: ZDeleteEmployeeJvResponse, ...errors },
      },
    },
    async (request, reply) => {
      await removeJvLink(db, requireUser(request), request.params.uuid, request.params.link_id);
      return reply.code(204).send(null);
    },
  );
};
