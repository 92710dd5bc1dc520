import { SESSION_DETAILS } from '@hub/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signedInUser, signIn, type TestApp } from '../../../test/helper.ts';
import { auditLog, users } from '../../db/schema/index.ts';

const NEW_PASSWORD = 'a-brand-new-password';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/users/roles/live', () => {
  it('answers the roles string as stored, the activity and the state', async () => {
    const { headers } = await signedInUser(t, { roles: 'Sales, Sales-Assistant', state: 'NV' });
    const response = await t.app.inject({ method: 'GET', url: '/api/users/roles/live', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ roles: 'Sales, Sales-Assistant', is_active: true, state: 'NV' });
  });

  it('reads the roles live, not from the token', async () => {
    const { user, headers } = await signedInUser(t, { roles: ['Sales'] });
    await t.db.update(users).set({ roles: 'Admin' }).where(eq(users.user_id, user.id));
    const response = await t.app.inject({ method: 'GET', url: '/api/users/roles/live', headers });
    expect(response.json().roles).toBe('Admin');
  });

  it('answers 403 with the inactive detail once the user is disabled', async () => {
    const { user, headers } = await signedInUser(t);
    await t.db.update(users).set({ is_active: false }).where(eq(users.user_id, user.id));
    const response = await t.app.inject({ method: 'GET', url: '/api/users/roles/live', headers });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: SESSION_DETAILS.inactive });
  });
});

describe('PATCH /api/users/:sub/password', () => {
  const change = (sub: string, token: string, options: { body?: object; query?: string } = {}) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/users/${sub}/password${options.query ? `?password=${encodeURIComponent(options.query)}` : ''}`,
      headers: bearer(token),
      ...(options.body ? { payload: options.body } : {}),
    });

  const rolesLive = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/users/roles/live', headers: bearer(token) });

  it('lets users change their own password in the body, ends old tokens and hands back a new one', async () => {
    const { user, token } = await signedInUser(t, { roles: ['Sales'] });
    const response = await change(user.uuid, token, { body: { password: NEW_PASSWORD } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ detail: 'Password updated.', token_type: 'bearer' });

    expect((await rolesLive(token)).statusCode).toBe(401);
    expect((await rolesLive(token)).json()).toEqual({ detail: SESSION_DETAILS.sessionEnded });
    expect((await rolesLive(body.access_token)).statusCode).toBe(200);
    await expect(signIn(t.app, user.email, user.password)).rejects.toThrow(/401/);
    await expect(signIn(t.app, user.email, NEW_PASSWORD)).resolves.toEqual(expect.any(String));
  });

  it("accepts the spec callers' ?password= query", async () => {
    const { user, token } = await signedInUser(t, { roles: ['Escrow Officer'] });
    const response = await change(user.uuid, token, { query: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    await expect(signIn(t.app, user.email, NEW_PASSWORD)).resolves.toEqual(expect.any(String));
  });

  it('writes an audit row that holds no password or hash', async () => {
    const { user, token } = await signedInUser(t, { roles: ['Sales'] });
    await change(user.uuid, token, { body: { password: NEW_PASSWORD } });
    const rows = await t.db
      .select({ user_id: auditLog.user_id, action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.entity_id, user.uuid));
    expect(rows).toEqual([
      { user_id: user.id, action: 'update', after: { password_changed: true, token_version: 1 } },
    ]);
    expect(JSON.stringify(rows)).not.toContain(NEW_PASSWORD);
    expect(JSON.stringify(rows)).not.toContain('argon2');
  });

  it("lets a Super User change anyone's password, ending that user's tokens", async () => {
    const admin = await signedInUser(t, { roles: ['Super User'] });
    const target = await signedInUser(t, { roles: ['Sales'], state: 'NV' });
    const response = await change(target.user.uuid, admin.token, { body: { password: NEW_PASSWORD } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Password updated.' });
    expect((await rolesLive(target.token)).statusCode).toBe(401);
    expect((await rolesLive(admin.token)).statusCode).toBe(200);
  });

  it('lets a State Super User change passwords of their own state only, and never a Super User', async () => {
    const nvSuper = await signedInUser(t, { roles: ['State Super User'], state: 'NV' });
    const nvUser = await signedInUser(t, { roles: ['Sales'], state: 'NV' });
    const azUser = await signedInUser(t, { roles: ['Sales'], state: 'AZ' });
    const nvSuperUser = await signedInUser(t, { roles: ['Super User'], state: 'NV' });

    expect(
      (await change(nvUser.user.uuid, nvSuper.token, { body: { password: NEW_PASSWORD } })).statusCode,
    ).toBe(200);
    const otherState = await change(azUser.user.uuid, nvSuper.token, { body: { password: NEW_PASSWORD } });
    expect(otherState.statusCode).toBe(403);
    expect(otherState.json()).toEqual({ detail: SESSION_DETAILS.forbidden });
    const superUser = await change(nvSuperUser.user.uuid, nvSuper.token, {
      body: { password: NEW_PASSWORD },
    });
    expect(superUser.statusCode).toBe(403);
  });

  it("refuses someone else's password to users who are not super (Admin included)", async () => {
    const target = await signedInUser(t, { roles: ['Sales'] });
    for (const roles of [['Sales'], ['Admin'], ['Sales-Assistant']] as const) {
      const caller = await signedInUser(t, { roles });
      const response = await change(target.user.uuid, caller.token, { body: { password: NEW_PASSWORD } });
      expect(response.statusCode).toBe(403);
    }
    expect((await rolesLive(target.token)).statusCode).toBe(200);
  });

  it('answers 404 to a super user for an unknown user', async () => {
    const admin = await signedInUser(t, { roles: ['Super User'] });
    const response = await change('5f0c1c55-8a1e-4d52-9a0a-3b4b2f0b9c11', admin.token, {
      body: { password: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(404);
  });

  it('validates the password and says where the problem is', async () => {
    const { user, token } = await signedInUser(t);
    const short = await change(user.uuid, token, { body: { password: 'short' } });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ detail: 'body.password: must be at least 8 characters' });

    const shortQuery = await change(user.uuid, token, { query: 'short' });
    expect(shortQuery.json()).toEqual({ detail: 'query.password: must be at least 8 characters' });

    const none = await change(user.uuid, token);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ detail: 'body.password: is required' });

    const both = await change(user.uuid, token, { body: { password: NEW_PASSWORD }, query: NEW_PASSWORD });
    expect(both.statusCode).toBe(400);

    const extra = await change(user.uuid, token, { body: { password: NEW_PASSWORD, roles: 'Super User' } });
    expect(extra.json()).toEqual({ detail: 'body.roles: unknown field' });

    const badId = await change('not-a-uuid', token, { body: { password: NEW_PASSWORD } });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().detail).toMatch(/^path\.sub: /);

    // Nothing above changed the password.
    await expect(signIn(t.app, user.email, user.password)).resolves.toEqual(expect.any(String));
  });
});
