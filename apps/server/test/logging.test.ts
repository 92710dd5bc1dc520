import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDACTED } from '../src/logger.ts';
import errorsPlugin from '../src/plugins/errors/index.ts';
import { CONNECTION_SECRETS, lostConnectionError } from './fixtures/connection-secrets.ts';
import { captureLogs } from './fixtures/logs.ts';
import { bearer, buildTestApp, createUser, signIn, type TestApp } from './helper.ts';

describe('logs', () => {
  let t: TestApp;
  let logs: ReturnType<typeof captureLogs>;
  beforeAll(async () => {
    logs = captureLogs();
    t = await buildTestApp({ logger: logs.logger });
  });
  afterAll(() => t.close());

  it('never contain a password, in a body or in ?password=, nor a token', async () => {
    const user = await createUser(t.db, { password: 'login-secret-1' });
    const token = await signIn(t.app, user.email, 'login-secret-1');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.uuid}/password?password=query-secret-2`,
      headers: bearer(token),
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login?password=login-query-secret-3',
      payload: { email: user.email, password: 'wrong-secret-4' },
    });

    const text = logs.lines.join('\n');
    expect(logs.lines.length).toBeGreaterThan(4);
    for (const secret of [
      'login-secret-1',
      'query-secret-2',
      'login-query-secret-3',
      'wrong-secret-4',
      token,
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain(`/password?password=${REDACTED}`);
    expect(text).toContain(`/api/auth/login?password=${REDACTED}`);
  });

  it('redact authorization headers, cookies and password fields wherever a line puts them', () => {
    const { lines, logger } = captureLogs();
    logger.info(
      {
        req: { headers: { authorization: 'Bearer abc.def.ghi', cookie: 'sid=123' } },
        password: 'p1',
        body: { password: 'p2', access_token: 'tok' },
        user: { profile: { password: 'p3' } },
      },
      'something happened',
    );
    const line = JSON.parse(lines[0] ?? '{}');
    expect(line.req.headers).toEqual({ authorization: REDACTED, cookie: REDACTED });
    expect(line.password).toBe(REDACTED);
    expect(line.body).toEqual({ password: REDACTED, access_token: REDACTED });
    expect(line.user.profile.password).toBe(REDACTED);
  });

  it('log a failing request with its error, but answer only a generic detail', async () => {
    await t.database.close();
    logs.lines.length = 0;
    const user = 'someone@hub.test';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user, password: 'db-down-secret' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'Internal server error' });
    const text = logs.lines.join('\n');
    expect(text).toContain('request failed');
    expect(text).not.toContain('db-down-secret');
    // The failed query is logged without its parameters.
    expect(text).toContain(`params: ${REDACTED}`);
    expect(text).not.toContain(user);
  });

  it('never contain the database connection an error carries, through the request logger too', async () => {
    const { lines, logger } = captureLogs();
    // With the app's error handler, and with Fastify's own (which logs the error itself).
    for (const withErrorsPlugin of [true, false]) {
      const app = Fastify({ loggerInstance: logger });
      if (withErrorsPlugin) await app.register(errorsPlugin);
      app.get('/boom', async () => {
        throw new Error('Failed query: insert into cost_centers', { cause: lostConnectionError() });
      });
      app.get('/boom-direct', async () => {
        throw lostConnectionError();
      });
      await app.inject({ method: 'GET', url: '/boom' });
      await app.inject({ method: 'GET', url: '/boom-direct' });
      await app.close();
    }
    // The crash line of main.ts, and a line that puts the error under `error`.
    logger.error({ err: lostConnectionError() }, 'shutting down after an error');
    logger.warn({ error: lostConnectionError() }, 'database connection lost');

    const text = lines.join('\n');
    expect(text).toContain('terminating connection due to administrator command');
    expect(text).toContain('57P01');
    for (const secret of CONNECTION_SECRETS) expect(text).not.toContain(secret);
  });
});
