import {
  ZChangePasswordBody,
  ZChangePasswordParams,
  ZChangePasswordQuery,
  ZChangePasswordResponse,
  ZCreateUserBody,
  ZErrorResponse,
  ZGetRolesLiveResponse,
  ZGetUserParams,
  ZGetUserResponse,
  ZGetUsersResponse,
  ZSaveUserResponse,
  ZUpdateUserBody,
  ZUpdateUserParams,
} from '@hub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { registerExport } from '../../exports/register-export.ts';
import { ifMatchVersion, sendVersion } from '../../http/etag.ts';
import { requireUser } from '../../plugins/auth/index.ts';
import { signInLimits } from '../auth/throttle.ts';
import {
  changePassword,
  createUser,
  exportUsers,
  getUser,
  listUsers,
  pickPassword,
  rolesLive,
  type UsersDeps,
  updateUser,
} from './service.ts';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};

export const usersRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const deps: UsersDeps = { db: app.db, issueToken: app.issueToken, limits: signInLimits(config) };

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
          "The password goes in the JSON body; `?password=` is accepted for older callers and never logged. Users changing their own password (super users included) send `current_password` in the body; a wrong one answers 400 and counts as a failed sign-in (429 over the limits). A super user resets someone else's without it.",
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
      return changePassword(deps, requireUser(request), request.params.sub, {
        password,
        currentPassword: request.body?.current_password,
        address: request.ip,
      });
    },
  );

  app.get(
    '/users',
    {
      schema: {
        tags: ['users'],
        summary: 'Every user the caller manages, inactive ones included',
        description: "A State Super User gets their own state's users and never a Super User.",
        response: { 200: ZGetUsersResponse, ...errors },
      },
    },
    async (request) => listUsers(app.db, requireUser(request)),
  );
  registerExport(app, {
    path: '/users/export',
    tags: ['users'],
    title: 'Users',
    rows: ({ user }) => exportUsers(app.db, user),
    columns: [
      { key: 'last_name', header: 'Last Name', kind: 'text' },
      { key: 'first_name', header: 'First Name', kind: 'text' },
      { key: 'email', header: 'E-mail', kind: 'text' },
      { key: 'roles', header: 'Roles', kind: 'text' },
      { key: 'state', header: 'State', kind: 'text' },
      { key: 'is_active', header: 'Active', kind: 'text' },
    ],
  });

  app.get(
    '/users/:sub',
    {
      schema: {
        tags: ['users'],
        summary: 'One user (never the password); its version is also the ETag',
        params: ZGetUserParams,
        response: { 200: ZGetUserResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = await getUser(app.db, requireUser(request), request.params.sub);
      sendVersion(reply, user.version);
      return user;
    },
  );

  app.post(
    '/users',
    {
      schema: {
        tags: ['users'],
        summary: 'Create a user with a password; the e-mail must be unused (ignoring case)',
        body: ZCreateUserBody,
        response: { 201: ZSaveUserResponse, ...errors, 409: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const user = await createUser(app.db, requireUser(request), request.body);
      sendVersion(reply, user.version);
      return reply.code(201).send(user);
    },
  );

  app.put(
    '/users/:sub',
    {
      schema: {
        tags: ['users'],
        summary: "Save a user's fields (not the password); deactivating ends the user's tokens",
        description:
          'Omitted fields keep their value. Send `If-Match` with the version you loaded: a stale save answers 412.',
        params: ZUpdateUserParams,
        body: ZUpdateUserBody,
        response: { 200: ZSaveUserResponse, ...errors, 409: ZErrorResponse, 412: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const user = await updateUser(
        app.db,
        requireUser(request),
        request.params.sub,
        request.body,
        ifMatchVersion(request),
      );
      sendVersion(reply, user.version);
      return user;
    },
  );
};
