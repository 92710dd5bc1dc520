import { randomUUID } from 'node:crypto';
import { SESSION_DETAILS } from '@hub/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { API_ACCESS, API_PREFIX, ROOT_ACCESS } from '../src/plugins/authorization/access-table.ts';
import type { RouteAccess } from '../src/plugins/authorization/index.ts';
import { buildTestApp, signedInUser, type TestApp } from './helper.ts';

/** A concrete URL for a route pattern: any uuid for a parameter, any name for a wildcard. */
const sampleUrl = (pattern: string) => pattern.replace(/:[A-Za-z_]\w*/g, randomUUID()).replace(/\*$/, 'x');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/**
 * Walks every route the app registered (later features included, with no change here) and
 * proves that each one that is not public refuses a caller without a valid, active session.
 */
describe('every route', () => {
  let guarded: RouteAccess[];
  beforeAll(() => {
    guarded = t.app.routeAccess.filter((route) => route.access !== 'public');
  });

  it('has found the API routes', () => {
    expect(guarded.length).toBeGreaterThan(0);
    expect(guarded.every((route) => route.url.startsWith(`${API_PREFIX}/`))).toBe(true);
  });

  it('answers 401 without a token', async () => {
    for (const route of guarded) {
      const response = await t.app.inject({ method: route.method as 'GET', url: sampleUrl(route.url) });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      if (route.method !== 'HEAD') {
        expect(response.json(), `${route.method} ${route.url}`).toEqual({
          detail: SESSION_DETAILS.notAuthenticated,
        });
      }
    }
  });

  it('answers 401 with a tampered token', async () => {
    const { token } = await signedInUser(t, { roles: ['Super User'] });
    const tampered = `${token.slice(0, -4)}AAAA`;
    for (const route of guarded) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: sampleUrl(route.url),
        headers: { authorization: `Bearer ${tampered}` },
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers 403 to an inactive user holding every role', async () => {
    const { user, headers } = await signedInUser(t, {
      roles: ['Super User', 'State Super User', 'Admin', 'Sales', 'Escrow Officer'],
    });
    await t.db.update(users).set({ is_active: false }).where(eq(users.user_id, user.id));
    for (const route of guarded) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: sampleUrl(route.url),
        headers,
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });
});

describe('the access table', () => {
  it('covers every registered route (buildApp refuses to start otherwise)', () => {
    for (const route of t.app.routeAccess) expect(route.access, `${route.method} ${route.url}`).toBeDefined();
  });

  it('lists no route that does not exist', () => {
    // Fastify adds some HEAD routes without their GET twin passing through onRoute (/docs/).
    const registered = new Set(
      t.app.routeAccess.map((r) => `${r.method === 'HEAD' ? 'GET' : r.method} ${r.url}`),
    );
    const apiKeys = Object.keys(API_ACCESS).map((key) => key.replace(' ', ` ${API_PREFIX}`));
    // The web app's catch-all exists only when it is built.
    const rootKeys = Object.keys(ROOT_ACCESS).filter((key) => key !== 'GET /*');
    for (const key of [...apiKeys, ...rootKeys]) expect(registered.has(key), key).toBe(true);
  });

  it('makes only sign-in public under /api', () => {
    const publicApi = t.app.routeAccess.filter((r) => r.access === 'public' && r.url.startsWith(API_PREFIX));
    expect(publicApi.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/auth/login']);
  });
});
