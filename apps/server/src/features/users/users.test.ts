import { randomUUID } from 'node:crypto';
import { SESSION_DETAILS } from '@hub/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answeredRecord } from '../../../test/fixtures/records.ts';
import { auditRowsOf, storedUser } from '../../../test/fixtures/users.ts';
import {
  bearer,
  buildTestApp,
  createEmployee,
  createUser,
  signedInUser,
  signIn,
  type TestApp,
} from '../../../test/helper.ts';
import { auditLog, costCenters, users } from '../../db/schema/index.ts';
import { CURRENT_PASSWORD_NOT_YOURS, CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG } from './service.ts';

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
    const response = await change(user.uuid, token, {
      body: { current_password: user.password, password: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ detail: 'Password updated.', token_type: 'bearer' });

    expect((await rolesLive(token)).statusCode).toBe(401);
    expect((await rolesLive(token)).json()).toEqual({ detail: SESSION_DETAILS.sessionEnded });
    expect((await rolesLive(body.access_token)).statusCode).toBe(200);
    await expect(signIn(t.app, user.email, user.password)).rejects.toThrow(/401/);
    await expect(signIn(t.app, user.email, NEW_PASSWORD)).resolves.toEqual(expect.any(String));
  });

  it("accepts the spec callers' ?password= query for a super user's reset", async () => {
    const su = await signedInUser(t, { roles: ['Super User'] });
    const { user } = await signedInUser(t, { roles: ['Escrow Officer'] });
    const response = await change(user.uuid, su.token, { query: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    await expect(signIn(t.app, user.email, NEW_PASSWORD)).resolves.toEqual(expect.any(String));
  });

  it('asks users changing their own password for the current one, and changes nothing without it', async () => {
    const { user, token } = await signedInUser(t, { roles: ['Sales'] });
    const missing = await change(user.uuid, token, { body: { password: NEW_PASSWORD } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ detail: CURRENT_PASSWORD_REQUIRED });
    // A stolen token and the spec's query string are not enough either.
    const byQuery = await change(user.uuid, token, { query: NEW_PASSWORD });
    expect(byQuery.json()).toMatchObject({ detail: CURRENT_PASSWORD_REQUIRED });
    const wrong = await change(user.uuid, token, {
      body: { current_password: 'not-the-password', password: NEW_PASSWORD },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: CURRENT_PASSWORD_WRONG });

    expect((await rolesLive(token)).statusCode).toBe(200);
    await expect(signIn(t.app, user.email, NEW_PASSWORD)).rejects.toThrow(/401/);
    await expect(signIn(t.app, user.email, user.password)).resolves.toEqual(expect.any(String));
  });

  it('asks a super user changing their own password for the current one too', async () => {
    const su = await signedInUser(t, { roles: ['Super User'] });
    const missing = await change(su.user.uuid, su.token, { body: { password: NEW_PASSWORD } });
    expect(missing.json()).toMatchObject({ detail: CURRENT_PASSWORD_REQUIRED });
    const right = await change(su.user.uuid, su.token, {
      body: { current_password: su.user.password, password: NEW_PASSWORD },
    });
    expect(right.statusCode).toBe(200);
    await expect(signIn(t.app, su.user.email, NEW_PASSWORD)).resolves.toEqual(expect.any(String));
  });

  it("refuses a current password on a super user's reset of someone else's", async () => {
    const su = await signedInUser(t, { roles: ['Super User'] });
    const target = await signedInUser(t, { roles: ['Sales'] });
    const response = await change(target.user.uuid, su.token, {
      body: { current_password: target.user.password, password: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: CURRENT_PASSWORD_NOT_YOURS });
    await expect(signIn(t.app, target.user.email, target.user.password)).resolves.toEqual(expect.any(String));
  });

  it('writes an audit row that holds no password or hash', async () => {
    const { user, token } = await signedInUser(t, { roles: ['Sales'] });
    await change(user.uuid, token, { body: { current_password: user.password, password: NEW_PASSWORD } });
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
    const short = await change(user.uuid, token, {
      body: { current_password: user.password, password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      detail: 'body.password: must be at least 8 characters',
      errors: [{ path: 'password', message: 'must be at least 8 characters' }],
    });

    const shortQuery = await change(user.uuid, token, { query: 'short' });
    expect(shortQuery.json()).toMatchObject({
      detail: 'query.password: must be at least 8 characters',
      errors: [{ path: 'password', message: 'must be at least 8 characters' }],
    });

    const none = await change(user.uuid, token);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      detail: 'body.password: is required',
      errors: [{ path: 'password', message: 'is required' }],
    });

    const both = await change(user.uuid, token, {
      body: { current_password: user.password, password: NEW_PASSWORD },
      query: NEW_PASSWORD,
    });
    expect(both.statusCode).toBe(400);

    const extra = await change(user.uuid, token, {
      body: { current_password: user.password, password: NEW_PASSWORD, roles: 'Super User' },
    });
    expect(extra.json()).toMatchObject({
      detail: 'body.roles: unknown field',
      errors: [{ path: 'roles', message: 'unknown field' }],
    });

    const badId = await change('not-a-uuid', token, { body: { password: NEW_PASSWORD } });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().detail).toMatch(/^path\.sub: /);

    // Nothing above changed the password.
    await expect(signIn(t.app, user.email, user.password)).resolves.toEqual(expect.any(String));
  });
});

