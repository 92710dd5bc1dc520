// Who may call each route is said in two places: the access table (plugins/authorization/access-table.ts)
// and, for a report, its declaration in the contract (`reportEndpoint({ access, exportAccess })`). This
// test writes every registered route's rule, wherever it is said, into one committed file,
// apps/server/route-access.txt, and fails when the file and the running app differ, so that a new
// route's rule is read in review like code. `npm run access:write` (ACCESS_WRITE=1) writes the file.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { reportEndpoints } from '@hub/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Access,
  API_ACCESS,
  API_PREFIX,
  REPORT_ACCESS,
  ROOT_ACCESS,
} from '../src/plugins/authorization/access-table.ts';
import { buildTestApp, type TestApp } from './helper.ts';

const SNAPSHOT = resolve(import.meta.dirname, '../route-access.txt');
const WRITE = process.env.ACCESS_WRITE === '1';
const STALE = 'differs from the running app: run `npm run access:write` and review the diff.';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ruleText = (access: Access) => (typeof access === 'string' ? access : access.join(', '));

/** Where a route's rule is said: the table, a report's declaration (by its name), or the root table. */
function sourceOf(method: string, url: string): string {
  const route = `${method} ${url.slice(API_PREFIX.length)}`;
  if (route in API_ACCESS) return 'access table';
  if (route in REPORT_ACCESS) {
    const path = route.replace(/^GET /, '').replace(/\/export$/, '');
    const report = reportEndpoints().find((endpoint) => endpoint.path === path);
    return `report ${report?.name ?? '?'}${route.endsWith('/export') ? ' (export)' : ''}`;
  }
  return `${method} ${url}` in ROOT_ACCESS ? 'root table' : 'nowhere';
}

function snapshotText(): string {
  const rows = t.app.routeAccess
    .filter((route) => route.method !== 'HEAD')
    .map((route) => ({ ...route, key: `${route.url} ${route.method}` }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((route) =>
      [`${route.method} ${route.url}`, ruleText(route.access), sourceOf(route.method, route.url)].join(' | '),
    );
  const header = [
    '# Every route of the server and who may call it: METHOD path | rule | where the rule is said.',
    '# Written by `npm run access:write` (apps/server/test/route-access.test.ts fails when it differs).',
    "# 'authenticated': any active signed-in user; role names: a user holding one of them. The services",
    '# narrow further by state and ownership (plugins/authorization/policies.ts, DOMAIN.md §9).',
  ];
  return `${[...header, ...rows].join('\n')}\n`;
}

describe('the committed access rules', () => {
  it('route-access.txt lists every route with the rule the app enforces', () => {
    const text = snapshotText();
    if (WRITE) writeFileSync(SNAPSHOT, text);
    const committed = existsSync(SNAPSHOT) ? readFileSync(SNAPSHOT, 'utf8') : '(no file)';
    expect(committed, `route-access.txt ${STALE}`).toBe(text);
    expect(text).not.toContain('| nowhere');
  });

  it("registers every declared report's GET, and the table repeats no report's rule", () => {
    const registered = new Set(t.app.routeAccess.map((route) => `${route.method} ${route.url}`));
    const unregistered = reportEndpoints()
      .map((endpoint) => `GET ${API_PREFIX}${endpoint.path}`)
      .filter((route) => !registered.has(route));
    expect(unregistered, 'a report declared in the contract has no route').toEqual([]);
    expect(Object.keys(REPORT_ACCESS).filter((route) => route in API_ACCESS)).toEqual([]);
  });

  it('gives a report its declared rule, and its export the export rule', () => {
    const rules = new Map(t.app.routeAccess.map((route) => [`${route.method} ${route.url}`, route.access]));
    const summary = reportEndpoints().find((endpoint) => endpoint.name === 'branch-summary');
    if (!summary) throw new Error('the branch summary is not declared');
    expect(rules.get(`GET ${API_PREFIX}${summary.path}`)).toEqual([
      'Super User',
      'State Super User',
      'Admin',
      'Escrow',
      'Escrow Officer',
    ]);
    expect(rules.get(`GET ${API_PREFIX}${summary.path}/export`)).toEqual([
      'Super User',
      'State Super User',
      'Admin',
    ]);
  });
});
