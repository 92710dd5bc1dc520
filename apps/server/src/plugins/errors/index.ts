import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './http-error.ts';
import { validationDetail } from './validation-detail.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the static plugin when the built web app is served: answers the SPA's index.html. */
    sendWebAppIndex?: (reply: FastifyReply) => FastifyReply;
  }
}

type ErrorAnswer = { statusCode: number; detail: string; headers: Readonly<Record<string, string>> };

const INTERNAL: ErrorAnswer = { statusCode: 500, detail: 'Internal server error', headers: {} };

/** Turns any error into the caller's answer: a status and one safe `detail` message, never a stack or SQL. */
export function describeError(error: unknown): ErrorAnswer {
  if (error instanceof HttpError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as { validationContext?: string }).validationContext;
    return { statusCode: 400, detail: validationDetail(error.validation, context), headers: {} };
  }
  const statusCode = (error as Partial<FastifyError>)?.statusCode;
  if (typeof statusCode !== 'number' || statusCode < 400 || statusCode >= 500) return INTERNAL;
  // JSON.parse messages quote the body, which may hold a password.
  if (error instanceof SyntaxError) return { statusCode, detail: 'Body is not valid JSON', headers: {} };
  const message = error instanceof Error && error.message ? error.message : STATUS_CODES[statusCode];
  return { statusCode, detail: message ?? 'Bad request', headers: {} };
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function wantsWebApp(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApiPath(request.url)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

export default fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const answer = describeError(error);
      if (answer.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return reply.code(answer.statusCode).headers(answer.headers).send({ detail: answer.detail });
    });

    app.setNotFoundHandler((request, reply) => {
      if (app.sendWebAppIndex && wantsWebApp(request)) return app.sendWebAppIndex(reply);
      return reply.code(404).send({ detail: 'Not found' });
    });
  },
  { name: 'errors', fastify: '5.x' },
);
