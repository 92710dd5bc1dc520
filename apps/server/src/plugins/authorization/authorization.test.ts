import type { RoleName } from '@hub/contract';
import Fastify, { type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../auth/index.ts';
import errorsPlugin from '../errors/index.ts';
import type { Access } from './access-table.ts';
import { accessFor } from './access-table.ts';
import authorizationPlugin from './index.ts';

/** Stands in for the auth plugin: the caller's roles come from a header. */
const fakeAuth = fp(
  async (app) => {
    app.decorateRequest('currentUser', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const roles = request.headers['x-roles'];
      if (typeof roles !== 'string') throw Object.assign(new Error('no token'), { statusCode: 401 });
      request.currentUser = { roles: roles.split(',') as RoleName[] } as CurrentUser;
      return request.currentUser;
    });
  },
  { name: 'auth' },
);

async function appWith(table: Record<string, Access>, routes: string[]) {
  const app = Fastify();
  await app.register(errorsPlugin);
  await app.register(fakeAuth);
  await app.register(authorizationPlugin, { lookup: (method, url) => table[`${method} ${url}`] });
  for (const route of routes) {
    const [method = 'GET', url = '/'] = route.split(' ');
    app.route({ method, url, handler: async () => ({ ok: true }) });
  }
  await app.ready();
  return app;
}

describe('the authorization hook', () => {
  it('refuses to start when a route is missing from the table', async () => {
    await expect(appWith({}, ['GET /api/secret'])).rejects.toThrow(/missing from the access table/);
  });

  it('lets public routes through, and asks everything else for a session', async () => {
    const app = await appWith({ 'GET /open': 'public', 'GET /mine': 'authenticated' }, [
      'GET /open',
      'GET /mine',
    ]);
    expect((await app.inject({ url: '/open' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/mine' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/mine', headers: { 'x-roles': 'Sales' } })).statusCode).toBe(200);
  });

  it('allows exactly the listed roles', async () => {
    const app = await appWith({ 'POST /charges': ['Super User'] }, ['POST /charges']);
    const as = (roles: string) =>
      app.inject({ method: 'POST', url: '/charges', headers: { 'x-roles': roles } });
    expect((await as('State Super User')).statusCode).toBe(403);
    expect((await as('super user')).statusCode).toBe(403);
    expect((await as('Admin,Super User')).statusCode).toBe(200);
  });

  it('answers 403 at run time for a route that escaped the table (registered before the hook)', async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    app.get('/early', async () => ({ ok: true }));
    await app.register(fakeAuth);
    await app.register(authorizationPlugin, { lookup: () => 'public' });
    await app.ready();
    const response = await app.inject({ url: '/early', headers: { 'x-roles': 'Super User' } });
    expect(response.statusCode).toBe(403);
  });
});

describe('the access table', () => {
  it('looks API routes up without the /api prefix', () => {
    expect(accessFor('POST', '/api/auth/login')).toBe('public');
    expect(accessFor('GET', '/api/users/roles/live')).toBe('authenticated');
    expect(accessFor('GET', '/healthz')).toBe('public');
    expect(accessFor('GET', '/auth/login')).toBeUndefined();
    expect(accessFor('DELETE', '/api/users/:sub/password')).toBeUndefined();
  });
});
