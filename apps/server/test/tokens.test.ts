import { createHmac } from 'node:crypto';
import { SESSION_DETAILS, type TokenClaims } from '@hub/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, users } from '../src/db/schema/index.ts';
import {
  buildTestApp,
  createEmployee,
  createUser,
  signedInUser,
  signIn,
  TEST_JWT_SECRET,
  type TestApp,
} from './helper.ts';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token built by hand, so every malformed variant can be tried. */
function craftToken(
  header: Record<string, unknown>,
  payload: unknown,
  options: { secret?: string; hmac?: 'sha256' | 'sha512'; signature?: string } = {},
): string {
  const input = `${b64url(header)}.${b64url(payload)}`;
  const signature =
    options.signature ??
    createHmac(options.hmac ?? 'sha256', options.secret ?? TEST_JWT_SECRET)
      .update(input)
      .digest('base64url');
  return `${input}.${signature}`;
}

const HS256 = { alg: 'HS256', typ: 'JWT' };
const now = () => Math.floor(Date.now() / 1000);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('bearer tokens', () => {
  let claims: TokenClaims;

  beforeAll(async () => {
    const signed = await signedInUser(t, { roles: ['Sales'] });
    claims = t.app.jwt.decode<TokenClaims>(signed.token) as TokenClaims;
  });

  const rolesLive = (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/users/roles/live',
      headers: authorization ? { authorization } : {},
    });

  it('accepts a well-formed token signed with the secret', async () => {
    const token = craftToken(HS256, { ...claims, iat: now(), exp: now() + 60 });
    expect((await rolesLive(`Bearer ${token}`)).statusCode).toBe(200);
  });

  it.each([
    ['no header', undefined, SESSION_DETAILS.notAuthenticated],
    ['another scheme', 'Basic dXNlcjpwYXNz', SESSION_DETAILS.notAuthenticated],
    ['an empty bearer', 'Bearer ', SESSION_DETAILS.notAuthenticated],
    ['garbage', 'Bearer not.a.token', SESSION_DETAILS.invalidToken],
  ])('answers 401 for %s', async (_name, authorization, detail) => {
    const response = await rolesLive(authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail });
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  it('refuses alg none', async () => {
    const token = craftToken({ alg: 'none', typ: 'JWT' }, { ...claims, exp: now() + 60 }, { signature: '' });
    const response = await rolesLive(`Bearer ${token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: SESSION_DETAILS.invalidToken });
  });

  it('refuses another algorithm, even with the right secret', async () => {
    const token = craftToken(
      { alg: 'HS512', typ: 'JWT' },
      { ...claims, exp: now() + 60 },
      { hmac: 'sha512' },
    );
    expect((await rolesLive(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('refuses a bad signature', async () => {
    const forged = craftToken(HS256, { ...claims, roles: ['Super User'] }, { secret: 'x'.repeat(64) });
    expect((await rolesLive(`Bearer ${forged}`)).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const token = craftToken(HS256, { ...claims, iat: now() - 7200, exp: now() - 3600 });
    const response = await rolesLive(`Bearer ${token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: SESSION_DETAILS.expiredToken });
  });

  it('refuses a token older than the configured lifetime, whatever its exp says', async () => {
    const token = craftToken(HS256, { ...claims, iat: now() - 481 * 60, exp: now() + 3600 });
    expect((await rolesLive(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('refuses a token without exp', async () => {
    const { exp: _exp, ...withoutExp } = claims;
    const token = craftToken(HS256, { ...withoutExp, iat: now() });
    expect((await rolesLive(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('refuses an array payload', async () => {
    const token = craftToken(HS256, [claims]);
    expect((await rolesLive(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('refuses a payload without the claims the app needs', async () => {
    const { tv: _tv, ...withoutTv } = claims;
    const token = craftToken(HS256, { ...withoutTv, iat: now(), exp: now() + 60 });
    expect((await rolesLive(`Bearer ${token}`)).statusCode).toBe(401);
    const notUuid = craftToken(HS256, { ...claims, sub: '1 or 1=1', iat: now(), exp: now() + 60 });
    expect((await rolesLive(`Bearer ${notUuid}`)).statusCode).toBe(401);
  });

  it('refuses a token whose user no longer exists', async () => {
    const token = craftToken(HS256, {
      ...claims,
      sub: '0b7c6f36-3a57-4d3e-9f1e-0b5f3b6d2a10',
      iat: now(),
      exp: now() + 60,
    });
    expect((await rolesLive(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('ends older tokens when token_version is raised (password change, deactivation)', async () => {
    const { user, token } = await signedInUser(t);
    await t.db.update(users).set({ token_version: 5 }).where(eq(users.user_id, user.id));
    const response = await rolesLive(`Bearer ${token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: SESSION_DETAILS.sessionEnded });
    expect((await rolesLive(`Bearer ${await signIn(t.app, user.email)}`)).statusCode).toBe(200);
  });

  it('answers 403 to an inactive user even with a valid token', async () => {
    const { user, token } = await signedInUser(t);
    await t.db.update(users).set({ is_active: false }).where(eq(users.user_id, user.id));
    const response = await rolesLive(`Bearer ${token}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: SESSION_DETAILS.inactive });
  });

  it('does not trust the roles in the token: they are read from the database', async () => {
    const token = craftToken(HS256, { ...claims, roles: ['Super User'], iat: now(), exp: now() + 60 });
    const response = await rolesLive(`Bearer ${token}`);
    expect(response.json().roles).toBe('Sales');
  });
});

describe('token claims', () => {
  it('carries every claim of spec 000 §3 from the user and its employees', async () => {
    const [branch] = await t.db
      .insert(branches)
      .values({ name: '201 Henderson - Magnus Title Agency', state: 'NV' })
      .returning({ branch_id: branches.branch_id });
    const own = await createEmployee(t.db, { state: 'NV', def_branch: branch?.branch_id, demo_rep: true });
    const viewed = await createEmployee(t.db, { first_name: 'Vera' });
    const viewedUser = await createUser(t.db, { employeeId: viewed.employee_id });
    const assistant = await createUser(t.db, {
      roles: 'Sales-Assistant,Bogus',
      state: null,
      firstName: 'Ada',
      employeeId: own.employee_id,
      viewEmployeeId: viewed.employee_id,
    });

    const token = await signIn(t.app, assistant.email);
    const claims = t.app.jwt.decode<TokenClaims>(token);
    expect(claims).toEqual({
      sub: assistant.uuid,
      first_name: 'Ada',
      last_name: 'User',
      email: assistant.email,
      roles: ['Sales-Assistant'],
      employee_uuid: own.uuid,
      branch_id: branch?.branch_id,
      default_state: 'NV',
      demo_rep: true,
      view_user_id: viewedUser.uuid,
      view_employee_uuid: viewed.uuid,
      tv: 0,
      iat: expect.any(Number),
      exp: expect.any(Number),
    });
    expect(t.app.jwt.decode<{ alg: string }>(token, { complete: true })).toMatchObject({
      header: { alg: 'HS256' },
    });
  });

  it('defaults the state to AZ and leaves links empty for a user without an employee', async () => {
    const user = await createUser(t.db, { state: null });
    const claims = t.app.jwt.decode<TokenClaims>(await signIn(t.app, user.email));
    expect(claims).toMatchObject({
      default_state: 'AZ',
      employee_uuid: null,
      branch_id: null,
      demo_rep: false,
      view_user_id: null,
      view_employee_uuid: null,
    });
  });

  it("prefers the user's own state to the employee's", async () => {
    const employee = await createEmployee(t.db, { state: 'AZ' });
    const user = await createUser(t.db, { state: 'NV', employeeId: employee.employee_id });
    const claims = t.app.jwt.decode<TokenClaims>(await signIn(t.app, user.email));
    expect(claims?.default_state).toBe('NV');
  });
});
