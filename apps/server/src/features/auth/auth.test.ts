import { SESSION_DETAILS } from '@hub/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper.ts';

const login = (t: TestApp, payload: unknown, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, remoteAddress });

describe('POST /api/auth/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers a bearer token that lasts TOKEN_TTL_MINUTES', async () => {
    const user = await createUser(t.db);
    const response = await login(t, { email: user.email, password: user.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ access_token: expect.any(String), token_type: 'bearer', expires_in: 480 * 60 });
    const claims = t.app.jwt.decode<{ iat: number; exp: number; sub: string }>(body.access_token);
    expect(claims?.sub).toBe(user.uuid);
    expect((claims?.exp ?? 0) - (claims?.iat ?? 0)).toBe(480 * 60);
  });

  it('matches the e-mail case-insensitively and ignores surrounding spaces', async () => {
    const user = await createUser(t.db, { email: 'Mixed.Case@Hub.test' });
    const response = await login(t, { email: '  mixed.case@HUB.TEST ', password: user.password });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong password, an unknown e-mail and an inactive user alike', async () => {
    const active = await createUser(t.db);
    const inactive = await createUser(t.db, { isActive: false });
    const attempts = [
      { email: active.email, password: 'wrong-password' },
      { email: 'nobody@hub.test', password: active.password },
      { email: inactive.email, password: inactive.password },
    ];
    for (const attempt of attempts) {
      const response = await login(t, attempt);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: SESSION_DETAILS.invalidCredentials });
    }
  });

  it('says which field is wrong in a bad body', async () => {
    const missing = await login(t, { email: 'a@hub.test' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ detail: 'body.password: is required' });

    const wrongType = await login(t, { email: 42, password: 'x' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().detail).toMatch(/^body\.email: /);
  });

  it('refuses unknown fields instead of ignoring them', async () => {
    const response = await login(t, { email: 'a@hub.test', password: 'x', roles: 'Super User' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'body.roles: unknown field' });
  });

  it('answers 400 with a detail for a body that is not JSON, without echoing it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@hub.test","password":"s3cret-value"',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/not valid JSON/);
    expect(response.body).not.toContain('s3cret-value');
  });
});

describe('sign-in rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { LOGIN_RATE_LIMIT: '3' } });
  });
  afterAll(() => t.close());

  it('answers 429 with a detail after LOGIN_RATE_LIMIT attempts a minute for one address and e-mail', async () => {
    const user = await createUser(t.db);
    const address = '10.0.0.1';
    for (let i = 0; i < 3; i++) {
      expect((await login(t, { email: user.email, password: 'wrong-password' }, address)).statusCode).toBe(
        401,
      );
    }
    const limited = await login(t, { email: user.email, password: user.password }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/Too many sign-in attempts/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Another person at the same address, and the same person elsewhere, still get in.
    const colleague = await createUser(t.db);
    expect(
      (await login(t, { email: colleague.email, password: colleague.password }, address)).statusCode,
    ).toBe(200);
    expect((await login(t, { email: user.email, password: user.password }, '10.0.0.2')).statusCode).toBe(200);
  });
});
