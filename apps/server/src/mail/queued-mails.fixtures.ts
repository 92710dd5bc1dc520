// Tests' view of the e-mails a request queues: the outbox's 'mail.send' jobs.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import type { ZMailPayload } from './send-mail-job.ts';

/** A queued e-mail: its job's payload. */
export type QueuedMail = z.infer<typeof ZMailPayload>;

/** The e-mails queued so far, as their jobs' payloads. */
export async function queuedMails(db: Executor): Promise<QueuedMail[]> {
  const rows = await db.select({ payload: outbox.payload }).from(outbox).where(eq(outbox.kind, 'mail.send'));
  return rows.map((row) => row.payload as QueuedMail);
}

/** Removes the queued e-mails, so that a test sees only its own. */
export async function clearQueuedMails(db: Executor): Promise<void> {
  await db.delete(outbox).where(eq(outbox.kind, 'mail.send'));
}
