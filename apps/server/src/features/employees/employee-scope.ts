import type { Executor } from '../../db/client.ts';
import { type EmployeeRef, findEmployeeByKey } from '../../db/employee-by-key.ts';
import type { CurrentUser } from '../../plugins/auth/index.ts';
import { assertStateAccess } from '../../plugins/authorization/policies.ts';
import { notFound } from '../../plugins/errors/http-error.ts';

export const EMPLOYEE_NOT_FOUND = 'Employee not found.';

/**
 * The employee whose own records (guarantees, JV links) a route administers, named by `:uuid` (its
 * uuid or employee_id), within the actor's states: 404 when there is none, 403 when it is of another
 * state. `lock` takes its row lock, so that saves of one employee's records happen one at a time.
 */
export async function employeeInScope(
  db: Executor,
  actor: CurrentUser,
  key: string,
  lock = false,
): Promise<EmployeeRef> {
  const employee = await findEmployeeByKey(db, key, { lock });
  if (!employee) throw notFound(EMPLOYEE_NOT_FOUND);
  assertStateAccess(actor, employee.state);
  return employee;
}
