import { and, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { branches, costCenters, escFiles } from '../../db/schema/index.ts';

/** A branch with its cost center's description and accounting code. */
const branchColumns = {
  branch_id: branches.branch_id,
  uuid: branches.uuid,
  code: branches.code,
  name: branches.name,
  alias: branches.alias,
  add1: branches.add1,
  add2: branches.add2,
  city: branches.city,
  state: branches.state,
  zip: branches.zip,
  phone_number: branches.phone_number,
  active: branches.active,
  escrow_employee_count_override: branches.escrow_employee_count_override,
  cost_center_id: branches.cost_center_id,
  cost_center_desc: costCenters.description,
  cost_center_code: costCenters.accounting_code,
  version: branches.version,
};

type CostCenter = typeof costCenters.$inferSelect;
/** The branch's own columns, and its cost center's (null without one: a left join). */
export type BranchRow = Pick<
  typeof branches.$inferSelect,
  Exclude<keyof typeof branchColumns, 'cost_center_desc' | 'cost_center_code'>
> & {
  cost_center_desc: CostCenter['description'] | null;
  cost_center_code: CostCenter['accounting_code'];
};

/** The fields a save writes (the service has merged defaults and stored values already). */
export type BranchValues = Omit<
  BranchRow,
  'branch_id' | 'uuid' | 'version' | 'cost_center_desc' | 'cost_center_code'
>;

export type BranchFilter = {
  /** 'all', or the states to list. */
  states: 'all' | readonly string[];
  activeOnly: boolean;
  /** Only branches that have escrow files. */
  withFiles: boolean;
};

export async function listBranches(db: Db, filter: BranchFilter): Promise<BranchRow[]> {
  if (filter.states !== 'all' && filter.states.length === 0) return [];
  const conditions: SQL[] = [];
  if (filter.states !== 'all') conditions.push(inArray(branches.state, [...filter.states]));
  if (filter.activeOnly) conditions.push(eq(branches.active, true));
  if (filter.withFiles) {
    conditions.push(
      exists(db.select({ one: sql`1` }).from(escFiles).where(eq(escFiles.branch_id, branches.branch_id))),
    );
  }
  return db
    .select(branchColumns)
    .from(branches)
    .leftJoin(costCenters, eq(costCenters.cost_center_id, branches.cost_center_id))
    .where(and(...conditions));
}

/** One branch by uuid or by branch_id; `lock` keeps it locked until the transaction ends. */
export async function findBranch(
  db: Executor,
  key: { uuid: string } | { branch_id: number },
  lock = false,
): Promise<BranchRow | undefined> {
  const where = 'uuid' in key ? eq(branches.uuid, key.uuid) : eq(branches.branch_id, key.branch_id);
  const query = db
    .select(branchColumns)
    .from(branches)
    .leftJoin(costCenters, eq(costCenters.cost_center_id, branches.cost_center_id))
    .where(where)
    .limit(1);
  const rows = lock ? await query.for('update', { of: branches }) : await query;
  return rows[0];
}

export async function insertBranch(tx: Executor, values: BranchValues): Promise<number> {
  const rows = await tx.insert(branches).values(values).returning({ branch_id: branches.branch_id });
  const row = rows[0];
  if (!row) throw new Error('The new branch was not stored');
  return row.branch_id;
}

/** Writes the branch's fields and raises its version. */
export async function updateBranch(tx: Executor, branchId: number, values: BranchValues): Promise<void> {
  await tx
    .update(branches)
    .set({ ...values, version: sql`${branches.version} + 1`, updated_at: sql`now()` })
    .where(eq(branches.branch_id, branchId));
}
