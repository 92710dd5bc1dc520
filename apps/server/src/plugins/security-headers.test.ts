import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import securityHeadersPlugin, { securityHeaders } from './security-headers.ts';

const options = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'] },
  },
};

/** The headers of GET / from an app set up by `register`. */
async function headersOf(register: (app: FastifyInstance) => unknown) {
  const app = Fastify();
  await register(app);
  app.get('/', async () => ({ ok: true }));
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  const { date: _date, ...headers } = response.headers;
  return headers;
}

describe('security headers', () => {
  it('sends on every answer exactly what helmet sends with the same options', async () => {
    const ours = await headersOf((app) => app.register(securityHeadersPlugin, { helmet: options }));
    const helmets = await headersOf((app) => {
      const middleware = helmet(options);
      app.addHook('onRequest', (request, reply, done) => middleware(request.raw, reply.raw, () => done()));
    });
    expect(ours).toEqual(helmets);
    expect(ours['content-security-policy']).toBe("default-src 'self';img-src 'self' data:");
    expect(ours['x-content-type-options']).toBe('nosniff');
    expect(ours['strict-transport-security']).toContain('max-age=');
  });

  it('works the headers out from the options', () => {
    const { set, removed } = securityHeaders({ ...options, xFrameOptions: { action: 'deny' } });
    expect(Object.fromEntries(set)['x-frame-options']).toBe('DENY');
    expect(removed).toEqual(['x-powered-by']);
  });
});
