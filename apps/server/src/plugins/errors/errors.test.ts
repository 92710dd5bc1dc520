import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { badRequest, conflict, forbidden, HttpError } from './http-error.ts';
import { describeError } from './index.ts';

/** The error Fastify raises when the zod validator refuses `data`. */
function validationError(schema: z.ZodType, data: unknown, context: string) {
  const validate = validatorCompiler({ schema, method: 'POST', url: '/', httpPart: 'body' });
  const { error } = validate(data) as { error?: unknown };
  if (!error) throw new Error('expected a validation error');
  return Object.assign(new Error('validation'), {
    statusCode: 400,
    validation: error,
    validationContext: context,
  });
}

describe('describeError', () => {
  it('passes an HttpError through', () => {
    expect(describeError(forbidden('No.'))).toMatchObject({ statusCode: 403, detail: 'No.' });
  });

  it('names the field and the reason of each validation issue', () => {
    const schema = z.strictObject({ email: z.email(), age: z.number().int(), tags: z.array(z.string()) });
    const error = validationError(schema, { email: 'nope', tags: [1], extra: 1, other: 2 }, 'body');
    expect(describeError(error)).toMatchObject({
      statusCode: 400,
      detail:
        'body.email: must be an e-mail address; body.age: is required; body.tags.0: must be text; body.extra: unknown field; body.other: unknown field',
      errors: [
        { path: 'email', message: 'must be an e-mail address' },
        { path: 'age', message: 'is required' },
        { path: 'tags.0', message: 'must be text' },
        { path: 'extra', message: 'unknown field' },
        { path: 'other', message: 'unknown field' },
      ],
    });
  });

  it('names the field of a 400 a service raised as "body.field: message"', () => {
    expect(describeError(badRequest('body.az_reports_send_to.0: must be an e-mail address'))).toMatchObject({
      statusCode: 400,
      detail: 'body.az_reports_send_to.0: must be an e-mail address',
      errors: [{ path: 'az_reports_send_to.0', message: 'must be an e-mail address' }],
    });
    expect(describeError(badRequest('query.year: must be 2000 or later')).errors).toEqual([
      { path: 'year', message: 'must be 2000 or later' },
    ]);
    expect(describeError(badRequest('The file is empty.')).errors).toEqual([]);
    expect(describeError(forbidden('body.roles: you cannot change your own roles.')).errors).toEqual([]);
    // A value another record holds is said at its field too.
    expect(
      describeError(conflict('body.payroll_id: another employee already has this payroll id')).errors,
    ).toEqual([{ path: 'payroll_id', message: 'another employee already has this payroll id' }]);
    expect(describeError(conflict('A user with this e-mail already exists.')).errors).toEqual([]);
  });

  it('calls the query string "query" and the path parameters "path"', () => {
    const query = describeError(validationError(z.object({ n: z.string() }), {}, 'querystring'));
    expect(query).toMatchObject({
      detail: 'query.n: is required',
      errors: [{ path: 'n', message: 'is required' }],
    });
    expect(describeError(validationError(z.object({ id: z.uuid() }), { id: 'x' }, 'params'))).toMatchObject({
      detail: 'path.id: must be a uuid',
      errors: [],
    });
  });

  it('keeps the message of client errors raised by Fastify and its plugins', () => {
    const tooLarge = Object.assign(new Error('Request body is too large'), { statusCode: 413 });
    expect(describeError(tooLarge)).toMatchObject({ statusCode: 413, detail: 'Request body is too large' });
  });

  it('answers anything else as a bare 500, never its message', () => {
    const sqlError = new Error('duplicate key value violates unique constraint "users_email_lower_uq"');
    expect(describeError(sqlError)).toEqual({
      statusCode: 500,
      detail: 'Internal server error',
      headers: {},
    });
    expect(describeError('a string')).toMatchObject({ statusCode: 500 });
    expect(describeError(Object.assign(new Error('x'), { statusCode: 302 }))).toMatchObject({
      statusCode: 500,
    });
    expect(describeError(new HttpError(503, 'Database unavailable'))).toMatchObject({ statusCode: 503 });
  });

  it('answers 503 with a detail, not 500, when the database cannot be reached', () => {
    const unavailable = {
      statusCode: 503,
      detail: 'The database is unavailable. Please try again in a moment.',
    };
    const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
    const wrapped = (cause: Error) => new Error('Failed query: select 1\nparams: ', { cause });
    for (const error of [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('read ECONNRESET', 'ECONNRESET'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('connection failure', '08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
      wrapped(withCode('terminating connection due to administrator command', '57P01')),
      wrapped(new Error('Connection terminated unexpectedly')),
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], '', {
        cause: withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED'),
      }),
    ]) {
      expect(describeError(error), error.message).toMatchObject(unavailable);
    }
    // A query the database refused for itself stays an internal error.
    expect(describeError(withCode('relation "x" does not exist', '42P01'))).toMatchObject({
      statusCode: 500,
    });
  });
});
