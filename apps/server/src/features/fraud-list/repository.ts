import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { fraudList } from '../../db/schema/index.ts';
import { keysetRows } from '../../exports/keyset.ts';

const entryColumns = {
  fraud_list_id: fraudList.fraud_list_id,
  fraud_payee_name: fraudList.fraud_payee_name,
  notes: fraudList.notes,
  version: fraudList.version,
};

export type FraudEntryRow = Pick<typeof fraudList.$inferSelect, keyof typeof entryColumns>;

/** Every entry, sorted by payee name ignoring case. */
export async function listFraudEntries(db: Executor): Promise<FraudEntryRow[]> {
  return db
    .select(entryColumns)
    .from(fraudList)
    .orderBy(asc(sql`lower(${fraudList.fraud_payee_name})`), asc(fraudList.fraud_list_id));
}

/**
 * Keeps other batch saves out until this transaction ends (readers still read), so the duplicate
 * check sees every name that will be stored.
 */
export async function lockFraudList(tx: Executor): Promise<void> {
  await tx.execute(sql`lock table ${fraudList} in share row exclusive mode`);
}

export async function insertFraudEntry(
  tx: Executor,
  values: { fraud_payee_name: string; notes: string | null },
): Promise<FraudEntryRow> {
  const rows = await tx.insert(fraudList).values(values).returning(entryColumns);
  const row = rows[0];
  if (!row) throw new Error('fraud list entry not created');
  return row;
}

export async function updateFraudEntry(
  tx: Executor,
  id: number,
  values: { fraud_payee_name: string; notes: string | null },
): Promise<FraudEntryRow> {
  const rows = await tx
    .update(fraudList)
    .set({ ...values, version: sql`${fraudList.version} + 1`, updated_at: sql`now()` })
    .where(eq(fraudList.fraud_list_id, id))
    .returning(entryColumns);
  const row = rows[0];
  if (!row) throw new Error(`fraud list entry ${id} vanished while saving it`);
  return row;
}

export async function deleteFraudEntry(tx: Executor, id: number): Promise<void> {
  await tx.delete(fraudList).where(eq(fraudList.fraud_list_id, id));
}

/** The entries of {@link listFraudEntries}, in its order, page by page (exports). */
export function streamFraudEntries(db: Executor) {
  return keysetRows([sql`lower(${fraudList.fraud_payee_name})`, sql`${fraudList.fraud_list_id}`], (page) =>
    db
      .select({ ...entryColumns, ...page.keys })
      .from(fraudList)
      .where(page.after)
      .orderBy(...page.orderBy)
      .limit(page.limit),
  );
}
