import { CLIENT_GROUP_NAME_REQUIRED, type ClientGroup } from '@hub/contract';
import { normalizeName } from '@hub/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../../test/helper.ts';
import { auditLog } from '../../db/schema/index.ts';
import { CLIENT_GROUP_MEMBER_NOT_FOUND, CLIENT_GROUP_NOT_FOUND } from './service.ts';

/** Client groups (spec 001 §7, §8 "Groups"; DOMAIN.md §6b): CRUD, normalised members, roles, audit. */
const t = testAppForFile();
type Headers = Record<string, string>;

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, headers?: Headers) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: headers ?? t.as('admin'),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function createGroup(name: string, is_active?: boolean): Promise<number> {
  const response = await call(
    'POST',
    '/client-groups',
    is_active === undefined ? { name } : { name, is_active },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ client_group_id: number }>().client_group_id;
}

const audits = (entity: string, entityId: string) =>
  t.db
    .select({
      action: auditLog.action,
      user_id: auditLog.user_id,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entity_id, entityId)));

describe('normalised member names (DOMAIN.md §7)', () => {
  it("makes 'ACME Title, LLC' and 'Acme Title' one name", () => {
    expect(normalizeName('ACME Title, LLC')).toBe('ACME TITLE');
    expect(normalizeName('Acme Title')).toBe('ACME TITLE');
    expect(normalizeName('  The Acme Title Co., Inc. ')).toBe('ACME TITLE');
  });
});

describe('POST /api/client-groups', () => {
  it('creates a group (trimmed, active unless said) and audits it', async () => {
    const id = await createGroup('  Desert Lenders  ');
    const group = (await call('GET', `/client-groups/${id}`)).json<ClientGroup>();
    expect(group).toEqual({
      client_group_id: id,
      name: 'Desert Lenders',
      is_active: true,
      member_count: 0,
      members: [],
    });
    const [audit] = await audits('client_groups', String(id));
    expect(audit).toMatchObject({ action: 'create', user_id: t.user('admin').id });
    expect(audit?.after).toMatchObject({ name: 'Desert Lenders', is_active: true });
  });

  it("refuses an empty name with 'Enter a group name first.' and a taken name (any case) with 409", async () => {
    for (const name of ['', '   ']) {
      const response = await call('POST', '/client-groups', { name });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(CLIENT_GROUP_NAME_REQUIRED);
    }
    expect((await call('POST', '/client-groups', {})).statusCode).toBe(400);
    await createGroup('Copper Group');
    const twin = await call('POST', '/client-groups', { name: 'copper GROUP' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().detail).toBe("A client group named 'Copper Group' already exists.");
    expect((await call('POST', '/client-groups', { name: 'X', extra: 1 })).statusCode).toBe(400);
  });
});

describe('GET /api/client-groups, /client-groups/{id}, /client-groups/by-name/{name}', () => {
  it('lists the active groups by name, every group with include_inactive=true', async () => {
    const zebra = await createGroup('zz Zebra Group');
    const asleep = await createGroup('zz Asleep Group', false);
    await call('POST', `/client-groups/${zebra}/members`, { member_name: 'Zebra Homes' });
    const active = (await call('GET', '/client-groups')).json<ClientGroup[]>();
    const names = active.map((g) => g.name);
    expect(names).toContain('zz Zebra Group');
    expect(names).not.toContain('zz Asleep Group');
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(active.find((g) => g.client_group_id === zebra)).toMatchObject({ member_count: 1 });
    const all = (await call('GET', '/client-groups?include_inactive=true')).json<ClientGroup[]>();
    expect(all.find((g) => g.client_group_id === asleep)).toMatchObject({ is_active: false });
    expect((await call('GET', '/client-groups?include_inactive=yes')).statusCode).toBe(400);
  });

  it('reads one group by id or by name (trimmed, any case); 404 otherwise', async () => {
    const id = await createGroup('Mesa Builders');
    const byName = await call('GET', `/client-groups/by-name/${encodeURIComponent(' mesa BUILDERS ')}`);
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json<ClientGroup>().client_group_id).toBe(id);
    const missing = await call('GET', '/client-groups/by-name/nobody');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(CLIENT_GROUP_NOT_FOUND);
    expect((await call('GET', '/client-groups/999999')).statusCode).toBe(404);
    expect((await call('GET', '/client-groups/abc')).statusCode).toBe(400);
  });
});

