import type { RouteObject } from 'react-router';

/**
 * The route table with every lazily loaded screen loaded now, so a test renders the first screen in
 * the same turn as a browser that has the screen's chunk already (the browser flows load them lazily).
 */
export async function loadedRoutes(routes: RouteObject[]): Promise<RouteObject[]> {
  return Promise.all(
    routes.map(async ({ lazy, children, ...route }) => {
      const loaded: Partial<RouteObject> = {};
      if (typeof lazy === 'function') Object.assign(loaded, await lazy());
      else if (lazy) {
        for (const [key, load] of Object.entries(lazy)) {
          if (typeof load === 'function') Object.assign(loaded, { [key]: await load() });
        }
      }
      return {
        ...route,
        ...loaded,
        ...(children ? { children: await loadedRoutes(children) } : {}),
      } as RouteObject;
    }),
  );
}
