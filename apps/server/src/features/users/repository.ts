import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** What deciding a password change needs to know about the target user. */
export async function findPasswordTarget(db: Db, uuid: string) {
  const rows = await db
    .select({ user_id: users.user_id, uuid: users.uuid, roles: users.roles, state: users.state })
    .from(users)
    .where(eq(users.uuid, uuid))
    .limit(1);
  return rows[0];
}

/** Stores the new hash and raises token_version, which ends every token issued before. */
export async function updatePasswordHash(
  db: Executor,
  userId: number,
  passwordHash: string,
): Promise<number> {
  const rows = await db
    .update(users)
    .set({
      password_hash: passwordHash,
      token_version: sql`${users.token_version} + 1`,
      version: sql`${users.version} + 1`,
      updated_at: sql`now()`,
    })
    .where(eq(users.user_id, userId))
    .returning({ token_version: users.token_version });
  const row = rows[0];
  if (!row) throw new Error(`User ${userId} vanished while changing its password`);
  return row.token_version;
}

/** Which of these e-mails have a sign-in (case-insensitive); the start-up banner lists the demo ones. */
export async function findExistingEmails(db: Db, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        emails.map((e) => e.toLowerCase()),
      ),
    );
  return new Set(rows.map((r) => r.email));
}
