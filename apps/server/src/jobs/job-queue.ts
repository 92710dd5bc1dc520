import { LOS_ANGELES } from '@hub/domain';
import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Executor } from '../db/client.ts';
import { isDatabaseUnavailable } from '../db/connection-errors.ts';
import type { JobContext, JobDefinition, JobServices } from './define-job.ts';
import { claimJob, insertJob, markJobDone, markJobFailed } from './queue-repository.ts';

export type EnqueueOptions = {
  runAfterSeconds?: number;
  /** At most one job with this key is ever queued (until the row is purged): a repeat is ignored. */
  key?: string;
};

/** A registered kind, its payload type erased: `run` checks the payload against the kind's schema. */
type RegisteredJob = {
  maxAttempts: number;
  run: (payload: unknown, context: JobContext) => Promise<void>;
  /** A recurring kind's cron and the last slot this process has queued (ms). */
  schedule?: { cron: Cron; lastSlot?: number };
};

const DEFAULT_MAX_ATTEMPTS = 5;
/** A recurring job's slot missed while no instance ran is still queued when one starts, up to this old. */
const MISSED_SLOT_MS = 24 * 60 * 60 * 1000;

/** The unique key of a recurring job's slot. */
export const slotKey = (kind: string, slot: Date) => `${kind}@${slot.toISOString()}`;

/** A failure that another attempt cannot fix (a corrupt spreadsheet): the job fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

export type JobQueueOptions = {
  /** How often an idle worker looks for due jobs (a job queued by this process wakes it at once). */
  pollMs?: number;
  /** A job held longer than this by a worker that stopped answering is taken again. */
  leaseSeconds?: number;
};

/**
 * The durable background queue (DOMAIN.md §8, issue uploads): jobs are rows of `outbox`, so they survive
 * restarts, and are claimed with FOR UPDATE SKIP LOCKED, so several server instances share them.
 * One worker loop per process runs one job at a time. Each kind is a `defineJob` definition
 * (jobs/registry.ts lists the app's); a payload is checked against its kind's schema when it is
 * queued and again when it runs.
 */
