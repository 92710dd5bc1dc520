import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInAttempts, users } from '../../db/schema/index.ts';

/** The sign-in candidate for an e-mail, matched case-insensitively (the unique index is on lower(email)). */
export async function findLoginUser(db: Db, email: string) {
  const rows = await db
    .select({ user_id: users.user_id, password_hash: users.password_hash, is_active: users.is_active })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return rows[0];
}

// ---- sign-in attempt counters --------------------------------------------------------------------

/** A counter's window: it starts with the key's first attempt and lasts a minute. */
const windowOver = sql`${signInAttempts.window_start} <= now() - interval '1 minute'`;

export type AttemptCount = { key: string; attempts: number; retryAfterSeconds: number };

/**
 * Counts one attempt for every key in one statement (an atomic upsert, so concurrent attempts each
 * get their own count); a key whose window is over starts a new one at 1.
 */
export async function countAttempts(db: Db, keys: readonly string[]): Promise<AttemptCount[]> {
  return db
    .insert(signInAttempts)
    .values(keys.map((key) => ({ key })))
    .onConflictDoUpdate({
      target: signInAttempts.key,
      set: {
        window_start: sql`case when ${windowOver} then now() else ${signInAttempts.window_start} end`,
        attempts: sql`case when ${windowOver} then 1 else ${signInAttempts.attempts} + 1 end`,
      },
    })
    .returning({
      key: signInAttempts.key,
      attempts: signInAttempts.attempts,
      retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from ${signInAttempts.window_start} + interval '1 minute' - now())))::int`,
    });
}

/** Takes back one attempt of a key (one statement per key, so two requests never lock rows in turn). */
export async function uncountAttempt(db: Db, key: string): Promise<void> {
  await db
    .update(signInAttempts)
    .set({ attempts: sql`greatest(${signInAttempts.attempts} - 1, 0)` })
    .where(eq(signInAttempts.key, key));
}

/** Removes the counters whose window is over. */
export async function deleteStaleAttempts(db: Db): Promise<void> {
  await db.delete(signInAttempts).where(lt(signInAttempts.window_start, sql`now() - interval '1 minute'`));
}
