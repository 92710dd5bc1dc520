import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../src/plugins/authorization/access-table.ts';
import { ROUTE_CASES } from './access-matrix/route-cases.ts';
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

  it('answers malformed JSON, malformed multipart and oversized input with a 4xx and a detail', {
    timeout: 120_000,
  }, async () => {
    const routes = t.app.routeAccess.filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/'));
    const wrong: string[] = [];
    for (const route of routes) {
      for (const [name, body] of Object.entries(HOSTILE_BODIES)) {
        // A real record's address where the matrix knows how to make one, so the body is read.
        const path = await realPath(route.method, route.url);
        const response = await t.app.inject({
          method: route.method as 'POST',
          url: path,
          headers: { ...headers, 'content-type': body.contentType },
          payload: body.payload,
        });
        const where = `${route.method} ${path} with ${name}: ${response.statusCode}`;
        if (response.statusCode >= 500) wrong.push(where);
        else if (response.statusCode >= 400 && !hasDetail(response.body))
          wrong.push(`${where} without a detail`);
      }
    }
    expect(wrong.slice(0, 40)).toEqual([]);
  });
});

async function realPath(method: string, url: string): Promise<string> {
  const routeCase = ROUTE_CASES[`${method} ${url.slice(API_PREFIX.length)}`];
  if (!routeCase) return url.replace(/:[A-Za-z_]\w*/g, '1');
  const built = await routeCase.build({ db: t.db }, 'AZ', { roles: [], state: null, ownEmployeeUuid: null });
  return built.url;
}

const BOUNDARY = '----hub-hostile';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const filePart = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\n`;

/** Bodies that are broken in the ways clients and attackers break them. */
const HOSTILE_BODIES: Record<string, { contentType: string; payload: string | Buffer }> = {
  'truncated JSON': { contentType: 'application/json', payload: '{"email": "a@b.c", "password":' },
  'JSON of the wrong encoding': { contentType: 'application/json; charset=utf-16', payload: '{}' },
  'deeply nested JSON': {
    contentType: 'application/json',
    payload: `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  },
  'JSON over the body limit': {
    contentType: 'application/json',
    payload: `{"name":"${'x'.repeat(2 * 1024 * 1024)}"}`,
  },
  'JSON with a prototype key': { contentType: 'application/json', payload: '{"__proto__":{"isAdmin":true}}' },
  'text as multipart': { contentType: MULTIPART, payload: 'abc' },
  'multipart without a boundary': { contentType: 'multipart/form-data', payload: 'abc' },
  'truncated multipart': { contentType: MULTIPART, payload: `${filePart}order_number,state\r\nT-1,AZ` },
  'multipart with too many fields': {
    contentType: MULTIPART,
    payload: `${Array.from({ length: 40 }, (_, i) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`).join('')}--${BOUNDARY}--\r\n`,
  },
  'multipart with two files': {
    contentType: MULTIPART,
    payload: `${filePart}a\r\n${filePart}b\r\n--${BOUNDARY}--\r\n`,
  },
  'an unknown content type': { contentType: 'application/x-hub-unknown', payload: 'abc' },
};

function hasDetail(body: string): boolean {
  try {
    return typeof (JSON.parse(body) as { detail?: unknown }).detail === 'string';
  } catch {
    return false;
  }
}

/**
 * Every export (a GET route ending in /export) checks its query as its list does, before the first
 * byte: each of its query parameters set to junk answers what the list answers for the same junk
 * (400 with a JSON detail, never 500), in both formats, and a 200 is a whole file, never one cut short.
 */
const EXPORT_JUNK = ['0000-01-01', '99999999999', '%00a', '2026-02-30', '-1', 'x'.repeat(300)];

type OpenApiParameter = { in: string; name: string };
type OpenApiDocument = { paths: Record<string, { get?: { parameters?: OpenApiParameter[] } }> };

/** The query parameters a GET route declares, read from the OpenAPI document. */
function queryParameters(document: OpenApiDocument, url: string): string[] {
  const path = url.replace(/:([A-Za-z_]\w*)/g, '{$1}');
  return (document.paths[path]?.get?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
}

/** A file the download holds whole: a CSV ending with its line break, a workbook that opens. */
async function wholeFile(format: string, body: Buffer): Promise<boolean> {
  if (format === 'csv')
    return body.toString('utf8').startsWith('\uFEFF') && body.toString('utf8').endsWith('\r\n');
  try {
    const { default: ExcelJS } = await import('exceljs');
    await new ExcelJS.Workbook().xlsx.load(body as unknown as ArrayBuffer);
    return true;
  } catch {
    return false;
  }
}

describe('every export route', () => {
  it('answers junk in its query as its list does, in both formats, before the first byte', {
    timeout: 300_000,
  }, async () => {
    const document = t.app.swagger() as unknown as OpenApiDocument;
    const exportRoutes = t.app.routeAccess.filter((r) => r.method === 'GET' && r.url.endsWith('/export'));
    expect(exportRoutes.length).toBeGreaterThan(25);
    const wrong: string[] = [];
    for (const route of exportRoutes) {
      const valid = new URL(await realPath('GET', route.url), 'http://hub.test');
      const listPath = valid.pathname.replace(/\/export$/, '');
      const listParams = new Set(queryParameters(document, route.url.replace(/\/export$/, '')));
      for (const name of queryParameters(document, route.url).filter((n) => n !== 'format')) {
        for (const junk of EXPORT_JUNK) {
          const query = new URLSearchParams(valid.search);
          query.set(name, junk);
          query.delete('format');
          const search = query.toString().replaceAll('%2500', '%00');
          const list = listParams.has(name)
            ? await t.app.inject({
                url: `${listPath}?${[...query].filter(([key]) => listParams.has(key)).length ? search : ''}`,
                headers,
              })
            : undefined;
          for (const format of ['csv', 'xlsx']) {
            const url = `${valid.pathname}?${search}&format=${format}`;
            const response = await t.app.inject({ url, headers }).catch((error: Error) => error);
            if (response instanceof Error) {
              wrong.push(`${url}: cut short (${response.message})`);
              continue;
            }
            const where = `${url}: ${response.statusCode}`;
            if (response.statusCode >= 500) wrong.push(`${where} ${response.body.slice(0, 80)}`);
            else if (response.statusCode >= 400 && !hasDetail(response.body))
              wrong.push(`${where} without a detail`);
            else if (response.statusCode >= 400 && response.headers['content-disposition'])
              wrong.push(`${where} with a file's headers`);
            else if (response.statusCode === 200 && !(await wholeFile(format, response.rawPayload)))
              wrong.push(`${where} cut short`);
            if (list && list.statusCode === 400 && response.statusCode !== 400)
              wrong.push(`${where}, its list 400 (${list.body.slice(0, 80)})`);
          }
        }
      }
    }
    expect(wrong.slice(0, 60)).toEqual([]);
  });
});
