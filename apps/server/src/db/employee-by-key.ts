import { eq } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { employees } from './schema/index.ts';

/** What deciding on an employee's own records (guarantees, JV links) needs: who it is and its state. */
export type EmployeeRef = { employee_id: number; uuid: string; state: string };

/**
 * The employee a route names by `:uuid`: its uuid, or its employee_id when all digits. `lock` takes the
 * employee's row lock, so that changes to its records happen one at a time (one primary JV link, no
 * two identical guarantee periods).
 */
export async function findEmployeeByKey(
  db: Executor,
  key: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<EmployeeRef | undefined> {
  const where = /^\d+$/.test(key)
    ? eq(employees.employee_id, Number(key))
    : eq(employees.uuid, key.toLowerCase());
  const query = db
    .select({ employee_id: employees.employee_id, uuid: employees.uuid, state: employees.state })
    .from(employees)
    .where(where)
    .limit(1);
  const rows = await (lock ? query.for('update') : query);
  return rows[0];
}
