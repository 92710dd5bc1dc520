import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  CONNECTION_SECRETS,
  connectionObject,
  lostConnectionError,
} from '../test/fixtures/connection-secrets.ts';
import { createLogger, REDACTED, redactUrl } from './logger.ts';

describe('redactUrl', () => {
  it('hides secret query values and keeps the rest', () => {
    expect(redactUrl('/api/users/1/password?password=hunter22')).toBe(
      `/api/users/1/password?password=${REDACTED}`,
    );
    expect(redactUrl('/x?a=1&PASSWORD=p&b=2&access_token=t#f')).toBe(
      `/x?a=1&PASSWORD=${REDACTED}&b=2&access_token=${REDACTED}#f`,
    );
    expect(redactUrl('/reports?state=AZ')).toBe('/reports?state=AZ');
    expect(redactUrl('/x?new_password=p')).toBe('/x?new_password=p');
  });
});

function logLines() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: createLogger({ level: 'info', stream }) };
}

describe('the error serializer', () => {
  it('keeps only message, code and stack of an error and of its causes, under err and error', () => {
    const { lines, logger } = logLines();
    const driverError = lostConnectionError();
    const wrapped = Object.assign(new Error('Failed query: select 1', { cause: driverError }), {
      connection: connectionObject(),
    });
    logger.error({ err: wrapped }, 'request failed');
    logger.error({ error: driverError }, 'pool lost a connection');
    logger.error(driverError);

    const text = JSON.stringify(lines);
    for (const secret of CONNECTION_SECRETS) expect(text).not.toContain(secret);
    const [first, second, third] = lines;
    expect(Object.keys(first?.err as object).sort()).toEqual(['cause', 'message', 'stack']);
    expect(first?.err).toMatchObject({
      cause: {
        message: 'terminating connection due to administrator command',
        code: '57P01',
        stack: expect.stringContaining('terminating connection'),
      },
    });
    expect(Object.keys((first?.err as { cause?: object } | undefined)?.cause ?? {}).sort()).toEqual([
      'code',
      'message',
      'stack',
    ]);
    expect(second?.error).toMatchObject({ code: '57P01', message: expect.any(String) });
    expect(Object.keys(second?.error as object).sort()).toEqual(['code', 'message', 'stack']);
    expect(third?.err).toMatchObject({ code: '57P01' });
  });

  it('stops at a cause chain that loops, and passes what is not an error through', () => {
    const { lines, logger } = logLines();
    const a = new Error('a') as Error & { cause?: unknown };
    a.cause = a;
    logger.error({ err: a, error: 'just text' }, 'odd');
    expect(lines[0]?.err).toMatchObject({ message: 'a' });
    expect(lines[0]?.error).toBe('just text');
  });
});
