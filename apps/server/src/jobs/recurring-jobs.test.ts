import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { outbox } from '../db/schema/index.ts';
import { defineJob, ZCronSlot } from './define-job.ts';
import { purgeFinishedJobsJob } from './purge-finished-jobs.ts';

const NIGHTLY = 'test.nightly';
let first: TestApp;
let second: TestApp;
/** The slots the nightly job ran for, whichever instance ran it. */
const ran: string[] = [];

// Every night at 03:00 in Los Angeles.
const nightly = defineJob({
  kind: NIGHTLY,
  cron: '0 3 * * *',
  payload: ZCronSlot,
  handler: async ({ slot }, { key }) => {
    ran.push(slot);
    expect(key).toBe(`${NIGHTLY}@${slot}`);
  },
});

beforeAll(async () => {
  first = await buildTestApp();
  // A second server instance on the same database.
  second = await buildTestApp({ sameDatabaseAs: first });
  first.app.jobs.register(nightly);
  second.app.jobs.register(nightly);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});
beforeEach(async () => {
  ran.length = 0;
  await first.db.delete(outbox).where(eq(outbox.kind, NIGHTLY));
});

const rowsOf = (kind: string) =>
  first.db
    .select({ key: outbox.unique_key, payload: outbox.payload, status: outbox.status })
    .from(outbox)
    .where(eq(outbox.kind, kind))
    .orderBy(outbox.id);
const slotsQueued = async (kind: string) =>
  (await rowsOf(kind)).map((row) => row.key?.slice(kind.length + 1));

describe('a recurring job', () => {
  it('runs its slot once when two server instances tick it at the same time', async () => {
    const at = new Date('2026-11-24T11:00:05Z'); // 03:00:05 Pacific Standard Time
    await Promise.all([first.app.jobs.tick(at), second.app.jobs.tick(at)]);
    await Promise.all([first.app.jobs.drain(), second.app.jobs.drain()]);
    expect(ran).toEqual(['2026-11-24T11:00:00.000Z']);
    expect(await rowsOf(NIGHTLY)).toEqual([
      {
        key: 'test.nightly@2026-11-24T11:00:00.000Z',
        payload: { slot: '2026-11-24T11:00:00.000Z' },
        status: 'done',
      },
    ]);
  });

  it('keeps to Los Angeles time across daylight saving, and queues each slot once as time goes on', async () => {
    const july = new Date('2026-07-01T10:00:00Z'); // 03:00 Pacific Daylight Time
    // Started a second before the slot: the night before is caught up.
    await first.app.jobs.tick(new Date(july.getTime() - 1000));
    expect(await slotsQueued(NIGHTLY)).toEqual(['2026-06-30T10:00:00.000Z']);
    await first.app.jobs.tick(july);
    await first.app.jobs.tick(new Date('2026-07-01T18:00:00Z'));
    await second.app.jobs.tick(new Date('2026-07-01T18:00:00Z'));
    expect(await slotsQueued(NIGHTLY)).toEqual(['2026-06-30T10:00:00.000Z', '2026-07-01T10:00:00.000Z']);
    await second.app.jobs.tick(new Date('2026-07-02T10:00:01Z'));
    await first.app.jobs.drain();
    expect(ran.sort()).toEqual([
      '2026-06-30T10:00:00.000Z',
      '2026-07-01T10:00:00.000Z',
      '2026-07-02T10:00:00.000Z',
    ]);
  });

  it('does not queue a slot missed more than a day ago', async () => {
    const ranWeekly: string[] = [];
    const weekly = defineJob({
      kind: 'test.weekly',
      cron: '0 6 * * 1', // Mondays at 06:00 in Los Angeles
      payload: ZCronSlot,
      handler: async ({ slot }) => void ranWeekly.push(slot),
    });
    const third = await buildTestApp({ sameDatabaseAs: first });
    try {
      third.app.jobs.register(weekly);
      // Started on a Wednesday: Monday's slot is two days old and is not run late.
      await third.app.jobs.tick(new Date('2026-11-25T18:00:00Z'));
      expect(await slotsQueued('test.weekly')).toEqual([]);
      // The next Monday, 06:30 Pacific Standard Time.
      await third.app.jobs.tick(new Date('2026-11-30T14:30:00Z'));
      expect(await slotsQueued('test.weekly')).toEqual(['2026-11-30T14:00:00.000Z']);
      await third.app.jobs.drain();
      expect(ranWeekly).toEqual(['2026-11-30T14:00:00.000Z']);
    } finally {
      await third.close();
    }
  });
});

describe('the nightly purge of finished jobs', () => {
  it('deletes the jobs that ended more than 30 days ago, and keeps the rest', async () => {
    await first.db.delete(outbox);
    const aged = (days: number) => sql`now() - make_interval(days => ${days})`;
    const job = (status: 'done' | 'failed' | 'pending', unique_key: string, finishedDaysAgo?: number) => ({
      kind: 'test.old',
      payload: {},
      status,
      unique_key,
      created_at: aged(40),
      finished_at: finishedDaysAgo === undefined ? null : aged(finishedDaysAgo),
    });
    await first.db
      .insert(outbox)
      .values([
        job('done', 'done-31', 31),
        job('failed', 'failed-31', 31),
        job('done', 'done-29', 29),
        job('pending', 'pending'),
      ]);
    // 03:30:10 in Los Angeles.
    await first.app.jobs.tick(new Date('2026-11-24T11:30:10Z'));
    await first.app.jobs.drain();
    expect(await slotsQueued(purgeFinishedJobsJob.kind)).toEqual(['2026-11-24T11:30:00.000Z']);
    expect((await rowsOf('test.old')).map((row) => row.key)).toEqual(['done-29', 'pending']);
  });
});

describe('defineJob', () => {
  it('refuses a cron expression that does not parse, when the app starts', () => {
    const broken = defineJob({
      kind: 'test.broken',
      cron: '0 25 * * *',
      payload: ZCronSlot,
      handler: async () => {},
    });
    expect(() => first.app.jobs.register(broken)).toThrow();
  });
});
