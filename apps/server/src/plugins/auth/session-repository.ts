import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { findByUuid } from '../../db/find-by-uuid.ts';
import { employees, users } from '../../db/schema/index.ts';

/** The columns every authenticated request needs; one lookup by the indexed uuid. */
export function findSessionUser(db: Db, uuid: string) {
  return findByUuid(db, users, uuid, {
    user_id: users.user_id,
    uuid: users.uuid,
    email: users.email,
    roles: users.roles,
    state: users.state,
    is_active: users.is_active,
    token_version: users.token_version,
    employee_id: users.employee_id,
    view_employee_id: users.view_employee_id,
  });
}
export type SessionUserRow = NonNullable<Awaited<ReturnType<typeof findSessionUser>>>;

const linkedEmployee = alias(employees, 'linked_employee');
const viewedEmployee = alias(employees, 'viewed_employee');

/** Everything the token's claims are built from: the user, its employee and the employee it views. */
export async function findTokenSubject(db: Db, userId: number) {
  const rows = await db
    .select({
      uuid: users.uuid,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      roles: users.roles,
      state: users.state,
      token_version: users.token_version,
      employee_uuid: linkedEmployee.uuid,
      employee_state: linkedEmployee.state,
      branch_id: linkedEmployee.def_branch,
      demo_rep: linkedEmployee.demo_rep,
      view_employee_uuid: viewedEmployee.uuid,
      // The viewed employee's own sign-in, if it has one (an active one first).
      view_user_id: sql<string | null>`(
        select vu.uuid from ${users} vu
        where vu.employee_id = ${users.view_employee_id}
        order by vu.is_active desc, vu.user_id
        limit 1
      )`,
    })
    .from(users)
    .leftJoin(linkedEmployee, eq(linkedEmployee.employee_id, users.employee_id))
    .leftJoin(viewedEmployee, eq(viewedEmployee.employee_id, users.view_employee_id))
    .where(eq(users.user_id, userId))
    .limit(1);
  return rows[0];
}
export type TokenSubject = NonNullable<Awaited<ReturnType<typeof findTokenSubject>>>;
