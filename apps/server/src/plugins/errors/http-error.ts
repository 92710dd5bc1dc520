import { type FieldError, SESSION_DETAILS } from '@hub/contract';

/** "body.email: must be an e-mail address" names the field `email`; the text after the colon is its message. */
const FIELD_DETAIL = /^(?:body|query)\.([\w.]+): (.+)$/s;

/** The field a 400's detail names (`body.x: …` or `query.x: …`), if it names one. */
export function fieldErrorsOf(detail: string): FieldError[] {
  const match = FIELD_DETAIL.exec(detail);
  return match?.[1] && match[2] ? [{ path: match[1], message: match[2] }] : [];
}

/** An error whose status and `detail` are meant for the caller (4xx); anything else answers 500. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly detail: string;
  readonly headers: Readonly<Record<string, string>>;
  /**
   * The fields a 400 refused, or the field a 409 found taken (a payroll id another employee has), each
   * with its message in words; empty when the detail names no field.
   */
  readonly errors: readonly FieldError[];

  constructor(
    statusCode: number,
    detail: string,
    headers: Record<string, string> = {},
    errors?: readonly FieldError[],
  ) {
    super(detail);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.detail = detail;
    this.headers = headers;
    this.errors = errors ?? (statusCode === 400 || statusCode === 409 ? fieldErrorsOf(detail) : []);
  }
}

export const badRequest = (detail: string) => new HttpError(400, detail);

export const unauthorized = (detail: string = SESSION_DETAILS.notAuthenticated) =>
  new HttpError(401, detail, { 'www-authenticate': 'Bearer' });

export const forbidden = (detail: string = SESSION_DETAILS.forbidden) => new HttpError(403, detail);

export const notFound = (detail = 'Not found') => new HttpError(404, detail);

export const preconditionFailed = (detail: string) => new HttpError(412, detail);

/**
 * A value already taken; a detail naming its field ('body.payroll_id: …') puts the message at that
 * field, or `field` does where the detail is a sentence of its own.
 */
export const conflict = (detail: string, field?: FieldError) =>
  new HttpError(409, detail, {}, field ? [field] : undefined);

export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new HttpError(429, detail, { 'retry-after': String(retryAfterSeconds) });

/** A request that needed the database while it was away (restarting, unreachable): try again shortly. */
export const DATABASE_UNAVAILABLE = new HttpError(
  503,
  'The database is unavailable. Please try again in a moment.',
  { 'retry-after': '5' },
);

/** A transaction that kept meeting others (a deadlock, a serialization failure) after its retries. */
export const DATABASE_BUSY = new HttpError(503, 'The database is busy; try again in a moment.', {
  'retry-after': '1',
});
