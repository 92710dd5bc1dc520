import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import { createMailRepository, outboxDir } from '../mail/mail-repository.ts';
import { defineJob } from './define-job.ts';
import { JobQueue, type JobQueueOptions, PermanentJobError } from './job-queue.ts';

let t: TestApp;
const silent = { child: () => silent, error: () => {}, warn: () => {}, info: () => {} } as never;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.delete(outbox);
});

const newQueue = (options?: JobQueueOptions, db: Db = t.db, log = silent) =>
  new JobQueue(
    {
      db,
      dbKind: t.database.kind,
      mail: createMailRepository({ from: t.config.MAIL_FROM, outboxDir: outboxDir(t.config.dataDir) }),
    },
    log,
    options,
  );

const ZCount = z.object({ n: z.number().int() });
/** A job kind whose handler does `run`. */
const testJob = (kind: string, run: (payload: z.infer<typeof ZCount>) => unknown, maxAttempts?: number) =>
  defineJob({ kind, payload: ZCount, handler: async (payload) => void (await run(payload)), maxAttempts });

/** Registers a `test.echo` job on the queue and starts it; `done` settles once that job has run. */
const startEcho = (queue: JobQueue) => {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const echo = testJob('test.echo', () => finish());
  queue.register(echo);
  queue.start();
  return { echo, done };
};

const jobRow = async (id: number) => (await t.db.select().from(outbox).where(eq(outbox.id, id)))[0];

describe('the job queue', () => {
  it('runs a queued job once and marks it done', async () => {
    const queue = newQueue();
    const seen: unknown[] = [];
    const echo = testJob('test.echo', (payload) => seen.push(payload));
    queue.register(echo);
    const id = await queue.enqueue(t.db, echo, { n: 1 });
    expect(await queue.drain()).toBe(1);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1 });
    expect(await queue.drain()).toBe(0);
  });

  it('keeps no job queued in a transaction that rolled back', async () => {
    const queue = newQueue();
    const echo = testJob('test.echo', () => {});
    queue.register(echo);
    await expect(
      t.db.transaction(async (tx) => {
        await queue.enqueue(tx, echo, { n: 1 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await t.db.select().from(outbox)).toEqual([]);
  });

  it('retries a failed job later, and fails it for good after its attempts', async () => {
    const queue = newQueue();
    let calls = 0;
    const flaky = testJob(
      'test.flaky',
      () => {
        calls++;
        throw new Error('SMTP down');
      },
      2,
    );
    queue.register(flaky);
    const id = await queue.enqueue(t.db, flaky, { n: 1 });
    await queue.drain();
    expect(await jobRow(id)).toMatchObject({ status: 'pending', attempts: 1, last_error: 'SMTP down' });
    // Not due yet: the retry waits.
    expect(await queue.drain()).toBe(0);
    await t.db.update(outbox).set({ run_after: sql`now() - interval '1 second'` }).where(eq(outbox.id, id));
    await queue.drain();
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 2 });
    expect(calls).toBe(2);
  });

  it('fails a job at once on a permanent error', async () => {
    const queue = newQueue();
    const bad = testJob('test.bad', () => {
      throw new PermanentJobError('The workbook is corrupt.');
    });
    queue.register(bad);
    const id = await queue.enqueue(t.db, bad, { n: 1 });
    await queue.drain();
    expect(await jobRow(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'The workbook is corrupt.',
    });
  });

  it('takes a job back from a worker that held it past its lease', async () => {
    const queue = newQueue({ leaseSeconds: 60 });
    let runs = 0;
    const echo = testJob('test.echo', () => runs++);
    queue.register(echo);
    const id = await queue.enqueue(t.db, echo, { n: 1 });
    // Another instance claimed it and died.
    await t.db
      .update(outbox)
      .set({ status: 'processing', attempts: 1, locked_at: sql`now() - interval '2 minutes'` })
      .where(eq(outbox.id, id));
    await queue.drain();
    expect(runs).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('leaves a job held within its lease, and kinds it has no handler for', async () => {
    const queue = newQueue();
    const echo = testJob('test.echo', () => {});
    queue.register(echo);
    const held = await queue.enqueue(t.db, echo, { n: 1 });
    await t.db.update(outbox).set({ status: 'processing', locked_at: sql`now()` }).where(eq(outbox.id, held));
    const other = await queue.enqueue(
      t.db,
      testJob('test.other', () => {}),
      { n: 1 },
    );
    expect(await queue.drain()).toBe(0);
    expect((await jobRow(other))?.status).toBe('pending');
  });

  it('lets two workers share the queue without running a job twice', async () => {
    const ran: number[] = [];
    const count = testJob('test.count', ({ n }) => ran.push(n));
    const make = () => {
      const queue = newQueue();
      queue.register(count);
      return queue;
    };
    const [a, b] = [make(), make()];
    for (let n = 0; n < 10; n++) await a.enqueue(t.db, count, { n });
    await Promise.all([a.drain(), b.drain()]);
    expect(ran.sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('runs queued jobs in the background once started, and stops cleanly', async () => {
    const queue = newQueue({ pollMs: 20 });
    const { echo, done } = startEcho(queue);
    await queue.enqueue(t.db, echo, { n: 1 });
    await done;
    await queue.stop();
  });

  it('keeps polling while the database is away, says so once, and takes jobs again when it is back', async () => {
    const lines: { level: string; message: string }[] = [];
    const record =
      (level: string) =>
      (...args: unknown[]) =>
        lines.push({ level, message: String(args.at(-1)) });
    const log = { child: () => log, error: record('error'), warn: record('warn'), info: record('info') };
    let down = true;
    // The queue's database, as the pool answers while PostgreSQL restarts.
    const db = new Proxy(t.db, {
      get(target, property, receiver) {
        if (down && property === 'execute') {
          return () => Promise.reject(new Error('Connection terminated unexpectedly'));
        }
        return Reflect.get(target, property, receiver);
      },
    });
    const queue = newQueue({ pollMs: 10 }, db, log as never);
    const { echo, done } = startEcho(queue);
    await new Promise((resolve) => setTimeout(resolve, 300));
    down = false;
    await queue.enqueue(t.db, echo, { n: 1 });
    await done;
    await queue.stop();
    expect(lines).toEqual([
      { level: 'warn', message: 'job worker: the database is unavailable; it keeps polling' },
      { level: 'info', message: 'job worker: the database is back' },
    ]);
  });
});
