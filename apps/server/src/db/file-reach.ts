import type { State } from '@hub/contract';
import { type SQL, sql } from 'drizzle-orm';

/** The states whose records a user may work on (plugins/authorization/policies.ts decides it). */
export type StateScope = 'all' | readonly State[];

/**
 * The files a user may see (policies.ts `fileReach` decides it, DOMAIN.md §9): an administrator's by
 * state, a Sales, Sales-Assistant or Escrow Officer user's by the employees they are or view.
 */
export type FileReach = { kind: 'states'; scope: StateScope } | { kind: 'employees'; employeeIds: number[] };

/** `alias.state` within the scope, as SQL (false for an empty scope). */
export function stateCondition(alias: string, scope: StateScope): SQL {
  if (scope === 'all') return sql`true`;
  if (scope.length === 0) return sql`false`;
  // The columns are char(2): compared with a text array they are cast, and an index on the state
  // (the rollups' key) could not be used. One state is a plain equality (better estimated).
  if (scope.length === 1) return sql`${sql.raw(alias)}.state = ${scope[0]}`;
  return sql`${sql.raw(alias)}.state = any(${sql.param(`{${scope.join(',')}}`)}::bpchar[])`;
}

/**
 * The files of `reach` (policies.ts `fileReach`) as a condition on `esc_files` under `alias`: every
 * query that lists or finds files puts it in its where clause, so no list shows a file its user may
 * not see.
 */
export function fileReachCondition(alias: string, reach: FileReach): SQL {
  if (reach.kind === 'states') return stateCondition(alias, reach.scope);
  if (reach.employeeIds.length === 0) return sql`false`;
  const f = sql.raw(alias);
  const ids = sql`${sql.param(`{${reach.employeeIds.join(',')}}`)}::int4[]`;
  return sql`(${f}.marketing_rep_id = any(${ids})
    or ${f}.escrow_officer_id = any(${ids})
    or ${f}.escrow_officer_id in (select e.employee_id from employees e where e.link_to_emp_id = any(${ids}))
    or ${f}.jv_id in (select l.jv_id from employee_jv_links l where l.employee_id = any(${ids})))`;
}
