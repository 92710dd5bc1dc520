import type {
  CreateFileAdjustmentBody,
  FileAdjustment,
  FileAdjustmentTotals,
  FileOverride,
  GetFileAdjustmentsQuery,
  GetFileAdjustmentsResponse,
  SaveFileOverrideBody,
} from '@hub/contract';
import { FILE_ADJUSTMENT_AMOUNTS } from '@hub/contract';
import { type Cents, sumCentsText, toCentsOrZero } from '@hub/domain/money';
import { adjustmentAfterUnderwriter } from '@hub/domain/revenue';
import { recordAudit } from '../../db/audit.ts';
import type { Db, Executor } from '../../db/client.ts';
import { findReferenceState, type ReferenceKind } from '../../db/reference-states.ts';
import { refreshRollupsForFiles } from '../../db/rollups.ts';
import { assertFresh } from '../../http/etag.ts';
import type { CurrentUser } from '../../plugins/auth/index.ts';
import {
  assertReferenceInScope,
  assertStateAccess,
  fileReach,
  superStateScope,
} from '../../plugins/authorization/policies.ts';
import { badRequest, notFound } from '../../plugins/errors/http-error.ts';
import * as repo from './repository.ts';

export const FILE_NOT_FOUND = 'File not found.';
export const ADJUSTMENT_NOT_FOUND = 'Adjustment not found.';

// ---- The file ---------------------------------------------------------------------------------

/** GET /files/{file_uuid}: the override fields of a file the user may see (404 otherwise). */
export async function getFileOverride(db: Db, actor: CurrentUser, fileUuid: string): Promise<FileOverride> {
  const row = await repo.findFileOverride(db, fileUuid, fileReach(actor));
  if (!row) throw notFound(FILE_NOT_FOUND);
  return toFileOverride(row);
}

/**
 * PUT /files/{file_uuid} (super only; a State Super User in their own state): the override, checked
 * against the version the dialog loaded, audited with before and after, and the daily rollups moved
 * with it, in one transaction.
 */
export async function saveFileOverride(
  db: Db,
  actor: CurrentUser,
  fileUuid: string,
  body: SaveFileOverrideBody,
  expectedVersion: number | undefined,
): Promise<FileOverride> {
  return db.transaction(async (tx) => {
    const file = await lockedForWrite(actor, await repo.lockFileByUuid(tx, fileUuid));
    assertFresh(expectedVersion, file.version);
    await assertLinkInState(tx, actor, file, 'settlement_agency_id', 'branch', body.settlement_agency_id);
    await assertLinkInState(
      tx,
      actor,
      file,
      'external_title_company_id',
      'JV',
      body.external_title_company_id,
    );
    const before = await repo.findFileOverrideById(tx, file.file_id);
    await refreshRollupsForFiles(tx, [file.file_id], () =>
      repo.updateFileOverride(tx, file.file_id, toOverrideValues(body, file)),
    );
    const after = await repo.findFileOverrideById(tx, file.file_id);
    if (!before || !after) throw new Error(`file ${file.file_id} vanished while it was locked`);
    await recordAudit(tx, {
      actor,
      action: 'update',
      entity: 'esc_files',
      entityId: file.file_uuid,
      before,
      after,
    });
    return toFileOverride(after);
  });
}

/**
 * DELETE /files/{file_uuid} (super only): the file and its adjustments (the foreign key cascades),
 * its contribution taken from the daily rollups, audited with what was removed, in one transaction.
 */
export async function deleteFile(
  db: Db,
  actor: CurrentUser,
  fileUuid: string,
  expectedVersion: number | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    const file = await lockedForWrite(actor, await repo.lockFileByUuid(tx, fileUuid));
    assertFresh(expectedVersion, file.version);
    const before = await repo.findFileOverrideById(tx, file.file_id);
    const adjustments = await repo.listAdjustments(tx, { reach: ALL_FILES, fileId: file.file_id });
    await refreshRollupsForFiles(tx, [file.file_id], () => repo.deleteFile(tx, file.file_id));
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entity: 'esc_files',
      entityId: file.file_uuid,
      before: { ...before, adjustments },
    });
  });
}

/** Every file: for reads inside a write whose access was checked already. */
const ALL_FILES = { kind: 'states', scope: 'all' } as const;

/** 404 without the file, 403 unless it is in the state scope of super-only work. */
function lockedForWrite(actor: CurrentUser, file: repo.LockedFile | undefined): repo.LockedFile {
  if (!file) throw notFound(FILE_NOT_FOUND);
  assertStateAccess(actor, file.state, superStateScope(actor));
  return file;
}

/**
 * A branch or JV the override links the file to: it must exist (400), lie within the actor's states
 * (403) and be of the file's state (400; a JV without a state may be linked by a user who sees both
 * states).
 */
async function assertLinkInState(
  tx: Executor,
  actor: CurrentUser,
  file: repo.LockedFile,
  field: 'settlement_agency_id' | 'external_title_company_id',
  what: ReferenceKind,
  id: number | null | undefined,
): Promise<void> {
  if (id == null) return;
  const state = await findReferenceState(tx, what, id);
  if (state === undefined) throw badRequest(`body.${field}: no ${what} has this id`);
  assertReferenceInScope(actor, { field: `body.${field}`, what, state }, superStateScope(actor));
  if (state !== null && state.trim() !== file.state) {
    throw badRequest(`body.${field}: that ${what} is not in the file's state (${file.state})`);
  }
}

