import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../errors/http-error.ts';
import { type Access, accessFor } from './access-table.ts';
import { hasAnyRole } from './policies.ts';

export type RouteAccess = { method: string; url: string; access: Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Copied from the access table (or a report's declaration, `REPORT_ACCESS`) when the route is registered. */
    access?: Access;
  }
  interface FastifyInstance {
    /** Every route registered after this plugin, with its access rule (tests walk it). */
    routeAccess: readonly RouteAccess[];
  }
}

export type AuthorizationOptions = {
  /** The rule of a route; the access table unless a test supplies its own. */
  lookup?: (method: string, url: string) => Access | undefined;
};

/**
 * One hook enforces the access table for every route (a report's rule: its contract declaration's,
 * through the table's `REPORT_ACCESS`); a route said in neither fails the start.
 */
export default fp<AuthorizationOptions>(
  async (app, { lookup = accessFor }) => {
    const routes: RouteAccess[] = [];
    app.decorate('routeAccess', routes);

    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      // Fastify adds a HEAD route for every GET; it answers the same thing without a body.
      const ruleOf = (method: string) => lookup(method === 'HEAD' ? 'GET' : method, route.url);
      for (const method of methods) {
        const access = ruleOf(method);
        if (access === undefined) {
          throw new Error(
            `Route ${method} ${route.url} is missing from the access table ` +
              "(apps/server/src/plugins/authorization/access-table.ts, or a report's access in its contract declaration)",
          );
        }
        routes.push({ method, url: route.url, access });
      }
      const access = ruleOf(methods[0] ?? '');
      if (methods.some((method) => ruleOf(method) !== access)) {
        throw new Error(`Route ${route.url} lists methods with different access rules; register them apart`);
      }
      route.config = { ...route.config, access };
    });

    app.addHook('onRequest', async (request: FastifyRequest) => {
      // No route matched: the not-found handler answers.
      if (request.is404) return;
      const access = request.routeOptions.config.access;
      if (access === 'public') return;
      if (access === undefined) throw forbidden();
      const user = await app.authenticate(request);
      if (access !== 'authenticated' && !hasAnyRole(user, access)) throw forbidden();
    });
  },
  { name: 'authorization', fastify: '5.x', dependencies: ['auth'] },
);
