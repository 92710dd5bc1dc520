import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** The sign-in candidate for an e-mail, matched case-insensitively (the unique index is on lower(email)). */
export async function findLoginUser(db: Db, email: string) {
  const rows = await db
    .select({ user_id: users.user_id, password_hash: users.password_hash, is_active: users.is_active })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return rows[0];
}
