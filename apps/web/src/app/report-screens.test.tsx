// The report screens the contract declares (`reportEndpoint({ screen })`) and the route table: each
// screen's path is an address of config/paths.ts, its page module exists with a default export, the
// router has its route, behind the declared roles; no page under features/*/screens/ is undeclared.

import declaredScreens from 'virtual:report-screens';
import { reportEndpoints } from '@hub/contract';
import { screen as view } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { loadedRoutes } from '@/test/loaded-routes';
import { jsonResponse, liveRoles, mockFetch, renderApp, storeToken } from '@/test/utils';
import { type GuardedScreen, SCREEN_ROLES } from './layout/require-role';
import { type DeclaredScreen, reportScreenRoutes, routes, screenPageKey } from './router';

/** Every report with a screen, as the contract declares it (importing the contract declares them all). */
const declared: DeclaredScreen[] = reportEndpoints().flatMap(({ name, screen }) =>
  screen ? [{ name, screen }] : [],
);

/** The page modules under features/*\/screens/ (their tests aside), keyed as router.tsx keys them. */
const pageModules = import.meta.glob<{ default?: unknown }>([
  '../features/*/screens/*.tsx',
  '!../features/*/screens/*.test.tsx',
]);

/** Every `path` of config/paths.ts, at any depth. */
function addresses(node: unknown): string[] {
  if (typeof node !== 'object' || node === null) return [];
  const own = 'path' in node && typeof node.path === 'string' ? [node.path] : [];
  return [...own, ...Object.values(node).flatMap(addresses)];
}

/** An address of the path: each `:param` a uuid. */
const addressOf = (path: string) => path.replace(/:\w+/g, '3f6b2a1c-9d8e-4f7a-8b6c-5d4e3f2a1b0c');

const appRoutes = await loadedRoutes(routes);

/** The route of the app's table that `path` opens. */
const routeAt = (path: string) => matchRoutes(appRoutes, addressOf(path))?.at(-1)?.route;

afterEach(() => vi.unstubAllGlobals());

describe('the report screens the contract declares', () => {
  it('are the ones the build gives the router (virtual:report-screens)', () => {
    expect(declared.length).toBeGreaterThan(0);
    expect(declaredScreens).toEqual(declared);
  });

  describe.each(declared)('$name: $screen.path', ({ screen: { path, roles, page } }) => {
    it('is an address of config/paths.ts', () => {
      expect(addresses(paths)).toContain(path);
    });

    it(`has its page, features/${page.replace('/', '/screens/')}.tsx, whose default export is a component`, async () => {
      const load = pageModules[screenPageKey(page)];
      expect(load, `no module for the page ${page}`).toBeDefined();
      const { default: Screen } = (await load?.()) ?? {};
      expect(typeof Screen).toBe('function');
    });

    it(
      roles ? `has its route, behind the '${roles}' roles` : 'has its route, open to anyone signed in',
      async () => {
        const route = routeAt(path);
        expect(route?.path).toBe(path);
        const Page = (await pageModules[screenPageKey(page)]?.())?.default;
        const Component = route?.Component;
        if (roles) {
          expect(SCREEN_ROLES[roles]).toBeDefined();
          const { roles: guardedBy, Screen } = Component as GuardedScreen;
          expect(guardedBy).toBe(roles);
          expect(Screen).toBe(Page);
        } else {
          expect(Component).toBe(Page);
        }
      },
    );
  });

  const guardedScreens = declared.filter(({ screen }) => screen.roles);
  const superScreens = declared.filter(({ screen }) => screen.roles === 'super');
  it.each([
    ...guardedScreens.map((declaration) => ({ role: 'Sales' as const, ...declaration })),
    ...superScreens.map((declaration) => ({ role: 'Admin' as const, ...declaration })),
  ])('$screen.path sends $role to /not-authorized', async ({ role, screen }) => {
    storeToken({ roles: [role] });
    mockFetch((url) =>
      url === '/api/users/roles/live' ? liveRoles({ roles: role }) : jsonResponse({}, 404),
    );
    const { router, unmount } = renderApp(addressOf(screen.path));
    expect(await view.findByText('You do not have permission to access this page.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/not-authorized');
    unmount();
  });

  it('leave no page under features/*/screens/ undeclared', () => {
    const declaredPages = declared.map(({ screen }) => screenPageKey(screen.page));
    expect(Object.keys(pageModules).filter((key) => !declaredPages.includes(key))).toEqual([]);
  });
});

describe('reportScreenRoutes', () => {
  const nowhere = (page: string): DeclaredScreen[] => [
    {
      name: 'nowhere',
      screen: { path: '/reports/nowhere', roles: 'admin', page: page as `${string}/${string}` },
    },
  ];

  it('throws when a declared page has no module', () => {
    expect(() => reportScreenRoutes(nowhere('nowhere/none'), {})).toThrow(
      'Report nowhere declares the screen page nowhere/none, but apps/web/src/features/nowhere/screens/none.tsx does not exist',
    );
  });

  it("throws when a page is not '<feature>/<name>'", () => {
    expect(() => reportScreenRoutes(nowhere('nowhere/screens/none'), {})).toThrow(
      "A screen's page is '<feature>/<name>', not 'nowhere/screens/none'",
    );
  });

  it('throws when the route first loads a page without a default export', async () => {
    const [route] = reportScreenRoutes(nowhere('nowhere/none'), {
      '../features/nowhere/screens/none.tsx': async () => undefined,
    });
    expect(route?.path).toBe('/reports/nowhere');
    const lazy = route?.lazy;
    const load = typeof lazy === 'object' ? lazy.Component : undefined;
    await expect(load?.()).rejects.toThrow(
      'apps/web/src/features/nowhere/screens/none.tsx (report nowhere) has no default export',
    );
  });
});
