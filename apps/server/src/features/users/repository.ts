import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { findByUuid } from '../../db/find-by-uuid.ts';
import { users } from '../../db/schema/index.ts';
import { keysetRows } from '../../exports/keyset.ts';

/** What deciding a password change needs to know about the target user. */
export function findPasswordTarget(db: Db, uuid: string) {
  return findByUuid(db, users, uuid, {
    user_id: users.user_id,
    uuid: users.uuid,
    roles: users.roles,
    state: users.state,
  });
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

// ---- Users admin -------------------------------------------------------------------------------

/** Every column the users admin answers; never the password hash. */
const userColumns = {
  user_id: users.user_id,
  uuid: users.uuid,
  email: users.email,
  first_name: users.first_name,
  last_name: users.last_name,
  cell_phone: users.cell_phone,
  is_active: users.is_active,
  is_verified: users.is_verified,
  roles: users.roles,
  employee_id: users.employee_id,
  view_employee_id: users.view_employee_id,
  state: users.state,
  version: users.version,
};

export type UserRow = Pick<typeof users.$inferSelect, keyof typeof userColumns>;

/** The fields a save writes (the service has merged defaults and stored values already). */
export type UserValues = Omit<UserRow, 'user_id' | 'uuid' | 'version'>;

/** Users of the given states ('all': every user), by last name, first name and e-mail. */
export async function listUsers(db: Db, states: 'all' | readonly string[]): Promise<UserRow[]> {
  if (states !== 'all' && states.length === 0) return [];
  return db
    .select(userColumns)
    .from(users)
    .where(states === 'all' ? undefined : inArray(users.state, [...states]))
    .orderBy(
      sql`lower(coalesce(${users.last_name}, ''))`,
      sql`lower(coalesce(${users.first_name}, ''))`,
      sql`lower(${users.email})`,
      users.user_id,
    );
}

export async function findUser(db: Executor, uuid: string): Promise<UserRow | undefined> {
  const rows = await db.select(userColumns).from(users).where(eq(users.uuid, uuid)).limit(1);
  return rows[0];
}

/** The user, locked until the transaction ends (a save reads it, checks its version, then writes). */
export async function lockUser(tx: Executor, uuid: string): Promise<UserRow | undefined> {
  const rows = await tx.select(userColumns).from(users).where(eq(users.uuid, uuid)).limit(1).for('update');
  return rows[0];
}

/** The id of the user holding this e-mail, compared ignoring case; undefined when it is free. */
export async function findUserIdByEmail(db: Executor, email: string): Promise<number | undefined> {
  const rows = await db
    .select({ user_id: users.user_id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return rows[0]?.user_id;
}

export async function insertUser(
  tx: Executor,
  values: UserValues & { password_hash: string },
): Promise<UserRow> {
  const rows = await tx.insert(users).values(values).returning(userColumns);
  const row = rows[0];
  if (!row) throw new Error('The new user was not stored');
  return row;
}

/**
 * Writes the user's fields and raises its version. `endSessions` also raises token_version, which ends
 * every token issued before (deactivation).
 */
export async function updateUser(
  tx: Executor,
  userId: number,
  values: UserValues,
  endSessions: boolean,
): Promise<UserRow> {
  const rows = await tx
    .update(users)
    .set({
      ...values,
      ...(endSessions ? { token_version: sql`${users.token_version} + 1` } : {}),
      version: sql`${users.version} + 1`,
      updated_at: sql`now()`,
    })
    .where(eq(users.user_id, userId))
    .returning(userColumns);
  const row = rows[0];
  if (!row) throw new Error(`User ${userId} vanished while being saved`);
  return row;
}

/** The users of {@link listUsers}, in its order, page by page (exports); `map` completes each page. */
export function streamUsers<Row>(db: Db, states: 'all' | readonly string[], map: (rows: UserRow[]) => Row[]) {
  return keysetRows(
    [
      sql`lower(coalesce(${users.last_name}, ''))`,
      sql`lower(coalesce(${users.first_name}, ''))`,
      sql`lower(${users.email})`,
      sql`${users.user_id}`,
    ],
    (page) =>
      db
        .select({ ...userColumns, ...page.keys })
        .from(users)
        .where(and(states === 'all' ? undefined : inArray(users.state, [...states]), page.after))
        .orderBy(...page.orderBy)
        .limit(page.limit),
    map,
  );
}
