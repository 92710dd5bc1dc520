import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, signedInUser, type TestApp } from './helper.ts';

describe('probes, headers and unknown paths', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers /healthz and /readyz without a token', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('sends a CSP that fits the SPA, nosniff and no-store on API answers', async () => {
    const { headers } = await signedInUser(t);
    const response = await t.app.inject({ method: 'GET', url: '/api/users/roles/live', headers });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('marks API errors no-store too', async () => {
    for (const request of [
      { method: 'GET', url: '/api/users/roles/live' },
      { method: 'POST', url: '/api/auth/login', payload: {} },
      { method: 'GET', url: '/api/no/such/route' },
    ] as const) {
      const response = await t.app.inject(request);
      expect(response.headers['cache-control'], request.url).toBe('no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers JSON 404 for unknown API paths, with or without a token', async () => {
    const { headers } = await signedInUser(t);
    for (const request of [
      { method: 'GET', url: '/api/no/such/route' },
      { method: 'POST', url: '/api/no/such/route', headers },
      { method: 'GET', url: '/api/no/such/route', headers: { accept: 'text/html' } },
    ] as const) {
      const response = await t.app.inject(request);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ detail: 'Not found' });
    }
  });

  it('serves the OpenAPI page at /docs with every API route', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const spec = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/users/roles/live', '/api/users/{sub}/password']),
    );
  });
});

describe('readiness without a database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers 503 on /readyz while /healthz stays up', async () => {
    await t.database.close();
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ detail: 'Database unavailable' });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('closing', () => {
  it('finishes the requests in flight before it stops', async () => {
    const t = await buildTestApp();
    const user = await createUser(t.db);
    const address = new URL(await t.app.listen({ host: '127.0.0.1', port: 0 }));
    const body = JSON.stringify({ email: user.email, password: user.password });
    let answer: { status: number; body: string } | undefined;
    const request = http.request({
      host: address.hostname,
      port: address.port,
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answered = new Promise<void>((resolve, reject) => {
      request.on('error', reject);
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => {
          answer = { status: response.statusCode ?? 0, body: text };
          resolve();
        });
      });
    });
    // Half the body now: the request is in flight when the close begins; the rest comes after.
    request.write(body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = t.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    request.end(body.slice(10));
    await answered;
    await closing;
    expect(answer?.status).toBe(200);
    expect(JSON.parse(answer?.body ?? '{}')).toHaveProperty('access_token');
  });
});
