import { type FraudListEntry, fraudPayeeKey, type SaveFraudListBatchValues } from '@hub/contract';
import { recordAudit } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { assertFresh } from '../../http/etag.ts';
import type { CurrentUser } from '../../plugins/auth/index.ts';
import { badRequest, conflict, notFound } from '../../plugins/errors/http-error.ts';
import {
  deleteFraudEntry,
  type FraudEntryRow,
  insertFraudEntry,
  listFraudEntries,
  lockFraudList,
  updateFraudEntry,
} from './repository.ts';

const ENTITY = 'fraud_list';

type BatchEntry = SaveFraudListBatchValues[number];
/** A batch entry that stores a name: a new entry or a change to one. */
type Upsert = { index: number; id: number | undefined; name: string; notes: string | null };

export function listFraudList(db: Db): Promise<FraudListEntry[]> {
  return listFraudEntries(db);
}

export const duplicateInBatchDetail = (index: number, name: string, other: number) =>
  `body.${index}.fraud_payee_name: '${name}' is the same payee as row ${other + 1} (names are compared ignoring case and spaces).`;
export const duplicateOfStoredDetail = (index: number, name: string, stored: string) =>
  `body.${index}.fraud_payee_name: '${name}' is already on the fraud list as '${stored}'.`;
export const missingEntryDetail = (index: number, id: number) =>
  `body.${index}.fraud_list_id: fraud list entry ${id} does not exist (someone may have removed it). Reload the list.`;

/**
 * Saves the batch in one transaction: every entry or none. New entries are added, entries with an
 * id are changed, entries with `delete: true` are removed (one already gone counts as removed);
 * entries the batch does not mention stay as they are. A stale `version` answers 412, a duplicate
 * payee name 409, an unknown id 404; nothing is written then. Answers the whole list.
 */
export async function saveFraudListBatch(
  db: Db,
  actor: CurrentUser,
  entries: readonly BatchEntry[],
): Promise<FraudListEntry[]> {
  assertEachIdOnce(entries);
  const auditActor = { id: actor.id, email: actor.email };

  return db.transaction(async (tx) => {
    // One batch at a time: the checks below see every name that will be stored.
    await lockFraudList(tx);
    const stored = new Map((await listFraudEntries(tx)).map((row) => [row.fraud_list_id, row]));

    const deletes: FraudEntryRow[] = [];
    const upserts: Upsert[] = [];
    entries.forEach((entry, index) => {
      const row = entry.fraud_list_id === undefined ? undefined : stored.get(entry.fraud_list_id);
      if (entry.fraud_list_id !== undefined) {
        if (!row) {
          if (entry.delete === true) return;
          throw notFound(missingEntryDetail(index, entry.fraud_list_id));
        }
        assertFresh(entry.version, row.version);
      }
      if (entry.delete === true) {
        if (row) deletes.push(row);
        return;
      }
      upserts.push({
        index,
        id: entry.fraud_list_id,
        name: entry.fraud_payee_name ?? '',
        notes: entry.notes ?? null,
      });
    });
    assertNoDuplicates(stored, deletes, upserts);

    for (const row of deletes) {
      await deleteFraudEntry(tx, row.fraud_list_id);
      await recordAudit(tx, {
        actor: auditActor,
        action: 'delete',
        entity: ENTITY,
        entityId: String(row.fraud_list_id),
        before: describe(row),
      });
    }
    for (const upsert of upserts) {
      const values = { fraud_payee_name: upsert.name, notes: upsert.notes };
      if (upsert.id === undefined) {
        const created = await insertFraudEntry(tx, values);
        await recordAudit(tx, {
          actor: auditActor,
          action: 'create',
          entity: ENTITY,
          entityId: String(created.fraud_list_id),
          after: describe(created),
        });
        continue;
      }
      const before = stored.get(upsert.id);
      if (!before || (before.fraud_payee_name === upsert.name && before.notes === upsert.notes)) continue;
      const after = await updateFraudEntry(tx, upsert.id, values);
      await recordAudit(tx, {
        actor: auditActor,
        action: 'update',
        entity: ENTITY,
        entityId: String(upsert.id),
        before: describe(before),
        after: describe(after),
      });
    }
    return listFraudEntries(tx);
  });
}

function assertEachIdOnce(entries: readonly BatchEntry[]): void {
  const seen = new Map<number, number>();
  entries.forEach((entry, index) => {
    const id = entry.fraud_list_id;
    if (id === undefined) return;
    const first = seen.get(id);
    if (first !== undefined) {
      throw badRequest(`body.${index}.fraud_list_id: entry ${id} is already in this batch as body.${first}`);
    }
    seen.set(id, index);
  });
}

/**
 * No name the batch stores may name a payee already kept on the list or stored by another entry of
 * the batch (ignoring case and spaces). An entry that keeps its own name is not checked again, so
 * duplicates stored before this rule can still have their notes edited.
 */
function assertNoDuplicates(
  stored: ReadonlyMap<number, FraudEntryRow>,
  deletes: readonly FraudEntryRow[],
  upserts: readonly Upsert[],
): void {
  const keepsName = (u: Upsert) => {
    const before = u.id === undefined ? undefined : stored.get(u.id);
    return before !== undefined && fraudPayeeKey(before.fraud_payee_name) === fraudPayeeKey(u.name);
  };
  const renamed = upserts.filter((u) => !keepsName(u));
  const leaving = new Set<number>([
    ...deletes.map((row) => row.fraud_list_id),
    ...renamed.flatMap((u) => (u.id === undefined ? [] : [u.id])),
  ]);
  const storedNames = new Map<string, string>();
  for (const row of stored.values()) {
    if (!leaving.has(row.fraud_list_id))
      storedNames.set(fraudPayeeKey(row.fraud_payee_name), row.fraud_payee_name);
  }
  const batchNames = new Map<string, number>();
  for (const upsert of renamed) {
    const key = fraudPayeeKey(upsert.name);
    const storedName = storedNames.get(key);
    if (storedName !== undefined)
      throw conflict(duplicateOfStoredDetail(upsert.index, upsert.name, storedName));
    const other = batchNames.get(key);
    if (other !== undefined) throw conflict(duplicateInBatchDetail(upsert.index, upsert.name, other));
    batchNames.set(key, upsert.index);
  }
}

function describe(row: FraudEntryRow): Record<string, unknown> {
  return { fraud_payee_name: row.fraud_payee_name, notes: row.notes, version: row.version };
}
