import type { FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';

export const REDACTED = '[REDACTED]';

/** Secrets that must never reach a log line, wherever a request, reply or error object puts them. */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'password',
  '*.password',
  '*.*.password',
  'current_password',
  '*.current_password',
  '*.*.current_password',
  'access_token',
  '*.access_token',
  // The mail server's address carries its password (config.ts).
  'SMTP_URL',
  '*.SMTP_URL',
  'smtpUrl',
  '*.smtpUrl',
];

/** Query parameters whose values are replaced in every logged URL (spec callers send ?password=). */
const SECRET_QUERY_PARAMS = /([?&](?:password|access_token|token)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, `$1${REDACTED}`);
}

function serializeRequest(request: FastifyRequest) {
  // Something other than a request logged under `req`: keep it (the redact paths still apply).
  if (typeof request?.url !== 'string') return request;
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Drizzle puts a failed query's parameters (which may be a password hash) into its message. */
const QUERY_PARAMS = /\nparams: [^\n]*/g;
const scrub = (text: string) => text.replace(QUERY_PARAMS, `\nparams: ${REDACTED}`);

/** How deep a chain of causes is followed (it may loop). */
const MAX_CAUSES = 5;

type SerializedError = { message: string; code?: string | number; stack?: string; cause?: SerializedError };

/**
 * An error as a log line shows it: its message, code and stack, and its causes the same way; nothing
 * else. Drivers hang whole objects on their errors (node-postgres an idle client's `client`, with its
 * host, user, database, password and the backend's cancel key), so no other property is copied.
 */
function serializeError(error: unknown, depth = 0): unknown {
  if (!isErrorLike(error)) return error;
  const { message, code, stack, cause } = error;
  const serialized: SerializedError = { message: scrub(message) };
  if (typeof code === 'string' || typeof code === 'number') serialized.code = code;
  if (typeof stack === 'string') serialized.stack = scrub(stack);
  if (isErrorLike(cause) && cause !== error && depth < MAX_CAUSES) {
    serialized.cause = serializeError(cause, depth + 1) as SerializedError;
  }
  return serialized;
}

type ErrorLike = { message: string; code?: unknown; stack?: unknown; cause?: unknown };

function isErrorLike(value: unknown): value is ErrorLike {
  return value instanceof Error || typeof (value as Partial<ErrorLike> | null)?.message === 'string';
}

export type LoggerOptions = { level: string; stream?: DestinationStream };

export function createLogger({ level, stream }: LoggerOptions): Logger {
  const options = {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { req: serializeRequest, err: serializeError, error: serializeError },
  };
  return stream ? pino(options, stream) : pino(options);
}
