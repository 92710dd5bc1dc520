import { describe, expect, it } from 'vitest';
import { describeError } from '../plugins/errors/index.ts';
import { isDatabaseUnavailable } from './connection-errors.ts';

/** PostgreSQL's error as Drizzle throws it: the driver's error (its SQLSTATE and words) is the cause. */
function failedQuery(code: string | undefined, message: string): Error {
  const driver = Object.assign(new Error(message), code ? { code } : {});
  return new Error('Failed query: select 1', { cause: driver });
}

const UNAVAILABLE = 'The database is unavailable. Please try again in a moment.';

describe('isDatabaseUnavailable: every connection-level error answers 503', () => {
  it.each([
    ['08000', 'connection_exception'],
    ['08003', 'connection_does_not_exist'],
    ['08006', 'connection_failure'],
    ['08001', 'sqlclient_unable_to_establish_sqlconnection'],
    ['08P01', 'protocol_violation'],
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection due to crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['57P04', 'database dropped'],
    ['57P05', 'terminating connection due to idle-session timeout'],
    ['53300', 'sorry, too many clients already'],
    ['55000', 'database "hub" is not currently accepting connections'],
    ['ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'],
    ['ECONNRESET', 'read ECONNRESET'],
    ['ETIMEDOUT', 'connect ETIMEDOUT 10.0.0.5:5432'],
    ['EPIPE', 'write EPIPE'],
    [undefined, 'Connection terminated unexpectedly'],
    [undefined, 'Connection terminated due to connection timeout'],
    [undefined, 'timeout exceeded when trying to connect'],
  ])('%s: %s', (code, message) => {
    const error = failedQuery(code, message);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(describeError(error)).toMatchObject({ statusCode: 503, detail: UNAVAILABLE });
  });

  it.each([
    ['55000', 'currval of sequence "s" is not yet defined in this session'],
    ['23505', 'duplicate key value violates unique constraint'],
    ['42P01', 'relation "nope" does not exist'],
    [undefined, 'something else went wrong'],
  ])('but not a refused query (%s: %s)', (code, message) => {
    expect(isDatabaseUnavailable(failedQuery(code, message))).toBe(false);
  });
});
