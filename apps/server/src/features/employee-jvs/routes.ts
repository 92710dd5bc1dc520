import {
  ZCreateEmployeeJvBody,
  ZCreateEmployeeJvResponse,
  ZDeleteEmployeeJvResponse,
  ZEmployeeJvLinkParams,
  ZEmployeeJvsParams,
  ZGetEmployeeJvsResponse,
  ZUpdateEmployeeJvBody,
  ZUpdateEmployeeJvResponse,
} from '@hub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { recordRoutes } from '../../http/record-routes.ts';
import { changeJvLink, createJvLink, getJvLinks, removeJvLink } from './service.ts';

/** Employee-JV links (spec 000 §3, §4, §7); `:uuid` is the employee's uuid or employee_id. */
export const employeeJvsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const db = app.db;
  const routes = recordRoutes(app, { tags: ['employee-jvs'] });

  routes.list(
    '/employees/:uuid/jvs',
    {
      summary: "An employee's JV links (administrators, or the user linked to or viewing that employee)",
      params: ZEmployeeJvsParams,
      response: ZGetEmployeeJvsResponse,
    },
    ({ user, params }) => getJvLinks(db, user, params.uuid),
  );

  routes.add(
    '/employees/:uuid/jvs',
    {
      summary: 'Link a JV to the employee; a primary link clears primary on the others',
      params: ZEmployeeJvsParams,
      body: ZCreateEmployeeJvBody,
      response: ZCreateEmployeeJvResponse,
      errors: [409],
    },
    ({ user, params, body }) => createJvLink(db, user, params.uuid, body),
  );

  routes.action(
    'PATCH',
    '/employees/:uuid/jvs/:link_id',
    {
      summary: 'Set or unset primary; setting it clears primary on the other links in one transaction',
      params: ZEmployeeJvLinkParams,
      body: ZUpdateEmployeeJvBody,
      response: ZUpdateEmployeeJvResponse,
    },
    ({ user, params, body }) => changeJvLink(db, user, params.uuid, params.link_id, body),
  );

  routes.remove(
    '/employees/:uuid/jvs/:link_id',
    { summary: 'Remove a JV link', params: ZEmployeeJvLinkParams, response: ZDeleteEmployeeJvResponse },
    ({ user, params }) => removeJvLink(db, user, params.uuid, params.link_id),
  );
};
