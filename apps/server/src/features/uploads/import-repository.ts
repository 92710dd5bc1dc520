// What an import reads and writes besides the rows themselves: the upload's job row, its mismatches,
// the uploader's roles, and the branches both kinds of row are matched against.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { branches, uploadJobs, uploadMismatches, users } from '../../db/schema/index.ts';
import type { BranchForMatching } from './rows/matcher.ts';
import type { MismatchRow } from './rows/row-problems.ts';

export async function loadBranches(db: Executor): Promise<BranchForMatching[]> {
  return db
    .select({
      branch_id: branches.branch_id,
      code: branches.code,
      name: branches.name,
      alias: branches.alias,
      state: branches.state,
    })
    .from(branches);
}

export async function insertMismatches(
  db: Executor,
  uploadId: number,
  rows: readonly MismatchRow[],
): Promise<void> {
  for (const chunk of chunks(rows, 1000)) {
    await db.insert(uploadMismatches).values(chunk.map((r) => ({ ...r, upload_id: uploadId })));
  }
}

export type UploadJobRow = typeof uploadJobs.$inferSelect;

export async function findUploadJob(db: Executor, uploadId: number): Promise<UploadJobRow | undefined> {
  const rows = await db.select().from(uploadJobs).where(eq(uploadJobs.upload_id, uploadId));
  return rows[0];
}

export async function setUploadJob(
  db: Executor,
  uploadId: number,
  values: Partial<Omit<UploadJobRow, 'upload_id'>>,
): Promise<void> {
  await db.update(uploadJobs).set(values).where(eq(uploadJobs.upload_id, uploadId));
}

/** The roles and state of the user who uploaded (null when the user is gone). */
export async function findUploader(
  db: Executor,
  userId: number,
): Promise<{ roles: string | null; state: string | null } | undefined> {
  const rows = await db
    .select({ roles: users.roles, state: users.state })
    .from(users)
    .where(eq(users.user_id, userId));
  return rows[0];
}

export function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}