describe('PATCH /api/users/:sub/password: wrong current passwords', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ config: { LOGIN_RATE_LIMIT: '3', LOGIN_ADDRESS_RATE_LIMIT: '100' } });
  });
  afterAll(() => limited.close());

  it('count as failed sign-ins, so they cannot be used to guess the password', async () => {
    const { user, token } = await signedInUser(limited, { roles: ['Sales'] });
    const changeOwn = (current: string) =>
      limited.app.inject({
        method: 'PATCH',
        url: `/api/users/${user.uuid}/password`,
        headers: bearer(token),
        payload: { current_password: current, password: NEW_PASSWORD },
      });
    for (const guess of ['guess-one-1', 'guess-two-2', 'guess-three-3']) {
      expect((await changeOwn(guess)).statusCode).toBe(400);
    }
    const throttled = await changeOwn(user.password);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({
      detail: 'Too many sign-in attempts. Please wait a minute and try again.',
    });
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    // The same counter guards signing in.
    await expect(signIn(limited.app, user.email, user.password)).rejects.toThrow(/429/);
    await expect(signIn(limited.app, user.email, NEW_PASSWORD)).rejects.toThrow(/429/);
  });
});

// ---- Users admin ------------------------------------------------------------------------------

const STALE =
  'Someone else changed this record after you opened it. Reload it to see their changes, then save again.';

const newEmail = (label = 'new') => `${label}-${randomUUID()}@hub.test`;

