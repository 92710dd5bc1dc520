// The finalised commission periods (spec 001 §4, §7; DOMAIN.md §4 "Finalising"): the
// `finalized_periods` row of a period (unique by its dates and scope) and its snapshot
// (`commission_snapshots`, one `{ row, trace }` per employee).
import type { CommissionRow, CommissionTrace } from '@hub/contract';
import type { Period } from '@hub/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { commissionSnapshots, finalizedPeriods } from '../../../db/schema/index.ts';

/** The scope every finalisation has (spec 001 §8). */
export const GLOBAL_SCOPE = 'GLOBAL';

/** What a snapshot holds for one employee: their row and its trace as they were when the period was finalised. */
export type SnapshotEntry = { row: CommissionRow; trace: CommissionTrace };

const periodColumns = {
  pf_id: finalizedPeriods.pf_id,
  pf_uuid: finalizedPeriods.pf_uuid,
  period_start: finalizedPeriods.period_start,
  period_end: finalizedPeriods.period_end,
  frequency: finalizedPeriods.frequency,
  scope: finalizedPeriods.scope,
  state: finalizedPeriods.state,
  note: finalizedPeriods.note,
  finalized_at: finalizedPeriods.finalized_at,
  finalized_by: finalizedPeriods.finalized_by,
};

export type FinalizedPeriodRow = {
  pf_id: number;
  pf_uuid: string;
  period_start: string;
  period_end: string;
  frequency: 'MONTHLY' | 'SEMI_MONTHLY';
  scope: string;
  state: string;
  note: string;
  finalized_at: Date;
  finalized_by: number | null;
};

function selectPeriods(db: Executor) {
  return db.select(periodColumns).from(finalizedPeriods);
}

/** The finalisation of exactly this period (GLOBAL scope), if any. */
export async function findFinalizedPeriod(
  db: Executor,
  period: Period,
): Promise<FinalizedPeriodRow | undefined> {
  const rows = await selectPeriods(db)
    .where(
      and(
        eq(finalizedPeriods.period_start, period.start),
        eq(finalizedPeriods.period_end, period.end),
        eq(finalizedPeriods.scope, GLOBAL_SCOPE),
      ),
    )
    .limit(1);
  return rows[0];
}

/** The finalisation a pf_uuid names, locked for the transaction, if any. */
export async function lockFinalizedPeriod(
  db: Executor,
  pfUuid: string,
): Promise<FinalizedPeriodRow | undefined> {
  const rows = await selectPeriods(db).where(eq(finalizedPeriods.pf_uuid, pfUuid)).for('update');
  return rows[0];
}

/**
 * Claims the period: its finalized_periods row, or undefined when the period is already finalised
 * (the unique index decides between two racing finalisations: the second waits for the first and
 * inserts nothing).
 */
export async function insertFinalizedPeriod(
  db: Executor,
  values: {
    period_start: string;
    period_end: string;
    frequency: 'MONTHLY' | 'SEMI_MONTHLY';
    state: string;
    note: string;
    finalized_by: number;
  },
): Promise<FinalizedPeriodRow | undefined> {
  const rows = await db
    .insert(finalizedPeriods)
    .values({ ...values, scope: GLOBAL_SCOPE })
    .onConflictDoNothing()
    .returning(periodColumns);
  return rows[0];
}

/** Stores the snapshot: one `{ row, trace }` per employee. */
export async function insertSnapshots(
  db: Executor,
  pfId: number,
  entries: readonly (SnapshotEntry & { employee_id: number })[],
): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(commissionSnapshots).values(
    entries.map((entry) => ({
      pf_id: pfId,
      employee_id: entry.employee_id,
      row: { row: entry.row, trace: entry.trace },
    })),
  );
}

/** The snapshot of a finalisation: every employee's, or one employee's. */
export async function snapshotEntries(
  db: Executor,
  pfId: number,
  employeeId?: number,
): Promise<SnapshotEntry[]> {
  const rows = await db
    .select({ row: commissionSnapshots.row })
    .from(commissionSnapshots)
    .where(
      and(
        eq(commissionSnapshots.pf_id, pfId),
        employeeId === undefined ? undefined : eq(commissionSnapshots.employee_id, employeeId),
      ),
    )
    .orderBy(asc(commissionSnapshots.employee_id));
  return rows.map((r) => r.row as SnapshotEntry);
}

/** Unfinalises: the snapshot, then the finalisation; the number of snapshot rows removed. */
export async function deleteFinalizedPeriod(db: Executor, pfId: number): Promise<number> {
  const removed = await db
    .delete(commissionSnapshots)
    .where(eq(commissionSnapshots.pf_id, pfId))
    .returning({ employee_id: commissionSnapshots.employee_id });
  await db.delete(finalizedPeriods).where(eq(finalizedPeriods.pf_id, pfId));
  return removed.length;
}

/** The time as the answers write it (ISO 8601, UTC). */
export const timestampText = (at: Date): string => at.toISOString();
