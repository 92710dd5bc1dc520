import { inArray } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { branches, costCenters, employees, jvEntities } from './schema/index.ts';

/** The records a save may link to by id, named as a refusal names them. */
export type ReferenceKind = 'cost center' | 'branch' | 'employee' | 'JV';

const SOURCES = {
  'cost center': { table: costCenters, id: costCenters.cost_center_id, state: costCenters.state },
  branch: { table: branches, id: branches.branch_id, state: branches.state },
  employee: { table: employees, id: employees.employee_id, state: employees.state },
  JV: { table: jvEntities, id: jvEntities.jv_id, state: jvEntities.st },
} as const;

/**
 * The state of each record of `kind` with one of these ids (null for a JV without one), for checking
 * links against the caller's states (policies.ts assertReferenceInScope). Unknown ids are absent.
 */
export async function findReferenceStates(
  db: Executor,
  kind: ReferenceKind,
  ids: readonly number[],
): Promise<Map<number, string | null>> {
  if (ids.length === 0) return new Map();
  const { table, id, state } = SOURCES[kind];
  const rows = await db
    .select({ id, state })
    .from(table)
    .where(inArray(id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.state]));
}

/** The state of one record (null: it has none), or undefined when no record has the id. */
export async function findReferenceState(
  db: Executor,
  kind: ReferenceKind,
  id: number,
): Promise<string | null | undefined> {
  return (await findReferenceStates(db, kind, [id])).get(id);
}
