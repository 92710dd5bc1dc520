import { randomUUID } from 'node:crypto';
import type { Executor } from '../db/client.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
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
    const id = options.key ?? randomUUID();
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
    const jobId = await this.#jobs.enqueue(options.executor ?? this.#db, sendMailJob, payload, {
      key: `${sendMailJob.kind}@${id}`,
    });
    return jobId !== undefined;
  }
}
