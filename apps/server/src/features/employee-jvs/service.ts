import type { CreateEmployeeJvBody, EmployeeJvLink, UpdateEmployeeJvBody } from '@hub/contract';
import { auditTrail } from '../../db/audit.ts';
import type { Db, Executor } from '../../db/client.ts';
import { type EmployeeRef, findEmployeeByKey } from '../../db/employee-by-key.ts';
import type { CurrentUser } from '../../plugins/auth/index.ts';
import { assertMayReadEmployee, assertReferenceInScope } from '../../plugins/authorization/policies.ts';
import { badRequest, conflict, notFound } from '../../plugins/errors/http-error.ts';
import { EMPLOYEE_NOT_FOUND, employeeInScope } from '../employees/employee-scope.ts';
import {
  clearOtherPrimaries,
  deleteJvLink,
  findJvByUuid,
  findJvLink,
  findJvLinkByJv,
  insertJvLink,
  type JvLinkRow,
  listJvLinks,
  setJvLinkPrimary,
} from './repository.ts';

export const LINK_NOT_FOUND = 'JV link not found.';
export const UNKNOWN_JV = 'body.jv_uuid: no JV entity has this uuid';
export const duplicateLinkDetail = (jvName: string) => `This employee is already linked to ${jvName}.`;

const ENTITY = 'employee_jv_links';

/**
 * Administrators in their states, and the user whose linked or viewed employee it is (the sales
 * dashboard reads it); anyone else 403, whether or not the employee exists.
 */
export async function getJvLinks(db: Db, actor: CurrentUser, key: string): Promise<EmployeeJvLink[]> {
  const employee = await findEmployeeByKey(db, key);
  assertMayReadEmployee(actor, employee, EMPLOYEE_NOT_FOUND);
  return listJvLinks(db, employee.employee_id);
}

export async function createJvLink(
  db: Db,
  actor: CurrentUser,
  key: string,
  body: CreateEmployeeJvBody,
): Promise<EmployeeJvLink> {
  const isPrimary = body.is_primary ?? false;
  return db.transaction(async (tx) => {
    const employee = await employeeInScope(tx, actor, key, true);
    const jv = await findJvByUuid(tx, body.jv_uuid);
    if (!jv) throw badRequest(UNKNOWN_JV);
    assertReferenceInScope(actor, { field: 'body.jv_uuid', what: 'JV', state: jv.st });
    if (await findJvLinkByJv(tx, employee.employee_id, jv.jv_id))
      throw conflict(duplicateLinkDetail(jv.name));
    const linkId = await insertJvLink(tx, {
      employee_id: employee.employee_id,
      jv_id: jv.jv_id,
      is_primary: isPrimary,
    });
    if (isPrimary) await clearPrimaryOthers(tx, actor, employee, linkId);
    const created = await mustFind(tx, employee.employee_id, linkId);
    await auditTrail(tx, actor, ENTITY).created(String(linkId), auditShape(employee, created));
    return created;
  });
}

/** Setting primary clears primary on every other link of the employee, in the same transaction. */
export async function changeJvLink(
  db: Db,
  actor: CurrentUser,
  key: string,
  linkId: number,
  body: UpdateEmployeeJvBody,
): Promise<EmployeeJvLink> {
  return db.transaction(async (tx) => {
    const employee = await employeeInScope(tx, actor, key, true);
    const before = await findJvLink(tx, employee.employee_id, linkId);
    if (!before) throw notFound(LINK_NOT_FOUND);
    if (body.is_primary) await clearPrimaryOthers(tx, actor, employee, linkId);
    if (before.is_primary === body.is_primary) return before;
    await setJvLinkPrimary(tx, linkId, body.is_primary);
    const after = await mustFind(tx, employee.employee_id, linkId);
    await auditTrail(tx, actor, ENTITY).updated(
      String(linkId),
      auditShape(employee, before),
      auditShape(employee, after),
    );
    return after;
  });
}

export async function removeJvLink(db: Db, actor: CurrentUser, key: string, linkId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const employee = await employeeInScope(tx, actor, key, true);
    const before = await findJvLink(tx, employee.employee_id, linkId);
    if (!before) throw notFound(LINK_NOT_FOUND);
    await deleteJvLink(tx, linkId);
    await auditTrail(tx, actor, ENTITY).deleted(String(linkId), auditShape(employee, before));
  });
}

/** Clears the other primaries, with one audit row per link that lost it. */
async function clearPrimaryOthers(
  tx: Executor,
  actor: CurrentUser,
  employee: EmployeeRef,
  keepLinkId: number,
): Promise<void> {
  const cleared = await clearOtherPrimaries(tx, employee.employee_id, keepLinkId);
  for (const id of cleared) {
    await auditTrail(tx, actor, ENTITY).updated(
      String(id),
      { employee_id: employee.employee_id, link_id: id, is_primary: true },
      { employee_id: employee.employee_id, link_id: id, is_primary: false, primary_moved_to: keepLinkId },
    );
  }
}

async function mustFind(tx: Executor, employeeId: number, linkId: number): Promise<JvLinkRow> {
  const row = await findJvLink(tx, employeeId, linkId);
  if (!row) throw new Error(`JV link ${linkId} vanished inside its transaction`);
  return row;
}

function auditShape(employee: EmployeeRef, link: JvLinkRow) {
  return { employee_id: employee.employee_id, ...link };
}
