// The file override dialog's reads and writes (spec 001 §2): one file's override fields, its
// adjustments, and the changes a super user makes to them. Files are read under the alias `f`, so
// that `fileReachCondition('f', reach)` (the files the user may see, DOMAIN.md §9) sits in the where
// clause of every read that finds or lists files.
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { fileTables } from '../../db/file-lists.ts';
import { fileReachCondition } from '../../db/file-reach.ts';
import { creditedToOfficers, escFiles, fileAdjustments } from '../../db/schema/index.ts';
import type { FileReach } from '../../plugins/authorization/policies.ts';

const { f, branch, jv, eo } = fileTables;
const a = alias(fileAdjustments, 'a');

// ---- One file ---------------------------------------------------------------------------------

const overrideColumns = {
  file_id: f.file_id,
  file_uuid: f.file_uuid,
  order_number: f.order_number,
  state: f.state,
  calc_close_date: f.calc_close_date,
  override_close_date: f.override_close_date,
  title_processing: f.title_processing,
  settlement_fee: f.settlement_fee,
  owners_policy: f.owners_policy,
  lenders_policy: f.lenders_policy,
  endorsements: f.endorsements,
  branch_id: branch.branch_id,
  branch_name: branch.name,
  jv_id: jv.jv_id,
  jv_name: jv.name,
  version: f.version,
};

/** A file's override fields, flat (the service nests the branch and the JV). */
export type FileOverrideRow = {
  file_id: number;
  file_uuid: string;
  order_number: string;
  state: string;
  calc_close_date: string | null;
  override_close_date: string | null;
  title_processing: string;
  settlement_fee: string;
  owners_policy: string;
  lenders_policy: string;
  endorsements: string;
  branch_id: number | null;
  branch_name: string | null;
  jv_id: number | null;
  jv_name: string | null;
  version: number;
};

/**
 * The override fields of the file with this uuid, among the files of `reach` (undefined when there is
 * no such file, or the user may not see it).
 */
export async function findFileOverride(
  db: Executor,
  fileUuid: string,
  reach: FileReach,
): Promise<FileOverrideRow | undefined> {
  return (await selectOverride(db, and(eq(f.file_uuid, fileUuid), fileReachCondition('f', reach))))[0];
}

/** The same, of a file known by id, whoever may see it (after a write, inside its transaction). */
export async function findFileOverrideById(
  db: Executor,
  fileId: number,
): Promise<FileOverrideRow | undefined> {
  return (await selectOverride(db, eq(f.file_id, fileId)))[0];
}

function selectOverride(db: Executor, where: SQL | undefined): Promise<FileOverrideRow[]> {
  return db
    .select(overrideColumns)
    .from(f)
    .leftJoin(branch, eq(branch.branch_id, f.branch_id))
    .leftJoin(jv, eq(jv.jv_id, f.jv_id))
    .where(where);
}

/** What a write needs to know of the file it changes, read with the file's row locked. */
export type LockedFile = {
  file_id: number;
  file_uuid: string;
  state: string;
  version: number;
  /** The closing date the file's own dates give (DOMAIN.md §2 without the override). */
  natural_close_date: string | null;
};

const lockedColumns = {
  file_id: escFiles.file_id,
  file_uuid: escFiles.file_uuid,
  state: escFiles.state,
  version: escFiles.version,
  natural_close_date: sql<
    string | null
  >`coalesce(${escFiles.disb_date}, least(${escFiles.posted_settlement_date}, ${escFiles.posted_title_date}))::text`,
};

/**
 * Locks the file's row until the transaction ends, so that its writes (override, adjustments, delete)
 * and their rollup changes happen one after the other.
 */
export async function lockFileByUuid(tx: Executor, fileUuid: string): Promise<LockedFile | undefined> {
  const rows = await tx
    .select(lockedColumns)
    .from(escFiles)
    .where(eq(escFiles.file_uuid, fileUuid))
    .for('update');
  return rows[0];
}

export async function lockFileById(tx: Executor, fileId: number): Promise<LockedFile | undefined> {
  const rows = await tx
    .select(lockedColumns)
    .from(escFiles)
    .where(eq(escFiles.file_id, fileId))
    .for('update');
  return rows[0];
}

/** The override's columns; a field left undefined keeps its value. */
export type FileOverrideValues = Partial<{
  override_close_date: string | null;
  branch_id: number | null;
  jv_id: number | null;
  title_processing: string;
  settlement_fee: string;
  owners_policy: string;
  lenders_policy: string;
  endorsements: string;
}>;

