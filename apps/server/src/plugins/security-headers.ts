import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export type SecurityHeaders = {
  /** Headers every answer carries, lower-case names. */
  set: [name: string, value: string][];
  /** Headers taken off every answer (X-Powered-By). */
  removed: string[];
};

/**
 * The headers helmet sends with these options. None of them depends on the request (no CSP nonces),
 * so they are worked out once, by running helmet's middleware on a response that records them.
 */
export function securityHeaders(options: HelmetOptions): SecurityHeaders {
  const set = new Map<string, string>();
  const removed = new Set<string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      const key = name.toLowerCase();
      removed.delete(key);
      set.set(key, Array.isArray(value) ? value.join(', ') : String(value));
      return recorder;
    },
    removeHeader(name: string) {
      const key = name.toLowerCase();
      set.delete(key);
      removed.add(key);
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished)
    throw new Error('helmet did not finish synchronously: its headers cannot be worked out once');
  return { set: [...set], removed: [...removed] };
}

export type SecurityHeadersOptions = { helmet: HelmetOptions };

/**
 * Helmet's headers on every answer. @fastify/helmet built helmet's whole middleware again on every
 * request (its options and CSP directives parsed each time, a tenth of a signed-in call's time);
 * here they are set from the list worked out at start-up.
 */
export default fp<SecurityHeadersOptions>(
  async (app, options) => {
    const { set, removed } = securityHeaders(options.helmet);
    app.addHook('onRequest', (_request, reply, done) => {
      const response = reply.raw;
      for (const [name, value] of set) response.setHeader(name, value);
      for (const name of removed) response.removeHeader(name);
      done();
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);
