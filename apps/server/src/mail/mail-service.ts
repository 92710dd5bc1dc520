import { randomUUID } from 'node:crypto';
import type { Executor } from '../db/client.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { hasJobKeyBetween, lockJobKey } from '../jobs/queue-repository.ts';
import { sendMailJob } from './send-mail-job.ts';

export type MailMessage = {
  to: string | readonly string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: readonly { filename: string; content: Buffer | string; contentType?: string }[];
};

export type SendOptions = {
  /**
   * The message's unique key: a message with a key already queued is not queued again (say
   * `commission-xls:<user>:<period>`). Default: a new key, so every call is a new message.
   */
  key?: string;
  /**
   * With `key`: at most one message of the key within `ms` of `at` (either side). The message queued
   * is keyed `<key>:<at as ISO time>`; a send while another of the key is less than `ms` away is a
   * no-op (false). The check and the insert run under a database lock of the key, so concurrent
   * calls on several instances queue one.
   */
  window?: { ms: number; at: Date };
  /** Queue it in this transaction, so it is sent only if the transaction commits. */
  executor?: Executor;
};

/**
 * "Queues an e-mail" (DOMAIN.md §8): the message goes into the durable job queue and this returns at
 * once; the `mail.send` job sends it through SMTP_URL, or writes it under DATA_DIR/outbox.
 */
export class MailService {
  readonly #db: Executor;
  readonly #jobs: JobQueue;

  constructor(db: Executor, jobs: JobQueue) {
    this.#db = db;
    this.#jobs = jobs;
  }

  /** True when queued, false when a message with this key was queued before. */
  async send(message: MailMessage, options: SendOptions = {}): Promise<boolean> {
    const { key, window } = options;
    if (key !== undefined && window !== undefined) return this.#sendOnceWithin(message, key, window, options);
    return this.#queue(message, key ?? randomUUID(), options.executor ?? this.#db);
  }

  async #sendOnceWithin(
    message: MailMessage,
    key: string,
    { ms, at }: { ms: number; at: Date },
    options: SendOptions,
  ): Promise<boolean> {
    const series = `${sendMailJob.kind}@${key}:`;
    const stamp = (time: number) => `${series}${new Date(time).toISOString()}`;
    const near = (db: Executor) =>
      hasJobKeyBetween(db, series, stamp(at.getTime() - ms), stamp(at.getTime() + ms));
    // Most repeats stop here, without a lock.
    if (await near(options.executor ?? this.#db)) return false;
    return (options.executor ?? this.#db).transaction(async (tx) => {
      await lockJobKey(tx, series);
      if (await near(tx)) return false;
      return this.#queue(message, `${key}:${at.toISOString()}`, tx);
    });
  }

  async #queue(message: MailMessage, id: string, executor: Executor): Promise<boolean> {
    const payload = {
      id,
      to: typeof message.to === 'string' ? [message.to] : [...message.to],
      subject: message.subject,
      text: message.text,
      ...(message.html === undefined ? {} : { html: message.html }),
      attachments: (message.attachments ?? []).map((a) => ({
        filename: a.filename,
        content_base64: Buffer.from(a.content).toString('base64'),
        ...(a.contentType ? { content_type: a.contentType } : {}),
      })),
    };
    const jobId = await this.#jobs.enqueue(executor, sendMailJob, payload, {
      key: `${sendMailJob.kind}@${id}`,
    });
    return jobId !== undefined;
  }
}
