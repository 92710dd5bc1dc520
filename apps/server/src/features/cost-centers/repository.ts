import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { costCenters } from '../../db/schema/index.ts';
import { keysetRows } from '../../exports/keyset.ts';

/** The columns every answer carries (spec 000 §3 Cost center, plus its version). */
const costCenterColumns = {
  cost_center_id: costCenters.cost_center_id,
  company_name: costCenters.company_name,
  accounting_code: costCenters.accounting_code,
  description: costCenters.description,
  state: costCenters.state,
  output_order: costCenters.output_order,
  version: costCenters.version,
};

export type CostCenterRow = Pick<typeof costCenters.$inferSelect, keyof typeof costCenterColumns>;

export type CostCenterValues = Omit<CostCenterRow, 'cost_center_id' | 'version'>;

/** Sorted by output_order (missing last), ties by company name ignoring case (spec 000 §2). */
export async function listCostCenters(
  db: Executor,
  states: readonly string[] | 'all',
): Promise<CostCenterRow[]> {
  if (states !== 'all' && states.length === 0) return [];
  return db
    .select(costCenterColumns)
    .from(costCenters)
    .where(states === 'all' ? undefined : inArray(costCenters.state, [...states]))
    .orderBy(
      sql`${costCenters.output_order} asc nulls last`,
      sql`lower(${costCenters.company_name})`,
      asc(costCenters.cost_center_id),
    );
}

export async function findCostCenter(
  db: Executor,
  id: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<CostCenterRow | undefined> {
  const query = db.select(costCenterColumns).from(costCenters).where(eq(costCenters.cost_center_id, id));
  const rows = await (lock ? query.for('update') : query);
  return rows[0];
}

export async function insertCostCenter(db: Executor, values: CostCenterValues): Promise<CostCenterRow> {
  const rows = await db.insert(costCenters).values(values).returning(costCenterColumns);
  const row = rows[0];
  if (!row) throw new Error('cost center not inserted');
  return row;
}

export async function updateCostCenter(
  db: Executor,
  id: number,
  values: CostCenterValues,
): Promise<CostCenterRow> {
  const rows = await db
    .update(costCenters)
    .set({ ...values, version: sql`${costCenters.version} + 1`, updated_at: sql`now()` })
    .where(eq(costCenters.cost_center_id, id))
    .returning(costCenterColumns);
  const row = rows[0];
  if (!row) throw new Error(`cost center ${id} vanished while it was locked`);
  return row;
}

/** The list of {@link listCostCenters}, in its order, page by page (exports). */
export function streamCostCenters(db: Executor, states: readonly string[] | 'all') {
  return keysetRows(
    [
      // output_order asc nulls last, as a key that is never null.
      sql`coalesce(${costCenters.output_order}, ${sql.raw(String(2 ** 31 - 1))})`,
      sql`lower(${costCenters.company_name})`,
      sql`${costCenters.cost_center_id}`,
    ],
    (page) =>
      db
        .select({ ...costCenterColumns, ...page.keys })
        .from(costCenters)
        .where(and(states === 'all' ? undefined : inArray(costCenters.state, [...states]), page.after))
        .orderBy(...page.orderBy)
        .limit(page.limit),
  );
}
