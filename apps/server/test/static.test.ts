import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicUploadsDir } from '../src/plugins/static.ts';
import { buildTestApp, type TestApp } from './helper.ts';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const PNG = Buffer.from('89504e470d0a1a0a', 'hex');
const SCRIPT = `export const answer = ${JSON.stringify('hub '.repeat(200))};`;

/** Writes a file with the .br and .gz variants the web build writes beside it. */
async function writeWithVariants(path: string, content: string) {
  await writeFile(path, content);
  await writeFile(`${path}.br`, brotliCompressSync(content));
  await writeFile(`${path}.gz`, gzipSync(content));
}

describe('the built web app and public uploads', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'hub-web-'));
    await mkdir(join(webDist, 'assets'));
    await writeWithVariants(join(webDist, 'index.html'), INDEX_HTML);
    await writeWithVariants(join(webDist, 'assets', 'index-abc123.js'), SCRIPT);
    // An image is compressed already: the build writes no variants of it.
    await writeFile(join(webDist, 'assets', 'logo-def456.png'), PNG);
    t = await buildTestApp({ config: { WEB_DIST: webDist } });
    await writeFile(join(publicUploadsDir(t.config.dataDir), 'logo-5d1f.png'), PNG);
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  const html = { accept: 'text/html,application/xhtml+xml' };

  it('serves index.html at the root, without a token, with the CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers index.html for client routes a browser asks for', async () => {
    for (const url of ['/login', '/admin/users/123', '/reports/branches?state=AZ']) {
      const response = await t.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
    }
  });

  it('answers JSON 404 to non-browser requests and to API paths', async () => {
    const json = await t.app.inject({
      method: 'GET',
      url: '/admin/users',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'Not found' });
    const post = await t.app.inject({ method: 'POST', url: '/admin/users', headers: html });
    expect(post.statusCode).toBe(404);
  });

  const script = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends the brotli file to a browser that accepts it, cached for good', async () => {
    const response = await script('gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip file when gzip is what is accepted', async () => {
    for (const acceptEncoding of ['gzip', 'gzip, deflate', 'br;q=0, gzip']) {
      const response = await script(acceptEncoding);
      expect(response.headers['content-encoding'], acceptEncoding).toBe('gzip');
      expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends the file itself when no compression is accepted', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const response = await script(acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(response.body).toBe(SCRIPT);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends a file that has no compressed variant as it is', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/logo-def456.png',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.equals(PNG)).toBe(true);
  });

  it('sends index.html compressed and never cached, at the root and for client routes', async () => {
    for (const url of ['/', '/index.html', '/admin/users/123']) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { ...html, 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
      expect(response.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(INDEX_HTML);
    }
  });

  it('serves public uploads, sandboxed, and 404 for missing ones', async () => {
    const logo = await t.app.inject({ method: 'GET', url: '/static/uploads/public/logo-5d1f.png' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['content-security-policy']).toContain('sandbox');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    const missing = await t.app.inject({ method: 'GET', url: '/static/uploads/public/nope.png' });
    expect(missing.statusCode).toBe(404);
    const traversal = await t.app.inject({
      method: 'GET',
      url: '/static/uploads/public/..%2f..%2fjwt-secret',
    });
    expect([403, 404]).toContain(traversal.statusCode);
    expect(traversal.json()).toEqual({ detail: expect.any(String) });
  });
});
