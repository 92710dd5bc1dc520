import type { TokenClaims } from '@hub/contract';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { SignedInProviders } from '@/app/layout/app-layout';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { configureSessionHandling } from '@/lib/api-client';
import { TOKEN_STORAGE_KEY } from '@/lib/auth';
import { loadedRoutes } from './loaded-routes';

const appRoutes = await loadedRoutes(routes);

export const USER_ID = '0b0e7a4e-3c6f-4c1e-9d2a-6f1f2b3c4d5e';
export const EMPLOYEE_ID = '5d9c2f1a-7b3e-4a8d-8c6f-1e2d3c4b5a69';
export const VIEWED_EMPLOYEE_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

export function claimsFor(overrides: Partial<TokenClaims> = {}): TokenClaims {
  const now = Math.floor(Date.now() / 1000);
  return {
    sub: USER_ID,
    first_name: 'Pat',
    last_name: 'Doe',
    email: 'pat@hub.test',
    roles: ['Admin'],
    employee_uuid: null,
    branch_id: null,
    default_state: 'AZ',
    demo_rep: false,
    view_user_id: null,
    view_employee_uuid: null,
    tv: 1,
    iat: now,
    exp: now + 3600,
    ...overrides,
  };
}

const base64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** An unsigned JWT-shaped token carrying the claims (the web app never verifies signatures). */
export function makeToken(overrides: Partial<TokenClaims> = {}): string {
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  return `${header}.${base64Url(JSON.stringify(claimsFor(overrides)))}.signature`;
}

export function storeToken(overrides: Partial<TokenClaims> = {}): string {
  const token = makeToken(overrides);
  window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  return token;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The live roles answer (GET /api/users/roles/live) a report's state gate asks for: an active user of a state. */
export function liveRoles({
  roles = 'Super User',
  state = 'AZ',
}: {
  roles?: string | undefined;
  state?: string | null | undefined;
} = {}): Response {
  return jsonResponse({ roles, is_active: true, state });
}

export type FetchHandler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Replace fetch; returns the mock so tests can read the calls. */
export function mockFetch(handler: FetchHandler) {
  const fn = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
    Promise.resolve(handler(String(input), init)),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Render the real route table at `path`, with the API client's 401 redirect wired to this router. */
export function renderApp(path: string, routes: RouteObject[] = appRoutes) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  configureSessionHandling({
    redirect: (to) => void router.navigate(to, { replace: true }),
    currentPath: () => router.state.location.pathname,
  });
  const queryClient = createTestQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/**
 * Render one component inside the providers of a signed-in screen and a router (for components that
 * link, navigate or ask for confirmation).
 */
export function renderWithProviders(ui: ReactNode, path = '/') {
  return renderApp(path, [{ path: '*', element: <SignedInProviders>{ui}</SignedInProviders> }]);
}