/**
 * The columns the body sets. The closing date is kept as an override only where it differs from the
 * date the file's own dates give (so a save that leaves it as shown does not pin it against later
 * uploads); a blank amount is 0, as the file's amounts are never empty.
 */
function toOverrideValues(body: SaveFileOverrideBody, file: repo.LockedFile): repo.FileOverrideValues {
  const values: repo.FileOverrideValues = {};
  if (body.calc_close_date !== undefined) {
    const date = body.calc_close_date;
    values.override_close_date = date === null || date === file.natural_close_date ? null : date;
  }
  if (body.settlement_agency_id !== undefined) values.branch_id = body.settlement_agency_id;
  if (body.external_title_company_id !== undefined) values.jv_id = body.external_title_company_id;
  for (const field of MONEY_FIELDS) {
    const amount = body[field];
    if (amount !== undefined) values[field] = amount ?? '0';
  }
  return values;
}

const MONEY_FIELDS = [
  'title_processing',
  'settlement_fee',
  'owners_policy',
  'lenders_policy',
  'endorsements',
] as const;

function toFileOverride(row: repo.FileOverrideRow): FileOverride {
  const { branch_id, branch_name, jv_id, jv_name, ...file } = row;
  return {
    ...file,
    settlement_agency: branch_id === null ? null : { branch_id, name: branch_name ?? '' },
    external_title_company: jv_id === null ? null : { jv_id, name: jv_name ?? '' },
  };
}

// ---- Adjustments ------------------------------------------------------------------------------

/**
 * GET /file-adjustments: the adjustments of the files the user may see (DOMAIN.md §9), one file's or
 * a posting-date range's, with their sums in cents.
 */
export async function getFileAdjustments(
  db: Db,
  actor: CurrentUser,
  query: GetFileAdjustmentsQuery,
): Promise<GetFileAdjustmentsResponse> {
  const rows = (
    await repo.listAdjustments(db, {
      reach: fileReach(actor, query.state),
      fileId: query.esc_file_id,
      postedFrom: query.start_date,
      postedTo: query.end_date,
      escrowOfficerId: query.escrow_officer_id,
      branchId: query.branch_id,
      state: query.state,
    })
  ).map(toFileAdjustment);
  return { rows, totals: adjustmentTotals(rows) };
}

/**
 * POST /file-adjustments (super only; a State Super User on their own state's files): the adjustment,
 * the file's daily rollups moved with it, audited, in one transaction. Answers the row as listed.
 */
export async function createFileAdjustment(
  db: Db,
  actor: CurrentUser,
  body: CreateFileAdjustmentBody,
): Promise<FileAdjustment> {
  return db.transaction(async (tx) => {
    const file = await lockedForWrite(actor, await repo.lockFileById(tx, body.esc_file_id));
    const adjId = await refreshRollupsForFiles(tx, [file.file_id], () =>
      repo.insertAdjustment(tx, { ...body, created_by: actor.id }),
    );
    const created = await adjustmentById(tx, adjId);
    await recordAudit(tx, {
      actor,
      action: 'create',
      entity: 'file_adjustments',
      entityId: String(adjId),
      after: created,
    });
    return created;
  });
}

/** DELETE /file-adjustments/{adj_id} (super only): audited, the file's daily rollups moved with it. */
export async function deleteFileAdjustment(db: Db, actor: CurrentUser, adjId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await repo.findAdjustmentFile(tx, adjId);
    if (!found) throw notFound(ADJUSTMENT_NOT_FOUND);
    const file = await lockedForWrite(actor, await repo.lockFileById(tx, found.esc_file_id));
    // Read again under the file's lock: another delete may have come first.
    const [before] = await repo.listAdjustments(tx, { reach: ALL_FILES, adjId });
    if (!before) throw notFound(ADJUSTMENT_NOT_FOUND);
    await refreshRollupsForFiles(tx, [file.file_id], () => repo.deleteAdjustment(tx, adjId));
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entity: 'file_adjustments',
      entityId: String(adjId),
      before: toFileAdjustment(before),
    });
  });
}

async function adjustmentById(tx: Executor, adjId: number): Promise<FileAdjustment> {
  const [row] = await repo.listAdjustments(tx, { reach: ALL_FILES, adjId });
  if (!row) throw new Error(`adjustment ${adjId} not found after insert`);
  return toFileAdjustment(row);
}

/** A listed adjustment with its after-underwriter amounts (docs/domain.md; default 12%). */
function toFileAdjustment(row: repo.AdjustmentRow): FileAdjustment {
  return { ...row, ...adjustmentAfterUnderwriter(row) };
}

const TOTAL_FIELDS = [
  ...FILE_ADJUSTMENT_AMOUNTS,
  'endorsements_after_uw',
  'bundled_escrow_after_adj',
  'mag_title_after_uw',
  'part_title_after_uw',
] as const;

/** The rows' sums, cents added up; `sum` is every amount of every row. */
function adjustmentTotals(rows: readonly FileAdjustment[]): FileAdjustmentTotals {
  const column = (field: (typeof TOTAL_FIELDS)[number]): Cents[] =>
    rows.map((row) => toCentsOrZero(row[field]));
  // Exact whatever the number of rows: a day of the largest amounts must not overflow (issue 17).
  const totals = Object.fromEntries(
    TOTAL_FIELDS.map((field) => [field, sumCentsText(column(field))]),
  ) as Omit<FileAdjustmentTotals, 'sum'>;
  return { ...totals, sum: sumCentsText(FILE_ADJUSTMENT_AMOUNTS.flatMap(column)) };
}