function listUsers(token: string) {
  return t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) });
}
function getUser(token: string, uuid: string) {
  return t.app.inject({ method: 'GET', url: `/api/users/${uuid}`, headers: bearer(token) });
}
function postUser(token: string, payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/users', headers: bearer(token), payload });
}
function putUser(token: string, uuid: string, payload: object, ifMatch?: number) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/users/${uuid}`,
    headers: { ...bearer(token), ...(ifMatch === undefined ? {} : { 'if-match': `"${ifMatch}"` }) },
    payload,
  });
}
async function userCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

describe('GET /api/users', () => {
  it('lists every user to a Super User, inactive ones included, sorted, never with a hash', async () => {
    const su = await signedInUser(t, { roles: ['Super User'] });
    const inactive = await createUser(t.db, { roles: ['Sales'], state: 'NV', isActive: false });
    const response = await listUsers(su.token);
    expect(response.statusCode).toBe(200);
    const list = response.json<Record<string, unknown>[]>();
    expect(list.map((u) => u.uuid)).toEqual(expect.arrayContaining([su.user.uuid, inactive.uuid]));
    expect(list.find((u) => u.uuid === inactive.uuid)).toMatchObject({ is_active: false, state: 'NV' });
    expect(response.body).not.toContain('password');
    expect(response.body).not.toContain('argon2');
    const keys = list.map(
      (u) => `${String(u.last_name ?? '').toLowerCase()}|${String(u.first_name ?? '').toLowerCase()}`,
    );
    expect(keys).toEqual([...keys].sort());
    expect(list[0]).toHaveProperty('version');
  });

  it("gives a State Super User their own state's users only, and never a Super User", async () => {
    const nvSuper = await signedInUser(t, { roles: ['State Super User'], state: 'NV' });
    const nvSales = await createUser(t.db, { roles: ['Sales'], state: 'NV' });
    const azSales = await createUser(t.db, { roles: ['Sales'], state: 'AZ' });
    const nvSuperUser = await createUser(t.db, { roles: ['Super User'], state: 'NV' });
    const response = await listUsers(nvSuper.token);
    expect(response.statusCode).toBe(200);
    const list = response.json<{ uuid: string; state: string; roles: string }[]>();
    const uuids = list.map((u) => u.uuid);
    expect(uuids).toContain(nvSales.uuid);
    expect(uuids).toContain(nvSuper.user.uuid);
    expect(uuids).not.toContain(azSales.uuid);
    expect(uuids).not.toContain(nvSuperUser.uuid);
    expect(list.every((u) => u.state === 'NV' && !u.roles.split(',').includes('Super User'))).toBe(true);
  });

  it('refuses Admin and every other role that is not super', async () => {
    for (const roles of [['Admin'], ['Sales'], ['Escrow Officer'], ['Banking']] as const) {
      const caller = await signedInUser(t, { roles });
      const response = await listUsers(caller.token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: SESSION_DETAILS.forbidden });
    }
  });
});

describe('GET /api/users/:sub', () => {
  it('answers one user with its version as the ETag, and no hash', async () => {
    const su = await signedInUser(t, { roles: ['Super User'] });
    const employee = await createEmployee(t.db);
    const target = await createUser(t.db, {
      roles: 'Sales,Sales-Assistant',
      state: 'NV',
      employeeId: employee.employee_id,
      firstName: 'Nora',
    });
    const response = await getUser(su.token, target.uuid);
    expect(answeredRecord(response, 200, 1)).toEqual({
      uuid: target.uuid,
      email: target.email,
      first_name: 'Nora',
      last_name: 'User',
      cell_phone: null,
      is_active: true,
      is_verified: false,
      roles: 'Sales,Sales-Assistant',
      employee_id: employee.employee_id,
      view_employee_id: null,
      state: 'NV',
      version: 1,
    });
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const su = await signedInUser(t, { roles: ['Super User'] });
    expect((await getUser(su.token, randomUUID())).statusCode).toBe(404);
    const bad = await getUser(su.token, 'nobody');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/^path\.sub: /);
  });

  it("hides another state's users and any Super User from a State Super User", async () => {
    const nvSuper = await signedInUser(t, { roles: ['State Super User'], state: 'NV' });
    const nvSales = await createUser(t.db, { roles: ['Sales'], state: 'NV' });
    const azSales = await createUser(t.db, { roles: ['Sales'], state: 'AZ' });
    const nvSuperUser = await createUser(t.db, { roles: ['Super User'], state: 'NV' });
    expect((await getUser(nvSuper.token, nvSales.uuid)).statusCode).toBe(200);
    expect((await getUser(nvSuper.token, azSales.uuid)).statusCode).toBe(403);
    expect((await getUser(nvSuper.token, nvSuperUser.uuid)).statusCode).toBe(403);
  });

  it('refuses Admin', async () => {
    const admin = await signedInUser(t, { roles: ['Admin'] });
    const target = await createUser(t.db, { roles: ['Sales'] });
    expect((await getUser(admin.token, target.uuid)).statusCode).toBe(403);
  });
});

describe('POST /api/users', () => {
  it('creates a user with a hashed password, tidy roles and employee links, and audits it without secrets', async () => {
    const su = await signedInUser(t, { roles: ['Super User'] });
    const linked = await createEmployee(t.db, { state: 'NV' });
    const viewed = await createEmployee(t.db, { state: 'NV' });
    const email = newEmail('Created');
    const response = await postUser(su.token, {
      email: `  ${email}  `,
      password: NEW_PASSWORD,
      first_name: ' Carla ',
      last_name: 'Created',
      cell_phone: '',
      is_active: true,
      is_verified: true,
      roles: 'Sales, Sales-Assistant,,Sales',
      employee_id: linked.employee_id,
      view_employee_id: viewed.employee_id,
      state: 'NV',
    });
    const created = answeredRecord(response, 201, 1);
    expect(created).toEqual({
      uuid: expect.any(String),
      email,
      first_name: 'Carla',
      last_name: 'Created',
      cell_phone: null,
      is_active: true,
      is_verified: true,
      roles: 'Sales,Sales-Assistant',
      employee_id: linked.employee_id,
      view_employee_id: viewed.employee_id,
      state: 'NV',
      version: 1,
    });
    expect(response.body).not.toContain(NEW_PASSWORD);

    const stored = await storedUser(t.db, created.uuid);
    expect(stored?.password_hash).toMatch(/^\$argon2id\$/);
    await expect(signIn(t.app, email.toUpperCase(), NEW_PASSWORD)).resolves.toEqual(expect.any(String));

    const audit = await auditRowsOf(t.db, created.uuid);
    expect(audit).toEqual([
      {
        user_id: su.user.id,
        user_email: su.user.email,
        action: 'create',
        entity: 'users',
        before: null,
        after: created,
      },
    ]);
    expect(JSON.stringify(audit)).not.toContain(NEW_PASSWORD);
    expect(JSON.stringify(audit)).not.toContain('argon2');
  });

  it('takes the defaults for omitted fields (active, not verified, no roles, AZ)', async () => {
    const su = await signedInUser(t, { roles: ['Super User'] });
    const response = await postUser(su.token, { email: newEmail(), password: NEW_PASSWORD });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      is_active: true,
      is_verified: false,
      roles: '',
      state: 'AZ',
      employee_id: null,
      first_name: null,
    });
  });

  it('refuses an e-mail that is taken, ignoring case, with a clear 409', async () => {
    const su = await signedInUser(t, { roles: ['Super User'] });
    const existing = await createUser(t.db, { email: newEmail('Taken') });
    const before = await userCount();
    const response = await postUser(su.token, {
      email: existing.email.toUpperCase(),
      password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail: 'A user with this e-mail already exists.',
      errors: [{ path: 'email', message: 'another user already has this e-mail' }],
    });
    expect(await userCount()).toBe(before);
  });

  it('says which field is wrong, and stores nothing', async () => {
    const su = await signedInUser(t, { roles: ['Super User'] });
    const before = await userCount();
    const valid = { email: newEmail(), password: NEW_PASSWORD };
    const cases: [object, string | RegExp][] = [
      [{ email: valid.email }, 'body.password: is required'],
      [{ ...valid, password: 'short' }, 'body.password: must be at least 8 characters'],
      [{ ...valid, email: 'not-an-email' }, 'body.email: must be an e-mail address'],
      [{ password: NEW_PASSWORD }, 'body.email: is required'],
      [{ ...valid, roles: 'Sales,Root' }, /^body\.roles: unknown role 'Root'/],
      [{ ...valid, roles: 'super user' }, /^body\.roles: unknown role 'super user'/],
      [{ ...valid, state: 'CA' }, /^body\.state: /],
      [{ ...valid, employee_id: 987654 }, 'body.employee_id: no employee has the id 987654'],
      [{ ...valid, view_employee_id: 987655 }, 'body.view_employee_id: no employee has the id 987655'],
      [{ ...valid, password_hash: 'x' }, 'body.password_hash: unknown field'],
      [{ ...valid, token_version: 5 }, 'body.token_version: unknown field'],
    ];
    for (const [payload, detail] of cases) {
      const response = await postUser(su.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      if (typeof detail === 'string') expect(response.json()).toMatchObject({ detail });
      else expect(response.json().detail).toMatch(detail);
    }
    expect(await userCount()).toBe(before);
  });

  it('names each refused field of a bad body, in words, without the body. prefix', async () => {
    const su = await signedInUser(t, { roles: ['Super User'] });
    const response = await postUser(su.token, { email: 'not-an-email', password: 'short' });
    expect(response.statusCode).toBe(400);
    const { detail, errors } = response.json();
    expect(detail).toContain('body.email: must be an e-mail address');
    expect(errors).toEqual([
      { path: 'email', message: 'must be an e-mail address' },
      { path: 'password', message: 'must be at least 8 characters' },
    ]);
    const service = await postUser(su.token, {
      email: newEmail(),
      password: NEW_PASSWORD,
      employee_id: 987656,
    });
    expect(service.json()).toMatchObject({
      detail: 'body.employee_id: no employee has the id 987656',
      errors: [{ path: 'employee_id', message: 'no employee has the id 987656' }],
    });
  });

  it('refuses Admin (users admin is super only) and stores nothing', async () => {
    const admin = await signedInUser(t, { roles: ['Admin'] });
    const email = newEmail();
    const response = await postUser(admin.token, { email, password: NEW_PASSWORD, roles: 'Admin' });
    expect(response.statusCode).toBe(403);
    await expect(signIn(t.app, email, NEW_PASSWORD)).rejects.toThrow(/401/);
  });

  it('lets a State Super User create users of their own state only, never granting Super User', async () => {
    const nvSuper = await signedInUser(t, { roles: ['State Super User'], state: 'NV' });
    const nvEmployee = await createEmployee(t.db, { state: 'NV' });
    const azEmployee = await createEmployee(t.db, { state: 'AZ' });

    const own = await postUser(nvSuper.token, {
      email: newEmail(),
      password: NEW_PASSWORD,
      roles: 'Sales,State Super User',
      employee_id: nvEmployee.employee_id,
    });
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({ state: 'NV', roles: 'Sales,State Super User' });

    const before = await userCount();
    const forbiddenCases = [
      { email: newEmail(), password: NEW_PASSWORD, state: 'AZ' },
      { email: newEmail(), password: NEW_PASSWORD, state: null },
      { email: newEmail(), password: NEW_PASSWORD, roles: 'Super User' },
      { email: newEmail(), password: NEW_PASSWORD, roles: 'Sales', employee_id: azEmployee.employee_id },
      { email: newEmail(), password: NEW_PASSWORD, view_employee_id: azEmployee.employee_id },
    ];
    for (const payload of forbiddenCases) {
      expect((await postUser(nvSuper.token, payload)).statusCode, JSON.stringify(payload)).toBe(403);
    }
    expect(await userCount()).toBe(before);
  });
});

describe('PUT /api/users/:sub', () => {
  it('saves the fields, raises the version and audits before and after', async () => {
    const su = await signedInUser(t, { roles: ['Super User'] });
    const employee = await createEmployee(t.db);
    const target = await createUser(t.db, { roles: ['Sales'], state: 'AZ' });
    const response = await putUser(
      su.token,
      target.uuid,
      {
        first_name: 'Renamed',
        last_name: 'Person',
        cell_phone: '602-555-0199',
        roles: 'Escrow Officer,Graphics',
        is_verified: true,
        view_employee_id: employee.employee_id,
        state: 'NV',
      },
      1,
    );
    const saved = answeredRecord(response, 200, 2);
    expect(saved).toMatchObject({
      uuid: target.uuid,
      email: target.email,
      first_name: 'Renamed',
      last_name: 'Person',
      cell_phone: '602-555-0199',
      roles: 'Escrow Officer,Graphics',
      is_verified: true,
      is_active: true,
      view_employee_id: employee.employee_id,
      state: 'NV',
      version: 2,
    });
    expect((await getUser(su.token, target.uuid)).json()).toEqual(saved);

    const audit = await auditRowsOf(t.db, target.uuid);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      user_id: su.user.id,
      action: 'update',
      entity: 'users',
      before: { roles: 'Sales', state: 'AZ', version: 1 },
      after: saved,
    });
    expect(JSON.stringify(audit)).not.toContain('argon2');
  });

  it('keeps omitted fields and clears fields sent as null or empty', async () => {
    const su = await signedInUser(t, { roles: ['Super User'] });
    const employee = await createEmployee(t.db);
    const target = await createUser(t.db, { roles: ['Sales'], employeeId: employee.employee_id });
    const response = await putUser(su.token, target.uuid, { first_name: '', employee_id: null });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      first_name: null,
      last_name: 'User',
      employee_id: null,
      roles: 'Sales',
      email: target.email,
    });
  });

  it('refuses a password (it has its own call) and bad fields, changing nothing', async () => {
    const su = await signedInUser(t, { roles: ['Super User'] });
    const target = await createUser(t.db, { roles: ['Sales'] });
    const withPassword = await putUser(su.token, target.uuid, { first_name: 'X', password: NEW_PASSWORD });
    expect(withPassword.statusCode).toBe(400);
    expect(withPassword.json()).toMatchObject({
      detail: 'body.password: is not changed here: send it to PATCH /users/{uuid}/password',
    });
    for (const payload of [
      { roles: 'Admin,Wizard' },
      { email: 'nope' },
      { employee_id: 999_999 },
      { is_active: 'no' },
      { uuid: randomUUID() },
    ]) {
      expect((await putUser(su.token, target.uuid, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const stored = await storedUser(t.db, target.uuid);
    expect(stored).toMatchObject({ first_name: 'Test', roles: 'Sales', version: 1 });
    await expect(signIn(t.app, target.email, target.password)).resolves.toEqual(expect.any(String));
  });

  it('refuses an e-mail another user has, ignoring case; the own e-mail in another case is fine', async () => {
    const su = await signedInUser(t, { roles: ['Super User'] });
    const other = await createUser(t.db, { email: newEmail('Other') });
    const target = await createUser(t.db, { email: newEmail('target') });
    const taken = await putUser(su.token, target.uuid, { email: other.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      detail: 'A user with this e-mail already exists.',
      errors: [{ path: 'email', message: 'another user already has this e-mail' }],
    });
    const sameInCaps = await putUser(su.token, target.uuid, { email: target.email.toUpperCase() });
    expect(sameInCaps.statusCode).toBe(200);
    expect(sameInCaps.json().email).toBe(target.email.toUpperCase());
  });

  it('answers 412 to a stale save and keeps the newer data', async () => {
    const su = await signedInUser(t, { roles: ['Super User'] });
    const target = await createUser(t.db, { roles: ['Sales'] });
    expect((await putUser(su.token, target.uuid, { first_name: 'First' }, 1)).statusCode).toBe(200);
    const stale = await putUser(su.token, target.uuid, { first_name: 'Second' }, 1);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual({ detail: STALE });
    expect((await getUser(su.token, target.uuid)).json()).toMatchObject({ first_name: 'First', version: 2 });
    // Without If-Match the save is not checked (the spec's own callers send none).
    expect((await putUser(su.token, target.uuid, { first_name: 'Third' })).statusCode).toBe(200);
  });

  it("ends the user's existing tokens on deactivation; they stay ended after reactivation", async () => {
    const su = await signedInUser(t, { roles: ['Super User'] });
    const target = await signedInUser(t, { roles: ['Sales'] });
    const rolesLive = () =>
      t.app.inject({ method: 'GET', url: '/api/users/roles/live', headers: target.headers });
    expect((await rolesLive()).statusCode).toBe(200);

    const off = await putUser(su.token, target.user.uuid, { is_active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().is_active).toBe(false);
    expect((await rolesLive()).statusCode).toBe(403);
    await expect(signIn(t.app, target.user.email, target.user.password)).rejects.toThrow(/403|401/);

    const on = await putUser(su.token, target.user.uuid, { is_active: true });
    expect(on.statusCode).toBe(200);
    const old = await rolesLive();
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ detail: SESSION_DETAILS.sessionEnded });
    await expect(signIn(t.app, target.user.email, target.user.password)).resolves.toEqual(expect.any(String));

    const audit = await auditRowsOf(t.db, target.user.uuid);
    expect(audit.map((row) => row.after)).toEqual([
      expect.objectContaining({ is_active: false, sessions_ended: true }),
      expect.objectContaining({ is_active: true }),
    ]);
  });

  it('does not let super users lock themselves out', async () => {
    const su = await signedInUser(t, { roles: ['Super User', 'Banking'] });
    const off = await putUser(su.token, su.user.uuid, { is_active: false });
    expect(off.statusCode).toBe(400);
    expect(off.json()).toMatchObject({ detail: 'body.is_active: you cannot deactivate your own user.' });
    const demoted = await putUser(su.token, su.user.uuid, { roles: 'Admin' });
    expect(demoted.statusCode).toBe(400);
    expect(demoted.json()).toMatchObject({
      detail: "body.roles: you cannot remove your own 'Super User' role.",
    });

    const nvSuper = await signedInUser(t, { roles: ['State Super User'], state: 'NV' });
    const selfDemoted = await putUser(nvSuper.token, nvSuper.user.uuid, { roles: 'Sales' });
    expect(selfDemoted.statusCode).toBe(400);

    // Other changes to themselves are fine.
    const renamed = await putUser(su.token, su.user.uuid, { first_name: 'Me', roles: 'Super User' });
    expect(renamed.statusCode).toBe(200);
    expect((await storedUser(t.db, su.user.uuid))?.is_active).toBe(true);
  });

  it("lets a State Super User edit their own state's users only, never moving them out or making a Super User", async () => {
    const nvSuper = await signedInUser(t, { roles: ['State Super User'], state: 'NV' });
    const nvSales = await createUser(t.db, { roles: ['Sales'], state: 'NV' });
    const azSales = await createUser(t.db, { roles: ['Sales'], state: 'AZ' });
    const nvSuperUser = await createUser(t.db, { roles: ['Super User'], state: 'NV' });

    expect((await putUser(nvSuper.token, nvSales.uuid, { first_name: 'Fine' })).statusCode).toBe(200);
    expect((await putUser(nvSuper.token, azSales.uuid, { first_name: 'No' })).statusCode).toBe(403);
    expect((await putUser(nvSuper.token, nvSuperUser.uuid, { first_name: 'No' })).statusCode).toBe(403);
    expect((await putUser(nvSuper.token, nvSales.uuid, { state: 'AZ' })).statusCode).toBe(403);
    expect((await putUser(nvSuper.token, nvSales.uuid, { roles: 'Sales,Super User' })).statusCode).toBe(403);

    expect(await storedUser(t.db, azSales.uuid)).toMatchObject({ first_name: 'Test', version: 1 });
    expect(await storedUser(t.db, nvSuperUser.uuid)).toMatchObject({ first_name: 'Test', version: 1 });
    expect(await storedUser(t.db, nvSales.uuid)).toMatchObject({
      first_name: 'Fine',
      state: 'NV',
      roles: 'Sales',
      version: 2,
    });
  });

  it('refuses Admin and changes nothing', async () => {
    const admin = await signedInUser(t, { roles: ['Admin'] });
    const target = await createUser(t.db, { roles: ['Sales'] });
    expect((await putUser(admin.token, target.uuid, { roles: 'Super User' })).statusCode).toBe(403);
    expect(await storedUser(t.db, target.uuid)).toMatchObject({ roles: 'Sales', version: 1 });
  });

  it('answers 404 for an unknown user', async () => {
    const su = await signedInUser(t, { roles: ['Super User'] });
    expect((await putUser(su.token, randomUUID(), { first_name: 'X' })).statusCode).toBe(404);
  });
});

// ---- Role granting (DOMAIN.md §9, issue 9 item 1) ----------------------------------------------

describe('role granting: a user grants only roles within their own reach', () => {
  const azCostCenter = async () => {
    const [row] = await t.db
      .insert(costCenters)
      .values({ company_name: 'AZ Title', description: 'Phoenix escrow', state: 'AZ' })
      .returning({ id: costCenters.cost_center_id });
    if (!row) throw new Error('cost center not created');
    return row.id;
  };
  const storedCostCenter = async (id: number) =>
    (await t.db.select().from(costCenters).where(eq(costCenters.cost_center_id, id)))[0];

  it('refuses a State Super User creating an Admin, so no Admin of theirs can change an AZ cost center', async () => {
    const nvSuper = await signedInUser(t, { roles: ['State Super User'], state: 'NV' });
    const costCenterId = await azCostCenter();
    const before = await userCount();
    const email = newEmail('made-admin');
    for (const roles of ['Admin', 'Sales,Admin', 'Super User', 'State Super User,Admin']) {
      const response = await postUser(nvSuper.token, { email, password: NEW_PASSWORD, roles });
      expect(response.statusCode, roles).toBe(403);
      expect(response.json().detail, roles).toMatch(/^body\.roles: only a Super User may grant /);
    }
    expect(await userCount()).toBe(before);
    // The Admin the attack wanted does not exist: it cannot sign in, so it changes no AZ cost center.
    await expect(signIn(t.app, email, NEW_PASSWORD)).rejects.toThrow(/401/);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/cost-centers/${costCenterId}`,
      headers: nvSuper.headers,
      payload: {
        company_name: 'AZ Title',
        state: 'AZ',
        output_order: 1,
        description: 'Taken over',
      },
    });
    expect(put.statusCode).toBe(403);
    expect(await storedCostCenter(costCenterId)).toMatchObject({ description: 'Phoenix escrow', version: 1 });
  });

  it('refuses a State Super User changing their own roles at all, and AZ stays closed to them', async () => {
    const nvSuper = await signedInUser(t, { roles: ['State Super User'], state: 'NV' });
    const costCenterId = await azCostCenter();
    for (const roles of ['State Super User,Admin', 'State Super User,Sales', 'State Super User,Super User']) {
      const response = await putUser(nvSuper.token, nvSuper.user.uuid, { roles });
      expect(response.statusCode, roles).toBe(403);
      expect(response.json(), roles).toMatchObject({
        detail: 'body.roles: you cannot change your own roles.',
      });
    }
    expect(await storedUser(t.db, nvSuper.user.uuid)).toMatchObject({
      roles: 'State Super User',
      version: 1,
    });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/cost-centers/${costCenterId}`,
      headers: nvSuper.headers,
    });
    expect(read.statusCode).toBe(403);
    // Saving their own user with the roles unchanged is still fine.
    const same = await putUser(nvSuper.token, nvSuper.user.uuid, {
      first_name: 'Me',
      roles: 'State Super User',
    });
    expect(same.statusCode).toBe(200);
  });

  it('lets a State Super User grant and remove the one-state roles in their own state', async () => {
    const nvSuper = await signedInUser(t, { roles: ['State Super User'], state: 'NV' });
    const target = await createUser(t.db, { roles: ['Sales'], state: 'NV' });
    const granted = await putUser(nvSuper.token, target.uuid, {
      roles: 'Sales-Assistant,Escrow Officer,Banking,Graphics,State Super User',
    });
    expect(granted.statusCode).toBe(200);
    const promoted = await putUser(nvSuper.token, target.uuid, { roles: 'Admin' });
    expect(promoted.statusCode).toBe(403);
    expect(promoted.json()).toMatchObject({
      detail: "body.roles: only a Super User may grant or remove 'Admin'.",
    });
    expect(await storedUser(t.db, target.uuid)).toMatchObject({
      roles: 'Sales-Assistant,Escrow Officer,Banking,Graphics,State Super User',
      version: 2,
    });
  });

  it('keeps a State Super User away from users holding a role they cannot grant (an Admin of their state)', async () => {
    const nvSuper = await signedInUser(t, { roles: ['State Super User'], state: 'NV' });
    const nvAdmin = await signedInUser(t, { roles: ['Admin', 'Sales'], state: 'NV' });
    expect((await getUser(nvSuper.token, nvAdmin.user.uuid)).statusCode).toBe(403);
    const list = (await listUsers(nvSuper.token)).json<{ uuid: string }[]>();
    expect(list.map((u) => u.uuid)).not.toContain(nvAdmin.user.uuid);
    const demote = await putUser(nvSuper.token, nvAdmin.user.uuid, { roles: 'Sales' });
    expect(demote.statusCode).toBe(403);
    const rename = await putUser(nvSuper.token, nvAdmin.user.uuid, { first_name: 'Taken' });
    expect(rename.statusCode).toBe(403);
    // Nor can they reset that Admin's password and sign in as them.
    const reset = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${nvAdmin.user.uuid}/password`,
      headers: nvSuper.headers,
      payload: { password: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(403);
    expect(await storedUser(t.db, nvAdmin.user.uuid)).toMatchObject({
      roles: 'Admin,Sales',
      first_name: 'Test',
      version: 1,
    });
    await expect(signIn(t.app, nvAdmin.user.email, NEW_PASSWORD)).rejects.toThrow(/401/);
  });

  it('lets a Super User grant Super User and Admin', async () => {
    const su = await signedInUser(t, { roles: ['Super User'] });
    const created = await postUser(su.token, { email: newEmail(), password: NEW_PASSWORD, roles: 'Admin' });
    expect(created.statusCode).toBe(201);
    const promoted = await putUser(su.token, created.json().uuid, { roles: 'Super User,Admin' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().roles).toBe('Super User,Admin');
  });
});
