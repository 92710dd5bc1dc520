import {
  ZAddClientGroupMemberBody,
  ZAddClientGroupMemberResponse,
  ZClientGroup,
  ZClientGroupIdParams,
  ZClientGroupMemberIdParams,
  ZClientGroupNameParams,
  ZClientGroupsQuery,
  ZClientGroupsResponse,
  ZCreateClientGroupBody,
  ZCreateClientGroupResponse,
} from '@hub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { recordRoutes } from '../../http/record-routes.ts';
import {
  addClientGroupMember,
  createClientGroup,
  getClientGroup,
  getClientGroupByName,
  listClientGroups,
  removeClientGroupMember,
} from './service.ts';

/**
 * Client groups (spec 001 §7; DOMAIN.md §6b): the JV client trend counts a client whose normalised name
 * is a member's in the member's group's row. Global (no state); administrators.
 */
export const clientGroupsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const routes = recordRoutes(app, { tags: ['client-groups'], errors: [400, 401, 403] });

  routes.list(
    '/client-groups',
    {
      summary: 'The client groups with their members',
      description:
        'The active groups, or every group with include_inactive=true, sorted by name (ignoring case); each with its members sorted by name and member_count.',
      query: ZClientGroupsQuery,
      response: ZClientGroupsResponse,
    },
    ({ query }) => listClientGroups(app.db, query.include_inactive === true),
  );

  routes.add(
    '/client-groups',
    {
      summary: 'Create a client group',
      description:
        "name (trimmed, required: 'Enter a group name first.'), is_active (default true). A name another group has, ignoring case, answers 409. Answers 201 { client_group_id }.",
      body: ZCreateClientGroupBody,
      response: ZCreateClientGroupResponse,
      errors: [409],
    },
    ({ user, body }) => createClientGroup(app.db, user, body),
  );

  routes.list(
    '/client-groups/by-name/:name',
    {
      summary: 'One client group by its name (trimmed, ignoring case)',
      params: ZClientGroupNameParams,
      response: ZClientGroup,
      errors: [404],
    },
    ({ params }) => getClientGroupByName(app.db, params.name),
  );

  routes.list(
    '/client-groups/:id',
    {
      summary: 'One client group with its members',
      params: ZClientGroupIdParams,
      response: ZClientGroup,
      errors: [404],
    },
    ({ params }) => getClientGroup(app.db, params.id),
  );

  routes.add(
    '/client-groups/:id/members',
    {
      summary: 'Add a client name to a group',
      description:
        "member_name (trimmed, required) is stored with its normalised form (as fraud matching normalises names: case, accents, punctuation, a leading THE and company suffixes such as LLC and INC dropped). A name with nothing left once normalised, or the same normalised name as a member of the group ('Acme Title' beside 'ACME Title, LLC'), answers 400 with a detail; an unknown group 404. Answers 201 with the member.",
      params: ZClientGroupIdParams,
      body: ZAddClientGroupMemberBody,
      response: ZAddClientGroupMemberResponse,
      errors: [404, 409],
    },
    ({ user, params, body }) => addClientGroupMember(app.db, user, params.id, body.member_name),
  );

  routes.remove(
    '/client-groups/members/:member_id',
    {
      summary: 'Remove a member from its group',
      params: ZClientGroupMemberIdParams,
      response: z.null().describe('Removed'),
      errors: [404],
    },
    ({ user, params }) => removeClientGroupMember(app.db, user, params.member_id),
  );
};