/** Writes the override and raises the file's version. */
export async function updateFileOverride(
  tx: Executor,
  fileId: number,
  values: FileOverrideValues,
): Promise<void> {
  await tx
    .update(escFiles)
    .set({ ...values, version: sql`${escFiles.version} + 1`, updated_at: sql`now()` })
    .where(eq(escFiles.file_id, fileId));
}

export async function deleteFile(tx: Executor, fileId: number): Promise<void> {
  await tx.delete(escFiles).where(eq(escFiles.file_id, fileId));
}

// ---- Adjustments ------------------------------------------------------------------------------

const adjustmentColumns = {
  adj_id: a.adj_id,
  esc_file_id: a.esc_file_id,
  posting_date: a.posting_date,
  event_date: a.event_date,
  order_num: f.order_number,
  branch_name: branch.name,
  eo_name_name: sql<string | null>`nullif(concat_ws(' ', ${eo.first_name}, ${eo.last_name}), '')`,
  magnus_escrow: a.magnus_escrow,
  magnus_title: a.magnus_title,
  partner_title: a.partner_title,
  title_processsing: a.title_processsing,
  bundled_escrow: a.bundled_escrow,
  endorsements: a.endorsements,
  reason: a.reason,
  note: a.note,
};

export type AdjustmentRow = {
  adj_id: number;
  esc_file_id: number;
  posting_date: string;
  event_date: string | null;
  order_num: string;
  branch_name: string | null;
  eo_name_name: string | null;
  magnus_escrow: string | null;
  magnus_title: string | null;
  partner_title: string | null;
  title_processsing: string | null;
  bundled_escrow: string | null;
  endorsements: string | null;
  reason: string | null;
  note: string | null;
};

/** Which adjustments a list holds (every given condition applies). */
export type AdjustmentFilter = {
  reach: FileReach;
  fileId?: number | undefined;
  adjId?: number | undefined;
  /** posting_date from..to, both included. */
  postedFrom?: string | undefined;
  postedTo?: string | undefined;
  /** The file is credited to this escrow officer (their own, or a linked employee's: `creditedToOfficers`). */
  escrowOfficerId?: number | undefined;
  branchId?: number | undefined;
  state?: string | undefined;
};

/** The adjustments of the filter's files, by posting date, then as entered. */
export async function listAdjustments(db: Executor, filter: AdjustmentFilter): Promise<AdjustmentRow[]> {
  const conditions: (SQL | undefined)[] = [fileReachCondition('f', filter.reach)];
  if (filter.fileId !== undefined) conditions.push(eq(a.esc_file_id, filter.fileId));
  if (filter.adjId !== undefined) conditions.push(eq(a.adj_id, filter.adjId));
  if (filter.postedFrom !== undefined) conditions.push(sql`${a.posting_date} >= ${filter.postedFrom}`);
  if (filter.postedTo !== undefined) conditions.push(sql`${a.posting_date} <= ${filter.postedTo}`);
  if (filter.escrowOfficerId !== undefined) {
    const id = filter.escrowOfficerId;
    conditions.push(creditedToOfficers(f.escrow_officer_id, sql`= ${id}`));
  }
  if (filter.branchId !== undefined) conditions.push(eq(f.branch_id, filter.branchId));
  if (filter.state !== undefined) conditions.push(eq(f.state, filter.state));
  return db
    .select(adjustmentColumns)
    .from(a)
    .innerJoin(f, eq(f.file_id, a.esc_file_id))
    .leftJoin(branch, eq(branch.branch_id, f.branch_id))
    .leftJoin(eo, eq(eo.employee_id, f.escrow_officer_id))
    .where(and(...conditions))
    .orderBy(asc(a.posting_date), asc(a.adj_id));
}

/** An adjustment with the file it belongs to (for a delete), or undefined. */
export async function findAdjustmentFile(
  db: Executor,
  adjId: number,
): Promise<{ esc_file_id: number } | undefined> {
  const rows = await db
    .select({ esc_file_id: fileAdjustments.esc_file_id })
    .from(fileAdjustments)
    .where(eq(fileAdjustments.adj_id, adjId));
  return rows[0];
}

export type AdjustmentValues = Omit<typeof fileAdjustments.$inferInsert, 'adj_id' | 'created_at'>;

export async function insertAdjustment(tx: Executor, values: AdjustmentValues): Promise<number> {
  const rows = await tx.insert(fileAdjustments).values(values).returning({ adj_id: fileAdjustments.adj_id });
  const row = rows[0];
  if (!row) throw new Error('adjustment not inserted');
  return row.adj_id;
}

export async function deleteAdjustment(tx: Executor, adjId: number): Promise<void> {
  await tx.delete(fileAdjustments).where(eq(fileAdjustments.adj_id, adjId));
}
