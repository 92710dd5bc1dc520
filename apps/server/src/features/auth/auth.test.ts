import { SESSION_DETAILS } from '@hub/contract';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper.ts';
import { signInAttempts } from '../../db/schema/index.ts';

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
    expect(missing.json()).toMatchObject({ detail: 'body.password: is required' });

    const wrongType = await login(t, { email: 42, password: 'x' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().detail).toMatch(/^body\.email: /);
  });

  it('refuses unknown fields instead of ignoring them', async () => {
    const response = await login(t, { email: 'a@hub.test', password: 'x', roles: 'Super User' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: 'body.roles: unknown field' });
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

describe('sign-in throttle kept in the database', () => {
  const limits = { LOGIN_RATE_LIMIT: '3', LOGIN_ADDRESS_RATE_LIMIT: '10' };
  const wrong = (email: string) => ({ email, password: 'wrong-password' });
  const refusedAsTooMany = (response: { statusCode: number; json: () => { detail: string } }) => {
    expect(response.statusCode).toBe(429);
    expect(response.json().detail).toBe('Too many sign-in attempts. Please wait a minute and try again.');
  };
  const opened: TestApp[] = [];
  const open = async (sameDatabaseAs?: TestApp) => {
    const t = await buildTestApp({ config: limits, ...(sameDatabaseAs ? { sameDatabaseAs } : {}) });
    opened.unshift(t);
    return t;
  };
  afterAll(async () => {
    // The later instances first: the first one drops the database.
    for (const t of opened) await t.close();
  });

  it('caps the attempts of one address across e-mails (password spraying)', async () => {
    const t = await open();
    const accounts = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(t.db)));
    const sprayer = '10.9.0.1';
    const answers: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (const account of accounts)
        answers.push((await login(t, wrong(account.email), sprayer)).statusCode);
    }
    expect(answers).toEqual([...Array(10).fill(401), ...Array(5).fill(429)]);
    // Even the right password of a sixth account is refused from that address for now ...
    const sixth = await createUser(t.db);
    const refused = await login(t, { email: sixth.email, password: sixth.password }, sprayer);
    refusedAsTooMany(refused);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // ... and accepted from another.
    expect((await login(t, { email: sixth.email, password: sixth.password }, '10.9.0.2')).statusCode).toBe(
      200,
    );
  });

  it('does not count successful sign-ins', async () => {
    const t = await open();
    const user = await createUser(t.db);
    const address = '10.9.1.1';
    for (let i = 0; i < 12; i++) {
      expect((await login(t, { email: user.email, password: user.password }, address)).statusCode).toBe(200);
    }
    for (let i = 0; i < 3; i++) expect((await login(t, wrong(user.email), address)).statusCode).toBe(401);
    refusedAsTooMany(await login(t, { email: user.email, password: user.password }, address));
  });

  it('shares the counters between two server instances on one database', async () => {
    const first = await open();
    const second = await open(first);
    const user = await createUser(first.db);
    const address = '10.9.2.1';
    expect((await login(first, wrong(user.email), address)).statusCode).toBe(401);
    expect((await login(second, wrong(user.email), address)).statusCode).toBe(401);
    expect((await login(first, wrong(user.email), address)).statusCode).toBe(401);
    refusedAsTooMany(await login(second, { email: user.email, password: user.password }, address));
    refusedAsTooMany(await login(first, { email: user.email, password: user.password }, address));
  });

  it('still refuses after a restart', async () => {
    const before = await open();
    const user = await createUser(before.db);
    const address = '10.9.3.1';
    for (let i = 0; i < 3; i++)
      expect((await login(before, wrong(user.email), address)).statusCode).toBe(401);
    await before.app.close();
    const after = await open(before);
    refusedAsTooMany(await login(after, { email: user.email, password: user.password }, address));
  });

  it('starts again after a minute and removes counters that are over', async () => {
    const t = await open();
    const user = await createUser(t.db);
    const address = '10.9.4.1';
    for (let i = 0; i < 4; i++) await login(t, wrong(user.email), address);
    refusedAsTooMany(await login(t, { email: user.email, password: user.password }, address));
    // A minute later (the window is moved back rather than waited for).
    await t.db.execute(sql`update sign_in_attempts set window_start = window_start - interval '61 seconds'`);
    const other = await createUser(t.db);
    expect((await login(t, { email: other.email, password: other.password }, '10.9.4.2')).statusCode).toBe(
      200,
    );
    const left = await t.db.select({ n: count() }).from(signInAttempts);
    // Only the two counters of the sign-in just made are left (given back to 0, not yet stale).
    expect(left[0]?.n).toBe(2);
    expect((await login(t, { email: user.email, password: user.password }, address)).statusCode).toBe(200);
  });
});
