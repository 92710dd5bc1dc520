import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from './helper.ts';

/**
 * Walks every API route as a Super User (who passes every role check) with parameters and bodies
 * that are wrong in the ways callers get them wrong, and proves none of them ends in a 500: bad
 * input is a 4xx with a detail, never a crash (later features are covered with no change here).
 */
const JUNK_PARAMS = ['abc', '99999999999', '0', '-1', "1' or '1'='1", '%F0%9F%92%A9', 'a'.repeat(300)];
const JUNK_BODIES: unknown[] = [undefined, {}, [], 'text', 42, null, { unexpected: true }, [{ bad: 1 }]];
const JUNK_QUERIES = ['', '?state=ZZ&year=x&active=maybe&limit=-5', '?start_date=2026-02-30&end_date=x'];

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  headers = (await signedInUser(t, { roles: ['Super User'] })).headers;
});
afterAll(() => t.close());

describe('every API route', () => {
  it('answers junk input with a 4xx and a detail, never a 500', { timeout: 120_000 }, async () => {
    const routes = t.app.routeAccess.filter((r) => r.access !== 'public' && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(30);
    const crashes: string[] = [];
    for (const route of routes) {
      for (const param of JUNK_PARAMS) {
        const path = route.url.replace(/:[A-Za-z_]\w*/g, param);
        for (const query of JUNK_QUERIES) {
          const bodies = route.method === 'GET' || route.method === 'DELETE' ? [undefined] : JUNK_BODIES;
          for (const body of bodies) {
            const response = await t.app.inject({
              method: route.method as 'POST',
              url: `${path}${query}`,
              headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
              ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
            });
            if (response.statusCode >= 500) {
              crashes.push(
                `${route.method} ${path}${query} ${JSON.stringify(body)} -> ${response.statusCode}`,
              );
            } else if (response.statusCode >= 400 && typeof response.json().detail !== 'string') {
              crashes.push(
                `${route.method} ${path}${query} ${JSON.stringify(body)} -> ${response.statusCode} without a detail`,
              );
            }
          }
        }
      }
    }
    expect([...new Set(crashes)].slice(0, 40)).toEqual([]);
  });
});
