import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Executor } from '../../db/client.ts';
import { findByUuid } from '../../db/find-by-uuid.ts';
import { employeeJvLinks, jvEntities } from '../../db/schema/index.ts';

/** The columns every answer carries (spec 000 §3 Employee-JV link, plus the JV's number). */
const linkColumns = {
  link_id: employeeJvLinks.link_id,
  jv_id: jvEntities.jv_id,
  jv_uuid: jvEntities.uuid,
  jv_name: jvEntities.name,
  st: jvEntities.st,
  is_primary: employeeJvLinks.is_primary,
  start_date: employeeJvLinks.start_date,
  end_date: employeeJvLinks.end_date,
};

/** A link as `linkColumns` select it (an inner join: every column as its table holds it). */
export type JvLinkRow = SelectResultFields<typeof linkColumns>;

function selectLinks(db: Executor) {
  return db
    .select(linkColumns)
    .from(employeeJvLinks)
    .innerJoin(jvEntities, eq(jvEntities.jv_id, employeeJvLinks.jv_id));
}

/** The employee's links by JV name (ignoring case), then link number. */
export async function listJvLinks(db: Executor, employeeId: number): Promise<JvLinkRow[]> {
  return selectLinks(db)
    .where(eq(employeeJvLinks.employee_id, employeeId))
    .orderBy(sql`lower(${jvEntities.name})`, asc(employeeJvLinks.link_id));
}

/** The employee's link that `which` picks (a link of someone else is not found). */
async function findEmployeeLink(
  db: Executor,
  employeeId: number,
  which: SQL,
): Promise<JvLinkRow | undefined> {
  const rows = await selectLinks(db)
    .where(and(eq(employeeJvLinks.employee_id, employeeId), which))
    .limit(1);
  return rows[0];
}

/** One link of this employee (a link of someone else is not found). */
export function findJvLink(db: Executor, employeeId: number, linkId: number): Promise<JvLinkRow | undefined> {
  return findEmployeeLink(db, employeeId, eq(employeeJvLinks.link_id, linkId));
}

/** The employee's link to this JV, if there is one. */
export function findJvLinkByJv(
  db: Executor,
  employeeId: number,
  jvId: number,
): Promise<JvLinkRow | undefined> {
  return findEmployeeLink(db, employeeId, eq(employeeJvLinks.jv_id, jvId));
}

export function findJvByUuid(db: Executor, uuid: string) {
  return findByUuid(db, jvEntities, uuid.toLowerCase(), {
    jv_id: jvEntities.jv_id,
    uuid: jvEntities.uuid,
    name: jvEntities.name,
    st: jvEntities.st,
  });
}

export async function insertJvLink(
  db: Executor,
  values: { employee_id: number; jv_id: number; is_primary: boolean },
): Promise<number> {
  const rows = await db
    .insert(employeeJvLinks)
    .values(values)
    .returning({ link_id: employeeJvLinks.link_id });
  const row = rows[0];
  if (!row) throw new Error('JV link not inserted');
  return row.link_id;
}

export async function setJvLinkPrimary(db: Executor, linkId: number, isPrimary: boolean): Promise<void> {
  await db.update(employeeJvLinks).set({ is_primary: isPrimary }).where(eq(employeeJvLinks.link_id, linkId));
}

/** Clears primary on the employee's links other than `keepLinkId`; answers the links it changed. */
export async function clearOtherPrimaries(
  db: Executor,
  employeeId: number,
  keepLinkId: number,
): Promise<number[]> {
  const rows = await db
    .update(employeeJvLinks)
    .set({ is_primary: false })
    .where(
      and(
        eq(employeeJvLinks.employee_id, employeeId),
        eq(employeeJvLinks.is_primary, true),
        ne(employeeJvLinks.link_id, keepLinkId),
      ),
    )
    .returning({ link_id: employeeJvLinks.link_id });
  return rows.map((row) => row.link_id);
}

export async function deleteJvLink(db: Executor, linkId: number): Promise<void> {
  await db.delete(employeeJvLinks).where(eq(employeeJvLinks.link_id, linkId));
}
