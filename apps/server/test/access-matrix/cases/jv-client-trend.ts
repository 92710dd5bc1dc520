// The JV client trend's cases (spec 001 §7 GET /reports/jv-client-trend, POST
// /reports/jv-client-trend/xls/email) and the client groups' (GET, POST /client-groups, GET
// /client-groups/{id}, /client-groups/by-name/{name}, POST /client-groups/{id}/members, DELETE
// /client-groups/members/{member_id}). The trend's JV and client are of the case's state, marked, with
// a file opened this month in Los Angeles; groups are global (no state), so their names carry no mark.
import { randomUUID } from 'node:crypto';
import type { State } from '@hub/contract';
import { todayInLA } from '@hub/domain';
import { clientGroupMembers, clientGroups } from '../../../src/db/schema/index.ts';
import { createJv } from '../../fixtures/employee-links.ts';
import { insertClient, insertFile } from '../../fixtures/file-reports.ts';
import { admin, marked, noState, type RouteCase, type World } from '../case-kit.ts';

/** A JV of the state and a file of a client of the state opened today (named with its mark). */
async function trendWorld(world: World, state: State) {
  const jv = await createJv(world.db, { name: marked(state), st: state });
  const client = await insertClient(world.db, { company_name: marked(state) });
  await insertFile(world.db, {
    state,
    jv_id: jv.jv_id,
    directing_client_id: client.client_id,
    open_date: todayInLA(),
  });
  return jv;
}

/** A group (active) with one member. */
async function group(world: World) {
  const name = `Matrix Group ${randomUUID().slice(0, 8)}`;
  const [row] = await world.db
    .insert(clientGroups)
    .values({ name })
    .returning({ id: clientGroups.client_group_id, name: clientGroups.name });
  if (!row) throw new Error('group not created');
  const member = `Matrix Member ${randomUUID().slice(0, 8)}`;
  const [added] = await world.db
    .insert(clientGroupMembers)
    .values({ client_group_id: row.id, member_name: member, normalized_member_name: member.toUpperCase() })
    .returning({ id: clientGroupMembers.client_group_member_id });
  if (!added) throw new Error('member not created');
  return { ...row, memberId: added.id };
}

export const jvClientTrendCases: Readonly<Record<string, RouteCase>> = {
  'GET /reports/jv-client-trend': {
    scope: admin,
    success: 200,
    build: async (world, state) => {
      const jv = await trendWorld(world, state);
      return { url: `/api/reports/jv-client-trend?jv_uuid=${jv.uuid}&months=2&include_unknown=true` };
    },
  },
  'POST /reports/jv-client-trend/xls/email': {
    scope: admin,
    success: 202,
    build: async (world, state) => {
      const jv = await trendWorld(world, state);
      return { url: `/api/reports/jv-client-trend/xls/email?jv_uuid=${jv.uuid}&months=2` };
    },
  },
  'GET /client-groups': {
    scope: noState,
    success: 200,
    build: async (world) => {
      await group(world);
      return { url: '/api/client-groups?include_inactive=true' };
    },
  },
  'POST /client-groups': {
    scope: noState,
    success: 201,
    build: async () => ({ url: '/api/client-groups', payload: { name: `Matrix Group ${randomUUID()}` } }),
  },
  'GET /client-groups/:id': {
    scope: noState,
    success: 200,
    build: async (world) => ({ url: `/api/client-groups/${(await group(world)).id}` }),
  },
  'GET /client-groups/by-name/:name': {
    scope: noState,
    success: 200,
    build: async (world) => ({
      url: `/api/client-groups/by-name/${encodeURIComponent((await group(world)).name)}`,
    }),
  },
  'POST /client-groups/:id/members': {
    scope: noState,
    success: 201,
    build: async (world) => ({
      url: `/api/client-groups/${(await group(world)).id}/members`,
      payload: { member_name: `Matrix Client ${randomUUID().slice(0, 8)}, LLC` },
    }),
  },
  'DELETE /client-groups/members/:member_id': {
    scope: noState,
    success: 204,
    build: async (world) => ({ url: `/api/client-groups/members/${(await group(world)).memberId}` }),
  },
};
