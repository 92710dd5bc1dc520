import {
  ZChangePasswordBody,
  ZChangePasswordParams,
  ZChangePasswordQuery,
  ZChangePasswordResponse,
  ZErrorResponse,
  ZGetRolesLiveResponse,
} from '@hub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth/index.ts';
import { changePassword, pickPassword, rolesLive } from './service.ts';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, issueToken: app.issueToken };

  app.get(
    '/users/roles/live',
    {
      schema: {
        tags: ['users'],
        summary: "The signed-in user's roles, activity and state as stored now",
        response: { 200: ZGetRolesLiveResponse, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (request) => rolesLive(requireUser(request)),
  );

  app.patch(
    '/users/:sub/password',
    {
      schema: {
        tags: ['users'],
        summary: 'Change a password (the user themself or a super user); ends the older tokens',
        description:
          'The password goes in the JSON body; `?password=` is accepted for older callers and never logged.',
        params: ZChangePasswordParams,
        querystring: ZChangePasswordQuery,
        body: ZChangePasswordBody,
        response: {
          200: ZChangePasswordResponse,
          400: ZErrorResponse,
          401: ZErrorResponse,
          403: ZErrorResponse,
          404: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const password = pickPassword(request.body?.password, request.query.password);
      return changePassword(deps, requireUser(request), request.params.sub, password);
    },
  );
};
