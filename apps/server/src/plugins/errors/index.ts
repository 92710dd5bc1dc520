import { STATUS_CODES } from 'node:http';
import type { FieldError } from '@hub/contract';
import { InvalidDateError } from '@hub/domain/time';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorChain, isDatabaseUnavailable } from '../../db/connection-errors.ts';
import { isTransactionConflict } from '../../db/transaction-retry.ts';
import { DATABASE_BUSY, DATABASE_UNAVAILABLE, HttpError } from './http-error.ts';
import { validationAnswer } from './validation-detail.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the static plugin when the built web app is served: answers the SPA's index.html. */
    sendWebAppIndex?: (reply: FastifyReply) => FastifyReply;
  }
}

type ErrorAnswer = {
  statusCode: number;
  detail: string;
  headers: Readonly<Record<string, string>>;
  /** On a 400 (or a 409 naming a field), each refused field with its message in words. */
  errors?: readonly FieldError[];
};

const INTERNAL: ErrorAnswer = { statusCode: 500, detail: 'Internal server error', headers: {} };

/**
 * Turns any error into the caller's answer: a status and one safe `detail` message, never a stack or
 * SQL; a 400 that names fields also carries them (`errors`), so a form shows each at its field.
 */
export function describeError(error: unknown): ErrorAnswer {
  if (error instanceof HttpError) return error;
  if (isDatabaseUnavailable(error)) return DATABASE_UNAVAILABLE;
  // Retried already (db.transaction): the database is busy with the same rows.
  if (isTransactionConflict(error)) return DATABASE_BUSY;
  const constraint = constraintAnswer(error);
  if (constraint) return constraint;
  // Date arithmetic on a date the contract let through that leaves the years 0000 to 9999 (a report
  // date of 0000-01-03 a year back): the input's fault, said as such.
  if (error instanceof InvalidDateError) {
    return { statusCode: 400, detail: 'A date asked for is out of range (years 0001 to 9998).', headers: {} };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as { validationContext?: string }).validationContext;
    return { statusCode: 400, ...validationAnswer(error.validation, context), headers: {} };
  }
  const statusCode = (error as Partial<FastifyError>)?.statusCode;
  if (typeof statusCode !== 'number' || statusCode < 400 || statusCode >= 500) return INTERNAL;
  // JSON.parse messages quote the body, which may hold a password.
  if (error instanceof SyntaxError) return { statusCode, detail: 'Body is not valid JSON', headers: {} };
  const message = error instanceof Error && error.message ? error.message : STATUS_CODES[statusCode];
  return { statusCode, detail: message ?? 'Bad request', headers: {} };
}

/** PostgreSQL's SQLSTATE of a failed query (drizzle wraps the driver's error in `cause`). */
function sqlState(error: unknown): string | undefined {
  for (const e of errorChain(error)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * A change the database refused for its constraints: a clear 409 or 400, never the SQL. Services
 * check what they can first, with a more precise message; this is the net under them (two saves racing).
 */
function constraintAnswer(error: unknown): ErrorAnswer | undefined {
  const state = sqlState(error);
  if (state === '23505')
    return { statusCode: 409, detail: 'A record with the same value already exists.', headers: {} };
  if (state === '23503')
    return {
      statusCode: 409,
      detail: 'This change refers to a record that does not exist, or removes one that others still use.',
      headers: {},
    };
  if (state === '23514' || state === '23502' || state?.startsWith('22'))
    return {
      statusCode: 400,
      detail: 'A value is missing, out of range or not in the expected form.',
      headers: {},
    };
  return undefined;
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
      if (answer === DATABASE_UNAVAILABLE) request.log.warn({ err: error }, 'database unavailable');
      else if (answer === DATABASE_BUSY) request.log.warn({ err: error }, 'database busy after retries');
      else if (answer.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      const body = answer.errors?.length
        ? { detail: answer.detail, errors: answer.errors }
        : { detail: answer.detail };
      // An answer that failed after a download set its headers (no byte sent yet) is JSON, not a file.
      reply.removeHeader('content-disposition');
      return reply
        .code(answer.statusCode)
        .headers(answer.headers)
        .type('application/json; charset=utf-8')
        .send(body);
    });

    app.setNotFoundHandler((request, reply) => {
      if (app.sendWebAppIndex && wantsWebApp(request)) return app.sendWebAppIndex(reply);
      return reply.code(404).send({ detail: 'Not found' });
    });
  },
  { name: 'errors', fastify: '5.x' },
);
