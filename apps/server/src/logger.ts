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
  'access_token',
  '*.access_token',
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

/** Drizzle puts a failed query's parameters (which may be a password hash) into its message and `params`. */
const QUERY_PARAMS = /\nparams: [^\n]*/g;

function serializeError(error: Error) {
  const serialized = pino.stdSerializers.err(error);
  if (typeof serialized?.message !== 'string') return serialized;
  const scrub = (text: string) => text.replace(QUERY_PARAMS, `\nparams: ${REDACTED}`);
  return {
    ...serialized,
    message: scrub(serialized.message),
    stack: serialized.stack === undefined ? undefined : scrub(serialized.stack),
    ...('params' in serialized ? { params: REDACTED } : {}),
  };
}

export type LoggerOptions = { level: string; stream?: DestinationStream };

export function createLogger({ level, stream }: LoggerOptions): Logger {
  const options = {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { req: serializeRequest, err: serializeError },
  };
  return stream ? pino(options, stream) : pino(options);
}