export class JobQueue {
  readonly #services: JobServices;
  readonly #log: FastifyBaseLogger;
  readonly #pollMs: number;
  readonly #leaseSeconds: number;
  readonly #jobs = new Map<string, RegisteredJob>();
  #running = false;
  #loop: Promise<void> | undefined;
  #wake: (() => void) | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(services: JobServices, log: FastifyBaseLogger, options: JobQueueOptions = {}) {
    this.#services = services;
    this.#log = log;
    this.#pollMs = options.pollMs ?? 1000;
    this.#leaseSeconds = options.leaseSeconds ?? 15 * 60;
  }

  register<S extends z.ZodType>(definition: JobDefinition<S>): void {
    const { kind, payload: schema } = definition;
    if (this.#jobs.has(kind)) throw new Error(`Job '${kind}' is registered already`);
    this.#jobs.set(kind, {
      maxAttempts: definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      // An invalid expression throws here, when the app starts.
      ...(definition.cron
        ? { schedule: { cron: new Cron(definition.cron, { timezone: LOS_ANGELES }) } }
        : {}),
      run: async (payload, context) => {
        const parsed = schema.safeParse(payload);
        if (!parsed.success) {
          throw new PermanentJobError(
            `The payload of job '${kind}' is not valid: ${z.prettifyError(parsed.error)}`,
          );
        }
        await definition.handler(parsed.data, context);
      },
    });
  }

  /**
   * Queues a job on `executor` (pass the transaction that must commit for the job to exist); its id,
   * or undefined when a job with `options.key` exists already.
   */
  async enqueue<S extends z.ZodType>(
    executor: Executor,
    definition: JobDefinition<S>,
    payload: z.input<S>,
    options: EnqueueOptions & { key: string },
  ): Promise<number | undefined>;
  async enqueue<S extends z.ZodType>(
    executor: Executor,
    definition: JobDefinition<S>,
    payload: z.input<S>,
    options?: EnqueueOptions & { key?: undefined },
  ): Promise<number>;
  async enqueue<S extends z.ZodType>(
    executor: Executor,
    definition: JobDefinition<S>,
    payload: z.input<S>,
    options: EnqueueOptions = {},
  ): Promise<number | undefined> {
    // A payload the kind would refuse is the caller's mistake: it fails here, not later in the worker.
    definition.payload.parse(payload);
    const id = await insertJob(executor, definition.kind, payload, {
      maxAttempts: definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      ...options,
    });
    // Let the loop look again once the caller's transaction has had time to commit.
    setImmediate(() => this.wake());
    return id;
  }

  wake(): void {
    this.#wake?.();
  }

  /**
   * Queues the latest slot (at or before `now`) of each recurring kind that this process has not
   * queued yet. The slot's key, `<kind>@<ISO time>`, is unique in the table, so when several
   * instances tick the same slot only the first insert counts and the job runs once. Returns how
   * many jobs this call queued.
   */
  async tick(now: Date = new Date()): Promise<number> {
    let queued = 0;
    for (const [kind, job] of this.#jobs) {
      if (!job.schedule) continue;
      const slot = job.schedule.cron.previousRuns(1, new Date(now.getTime() + 1))[0];
      if (!slot || slot.getTime() === job.schedule.lastSlot) continue;
      if (now.getTime() - slot.getTime() <= MISSED_SLOT_MS) {
        const id = await insertJob(
          this.#services.db,
          kind,
          { slot: slot.toISOString() },
          { maxAttempts: job.maxAttempts, key: slotKey(kind, slot) },
        );
        if (id !== undefined) queued++;
      }
      job.schedule.lastSlot = slot.getTime();
    }
    return queued;
  }

  /** Claims and runs one due job; false when there was none. */
  async runOnce(): Promise<boolean> {
    const { db } = this.#services;
    const job = await claimJob(db, [...this.#jobs.keys()], this.#leaseSeconds);
    if (!job) return false;
    const registered = this.#jobs.get(job.kind);
    const log = this.#log.child({ jobId: job.id, jobKind: job.kind, attempt: job.attempts });
    if (!registered) {
      await markJobFailed(db, job.id, `No handler for job kind ${job.kind}`, 0, true);
      return true;
    }
    try {
      await registered.run(job.payload, {
        ...this.#services,
        jobId: job.id,
        attempt: job.attempts,
        key: job.unique_key,
        log,
        queue: this,
      });
      await markJobDone(db, job.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof PermanentJobError;
      // 30 s, 2 min, 8 min, ... between attempts.
      const retryAfter = 30 * 4 ** Math.max(0, job.attempts - 1);
      const status = await markJobFailed(db, job.id, message, retryAfter, permanent);
      log[permanent ? 'warn' : 'error']({ err: error, status }, 'job failed');
    }
    return true;
  }

  /** Runs due jobs until none is left (tests, and a worker catching up). */
  async drain(): Promise<number> {
    let count = 0;
    while (await this.runOnce()) count++;
    return count;
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#loop = this.#run();
  }

  /** Stops taking jobs and waits for the one in progress. */
  async stop(): Promise<void> {
    this.#running = false;
    this.wake();
    await this.#loop;
  }

  async #run(): Promise<void> {
    // While the database is away every poll fails: that is said once, and again when it is back.
    let databaseAway = false;
    while (this.#running) {
      let worked = false;
      try {
        await this.tick();
        worked = await this.runOnce();
        if (databaseAway) this.#log.info('job worker: the database is back');
        databaseAway = false;
      } catch (error) {
        if (!isDatabaseUnavailable(error)) {
          this.#log.error({ err: error }, 'job queue could not claim a job');
        } else if (!databaseAway) {
          databaseAway = true;
          this.#log.warn({ err: error }, 'job worker: the database is unavailable; it keeps polling');
        }
      }
      if (!worked && this.#running) await this.#idle();
    }
  }

  #idle(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(this.#timer);
        this.#wake = undefined;
        resolve();
      };
      this.#wake = done;
      this.#timer = setTimeout(done, this.#pollMs);
      this.#timer.unref?.();
    });
  }
}
