import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { outbox } from '../db/schema/index.ts';
import { outboxDir } from './mail-repository.ts';
import { sendMailJob } from './send-mail-job.ts';

/** A real SMTP server on a free local port that keeps what it receives; `refuse` turns the next messages away. */
async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const logins: string[] = [];
  let refuse = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) => {
      logins.push(`${auth.username}:${auth.password}`);
      callback(null, { user: auth.username });
    },
    onData: (stream, _session, callback) => {
      if (refuse > 0) {
        refuse--;
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 })),
        );
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://hub:smtp-secret@127.0.0.1:${port}`,
    received,
    logins,
    refuseNext: (count: number) => {
      refuse = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const workbook = Buffer.from('PK\u0003\u0004 not really a workbook, but bytes that must arrive unchanged');
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const message = {
  to: 'dana.reyes@magnustitle.example',
  subject: 'Commission spreadsheet',
  text: 'Your commission spreadsheet is attached.',
  html: '<p>Your commission spreadsheet is attached.</p>',
  attachments: [{ filename: 'commission.xlsx', content: workbook, contentType: XLSX }],
};

/** `message` as it arrived, from MAIL_FROM's address, its attachment byte for byte. */
function expectTheMessage(mail: ParsedMail | undefined, from: string) {
  expect(mail?.from?.value).toEqual([{ name: 'Hub', address: from }]);
  expect(mail?.to).toMatchObject({ text: 'dana.reyes@magnustitle.example' });
  expect(mail?.subject).toBe('Commission spreadsheet');
  expect(mail?.text?.trim()).toBe('Your commission spreadsheet is attached.');
  expect(mail?.html).toContain('<p>Your commission spreadsheet is attached.</p>');
  expect(mail?.attachments).toHaveLength(1);
  expect(mail?.attachments[0]).toMatchObject({ filename: 'commission.xlsx', contentType: XLSX });
  expect(mail?.attachments[0]?.content.equals(workbook)).toBe(true);
}

const mailJobs = (t: TestApp) =>
  t.db
    .select({ status: outbox.status, attempts: outbox.attempts, last_error: outbox.last_error })
    .from(outbox)
    .where(eq(outbox.kind, sendMailJob.kind));

describe('e-mail through an SMTP server (SMTP_URL)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp({ config: { SMTP_URL: smtp.url, MAIL_FROM: 'Hub <hub@magnustitle.example>' } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('is queued, then sent once by the job, attachment included', async () => {
    expect(await t.app.mail.send(message, { key: 'commission-xls:dana:2026-10' })).toBe(true);
    // Queued, not sent: sending is the job's.
    expect(smtp.received).toEqual([]);
    expect(await t.app.jobs.drain()).toBe(1);

    expect(smtp.logins).toEqual(['hub:smtp-secret']);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expectTheMessage(mail, 'hub@magnustitle.example');

    // The same message again (same key): not queued, not sent.
    expect(await t.app.mail.send(message, { key: 'commission-xls:dana:2026-10' })).toBe(false);
    expect(await t.app.jobs.drain()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('is tried again later when the server turns it away, and sent then', async () => {
    smtp.refuseNext(1);
    const before = smtp.received.length;
    await t.app.mail.send({
      to: ['a@hub.test', 'b@hub.test'],
      subject: 'Daily report',
      text: 'AZ, 2026-11-23',
    });
    await t.app.jobs.drain();
    const [row] = (await mailJobs(t)).filter((r) => r.status !== 'done');
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.last_error).toContain('Mailbox busy, try later');
    // Backoff: the next attempt waits half a minute.
    const [wait] = (
      await t.db.execute<{ seconds: number }>(
        sql`select extract(epoch from run_after - now())::int as seconds from outbox where status = 'pending'`,
      )
    ).rows;
    expect(Number(wait?.seconds)).toBeGreaterThan(20);
    expect(Number(wait?.seconds)).toBeLessThanOrEqual(30);
    expect(await t.app.jobs.drain()).toBe(0);

    await t.db.update(outbox).set({ run_after: sql`now()` }).where(eq(outbox.status, 'pending'));
    expect(await t.app.jobs.drain()).toBe(1);
    expect(smtp.received).toHaveLength(before + 1);
    expect(smtp.received.at(-1)?.to).toMatchObject({ text: 'a@hub.test, b@hub.test' });
    expect((await mailJobs(t)).every((r) => r.status === 'done')).toBe(true);
  });

  it('refuses a message without a valid address when it is queued', async () => {
    await expect(t.app.mail.send({ to: 'not an address', subject: 'x', text: 'x' })).rejects.toThrow();
  });
});

describe('e-mail without an SMTP server', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is written as an .eml file under DATA_DIR/outbox, once per message', async () => {
    expect(t.config.SMTP_URL).toBeUndefined();
    await t.app.mail.send(message, { key: 'commission-xls:dana:2026-10' });
    expect(await t.app.jobs.drain()).toBe(1);
    // A retry of the same message (its job run again) writes the same file, not a second one.
    await t.db.update(outbox).set({ status: 'pending', run_after: sql`now()` });
    expect(await t.app.jobs.drain()).toBe(1);

    const folder = outboxDir(t.config.dataDir);
    const files = await readdir(folder);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f]{32}\.eml$/);
    const raw = await readFile(join(folder, files[0] ?? ''));
    // RFC 822 line ends.
    expect(raw.toString('latin1')).toContain('\r\nSubject: Commission spreadsheet\r\n');
    const mail = await simpleParser(raw);
    expectTheMessage(mail, 'hub@localhost');
  });
});
