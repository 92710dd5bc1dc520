import {
  ZChangePasswordBody,
  ZChangePasswordParams,
  ZChangePasswordQuery,
  ZChangePasswordResponse,
  ZCreateUserBody,
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
import { recordRoutes } from '../../http/record-routes.ts';
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

export const usersRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const deps: UsersDeps = { db: app.db, issueToken: app.issueToken, limits: signInLimits(config) };
  const routes = recordRoutes(app, { tags: ['users'] });

  // Takes no input and looks nothing up: it can only refuse the session (401, 403).
  recordRoutes(app, { tags: ['users'], errors: [401, 403] }).list(
    '/users/roles/live',
    {
      summary: "The signed-in user's roles, activity and state as stored now",
      response: ZGetRolesLiveResponse,
    },
    async ({ user }) => rolesLive(user),
  );

  routes.action(
    'PATCH',
    '/users/:sub/password',
    {
      summary: 'Change a password (the user themself or a super user); ends the older tokens',
      description:
        "The password goes in the JSON body; `?password=` is accepted for older callers and never logged. Users changing their own password (super users included) send `current_password` in the body; a wrong one answers 400 and counts as a failed sign-in (429 over the limits). A super user resets someone else's without it.",
      params: ZChangePasswordParams,
      query: ZChangePasswordQuery,
      body: ZChangePasswordBody,
      response: ZChangePasswordResponse,
    },
    ({ user, params, query, body, request }) =>
      changePassword(deps, user, params.sub, {
        password: pickPassword(body?.password, query.password),
        currentPassword: body?.current_password,
        address: request.ip,
      }),
  );

  routes.list(
    '/users',
    {
      summary: 'Every user the caller manages, inactive ones included',
      description: "A State Super User gets their own state's users and never a Super User.",
      response: ZGetUsersResponse,
    },
    ({ user }) => listUsers(app.db, user),
    {
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
    },
  );

  routes.get(
    '/users/:sub',
    {
      summary: 'One user (never the password); its version is also the ETag',
      params: ZGetUserParams,
      response: ZGetUserResponse,
    },
    ({ user, params }) => getUser(app.db, user, params.sub),
  );

  routes.create(
    '/users',
    {
      summary: 'Create a user with a password; the e-mail must be unused (ignoring case)',
      body: ZCreateUserBody,
      response: ZSaveUserResponse,
      errors: [409],
    },
    ({ user, body }) => createUser(app.db, user, body),
  );

  routes.update(
    '/users/:sub',
    {
      summary: "Save a user's fields (not the password); deactivating ends the user's tokens",
      description:
        'Omitted fields keep their value. Send `If-Match` with the version you loaded: a stale save answers 412.',
      params: ZUpdateUserParams,
      body: ZUpdateUserBody,
      response: ZSaveUserResponse,
      errors: [409],
    },
    ({ user, params, body, ifMatch }) => updateUser(app.db, user, params.sub, body, ifMatch),
  );
};
