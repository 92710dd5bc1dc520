import { describe, expect, it } from 'vitest';
import {
  CONNECTION_SECRETS,
  connectionObject,
  lostConnectionError,
} from '../test/fixtures/connection-secrets.ts';
import { captureLogs } from '../test/fixtures/logs.ts';
import { REDACTED, redactUrl } from './logger.ts';

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

describe('the redaction', () => {
  it('hides passwords, the current one too, wherever a logged object holds them', () => {
    const { lines, logger } = captureLogs();
    logger.info({ body: { password: 'new-secret-1', current_password: 'old-secret-1' } }, 'change');
    logger.info({ current_password: 'old-secret-2' }, 'change');
    const text = lines.join('\n');
    for (const secret of ['new-secret-1', 'old-secret-1', 'old-secret-2']) expect(text).not.toContain(secret);
  });

  it("hides the mail server's address, which carries its password", () => {
    const { lines, logger } = captureLogs();
    logger.info({ SMTP_URL: 'smtp://hub:smtp-pass-1@mail.example' }, 'config');
    logger.info({ config: { SMTP_URL: 'smtp://hub:smtp-pass-2@mail.example' } }, 'config');
    logger.info({ mail: { smtpUrl: 'smtp://hub:smtp-pass-3@mail.example' } }, 'mail');
    const text = lines.join('\n');
    for (const secret of ['smtp-pass-1', 'smtp-pass-2', 'smtp-pass-3']) expect(text).not.toContain(secret);
  });
});

/** The logged lines as objects. */
const parse = (lines: string[]): Record<string, unknown>[] => lines.map((line) => JSON.parse(line));

describe('the error serializer', () => {
  it('keeps only message, code and stack of an error and of its causes, under err and error', () => {
    const { lines, logger } = captureLogs();
    const driverError = lostConnectionError();
    const wrapped = Object.assign(new Error('Failed query: select 1', { cause: driverError }), {
      connection: connectionObject(),
    });
    logger.error({ err: wrapped }, 'request failed');
    logger.error({ error: driverError }, 'pool lost a connection');
    logger.error(driverError);

    const text = lines.join('\n');
    for (const secret of CONNECTION_SECRETS) expect(text).not.toContain(secret);
    const [first, second, third] = parse(lines);
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
    const { lines, logger } = captureLogs();
    const a = new Error('a') as Error & { cause?: unknown };
    a.cause = a;
    logger.error({ err: a, error: 'just text' }, 'odd');
    const [line] = parse(lines);
    expect(line?.err).toMatchObject({ message: 'a' });
    expect(line?.error).toBe('just text');
  });
});
