import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';

export type ClaimedJob = {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  unique_key: string | null;
};

export type InsertJobOptions = { maxAttempts: number; runAfterSeconds?: number; key?: string };

/**
 * Adds a job; inside the caller's transaction it exists only if that transaction commits. With a
 * `key` already in the table (queued by this or another instance) nothing is added: undefined.
 */
export async function insertJob(
  db: Executor,
  kind: string,
  payload: unknown,
  options: InsertJobOptions,
): Promise<number | undefined> {
  const rows = await db
    .insert(outbox)
    .values({
      kind,
      payload,
      max_attempts: options.maxAttempts,
      run_after: sql`now() + make_interval(secs => ${options.runAfterSeconds ?? 0})`,
      unique_key: options.key ?? null,
    })
    .onConflictDoNothing({ target: outbox.unique_key })
    .returning({ id: outbox.id });
  return rows[0]?.id;
}

/** Advisory locks of one key of a job (the first half of the two-key form: no other lock of the app uses it). */
const JOB_KEY_LOCK = 725_010;

/**
 * Holds a lock named by `key` until the caller's transaction ends, in every instance sharing the
 * database: the check and the insert of a job keyed by time (`hasJobKeyBetween`) queue one at a time.
 */
export async function lockJobKey(tx: Executor, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${JOB_KEY_LOCK}, hashtext(${key}))`);
}

/**
 * Whether a job's key begins with `prefix` and lies strictly between `after` and `before` (keys that
 * end in an ISO time of the same shape, so text order is time order; read on the unique key's index).
 */
export async function hasJobKeyBetween(
  db: Executor,
  prefix: string,
  after: string,
  before: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      sql`${outbox.unique_key} > ${after} and ${outbox.unique_key} < ${before}
        and starts_with(${outbox.unique_key}, ${prefix})`,
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Takes the oldest due job of these kinds, or one whose worker has held it past the lease (its
 * process died). SKIP LOCKED lets several server instances claim side by side, each a different job.
 */
export async function claimJob(
  db: Executor,
  kinds: readonly string[],
  leaseSeconds: number,
): Promise<ClaimedJob | undefined> {
  if (kinds.length === 0) return undefined;
  const kindList = sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  const result = await db.execute<ClaimedJob>(sql`
    update outbox
       set status = 'processing', locked_at = now(), attempts = attempts + 1
     where id = (
       select id from outbox
        where kind in (${kindList})
          and ((status = 'pending' and run_after <= now())
            or (status = 'processing' and locked_at < now() - make_interval(secs => ${leaseSeconds})))
        order by run_after, id
        for update skip locked
        limit 1)
    returning id, kind, payload, attempts, max_attempts, unique_key`);
  const row = result.rows[0];
  return row ? { ...row, id: Number(row.id) } : undefined;
}

export async function markJobDone(db: Executor, id: number): Promise<void> {
  await db.execute(
    sql`update outbox set status = 'done', finished_at = now(), locked_at = null, last_error = null where id = ${id}`,
  );
}

/** A retry after `retryAfterSeconds`, or 'failed' for good once the attempts are used up (or `final`). */
export async function markJobFailed(
  db: Executor,
  id: number,
  error: string,
  retryAfterSeconds: number,
  final: boolean,
): Promise<'pending' | 'failed'> {
  const result = await db.execute<{ status: 'pending' | 'failed' }>(sql`
    update outbox
       set status = case when ${final} or attempts >= max_attempts then 'failed' else 'pending' end,
           finished_at = case when ${final} or attempts >= max_attempts then now() else null end,
           run_after = now() + make_interval(secs => ${retryAfterSeconds}),
           locked_at = null,
           last_error = ${error.slice(0, 2000)}
     where id = ${id}
    returning status`);
  return result.rows[0]?.status ?? 'failed';
}

/** Deletes the jobs that ended (done or failed) more than `days` days ago; how many. */
export async function deleteFinishedJobs(db: Executor, days: number): Promise<number> {
  const rows = await db
    .delete(outbox)
    .where(
      sql`${outbox.status} in ('done', 'failed') and ${outbox.finished_at} < now() - make_interval(days => ${days})`,
    )
    .returning({ id: outbox.id });
  return rows.length;
}
