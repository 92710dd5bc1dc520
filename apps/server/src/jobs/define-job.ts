import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { DatabaseKind, Db } from '../db/client.ts';
import type { MailRepository } from '../mail/mail-repository.ts';
import type { JobQueue } from './job-queue.ts';

/** What the app lends every job's handler. */
export type JobServices = { db: Db; dbKind: DatabaseKind; mail: MailRepository };

export type JobContext = JobServices & {
  jobId: number;
  /** 1 on the first run. */
  attempt: number;
  /** The job's unique key (`<kind>@<slot>` for a recurring job), or null. */
  key: string | null;
  log: FastifyBaseLogger;
  /** The queue running the job, to queue more work from it (an e-mail: `new MailService(db, queue)`). */
  queue: JobQueue;
};

/** The payload of a recurring job: the slot it runs for, an ISO time. */
export const ZCronSlot = z.object({ slot: z.iso.datetime() });
export type CronSlot = z.infer<typeof ZCronSlot>;

/**
 * One kind of background work, declared once: its payload's schema, its handler and its retries.
 * (`handler` is a method, so a list of definitions of different payloads is one type.)
 */
export type JobDefinition<S extends z.ZodType = z.ZodType> = {
  readonly kind: string;
  readonly payload: S;
  handler(payload: z.output<S>, context: JobContext): Promise<void>;
  /** Runs before the job fails for good (default 5). */
  readonly maxAttempts?: number;
  /** A cron expression in America/Los_Angeles: the job is queued once for each slot. */
  readonly cron?: string;
};

/** A job kind. A recurring one (`cron`) takes the slot it runs for as its payload (`ZCronSlot`). */
export function defineJob(
  definition: JobDefinition<typeof ZCronSlot> & { cron: string },
): JobDefinition<typeof ZCronSlot>;
export function defineJob<S extends z.ZodType>(
  definition: JobDefinition<S> & { cron?: undefined },
): JobDefinition<S>;
export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  if (definition.maxAttempts !== undefined && definition.maxAttempts < 1) {
    throw new Error(`Job '${definition.kind}' needs at least one attempt`);
  }
  return definition;
}