describe('POST /api/client-groups/{id}/members and DELETE /api/client-groups/members/{member_id}', () => {
  it("stores the normalised name; 'Acme Title' beside 'ACME Title, LLC' is a 400 with a detail", async () => {
    const id = await createGroup('Acme Group');
    const added = await call('POST', `/client-groups/${id}/members`, { member_name: '  ACME Title, LLC ' });
    expect(added.statusCode, added.body).toBe(201);
    const member = added.json();
    expect(member).toEqual({
      client_group_member_id: expect.any(Number),
      member_name: 'ACME Title, LLC',
      normalized_member_name: 'ACME TITLE',
    });
    const twin = await call('POST', `/client-groups/${id}/members`, { member_name: 'Acme Title' });
    expect(twin.statusCode).toBe(400);
    expect(twin.json().detail).toBe(
      "'Acme Title' is already in Acme Group as 'ACME Title, LLC' (the same name once normalised).",
    );
    const suffixOnly = await call('POST', `/client-groups/${id}/members`, { member_name: ' L.L.C. ' });
    expect(suffixOnly.statusCode).toBe(400);
    expect(suffixOnly.json().detail).toContain('no name left');
    expect((await call('POST', `/client-groups/${id}/members`, { member_name: '  ' })).statusCode).toBe(400);
    expect((await call('POST', `/client-groups/${id}/members`, {})).statusCode).toBe(400);
    const unknown = await call('POST', '/client-groups/999999/members', { member_name: 'Acme' });
    expect(unknown.statusCode).toBe(404);

    // Another group may hold the same name.
    const other = await createGroup('Other Acme Group');
    expect(
      (await call('POST', `/client-groups/${other}/members`, { member_name: 'Acme Title' })).statusCode,
    ).toBe(201);

    const group = (await call('GET', `/client-groups/${id}`)).json<ClientGroup>();
    expect(group.member_count).toBe(1);
    const [audit] = await audits('client_group_members', String(member.client_group_member_id));
    expect(audit).toMatchObject({ action: 'create' });
    expect(audit?.after).toMatchObject({ member_name: 'ACME Title, LLC', client_group_id: id });

    const removed = await call('DELETE', `/client-groups/members/${member.client_group_member_id}`);
    expect(removed.statusCode).toBe(204);
    const again = await call('DELETE', `/client-groups/members/${member.client_group_member_id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe(CLIENT_GROUP_MEMBER_NOT_FOUND);
    expect((await call('GET', `/client-groups/${id}`)).json<ClientGroup>().members).toEqual([]);
    const trail = await audits('client_group_members', String(member.client_group_member_id));
    expect(trail.map((a) => a.action).sort()).toEqual(['create', 'delete']);
  });
});

describe('who may use client groups', () => {
  it('administrators of either state (groups are global); Sales get 403; no token 401', async () => {
    const id = await createGroup('Role Group');
    const memberOf = async (headers: Headers, name: string) =>
      (await call('POST', `/client-groups/${id}/members`, { member_name: name }, headers)).statusCode;
    for (const member of ['admin', 'superUser', 'nvSuper'] as const) {
      const headers = t.as(member);
      expect((await call('GET', '/client-groups', undefined, headers)).statusCode, member).toBe(200);
      expect((await call('GET', `/client-groups/${id}`, undefined, headers)).statusCode, member).toBe(200);
      expect((await call('GET', '/client-groups/by-name/Role%20Group', undefined, headers)).statusCode).toBe(
        200,
      );
      expect((await call('POST', '/client-groups', { name: `Group of ${member}` }, headers)).statusCode).toBe(
        201,
      );
      expect(await memberOf(headers, `Member of ${member}`), member).toBe(201);
    }
    const sales = t.as('sales');
    expect((await call('GET', '/client-groups', undefined, sales)).statusCode).toBe(403);
    expect((await call('GET', `/client-groups/${id}`, undefined, sales)).statusCode).toBe(403);
    expect((await call('GET', '/client-groups/by-name/Role%20Group', undefined, sales)).statusCode).toBe(403);
    expect((await call('POST', '/client-groups', { name: 'Sales Group' }, sales)).statusCode).toBe(403);
    expect(await memberOf(sales, 'Sales Member')).toBe(403);
    const group = (await call('GET', `/client-groups/${id}`)).json<ClientGroup>();
    const first = group.members[0]?.client_group_member_id;
    expect((await call('DELETE', `/client-groups/members/${first}`, undefined, sales)).statusCode).toBe(403);
    expect(
      (await call('DELETE', `/client-groups/members/${first}`, undefined, t.as('nvSuper'))).statusCode,
    ).toBe(204);
    expect((await call('GET', '/client-groups', undefined, {})).statusCode).toBe(401);
  });
});
