import type { RoleName } from '@hub/contract';

/**
 * Who may call a route: anyone, any active signed-in user, or users holding one of the
 * listed roles (exact names). A route missing here stops the server at start (deny by default).
 */
export type Access = 'public' | 'authenticated' | readonly RoleName[];

/** Super User, and State Super User for their own state's records (the service checks the state). */
export const SUPERS: readonly RoleName[] = ['Super User', 'State Super User'];
/** Administration, reports and the commission summary. */
export const ADMINS: readonly RoleName[] = [...SUPERS, 'Admin'];

/** Every API route, keyed 'METHOD /path' without the /api prefix, in Fastify's parameter syntax. */
export const API_ACCESS: Readonly<Record<string, Access>> = {
  'POST /auth/login': 'public',
  'GET /users/roles/live': 'authenticated',
  // The service allows the user themself or a super user (a State Super User in their state).
  'PATCH /users/:sub/password': 'authenticated',
};

/** Routes outside /api: probes, the OpenAPI page and static files (the web app, public uploads). */
export const ROOT_ACCESS: Readonly<Record<string, Access>> = {
  'GET /healthz': 'public',
  'GET /readyz': 'public',
  'GET /docs': 'public',
  'GET /docs/': 'public',
  'GET /docs/json': 'public',
  'GET /docs/yaml': 'public',
  'GET /docs/static/*': 'public',
  'GET /docs/static/index.html': 'public',
  'GET /docs/static/swagger-initializer.js': 'public',
  'GET /static/uploads/public/*': 'public',
  'GET /*': 'public',
};

export const API_PREFIX = '/api';

/** The access rule of one route, or undefined when the table does not list it. */
export function accessFor(method: string, url: string): Access | undefined {
  if (url.startsWith(`${API_PREFIX}/`)) return API_ACCESS[`${method} ${url.slice(API_PREFIX.length)}`];
  return ROOT_ACCESS[`${method} ${url}`];
}
